import { useSyncExternalStore } from 'react';

/**
 * The "after login" flag of seed 000 §4: set once a login (or registration) completes, so other parts
 * of the shell (notice popup, welcome) can react and then clear it.
 */
let afterLogin = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  afterLogin = next;
  for (const listener of listeners) listener();
}

export function markAfterLogin(): void {
  set(true);
}
export function clearAfterLogin(): void {
  set(false);
}
export function useAfterLogin(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => afterLogin,
  );
}
