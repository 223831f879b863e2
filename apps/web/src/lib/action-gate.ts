import { isDemoAccount } from '@tala/contract/constants';
import { useCallback } from 'react';
import { openModal } from './modal-store.ts';
import { readSession } from './session-store.ts';

/**
 * The action gate of seed 000 §5: a visitor gets the login popup, a demo account (isAgent 4) the
 * "register a real account" warning; both are blocked. Reads storage at call time so a click right
 * after login already passes.
 */
export function passActionGate(): boolean {
  if (!readSession('token')) {
    openModal('login');
    return false;
  }
  if (isDemoAccount(Number(readSession('isAgent') ?? '0'))) {
    openModal('realAccount');
    return false;
  }
  return true;
}

/** `gate(action)` runs the action only for a real, logged-in member; returns whether it ran. */
export function useActionGate(): (action?: () => void) => boolean {
  return useCallback((action?: () => void) => {
    if (!passActionGate()) return false;
    action?.();
    return true;
  }, []);
}
