import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE_NAME = 'keys.json';

/** The stored private JWK, or undefined when the file does not exist yet. */
export function readKeyFile(dataDir: string): unknown {
  const path = join(dataDir, FILE_NAME);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as { privateKey?: unknown } | null;
    return parsed?.privateKey ?? null;
  } catch {
    throw new Error(`${path}: not valid JSON`);
  }
}

/** Writes the key unless another process already did; returns the key on disk either way. */
export function writeKeyFileOnce(dataDir: string, privateKey: JsonWebKey): unknown {
  mkdirSync(dataDir, { recursive: true });
  const draft = join(dataDir, `.${FILE_NAME}.${randomUUID()}`);
  writeFileSync(draft, JSON.stringify({ privateKey }), { mode: 0o600 });
  try {
    // link() publishes the complete file at once and refuses to replace one that exists
    linkSync(draft, join(dataDir, FILE_NAME));
    return privateKey;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKeyFile(dataDir);
  } finally {
    rmSync(draft, { force: true });
  }
}
