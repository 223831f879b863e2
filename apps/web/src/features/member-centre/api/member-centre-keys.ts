import { WALLET_QUERY_ROOT } from '../../../lib/live-balance.ts';
import { MEMBER_QUERY_ROOT } from '../../../lib/member-queries.ts';

/**
 * Query keys of the member centre. Money-bearing lists sit under WALLET_QUERY_ROOT so a live balance
 * event refreshes them; everything sits under MEMBER_QUERY_ROOT so logout drops it.
 */
export const centreKeys = {
  security: [...MEMBER_QUERY_ROOT, 'security'] as const,
  overview: [...MEMBER_QUERY_ROOT, 'security', 'overview'] as const,
  profile: [...MEMBER_QUERY_ROOT, 'security', 'profile'] as const,
  bankAccounts: [...MEMBER_QUERY_ROOT, 'security', 'bank-accounts'] as const,
  bankNames: [...MEMBER_QUERY_ROOT, 'security', 'bank-names'] as const,
  devices: [...MEMBER_QUERY_ROOT, 'security', 'devices'] as const,
  authenticator: [...MEMBER_QUERY_ROOT, 'security', 'authenticator'] as const,
  socialLinks: [...MEMBER_QUERY_ROOT, 'security', 'social-links'] as const,
  depositChannels: [...MEMBER_QUERY_ROOT, 'deposit-channels'] as const,
  deposits: [...WALLET_QUERY_ROOT, 'deposits'] as const,
  withdrawSettings: [...WALLET_QUERY_ROOT, 'withdraw-settings'] as const,
  /** Under the wallet root: a balance change can meet (or unmeet) the minimum-balance item. */
  withdrawReadiness: [...WALLET_QUERY_ROOT, 'withdraw-readiness'] as const,
  withdrawals: (page: number) => [...WALLET_QUERY_ROOT, 'withdrawals', page] as const,
  withdrawalsRoot: [...WALLET_QUERY_ROOT, 'withdrawals'] as const,
};

/** Fills ":id" in a contract path. */
export function withId(path: string, id: string): string {
  return path.replace(':id', encodeURIComponent(id));
}
