import { readFileSync } from 'node:fs';

const LIST_FILE = new URL('./common-passwords.txt', import.meta.url);

let list: Set<string> | undefined;

function load(): Set<string> {
  const lines = readFileSync(LIST_FILE, 'utf8').split('\n');
  return new Set(lines.map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('#')));
}

/** True when the password is on the bundled list of the most common passwords (case ignored). */
export function isCommonPassword(password: string): boolean {
  list ??= load();
  return list.has(password.trim().toLowerCase());
}

export function commonPasswordCount(): number {
  list ??= load();
  return list.size;
}
