import { THEME_STORAGE_KEY } from '@tala/contract/theme-boot';
import { createThemeStore, type TTheme } from '@tala/ui/theme';
import { useSyncExternalStore } from 'react';

/** The site's theme, under the key index.html's boot script reads before the first paint. */
export const siteTheme = createThemeStore(THEME_STORAGE_KEY);

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
