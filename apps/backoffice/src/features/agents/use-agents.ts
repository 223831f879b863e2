import type { TAgentContract, TContractKind, TContractTermsBody } from '@tala/contract/agent/contracts';
import type {
  TAgentSettings,
  TBoContractsQuery,
  TBoRunRelease,
  ZBoContractPage,
  ZBoSettlementPage,
  ZBoSettlementRunPage,
} from '@tala/contract/backoffice/agents';
import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import type { TBoSettings } from '@tala/contract/backoffice/settings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api, query } from '../../lib/api.ts';

/** The back office's agent calls (issue 12 §4): limits, contracts, settlement runs and their lines. */

export type TBoContractPage = z.infer<typeof ZBoContractPage>;
export type TBoSettlementPage = z.infer<typeof ZBoSettlementPage>;
export type TBoSettlementRunPage = z.infer<typeof ZBoSettlementRunPage>;
export const AGENTS_PAGE_SIZE = 20;

/** Every agents query starts with this key: a change invalidates them all (contracts, tree, moves). */
export const AGENTS_KEY = ['agents'] as const;
const KEY = AGENTS_KEY;

export function useAgentSettings() {
  return useQuery({
    queryKey: [...KEY, 'settings'],
    queryFn: () => api<TAgentSettings>('GET', BO_PATHS.agentSettings),
  });
}

export function useSaveAgentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAgentSettings) => api<TAgentSettings>('PUT', BO_PATHS.agentSettings, body),
    onSuccess: (saved) => queryClient.setQueryData([...KEY, 'settings'], saved),
  });
}

/**
 * The merchant's time zone: contract periods start and end at its midnights, so their dates are shown on its
 * clock. Read from the settings document every role may read (same key as the settings screen's).
 */
export function useMerchantTimeZone(): string | undefined {
  return useQuery({
    queryKey: ['settings'],
    queryFn: () => api<TBoSettings>('GET', BO_PATHS.settings),
    staleTime: 60_000,
  }).data?.timeZone;
}

export type TContractFilter = Pick<TBoContractsQuery, 'scope' | 'page'> & {
  kind: TContractKind | '';
  username: string;
};

export function useBoContracts(filter: TContractFilter) {
  return useQuery({
    queryKey: [...KEY, 'contracts', filter],
    queryFn: () =>
      api<TBoContractPage>(
        'GET',
        `${BO_PATHS.agentContracts}${query({ ...filter, pageSize: AGENTS_PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export type TGiveBody = { username: string; terms: TContractTermsBody; confirmCascade?: boolean };

export function useGiveContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TGiveBody) => api<TAgentContract>('POST', BO_PATHS.agentContracts, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useTerminateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api<TAgentContract>('POST', boPath(BO_PATHS.agentContractTerminate, { id }), { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** `periodStart`: one run's lines (with its kind). */
export type TSettlementFilter = {
  state: string;
  kind: TContractKind | '';
  periodStart: string;
  page: number;
};

export function useBoSettlements(filter: TSettlementFilter) {
  return useQuery({
    queryKey: [...KEY, 'settlements', filter],
    queryFn: () =>
      api<TBoSettlementPage>(
        'GET',
        `${BO_PATHS.agentSettlements}${query({ ...filter, pageSize: AGENTS_PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export type TRunFilter = { kind: TContractKind | ''; held: 'true' | ''; page: number };

export function useBoSettlementRuns(filter: TRunFilter) {
  return useQuery({
    queryKey: [...KEY, 'runs', filter],
    queryFn: () =>
      api<TBoSettlementRunPage>(
        'GET',
        `${BO_PATHS.agentSettlementRuns}${query({ ...filter, pageSize: AGENTS_PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Pays a run's held lines; the lists refresh, the dialog shows the answer. */
export function useReleaseRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (run: { kind: TContractKind; periodStart: string }) =>
      api<TBoRunRelease>('POST', BO_PATHS.agentSettlementRunRelease, run),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useReleaseSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>('POST', boPath(BO_PATHS.agentSettlementRelease, { id }), {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/**
 * Giving a contract lower than ones the agent gave its downline ends those (decision 045): the server asks first
 * with CONTRACT_CASCADE_CONFIRM. How many: the answer's `value.count` when it carries one; else the one number of
 * its message, which interpolates the count (errors.CONTRACT_CASCADE_CONFIRM in every language); else null.
 */
export function cascadeCount(error: unknown): { count: number | null } | null {
  if (!(error instanceof ApiError) || error.code !== 'CONTRACT_CASCADE_CONFIRM') return null;
  const value = error.value as { count?: unknown } | null;
  if (typeof value?.count === 'number') return { count: value.count };
  const numbers = error.message.match(/\d+/g) ?? [];
  return { count: numbers.length === 1 ? Number(numbers[0]) : null };
}
