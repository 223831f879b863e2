import '../../db/schema-promotions.ts';
import { DEMO_AGENT_TYPE } from '@tala/contract/constants';
import type { TRebateReward } from '@tala/contract/promotions/promotion-rules';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/** How far the team-figures feed has taken the ledger in: a period ending before it has all its play (decision 044). */
export async function fedUntil(db: TDb): Promise<Date | null> {
  const { rows } = await sql<{ at: Date | null }>`
    SELECT least(now(), ran_at, coalesce(complete_before, '-infinity')) - interval '5 seconds' AS at
    FROM feed_cursors WHERE name = 'team-figures'`.execute(db);
  return rows[0]?.at ?? null;
}

/** The live rebate promotions of every merchant, with the merchant's time zone and currency. */
export async function liveRebates(db: TDb) {
  const { rows } = await sql<{
    id: bigint;
    merchant_id: number;
    starts_at: Date;
    ends_at: Date;
    reward: unknown;
    time_zone: string;
    currency: string;
  }>`
    SELECT p.id, p.merchant_id, p.starts_at, p.ends_at, p.reward,
      coalesce(s.settings ->> 'timeZone', 'UTC') AS time_zone, m.currency
    FROM promotions p
    JOIN merchants m ON m.id = p.merchant_id
    LEFT JOIN merchant_settings s ON s.merchant_id = p.merchant_id
    WHERE p.type = 'REBATE' AND p.status = 'LIVE'
    ORDER BY p.id`.execute(db);
  return rows;
}

/**
 * The periods of a rebate to settle now: whole days (or weeks from Monday) of the merchant's calendar, from the one
 * holding the promotion's start (or after the last run that finished) to the last one that both ended before
 * `until` and began before the promotion ended. At most `limit`, oldest first. Dates as the merchant's days.
 */
export async function duePeriods(
  db: TDb,
  promotion: { id: bigint; starts_at: Date; ends_at: Date; time_zone: string },
  period: TRebateReward['period'],
  until: Date,
  limit: number,
): Promise<{ from: string; to: string; start: Date; end: Date }[]> {
  const unit = period === 'DAILY' ? 'day' : 'week';
  const { rows } = await sql<{ from: string; to: string; start: Date; end: Date }>`
    WITH bounds AS (
      SELECT coalesce(
        (SELECT max(r.period_end) FROM promotion_runs r WHERE r.promotion_id = ${promotion.id} AND r.state = 'DONE'),
        date_trunc(${unit}, ${promotion.starts_at}::timestamptz AT TIME ZONE ${promotion.time_zone})
          AT TIME ZONE ${promotion.time_zone}) AS first)
    SELECT to_char(s AT TIME ZONE ${promotion.time_zone}, 'YYYY-MM-DD') AS "from",
      to_char(e AT TIME ZONE ${promotion.time_zone}, 'YYYY-MM-DD') AS "to", s AS start, e AS "end"
    FROM bounds,
      generate_series(first AT TIME ZONE ${promotion.time_zone}, ${until}::timestamptz AT TIME ZONE ${promotion.time_zone},
        ${`1 ${unit}`}::interval) AS g(local)
      CROSS JOIN LATERAL (SELECT local AT TIME ZONE ${promotion.time_zone} AS s,
        (local + ${`1 ${unit}`}::interval) AT TIME ZONE ${promotion.time_zone} AS e) p
    WHERE e <= ${until} AND s < ${promotion.ends_at}
    ORDER BY s
    LIMIT ${limit}`.execute(db);
  return rows;
}

/**
 * Every real member's rebate of the days [from, to) by the rule, computed where the figures are: per member and
 * vendor the period's stakes and wins (member_vendor_days), at the lowest rate of the vendor's categories plus the
 * member's VIP rank bonus when settled (decision 057; a category the rule leaves out still pays nothing), floored
 * per vendor, capped, nothing under the minimum — rebateFor in the contract says the same in TypeScript.
 */
