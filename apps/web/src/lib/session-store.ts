/**
 * Session storage keys of seed 000 §3. Everything the seed lists lives under its own name; merchant
 * values (merchant, merchantCode, platform) survive logout.
 */
export const SESSION_KEYS = [
  'token',
  'merchant',
  'merchantCode',
  'platform',
  'nickname',
  'account',
  'username',
  'customerId',
  'isAgent',
  'toUpline',
  'memberLabel',
  'cpw',
  'wallet',
  'routers',
  'settings',
  'validate',
  'gameVendor',
  'index_notice',
  'consolidated',
  'merchantWallet',
  'enableSalary',
  'enableContract',
] as const;
export type TSessionKey = (typeof SESSION_KEYS)[number];

const MERCHANT_KEYS: readonly TSessionKey[] = ['merchant', 'merchantCode', 'platform'];
const listeners = new Set<() => void>();

export function readSession(key: TSessionKey): string | null {
  return sessionStorage.getItem(key);
}

export function writeSession(values: Partial<Record<TSessionKey, string | null>>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  }
  for (const listener of listeners) listener();
}

/** Logout: clears the session keys but keeps the merchant values. */
export function clearSessionKeepingMerchant(): void {
  for (const key of SESSION_KEYS) if (!MERCHANT_KEYS.includes(key)) sessionStorage.removeItem(key);
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: re-render when the session keys change in this tab. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
