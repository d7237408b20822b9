// Colours of one game's tile, made from its place in the catalogue so that no two games share a palette.

export type GamePalette = {
  /** Background gradient, light corner to dark corner. */
  from: string;
  to: string;
  /** The motif's main colour, its contrast colour, a highlight and an outline. */
  main: string;
  second: string;
  light: string;
  ink: string;
};

function hex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const value = l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

// the golden angle spreads consecutive games round the colour wheel, so neighbours in a list never look alike
const GOLDEN_ANGLE = 137.508;

/** The palette of the game at `index` in the catalogue (every index gives a palette of its own). */
export function gamePalette(index: number): GamePalette {
  const hue = (index * GOLDEN_ANGLE) % 360;
  // three depths of background, so games whose hues come close still differ
  const depth = index % 3;
  return {
    from: hex(hue, 62, 40 - depth * 6),
    to: hex((hue + 28) % 360, 58, 14 + depth * 3),
    main: hex((hue + 165) % 360, 88, 60),
    second: hex((hue + 40) % 360, 92, 66),
    light: hex(hue, 100, 92),
    ink: hex(hue, 55, 12),
  };
}
