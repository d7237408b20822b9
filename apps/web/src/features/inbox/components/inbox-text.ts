/** A message's HTML as one line of plain text for the list's preview (parsed inertly: nothing runs, nothing loads). */
export function previewText(html: string): string {
  const text =
    typeof DOMParser === 'undefined'
      ? html.replace(/<[^>]*>/g, ' ')
      : (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '');
  return text.replace(/\s+/g, ' ').trim();
}
