// `npm start`: build the web app when it has not been built yet, then run the API server
// (which also serves the built app at /m) in this same process, so signals reach it directly.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = join(root, 'apps/web/dist/index.html');

if (!process.env.WEB_DIST && !existsSync(webIndex)) {
  console.log('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@palaro/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The web app did not build; see the output above.');
    process.exit(build.status ?? 1);
  }
}

const { register } = await import('tsx/esm/api');
register();
await import(join(root, 'apps/server/src/server.ts'));
