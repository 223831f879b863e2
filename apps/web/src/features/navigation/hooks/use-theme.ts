import { useSyncExternalStore } from 'react';
import { applyTheme, storedTheme, type TTheme } from '../../../lib/theme.ts';

/** One theme value shared by every toggle (header and drawer), kept in sync without a provider. */
let current: TTheme = storedTheme();
const listeners = new Set<() => void>();

function setTheme(next: TTheme): void {
  current = next;
  applyTheme(next);
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
