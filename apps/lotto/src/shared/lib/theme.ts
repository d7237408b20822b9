/**
 * The launch query's `css`: the look the host asks for. `dark` (the web app's default) or `light`, the web app's two
 * themes; anything else, or nothing, is dark.
 */
export type Theme = 'dark' | 'light';
export const DEFAULT_THEME: Theme = 'dark';
const BROWSER_BAR_COLOUR: Record<Theme, string> = { dark: '#0b1020', light: '#f4f6fb' };

export function themeOf(css: string | null | undefined): Theme {
  const value = css?.trim().toLowerCase();
  return value === 'light' || value === 'dark' ? value : DEFAULT_THEME;
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', BROWSER_BAR_COLOUR[theme]);
  document.querySelector('meta[name="color-scheme"]')?.setAttribute('content', theme);
}
