// `npm start`: build the web app, the Originals game pages, the back office and the lottery pages when they have not
// been built yet, then run the API server (which also serves them at /m, /originals, /bo and /m/lotto-h5) in this same
// process, so signals reach it directly.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds a workspace the first time (when its output is missing and no other folder is configured), into a folder of
 * its own that then takes the output's place, so servers starting together never serve a half-written build.
 */
function buildWhenMissing(name, workspace, outDir, configured) {
  const target = join(root, outDir);
  if (configured || existsSync(join(target, 'index.html'))) return;
  console.log(`Building ${name} (first start)…`);
  const staging = join(root, '.tmp', `build-${workspace.replace(/\W/g, '-')}-${process.pid}`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace, '--', '--outDir', staging, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    console.error(`${name} did not build; see the output above.`);
    process.exit(build.status ?? 1);
  }
  try {
    mkdirSync(dirname(target), { recursive: true });
    renameSync(staging, target);
  } catch {
    // another start finished first; its build is the same
    rmSync(staging, { recursive: true, force: true });
  }
}

buildWhenMissing('the web app', '@palaro/web', 'apps/web/dist', process.env.WEB_DIST);
buildWhenMissing('the Originals game pages', '@palaro/originals', 'apps/originals/dist', process.env.ORIGINALS_DIST);
buildWhenMissing('the back office', '@palaro/backoffice', 'apps/backoffice/dist', process.env.BACKOFFICE_DIST);
buildWhenMissing('the lottery pages', '@palaro/lotto', 'apps/lotto/dist', process.env.LOTTO_DIST);

const { register } = await import('tsx/esm/api');
register();
await import(join(root, 'apps/server/src/server.ts'));
