import { API_PATHS } from '@tala/contract/paths';
import type { TSystemStatus } from '@tala/contract/system/status';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, setSealingKey } from './api-client.ts';
import { writeSession } from './session-store.ts';

/** The permission/status call of seed 000 §3; everything merchant-specific in the UI reads it. */
export async function fetchSystemStatus(): Promise<TSystemStatus> {
  const status = await api<TSystemStatus>(API_PATHS.systemStatus, { query: { url: window.location.host } });
  setSealingKey(status.publicKey);
  writeSession({ merchantCode: status.merchant.code, merchant: status.merchant.name, platform: 'W' });
  return status;
}

/**
 * Keyed by language: the side bar's labels in it are written by staff per language (decision 020), so a
 * language switch fetches that language's status instead of showing the previous one's.
 */
export function systemStatusQuery(language: string) {
  return queryOptions({
    queryKey: ['system-status', language],
    queryFn: fetchSystemStatus,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useSystemStatus() {
  const { i18n } = useTranslation();
  return useQuery(systemStatusQuery(i18n.language));
}

/** Image and launch CDNs are each picked at random from the server's lists. */
export function pickRandom<T>(list: readonly T[]): T | null {
  return list.length === 0 ? null : (list[Math.floor(Math.random() * list.length)] ?? null);
}
