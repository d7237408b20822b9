import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeTempDir } from './temp-dir';

export const FAKE_ASSET = 'assets/index-4f2a9c1b.js';
export const INLINE_SCRIPT = "document.documentElement.dataset.theme = localStorage.getItem('MC_THEME') || 'dark';";

/** A stand-in for apps/web/dist: the shell, a hashed asset, the service worker, manifest and an icon. */
export function fakeWebDist(): string {
  const root = makeTempDir('web');
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'icons'));
  mkdirSync(join(root, '.vite'));
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html><head><script>${INLINE_SCRIPT}</script><script type="module" src="/m/${FAKE_ASSET}"></script></head><body><div id="root">Palaro shell</div></body></html>`,
  );
  writeFileSync(join(root, FAKE_ASSET), `console.log(${JSON.stringify('palaro '.repeat(400))});`);
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(root, 'manifest.webmanifest'), JSON.stringify({ name: 'Palaro', start_url: '/m/home' }));
  writeFileSync(join(root, 'icons/icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(root, '.vite/manifest.json'), '{}');
  return root;
}
