import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { MAIN_WALLET } from '../ledger/ledger.service.ts';
import { type TOverviewScope, within } from './team-overview.repository.ts';

export type TTeamLedgerRow = {
  id: bigint;
  created_at: Date;
  username: string;
  depth: number;
  kind: string;
  amount: bigint;
  balance_after: bigint;
};

type TTransactionsFilter = TOverviewScope & { kinds: readonly string[]; memberId: bigint | null };

/** The team's MAIN lines of these kinds in the range (one member's when `memberId` is set), newest first. */
function teamLines(s: TTransactionsFilter) {
  return sql`
    FROM member_uplines u
    JOIN members m ON m.id = u.member_id
    JOIN ledger_accounts a ON a.merchant_id = ${s.merchantId} AND a.member_id = u.member_id AND a.code = ${MAIN_WALLET}
    JOIN ledger_entries e ON e.account_id = a.id
    JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE u.upline_id = ${s.agentId} ${s.memberId === null ? sql`` : sql`AND u.member_id = ${s.memberId}`}
      AND t.kind = ANY(${[...s.kinds]}::text[]) AND ${within('t.created_at', s)}`;
}

export async function selectTeamLines(
  db: TDb,
  s: TTransactionsFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: TTeamLedgerRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    sql<TTeamLedgerRow>`
      SELECT e.id, t.created_at, m.username, u.depth, t.kind, e.amount, e.balance_after ${teamLines(s)}
      ORDER BY e.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n ${teamLines(s)}`.execute(db),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}
