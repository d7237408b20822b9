import { inspect } from 'node:util';
import { UNSAFE_TEXT_CHARACTERS } from '@palaro/contract/text-characters';

// What the operator CLI prints from the server may hold text a player typed, some of it stored before the contract
// refused control characters: every such character is printed spelled out, so nothing the server sends can move the
// cursor, clear the screen, start a new line or turn text around.

const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function spelledOut(character: string): string {
  const code = character.charCodeAt(0);
  const hex = code.toString(16).toUpperCase();
  return NAMED[character] ?? (code <= 0xff ? `\\x${hex.padStart(2, '0')}` : `\\u${hex}`);
}

/** Text as one printable line: control, separator and direction characters written as escapes (\x1B, \n, \u202E). */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE_TEXT_CHARACTERS, spelledOut);
}

/** A value from the server as it may be printed: text as terminalSafe; anything else as util.inspect lays it out, line by line. */
export function printable(value: unknown): string {
  if (typeof value === 'string') return terminalSafe(value);
  return inspect(value).split('\n').map(terminalSafe).join('\n');
}

/** A value from the server as indented JSON, each line as terminalSafe (JSON escapes control characters, not the rest). */
export function printableJson(value: unknown): string {
  return JSON.stringify(value, null, 2).split('\n').map(terminalSafe).join('\n');
}
