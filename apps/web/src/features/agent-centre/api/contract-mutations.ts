import {
  CONTRACT_PATHS,
  type TAgentContract,
  type TContractAction,
  type TContractOfferBody,
} from '@tala/contract/agent/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { AGENT_QUERY_ROOT } from './team-queries.ts';

/**
 * Offers and answers change the agent's contracts, its downline's, and the menu's flags: every agent read is
 * asked again afterwards, failed or not (a refusal may mean the state moved under the page). Not awaited: the
 * caller's own callbacks (its "done" message) run first, before the new answers unmount the part that asked
 * (an accepted offer's card is gone once the contracts are read again, and a callback of an unmounted caller
 * never runs).
 */
function useContractWrite<TBody>(send: (body: TBody) => Promise<TAgentContract>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: AGENT_QUERY_ROOT });
    },
  });
}

/** Offer a contract to a direct downline agent. */
export function useContractOffer() {
  return useContractWrite((body: TContractOfferBody) =>
    api<TAgentContract>(CONTRACT_PATHS.offer, { method: 'POST', body }),
  );
}

export type TContractActionRequest = { id: string; action: TContractAction; confirmCascade?: boolean };

/** Accept, reject, withdraw or terminate a contract. */
export function useContractAction() {
  return useContractWrite(({ id, action, confirmCascade }: TContractActionRequest) =>
    api<TAgentContract>(CONTRACT_PATHS.action(id, action), {
      method: 'POST',
      body: confirmCascade ? { confirmCascade: true } : {},
    }),
  );
}

/**
 * Accepting a lower contract would end some the agent gave its own downline (seed 001 §4): the server asks
 * first with CONTRACT_CASCADE_CONFIRM. How many: the answer's `value.count` when it carries one, else null (its
 * message, already translated, says it).
 */
export function cascadeOf(error: unknown): { count: number | null; message: string } | null {
  if (!(error instanceof ApiError) || error.code !== 'CONTRACT_CASCADE_CONFIRM') return null;
  const value = error.value as { count?: unknown } | unknown[] | null;
  const count = Array.isArray(value) ? value.length : typeof value?.count === 'number' ? value.count : null;
  return { count, message: error.message };
}
