import {
  TEAM_TRANSACTION_TYPES,
  type TTeamTransactions,
  type TTeamTransactionsQuery,
} from '@tala/contract/agent/team';
import { minorToDecimalString } from '@tala/contract/money';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { findTeamMemberByName } from './team.repository.ts';
import type { TAgent } from './team.service.ts';
import { periodDays } from './team-overview.service.ts';
import { selectTeamLines } from './team-transactions.repository.ts';

type TType = (typeof TEAM_TRANSACTION_TYPES)[number];

/**
 * Downline transaction details (issue 12 §2.8): the MAIN lines of the whole team — deposits, withdrawals,
 * transfers between members, staff adjustments — over a period, newest first; one type, or one member named
 * (outside the team: TEAM_MEMBER_NOT_FOUND).
 */
export async function teamTransactions(
  db: TDb,
  merchant: TMerchant,
  agent: TAgent,
  query: TTeamTransactionsQuery,
): Promise<TTeamTransactions> {
  const { timeZone } = merchant.settings;
  const [firstDay, lastDay] = periodDays(query, timeZone);
  let memberId: bigint | null = null;
  if (query.username !== undefined) {
    const found = await findTeamMemberByName(db, merchant.id, agent.memberId, query.username);
    if (!found) throw new AppError('TEAM_MEMBER_NOT_FOUND');
    memberId = found.id;
  }
  const filter = {
    merchantId: merchant.id,
    agentId: agent.memberId,
    firstDay,
    lastDay,
    timeZone,
    kinds: query.type ? [query.type] : TEAM_TRANSACTION_TYPES,
    memberId,
  };
  const { page, pageSize } = query;
  const { rows, total } = await selectTeamLines(db, filter, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    from: firstDay,
    to: lastDay,
    list: rows.map((row) => ({
      id: String(row.id),
      time: row.created_at.toISOString(),
      username: row.username,
      level: row.depth,
      type: row.kind as TType,
      amount: minorToDecimalString(BigInt(row.amount)),
      balanceAfter: minorToDecimalString(BigInt(row.balance_after)),
    })),
    ...pageFacts(total, { page, pageSize }),
  };
}
