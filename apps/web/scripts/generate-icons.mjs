// Renders the PWA icons (any + maskable) and the favicon from scripts/palaro-icon.svg into public/icons.
// Run after changing the artwork: node apps/web/scripts/generate-icons.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '../public/icons');
const svg = readFileSync(join(here, 'palaro-icon.svg'), 'utf8');
// Maskable icons are cropped by the launcher, so the background must reach every edge.
const fullBleed = svg.replace('rx="112"', 'rx="0"');

const outputs = [
  { file: 'icon-192.png', source: svg, size: 192 },
  { file: 'icon-512.png', source: svg, size: 512 },
  { file: 'maskable-512.png', source: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', source: fullBleed, size: 180 },
];

mkdirSync(outDir, { recursive: true });
for (const { file, source, size } of outputs) {
  await sharp(Buffer.from(source), { density: Math.ceil((72 * size) / 512) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(outDir, file));
  console.log(`wrote public/icons/${file} (${size}x${size})`);
}
writeFileSync(join(outDir, 'favicon.svg'), svg);
console.log('wrote public/icons/favicon.svg');
