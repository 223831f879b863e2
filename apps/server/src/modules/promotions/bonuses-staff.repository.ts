import '../../db/schema-promotions.ts';
import type { TBonusCancelStatus } from '@tala/contract/backoffice/bonuses';
import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import type { TBonusState, TPromotionType } from '@tala/contract/promotions/promotions';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { PROMO_LEDGER_KINDS } from './bonus-money.ts';
import type { TBonusRow, TTitledBonusRow } from './bonuses.repository.ts';

/** Players' bonuses as staff read them, staff cancellations (migration 0039) and the cost report (decision 051). */

type TWindow = { limit: number; offset: number };

export type TStaffBonusRow = TTitledBonusRow & { member_name: string };

/** A page of the merchant's bonuses (one member's, when named), newest first. */
export async function bonusPage(
  db: TDb,
  merchantId: number,
  filter: { memberId?: bigint | undefined; state?: TBonusState | undefined },
  window: TWindow,
): Promise<{ rows: TStaffBonusRow[]; total: number }> {
  const { memberId, state } = filter;
  const [rows, count] = await Promise.all([
    db
      .selectFrom('bonuses as b')
      .innerJoin('members as m', 'm.id', 'b.member_id')
      .innerJoin('bonus_titles as bt', 'bt.bonus_id', 'b.id')
      .selectAll('b')
      .select(['m.username as member_name', 'bt.title', 'bt.mission_id'])
      .where('b.merchant_id', '=', merchantId)
      .$if(memberId !== undefined, (q) => q.where('b.member_id', '=', memberId!))
      .$if(state !== undefined, (q) => q.where('b.state', '=', state!))
      .orderBy('b.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    db
      .selectFrom('bonuses')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', merchantId)
      .$if(memberId !== undefined, (q) => q.where('member_id', '=', memberId!))
      .$if(state !== undefined, (q) => q.where('state', '=', state!))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type TCancelRow = {
  id: bigint;
  bonus_id: bigint;
  member_id: bigint;
  member_name: string;
  title: TLocalizedText;
  amount: bigint;
  bonus_state: TBonusState;
  reason: string;
  status: TBonusCancelStatus;
  requested_by: bigint;
  requested_by_name: string;
  requested_at: Date;
  decided_by_name: string | null;
  decided_at: Date | null;
  decision_note: string | null;
};

function withNames(db: TDb, merchantId: number) {
  return db
    .selectFrom('bonus_cancel_requests as r')
    .innerJoin('bonuses as b', 'b.id', 'r.bonus_id')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .innerJoin('bonus_titles as bt', 'bt.bonus_id', 'b.id')
    .innerJoin('staff as s', 's.id', 'r.requested_by')
    .leftJoin('staff as d', 'd.id', 'r.decided_by')
    .select([
      'r.id',
      'r.bonus_id',
      'b.member_id',
      'm.username as member_name',
      'bt.title',
      'r.amount',
      'b.state as bonus_state',
      'r.reason',
      'r.status',
      'r.requested_by',
      's.username as requested_by_name',
      'r.requested_at',
      'd.username as decided_by_name',
      'r.decided_at',
      'r.decision_note',
    ])
    .where('r.merchant_id', '=', merchantId);
}

export function findCancel(db: TDb, merchantId: number, id: bigint): Promise<TCancelRow | undefined> {
  return withNames(db, merchantId).where('r.id', '=', id).executeTakeFirst();
}

/** Of each bonus, the cancellation waiting or the one that forfeited it (at most one of each: the partial indexes). */
export async function liveCancelsOf(
  db: TDb,
  merchantId: number,
  bonusIds: bigint[],
): Promise<Map<bigint, TCancelRow>> {
  if (bonusIds.length === 0) return new Map();
  const rows = await withNames(db, merchantId)
    .where('r.bonus_id', 'in', bonusIds)
    .where('r.status', 'in', ['PENDING', 'APPLIED', 'APPROVED'])
    .execute();
  return new Map(rows.map((row) => [row.bonus_id, row]));
}

/** A page of cancellations, those waiting first, then newest first. */
export async function cancelPage(
  db: TDb,
  merchantId: number,
  filter: { status?: TBonusCancelStatus | undefined },
  window: TWindow,
): Promise<{ rows: TCancelRow[]; total: number }> {
  const { status } = filter;
  const [rows, count] = await Promise.all([
    withNames(db, merchantId)
      .$if(status !== undefined, (q) => q.where('r.status', '=', status!))
      .orderBy(sql`r.status = 'PENDING'`, 'desc')
      .orderBy('r.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    db
      .selectFrom('bonus_cancel_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', merchantId)
      .$if(status !== undefined, (q) => q.where('status', '=', status!))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The merchant's bonus, locked: a cancellation, a release by the wagering feed and an expiry are serialised on it. */
export function lockBonus(trx: TDb, merchantId: number, id: bigint): Promise<TBonusRow | undefined> {
  return trx
    .selectFrom('bonuses')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** A cancellation, PENDING or APPLIED; a second pending one of the bonus fails on bonus_cancel_requests_open. */
export async function insertCancel(
  trx: TDb,
  row: {
    merchantId: number;
    bonusId: bigint;
    amount: bigint;
    reason: string;
    status: 'PENDING' | 'APPLIED';
    requestedBy: bigint;
  },
): Promise<bigint> {
  const inserted = await trx
    .insertInto('bonus_cancel_requests')
    .values({
      merchant_id: row.merchantId,
      bonus_id: row.bonusId,
      amount: row.amount,
      reason: row.reason,
      status: row.status,
      requested_by: row.requestedBy,
      decided_at: row.status === 'PENDING' ? null : sql<Date>`now()`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Locks a request for its decision: two approvers racing are serialised, the second finds it decided. */
export function lockCancel(trx: TDb, merchantId: number, id: bigint) {
  return trx
    .selectFrom('bonus_cancel_requests')
    .select(['id', 'bonus_id', 'amount', 'reason', 'status', 'requested_by'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function markCancelDecided(
  trx: TDb,
  id: bigint,
  decision: { status: 'APPROVED' | 'REJECTED'; decidedBy: bigint; note: string | null },
): Promise<void> {
  await trx
    .updateTable('bonus_cancel_requests')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_at: sql<Date>`now()`,
      decision_note: decision.note,
    })
    .where('id', '=', id)
    .execute();
}

/* ----- The cost report ----- */

/** The instants a run of the merchant's days [from, to] (both included) spans in its time zone. */
export async function dayWindow(
  db: TDb,
  range: { from: string; to: string; timeZone: string },
): Promise<{ start: Date; end: Date }> {
  const { rows } = await sql<{ start: Date; end: Date }>`
    SELECT (${range.from}::date)::timestamp AT TIME ZONE ${range.timeZone} AS start,
      (${range.to}::date + 1)::timestamp AT TIME ZONE ${range.timeZone} AS "end"`.execute(db);
  const [row] = rows;
  if (!row) throw new Error('Invariant failed: a SELECT without FROM returns one row');
  return row;
}

export type TPostingSum = { promotion_id: bigint | null; kind: string; amount: bigint };

/**
 * The promotions' postings of the window, summed per promotion and kind (the ledger_transactions_promo index). A
 * posting names its promotion through its key: `bonus:<bonus>:<step>` (the bonus's promotion) or
 * `promo-entry:<entry>:cash` (the entry's); one keyed otherwise comes back with no promotion.
 */
export async function postingSums(
  db: TDb,
  merchantId: number,
  window: { start: Date; end: Date },
): Promise<TPostingSum[]> {
  // Literals, not parameters: the planner must see that the kinds are the partial index's.
  const kinds = Object.values(PROMO_LEDGER_KINDS).map((kind) => sql.lit(kind));
  const cash = sql.lit(PROMO_LEDGER_KINDS.cash);
  const { rows } = await sql<{ promotion_id: bigint | null; kind: string; amount: string }>`
    SELECT coalesce(b.promotion_id, e.promotion_id) AS promotion_id, t.kind, sum(x.amount)::text AS amount
    FROM ledger_transactions t
    CROSS JOIN LATERAL (
      SELECT sum(le.amount) AS amount FROM ledger_entries le WHERE le.transaction_id = t.id AND le.amount > 0) x
    LEFT JOIN bonuses b ON t.kind <> ${cash} AND b.merchant_id = t.merchant_id
      AND b.id = substring(t.idempotency_key FROM '^bonus:(\\d{1,18}):')::bigint
    LEFT JOIN promotion_entries e ON t.kind = ${cash} AND e.merchant_id = t.merchant_id
      AND e.id = substring(t.idempotency_key FROM '^promo-entry:(\\d{1,18}):cash$')::bigint
    WHERE t.merchant_id = ${merchantId} AND t.created_at >= ${window.start} AND t.created_at < ${window.end}
      AND t.kind IN (${sql.join(kinds)})
    GROUP BY 1, 2`.execute(db);
  return rows.map((row) => ({ ...row, amount: BigInt(row.amount) }));
}

export type TReportPromotion = {
  id: bigint;
  type: TPromotionType;
  title: TLocalizedText;
  starts_at: Date;
  ends_at: Date;
};

/** The promotions a report lists: published ones whose period meets the window, and any with money in it. */
export function reportPromotions(
  db: TDb,
  merchantId: number,
  window: { start: Date; end: Date },
  withMoney: bigint[],
): Promise<TReportPromotion[]> {
  return db
    .selectFrom('promotions')
    .select(['id', 'type', 'title', 'starts_at', 'ends_at'])
    .where('merchant_id', '=', merchantId)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '<>', 'DRAFT'),
          eb('starts_at', '<', window.end),
          eb('ends_at', '>', window.start),
        ]),
        ...(withMoney.length > 0 ? [eb('id', 'in', withMoney)] : []),
      ]),
    )
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

export type TEntryFigures = { promotion_id: bigint; entries: number; participants: number; ngr: bigint };

/**
 * Per promotion: entries made in the window; members taking part by its end; and their net gaming revenue (stakes −
 * wins, member_vendor_days) on the merchant's days from the member's first entry, inside both the promotion's period
 * and the report's days. One read of the promotions' entries (their unique index leads with the promotion) and an
 * index range of each participant's days.
 */
export async function entryFigures(
  db: TDb,
  input: {
    promotionIds: bigint[];
    window: { start: Date; end: Date };
    from: string;
    to: string;
    timeZone: string;
  },
): Promise<TEntryFigures[]> {
  if (input.promotionIds.length === 0) return [];
  const { window, timeZone } = input;
  const { rows } = await sql<{ promotion_id: bigint; entries: number; participants: number; ngr: string }>`
    WITH joined AS (
      SELECT e.promotion_id, e.member_id, min(e.joined_at) AS first_joined,
        count(*) FILTER (WHERE e.joined_at >= ${window.start}) AS entries
      FROM promotion_entries e
      WHERE e.promotion_id = ANY(${input.promotionIds.map(String)}::bigint[]) AND e.joined_at < ${window.end}
      GROUP BY 1, 2),
    spans AS (
      SELECT j.promotion_id, j.member_id, j.entries,
        greatest(${input.from}::date, (j.first_joined AT TIME ZONE ${timeZone})::date,
          (p.starts_at AT TIME ZONE ${timeZone})::date) AS first_day,
        least(${input.to}::date, ((p.ends_at - interval '1 microsecond') AT TIME ZONE ${timeZone})::date) AS last_day
      FROM joined j JOIN promotions p ON p.id = j.promotion_id)
    SELECT s.promotion_id, sum(s.entries)::int AS entries, count(*)::int AS participants,
      coalesce(sum(g.ngr), 0)::text AS ngr
    FROM spans s
    LEFT JOIN LATERAL (
      SELECT sum(d.stake - d.win) AS ngr FROM member_vendor_days d
      WHERE d.member_id = s.member_id AND d.day BETWEEN s.first_day AND s.last_day) g ON true
    GROUP BY s.promotion_id`.execute(db);
  return rows.map((row) => ({ ...row, ngr: BigInt(row.ngr) }));
}
