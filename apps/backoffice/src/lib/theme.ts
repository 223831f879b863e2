export type TTheme = 'dark' | 'light';
const KEY = 'bo-theme';

/** Dark by default (long shifts, dim rooms); the choice is kept per browser. */
export function storedTheme(): TTheme {
  return localStorage.getItem(KEY) === 'light' ? 'light' : 'dark';
}

export function applyTheme(theme: TTheme): void {
  document.documentElement.dataset.theme = theme;
  localStorage.setItem(KEY, theme);
}
