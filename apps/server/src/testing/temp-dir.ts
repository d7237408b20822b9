import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/** A fresh folder under the system temp dir; removeTempDirs() deletes every one made so far. */
export function makeTempDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `palaro-${name}-`));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}