export async function rebateAmounts(
  db: TDb,
  input: {
    merchantId: number;
    from: string;
    to: string;
    reward: TRebateReward;
    cap: bigint | null;
    minimum: bigint;
  },
): Promise<{ member_id: bigint; amount: bigint }[]> {
  const { merchantId, from, to, reward } = input;
  const { rows } = await sql<{ member_id: bigint; amount: string }>`
    WITH rates AS (
      SELECT v.vassalage, min(coalesce((${JSON.stringify(reward.ratesBp)}::jsonb ->> v.category)::int, 0)) AS rate
      FROM game_vendors v WHERE v.merchant_id = ${merchantId} GROUP BY v.vassalage),
    per_vendor AS (
      SELECT d.member_id, d.vassalage, sum(d.stake) AS stake, sum(d.win) AS win
      FROM member_vendor_days d
      JOIN members m ON m.id = d.member_id AND m.merchant_id = ${merchantId} AND m.agent_type <> ${DEMO_AGENT_TYPE}
      WHERE d.day >= ${from}::date AND d.day < ${to}::date
      GROUP BY d.member_id, d.vassalage),
    rank_bonus AS (
      SELECT v.member_id, k.rebate_bonus_bp AS bp
      FROM member_vip v JOIN vip_ranks k ON k.merchant_id = v.merchant_id AND k.level = v.level
      WHERE v.merchant_id = ${merchantId} AND v.level > 0 AND k.rebate_bonus_bp > 0),
    amounts AS (
      SELECT p.member_id,
        sum(div(CASE WHEN ${reward.basis} = 'VALID_BET' THEN greatest(p.stake, 0) ELSE greatest(p.stake - p.win, 0) END
            * (r.rate + coalesce(b.bp, 0)), 10000))::bigint AS amount
      FROM per_vendor p JOIN rates r ON r.vassalage = p.vassalage
      LEFT JOIN rank_bonus b ON b.member_id = p.member_id
      WHERE r.rate > 0
      GROUP BY p.member_id)
    SELECT member_id, least(amount, coalesce(${input.cap}::bigint, amount))::text AS amount
    FROM amounts WHERE least(amount, coalesce(${input.cap}::bigint, amount)) >= greatest(${input.minimum}::bigint, 1)
    ORDER BY member_id`.execute(db);
  return rows.map((row) => ({ member_id: row.member_id, amount: BigInt(row.amount) }));
}

/** The period's run, opened once (RUNNING) or found; false when it is already DONE. */
export async function openRun(
  db: TDb,
  promotionId: bigint,
  period: { start: Date; end: Date },
): Promise<boolean> {
  await db
    .insertInto('promotion_runs')
    .values({
      promotion_id: promotionId,
      period_start: period.start,
      period_end: period.end,
      state: 'RUNNING',
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await db
    .selectFrom('promotion_runs')
    .select('state')
    .where('promotion_id', '=', promotionId)
    .where('period_start', '=', period.start)
    .executeTakeFirst();
  return row?.state === 'RUNNING';
}

/** The run is DONE, with what its period gave: how many members, how much (from the entries, whoever wrote them). */
export async function finishRun(
  db: TDb,
  promotionId: bigint,
  period: { start: Date; cycle: string },
): Promise<void> {
  await sql`
    UPDATE promotion_runs r SET state = 'DONE', finished_at = now(), members = t.members, paid = t.paid
    FROM (SELECT count(*)::int AS members, coalesce(sum(reward) FILTER (WHERE state <> 'CLOSE'), 0)::bigint AS paid
          FROM promotion_entries WHERE promotion_id = ${promotionId} AND cycle = ${period.cycle}) t
    WHERE r.promotion_id = ${promotionId} AND r.period_start = ${period.start}`.execute(db);
}

/** The members' MAIN accounts (a member who played has one). */
export async function mainAccounts(trx: TDb, memberIds: bigint[]): Promise<Map<bigint, bigint>> {
  const { rows } = await sql<{ id: bigint; member_id: bigint }>`
    SELECT id, member_id FROM ledger_accounts
    WHERE member_id = ANY(${memberIds.map(String)}::bigint[]) AND code = 'MAIN'`.execute(trx);
  return new Map(rows.map((row) => [row.member_id, row.id]));
}

/** The period's entries for these members, new ones only (a rerun finds the written ones and skips them). */
export async function insertRebateEntries(
  trx: TDb,
  input: {
    merchantId: number;
    promotionId: bigint;
    cycle: string;
    state: 'ISSUED' | 'CLAIMED';
    claimUntil: Date | null;
    lines: { member_id: bigint; amount: bigint }[];
  },
): Promise<{ id: bigint; member_id: bigint; reward: bigint }[]> {
  const { rows } = await sql<{ id: bigint; member_id: bigint; reward: bigint }>`
    INSERT INTO promotion_entries (merchant_id, promotion_id, member_id, cycle, state, reward, claim_until)
    SELECT ${input.merchantId}, ${input.promotionId}, m, ${input.cycle}, ${input.state}, a, ${input.claimUntil}
    FROM unnest(${input.lines.map((l) => String(l.member_id))}::bigint[], ${input.lines.map((l) => String(l.amount))}::bigint[])
      AS x(m, a)
    ON CONFLICT (promotion_id, member_id, cycle) DO NOTHING
    RETURNING id, member_id, reward`.execute(trx);
  return rows;
}
