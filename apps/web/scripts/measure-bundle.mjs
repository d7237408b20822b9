// Prints the JavaScript the home route needs before its first render (gzip), after `npx vite build`:
//  - entry: the module index.html loads; it lets the splash paint, then imports the app;
//  - first render on home: plus the app (boot and its imports), the home screen and the English texts,
//    all of which index.html starts downloading at once (first-screen hints).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// WEB_DIST measures a build made elsewhere (vite build --outDir ...), as the end-to-end runs use.
const dist = process.env.WEB_DIST
  ? resolve(process.env.WEB_DIST)
  : join(dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const keyOf = (suffix) => Object.keys(manifest).find((key) => key.endsWith(suffix));

function collect(keys, seen = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    collect(chunk.imports ?? [], seen);
  }
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = collect([entryKey]);
const firstRender = collect(
  [keyOf('src/app/boot.tsx'), keyOf('features/home/components/home-screen.tsx'), keyOf('locales/en/common.json')],
  new Set(entry),
);

const total = (files) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);
const list = (files) => [...files].map((file) => `  ${gzipKb(file).toFixed(1).padStart(6)} KB  ${file}`).join('\n');

console.log(`entry (before the splash paints): ${total(entry).toFixed(1)} KB gzip\n${list(entry)}`);
const rest = [...firstRender].filter((file) => !entry.has(file));
console.log(
  `home's critical JS (everything before home's first render): ${total(firstRender).toFixed(1)} KB gzip in ${firstRender.size} files\n${list(rest)}`,
);

// docs/architecture.md section 8: the budget for home's critical JavaScript
const BUDGET_KB = 120;
const left = BUDGET_KB - total(firstRender);
console.log(
  `budget ${BUDGET_KB} KB gzip: ${left >= 0 ? `${left.toFixed(1)} KB left` : `${(-left).toFixed(1)} KB over`}`,
);
if (left < 0) process.exitCode = 1;
