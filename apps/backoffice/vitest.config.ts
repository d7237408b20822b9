import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'backoffice',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    environmentOptions: { jsdom: { url: 'http://localhost/bo/' } },
    restoreMocks: true,
    // real servers and sockets on a shared two-core machine
    testTimeout: 15_000,
  },
});
