export type TTheme = 'dark' | 'light';

/**
 * The colour theme, kept per browser under the app's own key (the site and the back office are chosen
 * apart). Dark is the default: the look of the site, and kinder to long shifts in dim rooms.
 */
export function createThemeStore(storageKey: string) {
  return {
    stored(): TTheme {
      return localStorage.getItem(storageKey) === 'light' ? 'light' : 'dark';
    },
    apply(theme: TTheme): void {
      document.documentElement.dataset.theme = theme;
      localStorage.setItem(storageKey, theme);
    },
  };
}
