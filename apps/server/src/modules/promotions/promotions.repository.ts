import '../../db/schema-promotions.ts';
import type { TPromotionCategory } from '@tala/contract/promotions/promotions';
import { type Selectable, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type {
  PromotionEntriesTable,
  PromotionsTable,
  TStoredEntryState,
} from '../../db/schema-promotions.ts';
import { DEPOSIT_KIND } from '../payments/deposit-credit.ts';
import { SEAMLESS_LEDGER_KINDS } from '../vendor-wallet/seamless-money.service.ts';

export type TPromotionRow = Selectable<PromotionsTable>;
export type TEntryRow = Selectable<PromotionEntriesTable>;

/** Promotions stay listed this long after they end, shown as ended, so a player finds the one they took part in. */
const ENDED_SHOWN_DAYS = 3;
const LIST_MAX = 100;

/** What /promotions lists: everything staff published (live or paused), not long ended, in staff's order. */
export function listShownPromotions(
  db: TDb,
  merchantId: number,
  category?: TPromotionCategory,
): Promise<TPromotionRow[]> {
  let query = db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('status', '<>', 'DRAFT')
    .where('ends_at', '>', sql<Date>`now() - make_interval(days => ${ENDED_SHOWN_DAYS})`);
  if (category) query = query.where('category', '=', category);
  return query.orderBy('sort').orderBy('id', 'desc').limit(LIST_MAX).execute();
}

export function findShownPromotion(db: TDb, merchantId: number, id: bigint) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('status', '<>', 'DRAFT')
    .executeTakeFirst();
}

/** The member's entries in these promotions for the cycles that are current (ONCE, and today for daily ones). */
export function findMemberEntries(
  db: TDb,
  memberId: bigint,
  promotionIds: bigint[],
  cycles: string[],
): Promise<TEntryRow[]> {
  if (promotionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('promotion_entries')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('promotion_id', 'in', promotionIds)
    .where('cycle', 'in', cycles)
    .execute();
}

export type TNewEntry = {
  merchant_id: number;
  promotion_id: bigint;
  member_id: bigint;
  cycle: string;
  state: TStoredEntryState;
  reward?: bigint | null;
  claim_until?: Date | null;
  reason?: string | null;
  device_hash?: Buffer | null;
  ip?: string | null;
  comment?: string | null;
  images?: string[];
};

/**
 * The entry, or null when this member already has one for the cycle. A device or IP that already entered fails
 * its unique index: the caller maps that to its refusal.
 */
export function insertEntryOnce(trx: TDb, entry: TNewEntry): Promise<TEntryRow | undefined> {
  return trx
    .insertInto('promotion_entries')
    .values(entry)
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'cycle']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Moves an entry on from one of `from`, or answers undefined when it is no longer in one of them. */
export function moveEntry(
  trx: TDb,
  id: bigint,
  from: TStoredEntryState[],
  to: { state: TStoredEntryState; reward?: bigint | null; reason?: string | null },
): Promise<TEntryRow | undefined> {
  return trx
    .updateTable('promotion_entries')
    .set({ ...to, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('state', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Adds `amount` to what the promotion has paid when it fits the budget; false when it does not (the caller
 * pays nothing). One statement: parallel claims queue on the row and each sees the last one's spend.
 */
export async function spendBudget(trx: TDb, promotionId: bigint, amount: bigint): Promise<boolean> {
  const row = await trx
    .updateTable('promotions')
    .set({ spent: sql`spent + ${amount}` })
    .where('id', '=', promotionId)
    .where(sql<boolean>`(budget IS NULL OR spent + ${amount} <= budget)`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The member's JOINED deposit-bonus entries a deposit made at `madeAt` can answer — once-only entries, and a daily
 * entry of the merchant's day the deposit was made on — oldest first, locked, with their promotions' rows as read.
 */
export function lockJoinedDepositBonuses(trx: TDb, memberId: bigint, madeAt: Date) {
  const dayOfDeposit = sql<string>`to_char(${madeAt}::timestamptz AT TIME ZONE coalesce(
    (SELECT s.settings ->> 'timeZone' FROM merchant_settings s WHERE s.merchant_id = p.merchant_id), 'UTC'), 'YYYY-MM-DD')`;
  return trx
    .selectFrom('promotion_entries as e')
    .innerJoin('promotions as p', 'p.id', 'e.promotion_id')
    .selectAll('p')
    .select(['e.id as entry_id', 'e.joined_at', 'e.state as entry_state'])
    .where('e.member_id', '=', memberId)
    .where('e.state', '=', 'JOINED')
    .where('p.type', '=', 'DEPOSIT_BONUS')
    .where((eb) => eb.or([eb('e.cycle', '=', 'ONCE'), eb('e.cycle', '=', dayOfDeposit)]))
    .orderBy('e.joined_at')
    .forUpdate('e')
    .execute();
}

/** Whether the member had a deposit credited before this one (a first-deposit bonus qualifies only the first). */
export async function hasEarlierPaidDeposit(trx: TDb, memberId: bigint, depositId: bigint): Promise<boolean> {
  const row = await trx
    .selectFrom('deposits')
    .select('id')
    .where('member_id', '=', memberId)
    .where('status', '=', 'PAID')
    .where('id', '<>', depositId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The member's entries with a reward, newest first (reward centre). */
export function listRewardEntries(db: TDb, memberId: bigint, states: TStoredEntryState[], limit: number) {
  return db
    .selectFrom('promotion_entries as e')
    .innerJoin('promotions as p', 'p.id', 'e.promotion_id')
    .select(['e.id', 'e.promotion_id', 'e.state', 'e.reward', 'e.claim_until', 'e.updated_at'])
    .select(['p.title', 'p.reward as rule'])
    .where('e.member_id', '=', memberId)
    .where('e.state', 'in', states)
    .where('e.reward', 'is not', null)
    .orderBy('e.updated_at', 'desc')
    .limit(limit)
    .execute();
}

/**
 * A member's deposits and stakes (bets net of rollbacks) on MAIN in [from, to): what sign-up challenges, referrals,
 * raffle tickets and red envelopes' day deposit measure. Read from the ledger, newest entries first until `from`, through the account's index.
 */
export async function activityBetween(
  db: TDb,
  memberId: bigint,
  window: { from: Date; to: Date },
): Promise<{ deposited: bigint; turnover: bigint }> {
  const { BET, ROLLBACK } = SEAMLESS_LEDGER_KINDS;
  const { rows } = await sql<{ deposited: string | null; turnover: string | null }>`
    SELECT sum(e.amount) FILTER (WHERE t.kind = ${DEPOSIT_KIND}) AS deposited,
           -sum(e.amount) FILTER (WHERE t.kind IN (${BET}, ${ROLLBACK})) AS turnover
    FROM ledger_accounts a
    JOIN ledger_entries e ON e.account_id = a.id
    JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE a.member_id = ${memberId} AND a.code = 'MAIN'
      AND t.created_at >= ${window.from} AND t.created_at < ${window.to}`.execute(db);
  const row = rows[0];
  return { deposited: BigInt(row?.deposited ?? 0), turnover: BigInt(row?.turnover ?? 0) };
}
