import { create } from 'zustand';
import { STORAGE_KEYS } from '@palaro/contract/constants';
import { readItem, writeItem } from './storage';

export type Theme = 'dark' | 'light';
/** SPEC 3: theme stored as dark or light, default dark. */
export const DEFAULT_THEME: Theme = 'dark';
const BROWSER_BAR_COLOUR: Record<Theme, string> = { dark: '#0b1020', light: '#f4f6fb' };

export function storedTheme(): Theme {
  const stored = readItem('local', STORAGE_KEYS.theme);
  return stored === 'light' || stored === 'dark' ? stored : DEFAULT_THEME;
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', BROWSER_BAR_COLOUR[theme]);
}

type ThemeState = { theme: Theme; setTheme: (theme: Theme) => void };

export const useThemeStore = create<ThemeState>()((set) => ({
  theme: storedTheme(),
  setTheme: (theme) => {
    writeItem('local', STORAGE_KEYS.theme, theme);
    applyTheme(theme);
    set({ theme });
  },
}));
