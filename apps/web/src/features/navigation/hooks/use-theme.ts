import { createThemeStore, type TTheme } from '@tala/ui/theme';
import { useSyncExternalStore } from 'react';

/** The site's theme, kept in local storage under `theme`. */
export const siteTheme = createThemeStore('theme');

/** One theme value shared by every toggle (header and drawer), kept in sync without a provider. */
let current: TTheme = siteTheme.stored();
const listeners = new Set<() => void>();

function setTheme(next: TTheme): void {
  current = next;
  siteTheme.apply(next);
  for (const listener of listeners) listener();
}

export function useTheme(): { theme: TTheme; toggle: () => void } {
  const theme = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
  return { theme, toggle: () => setTheme(theme === 'dark' ? 'light' : 'dark') };
}
