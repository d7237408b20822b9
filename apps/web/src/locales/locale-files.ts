// Every locale file of the web app, for the tests that hold the six languages to one another (not part of the app's
// bundle: the app loads its namespaces through i18n).

export type Texts = { [key: string]: string | Texts };

export const files = import.meta.glob<Texts>('./*/*.json', { eager: true, import: 'default' });
export const namespaces = [
  ...new Set(Object.keys(files).map((path) => path.split('/')[2]?.replace('.json', '') ?? '')),
];

/** A namespace's texts by their dotted key. */
export function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}
