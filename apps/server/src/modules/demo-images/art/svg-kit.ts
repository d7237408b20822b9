// Building blocks of the hand-drawn demo artwork.

export const PALETTE = {
  night: '#0b1020',
  navy: '#131b36',
  indigo: '#27306b',
  violet: '#6c4cf0',
  gold: '#f5b400',
  goldLight: '#ffd86b',
  goldDeep: '#b87800',
  ruby: '#e0355f',
  jade: '#16b89a',
  sky: '#2f8cff',
  ivory: '#fff7e0',
} as const;

// Liberation Sans (Arial's metrics) is what a plain Debian server has when it renders the WebP versions
export const FONT = "font-family=\"'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif\"";

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function svg(width: number, height: number, body: string, title: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    body,
    '</svg>',
  ].join('');
}

export function linearGradient(id: string, stops: string[], x2 = 1, y2 = 1): string {
  const step = stops.length > 1 ? 100 / (stops.length - 1) : 0;
  const stopTags = stops
    .map((color, index) => `<stop offset="${Math.round(index * step)}%" stop-color="${color}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopTags}</linearGradient>`;
}

export function radialGlow(id: string, color: string, opacity = 0.55): string {
  return `<radialGradient id="${id}"><stop offset="0%" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="100%" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** Points of a regular star, for sun rays and sparkles. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, rays: number): string {
  const points: string[] = [];
  for (let i = 0; i < rays * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / rays - Math.PI / 2;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return points.join(' ');
}

/** A stable pseudo-random sequence, so the artwork is the same on every start. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
