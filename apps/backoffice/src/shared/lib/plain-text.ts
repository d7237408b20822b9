// code and styles are not words a player reads
const SILENT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
const BLOCKS = new Set(['P', 'DIV', 'LI', 'UL', 'OL', 'TABLE', 'TR', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE']);

function textOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/\s+/g, ' ');
  if (node.nodeName === 'BR') return '\n';
  if (SILENT.has(node.nodeName)) return '';
  const inner = Array.from(node.childNodes, textOf).join('');
  return BLOCKS.has(node.nodeName) ? `\n${inner}\n` : inner;
}

/**
 * The words of an HTML text without its markup, one line per paragraph, for previews and list cells. A parsed
 * document that is never attached runs no script and loads no image, so no markup is ever rendered from here.
 */
export function plainText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return textOf(document.body)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}
