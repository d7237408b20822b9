import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { ENGINE_TESTS } from './apps/server/vitest.config';

export default defineConfig({
  test: {
    // Vitest keeps a core free by default; its main process mostly waits, so on CI's two cores that ran one test file
    // at a time beside an idle core (docs/decisions/0030-test-databases-from-an-image.md).
    maxWorkers: availableParallelism(),
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      'apps/originals',
      'apps/backoffice',
      // `--project server` (the PostgreSQL pass of .ci/run) leaves these out: they touch no database.
      {
        test: {
          name: 'engines',
          root: 'apps/server',
          environment: 'node',
          include: ENGINE_TESTS,
          testTimeout: 120_000,
        },
      },
      // the repository's own lint rules (tools/eslint), tested with ESLint's RuleTester
      { test: { name: 'tools', root: 'tools', environment: 'node', include: ['**/*.test.js'] } },
    ],
  },
});
