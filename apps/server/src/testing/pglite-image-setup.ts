import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding an initialised, empty PGlite data directory (see use-pglite-image.ts). */
    pgliteImage: string;
  }
}

// the package exports no package.json: find it above its entry point
const pgliteVersion = (): string => {
  let folder = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(folder, 'package.json'))) folder = dirname(folder);
  return (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string }).version;
};

/**
 * Vitest global setup of the server tests: runs initdb once per PGlite version and keeps the empty cluster as an image
 * every test file's in-memory databases start from (docs/decisions/0030-test-databases-from-an-image.md).
 */
export default async function setup(project: TestProject): Promise<void> {
  const folder = join(tmpdir(), 'palaro-test-images');
  const file = join(folder, `pglite-${pgliteVersion()}-empty.tar`);
  if (!existsSync(file)) {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = await PGlite.create();
    // uncompressed: loading a gzip image costs more time than the 40 MB of disk it saves
    const image = await pglite.dumpDataDir('none');
    await pglite.close();
    mkdirSync(folder, { recursive: true });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, file);
  }
  project.provide('pgliteImage', file);
}
