import {
  AGENT_PATHS,
  type TTeamRegisterBody,
  type TTeamRegisterResult,
  type TTeamTransferBody,
} from '@tala/contract/agent/team';
import type { TBalance } from '@tala/contract/wallet/balance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { balanceKey } from '../../../lib/member-queries.ts';
import { useSession } from '../../../lib/use-session.ts';
import { AGENT_QUERY_ROOT } from './team-queries.ts';

/** Register: the new account's password travels sealed, as the player's own registration does. */
export function useTeamRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TTeamRegisterBody) =>
      api<TTeamRegisterResult>(AGENT_PATHS.teamRegister, { body, sealed: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: AGENT_QUERY_ROOT }),
  });
}

/** ZTeamTransferResult: the ledger transaction, whether it was a retry, the agent's balances after it. */
export type TTeamTransferResult = { transactionId: string; replayed: boolean; balance: TBalance };

/**
 * Transfer to a team member: the answer carries the agent's new balances, which the header takes at once;
 * the team's lists (the member's balance) are read again.
 */
export function useTeamTransfer() {
  const client = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: (body: TTeamTransferBody) => api<TTeamTransferResult>(AGENT_PATHS.teamTransfer, { body }),
    onSuccess: (result) => client.setQueryData(balanceKey(token), result.balance),
    onSettled: () => client.invalidateQueries({ queryKey: AGENT_QUERY_ROOT }),
  });
}
