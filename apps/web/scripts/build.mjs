// `npm run build -w @palaro/web [-- --outDir <dir> --emptyOutDir]`: the client's build, then the server's build of the
// first views into <dir>/.server (see vite.config.ts), so one folder holds all a server needs to serve the app.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const args = process.argv.slice(2);
const at = args.indexOf('--outDir');
const outDir = resolve(at >= 0 ? args[at + 1] : 'dist');

await build({ build: { outDir, emptyOutDir: true } });
await build({
  build: { ssr: 'src/entry-server.tsx', outDir: join(outDir, '.server') },
  logLevel: 'warn',
});
// an ES module wherever the folder is copied to (WEB_DIST may point outside this workspace)
writeFileSync(join(outDir, '.server', 'package.json'), '{ "type": "module" }\n');
