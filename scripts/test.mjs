// `npm test`: every kind of test — unit and component (Vitest: contract, server, web), then end to end
// (Playwright in Chromium against the real server). Ends with one summary line over all runners.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.tmp/test-reports');
mkdirSync(reports, { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const vitestFile = join(reports, 'vitest.json');
const playwrightFile = join(reports, 'playwright.json');
const unitOk = run('unit, component and server tests (Vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestFile}`,
]);
const e2eOk = run('end-to-end tests (Playwright, Chromium)', 'npm', ['run', 'test:e2e'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
});

const vitest = readJson(vitestFile);
const playwright = readJson(playwrightFile);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0) + (playwright?.stats?.flaky ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);
const ok = unitOk && e2eOk && vitest !== undefined && playwright !== undefined;
console.log(`\n${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
