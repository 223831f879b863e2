import { THEME_STORAGE_KEY as KEY } from '@tala/contract/theme-boot';

export type TTheme = 'dark' | 'light';

/** Dark by default; the choice is kept in local storage. */
export function storedTheme(): TTheme {
  return localStorage.getItem(KEY) === 'light' ? 'light' : 'dark';
}

export function applyTheme(theme: TTheme): void {
  document.documentElement.dataset.theme = theme;
  localStorage.setItem(KEY, theme);
}
