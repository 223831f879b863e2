import { boPath } from '@tala/contract/backoffice/paths';
import type {
  TIssuesAnswer,
  TLiabilityAnswer,
  TLotteryAdminGame,
  TLotteryTerms,
  TResultProposal,
  TResultsAnswer,
  TRtpAnswer,
} from '@tala/contract/lottery/lottery-admin';
import {
  LOTTERY_BO_PATHS as P,
  type TBoCancelRequest,
  type TBoCancelRequestPage,
  type TBoLotteryGame,
  type TBoLotteryGames,
  type TBoLotteryIssuesQuery,
  type TBoLotteryRtpBody,
  type TBoLotteryTermsBody,
} from '@tala/contract/lottery/lottery-staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, query } from '../../lib/api.ts';

const KEY = ['lottery'] as const;
const gamePath = (template: string, gameId: string, extra: Record<string, string> = {}) =>
  boPath(template, { gameId, ...extra });

/** Issues move by the minute: lists refresh on their own while a screen is open. */
const LIVE_MS = 15_000;

export function useLotteryGames() {
  return useQuery({
    queryKey: [...KEY, 'games'],
    queryFn: () => api<TBoLotteryGames>('GET', P.games),
    refetchInterval: LIVE_MS,
  });
}

export function useLotteryGame(gameId: string) {
  return useQuery({
    queryKey: [...KEY, 'game', gameId],
    queryFn: () => api<TBoLotteryGame>('GET', gamePath(P.game, gameId)),
  });
}

/** Every change answers the new state; the game's and the list's caches are refreshed from the server. */
function useLotteryMutation<TInput, TOutput>(fn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export function useSaveStatus(gameId: string) {
  return useLotteryMutation((enabled: boolean) =>
    api<TLotteryAdminGame>('PUT', gamePath(P.gameStatus, gameId), { enabled }),
  );
}

export function useSaveSource(gameId: string) {
  return useLotteryMutation((input: { source: TLotteryAdminGame['resultsSource']; feed: string | null }) =>
    api<TLotteryAdminGame>('PUT', gamePath(P.gameSource, gameId), input),
  );
}

export function useSaveTerms(gameId: string) {
  return useLotteryMutation((body: TBoLotteryTermsBody) =>
    api<TLotteryTerms>('PUT', gamePath(P.terms, gameId), body),
  );
}

export function previewRtp(gameId: string, body: TBoLotteryRtpBody): Promise<TRtpAnswer> {
  return api<TRtpAnswer>('POST', gamePath(P.rtp, gameId), body);
}

type TIssueFilter = { state?: TBoLotteryIssuesQuery['state']; date?: string; page: number; pageSize: number };

export function useLotteryIssues(gameId: string, filter: TIssueFilter) {
  return useQuery({
    queryKey: [...KEY, 'issues', gameId, filter],
    queryFn: () => api<TIssuesAnswer>('GET', `${gamePath(P.issues, gameId)}${query(filter)}`),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_MS,
  });
}

export function useLiability(gameId: string, issueNo: string) {
  return useQuery({
    queryKey: [...KEY, 'liability', gameId, issueNo],
    queryFn: () => api<TLiabilityAnswer>('GET', gamePath(P.liability, gameId, { issueNo })),
    refetchInterval: 5_000,
  });
}

export function useRequestCancel(gameId: string) {
  return useLotteryMutation((input: { issueNo: string; reason: string }) =>
    api<TBoCancelRequest>('POST', gamePath(P.cancelRequest, gameId, { issueNo: input.issueNo }), {
      reason: input.reason,
    }),
  );
}

export function useCancelRequests(status: string, page: number) {
  return useQuery({
    queryKey: [...KEY, 'cancel-requests', status, page],
    queryFn: () =>
      api<TBoCancelRequestPage>('GET', `${P.cancelRequests}${query({ status, page, pageSize: 20 })}`),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_MS,
  });
}

export function useDecideCancel() {
  return useLotteryMutation((input: { id: string; approve: boolean; note: string }) =>
    api<TBoCancelRequest>(
      'POST',
      boPath(input.approve ? P.cancelApprove : P.cancelReject, { id: input.id }),
      {
        note: input.note,
      },
    ),
  );
}

export function useLotteryResults(gameId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'results', gameId],
    queryFn: () => api<TResultsAnswer>('GET', gamePath(P.results, gameId)),
    enabled,
    refetchInterval: LIVE_MS,
  });
}

export function useSubmitResult(gameId: string) {
  return useLotteryMutation((input: { issueNo: string; numbers: Record<string, string[]> }) =>
    api<TResultProposal>('POST', gamePath(P.resultSubmit, gameId, { issueNo: input.issueNo }), {
      numbers: input.numbers,
    }),
  );
}

export function useDecideResult(gameId: string) {
  return useLotteryMutation((input: { id: string; approve: boolean }) =>
    api<TResultProposal>(
      'POST',
      gamePath(input.approve ? P.resultApprove : P.resultReject, gameId, { id: input.id }),
      {},
    ),
  );
}
