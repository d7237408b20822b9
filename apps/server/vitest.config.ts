import { defineProject } from 'vitest/config';

/** The pure game maths (no database), Originals, the lottery engine and simulated providers: their RTP proofs are CPU-bound and need no second database run. */
export const ENGINE_TESTS = [
  'src/modules/originals/**/*.test.ts',
  'src/modules/lottery/engine/**/*.test.ts',
  'src/provider-simulator/maths/**/*.test.ts',
];

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ENGINE_TESTS,
    // Each test file builds its own app on its own fresh database; in-memory ones start from an initialised image.
    globalSetup: ['src/testing/pglite-image-setup.ts'],
    setupFiles: ['src/testing/use-pglite-image.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
