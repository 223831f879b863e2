import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { findPlayerAccountId } from '../ledger/ledger.repository.ts';
import { POINTS_WALLET } from '../ledger/ledger.service.ts';
import { pointsKind } from './points-ledger.ts';

/** The member's points balance and every point they earned (spent ones included; rejected redemptions excluded). */
export async function pointsTotals(
  db: TDb,
  merchantId: number,
  memberId: bigint,
): Promise<{ balance: bigint; earned: bigint }> {
  const { rows } = await sql<{ balance: string; earned: string | null }>`
    SELECT a.balance::text AS balance,
      (SELECT sum(e.amount) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
       WHERE e.account_id = a.id AND e.amount > 0 AND t.kind <> ${pointsKind('REDEEM_RETURN')})::text AS earned
    FROM ledger_accounts a
    WHERE a.merchant_id = ${merchantId} AND a.member_id = ${memberId} AND a.code = ${POINTS_WALLET}`.execute(
    db,
  );
  const row = rows[0];
  return { balance: BigInt(row?.balance ?? 0), earned: BigInt(row?.earned ?? 0) };
}

/** The member's points movements, newest first; `kind` narrows to one ledger kind. */
export async function pointsEntries(
  db: TDb,
  input: { merchantId: number; memberId: bigint; kind: string | null; limit: number; offset: number },
) {
  const accountId = await findPlayerAccountId(db, input.merchantId, input.memberId, POINTS_WALLET);
  if (accountId === null) return { rows: [], total: 0 };
  const base = db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .where('e.account_id', '=', accountId)
    .$if(input.kind !== null, (q) => q.where('t.kind', '=', input.kind as string));
  const [rows, count] = await Promise.all([
    base
      .select(['e.id', 'e.amount', 'e.balance_after', 't.kind', 't.created_at'])
      .orderBy('e.id', 'desc')
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}
