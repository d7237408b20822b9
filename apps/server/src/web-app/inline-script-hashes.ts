import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** CSP hash sources of the inline scripts in the built index.html, so the CSP can stay free of 'unsafe-inline'. */
export function inlineScriptHashes(indexHtmlPath: string): string[] {
  let html: string;
  try {
    html = readFileSync(indexHtmlPath, 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}
