import { API_PATHS } from '@tala/contract/paths';
import type { TSystemStatus } from '@tala/contract/system/status';
import { useQuery } from '@tanstack/react-query';
import { api, setSealingKey } from './api-client.ts';
import { writeSession } from './session-store.ts';

/** The permission/status call of seed 000 §3; everything merchant-specific in the UI reads it. */
export async function fetchSystemStatus(): Promise<TSystemStatus> {
  const status = await api<TSystemStatus>(API_PATHS.systemStatus, { query: { url: window.location.host } });
  setSealingKey(status.publicKey);
  writeSession({ merchantCode: status.merchant.code, merchant: status.merchant.name, platform: 'W' });
  return status;
}

export const systemStatusQuery = {
  queryKey: ['system-status'],
  queryFn: fetchSystemStatus,
  staleTime: 60_000,
};

export function useSystemStatus() {
  return useQuery(systemStatusQuery);
}

/** Image and launch CDNs are each picked at random from the server's lists. */
export function pickRandom<T>(list: readonly T[]): T | null {
  return list.length === 0 ? null : (list[Math.floor(Math.random() * list.length)] ?? null);
}
