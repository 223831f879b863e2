import type {
  TBoAgentTree,
  TBoMemberMove,
  TBoMoveBody,
  TBoMovePage,
  TMoveStatus,
} from '@tala/contract/backoffice/agent-tree';
import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, query } from '../../lib/api.ts';
import { AGENTS_KEY, AGENTS_PAGE_SIZE } from './use-agents.ts';

/** The agent tree and member moves (issue 12 §4, decision 047). */

/** A member's place in the tree (its chain, card and direct downline), or the top-level agents without a name. */
export function useAgentTree(username: string, page: number) {
  return useQuery({
    queryKey: [...AGENTS_KEY, 'tree', username, page],
    queryFn: () =>
      api<TBoAgentTree>(
        'GET',
        `${BO_PATHS.agentTree}${query({ username, page, pageSize: AGENTS_PAGE_SIZE })}`,
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useMoves(status: TMoveStatus | '', page: number) {
  return useQuery({
    queryKey: [...AGENTS_KEY, 'moves', status, page],
    queryFn: () =>
      api<TBoMovePage>('GET', `${BO_PATHS.agentMoves}${query({ status, page, pageSize: AGENTS_PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });
}

/** A move changes the tree, the moves list and the contracts of the member: every agents query is refetched. */
function useAgentsChange<TInput>(call: (input: TInput) => Promise<TBoMemberMove>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGENTS_KEY }),
  });
}

export function useRequestMove() {
  return useAgentsChange((body: TBoMoveBody) => api<TBoMemberMove>('POST', BO_PATHS.agentMoves, body));
}

export type TMoveDecision = 'approve' | 'reject' | 'cancel';
const DECISION_PATHS = {
  approve: BO_PATHS.agentMoveApprove,
  reject: BO_PATHS.agentMoveReject,
  cancel: BO_PATHS.agentMoveCancel,
} as const;

export function useDecideMove() {
  return useAgentsChange(({ id, decision, note }: { id: string; decision: TMoveDecision; note: string }) =>
    api<TBoMemberMove>('POST', boPath(DECISION_PATHS[decision], { id }), { note }),
  );
}
