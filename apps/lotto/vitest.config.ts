import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'lotto',
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    environmentOptions: { jsdom: { url: 'http://localhost/m/lotto-h5/verify' } },
    restoreMocks: true,
  },
});
