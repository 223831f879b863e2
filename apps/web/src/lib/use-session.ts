import { canOpenAgentCentre, isDemoAccount } from '@tala/contract/constants';
import { useSyncExternalStore } from 'react';
import { readSession, subscribeSession } from './session-store.ts';

export type TSessionView = {
  token: string | null;
  account: string | null;
  nickname: string | null;
  isAgent: number;
  isLoggedIn: boolean;
  isDemo: boolean;
  canOpenAgentCentre: boolean;
  mustChangePassword: boolean;
};

let cached: { key: string; view: TSessionView } | null = null;

function snapshot(): TSessionView {
  const token = readSession('token');
  const isAgent = Number(readSession('isAgent') ?? '0');
  const key = [token, readSession('account'), readSession('nickname'), isAgent, readSession('cpw')].join('|');
  if (cached?.key === key) return cached.view;
  const view: TSessionView = {
    token,
    account: readSession('account'),
    nickname: readSession('nickname'),
    isAgent,
    isLoggedIn: token !== null,
    isDemo: token !== null && isDemoAccount(isAgent),
    canOpenAgentCentre: token !== null && canOpenAgentCentre(isAgent),
    mustChangePassword: readSession('cpw') === '1',
  };
  cached = { key, view };
  return view;
}

/** The logged-in state as the session storage keys describe it (seed 000 §4 "Session"). */
export function useSession(): TSessionView {
  return useSyncExternalStore(subscribeSession, snapshot);
}
