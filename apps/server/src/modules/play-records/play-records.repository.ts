import '../../db/schema-games.ts';
import '../../db/schema-vendor-wallet.ts';
import type { TBetStatus } from '@tala/contract/play-records/bet-history';
import type { TProfitGroup } from '@tala/contract/play-records/profit';
import { type RawBuilder, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';

/** Every query names the merchant and the session's member: a member reaches only their own rounds. */
export type TOwner = { merchantId: number; memberId: bigint };

/** One vendor, or the vendors of one game category (LOTT, ELOTT, …), or all. */
export type TVendorFilter = { vassalage?: string | undefined; category?: string | undefined };

export type TRoundFilter = TOwner &
  TVendorFilter & {
    from: Date;
    to: Date;
    status?: TBetStatus | undefined;
  };

export type TRoundRow = {
  id: bigint;
  roundRef: string;
  openedAt: Date;
  closedAt: Date | null;
  status: 'OPEN' | 'CLOSED';
  stakeMinor: bigint;
  winMinor: bigint;
  betCount: number;
  liveBetCount: number;
  vassalage: string;
  vendorName: string;
  gameCode: string;
  gameName: string;
};

const none = sql``;

/** The vendor conditions on `v` (game_vendors), both when both are given. */
function vendorCondition(filter: TVendorFilter): RawBuilder<unknown> {
  return sql`${filter.vassalage ? sql`AND v.vassalage = ${filter.vassalage}` : none}
    ${filter.category ? sql`AND v.category = ${filter.category}` : none}`;
}

/** VOID: every bet rolled back; otherwise the provider's OPEN/CLOSED (decision 009). */
function statusCondition(status: TBetStatus | undefined): RawBuilder<unknown> {
  if (status === 'VOID') return sql`AND r.live_bet_count = 0`;
  if (status === 'OPEN') return sql`AND r.live_bet_count > 0 AND r.status = 'OPEN'`;
  if (status === 'SETTLED') return sql`AND r.live_bet_count > 0 AND r.status = 'CLOSED'`;
  return none;
}

/** The rounds of the filter; reads the index game_rounds_member (merchant, member, opened_at). */
function roundsOf(filter: TRoundFilter): RawBuilder<unknown> {
  return sql`
    FROM game_rounds r
    JOIN game_vendors v ON v.id = r.vendor_id AND v.merchant_id = r.merchant_id
    WHERE r.merchant_id = ${filter.merchantId} AND r.member_id = ${filter.memberId}
      AND r.opened_at >= ${filter.from} AND r.opened_at < ${filter.to}
      ${vendorCondition(filter)}
      ${statusCondition(filter.status)}`;
}

/** The round's columns with its vendor and the game's name in `lang` (else English, else the code). */
function roundColumns(lang: string): RawBuilder<unknown> {
  return sql`
    r.id, r.round_ref AS "roundRef", r.opened_at AS "openedAt", r.closed_at AS "closedAt", r.status,
    r.stake_minor AS "stakeMinor", r.win_minor AS "winMinor", r.bet_count AS "betCount",
    r.live_bet_count AS "liveBetCount", v.vassalage, v.display_name AS "vendorName",
    r.game_code AS "gameCode", coalesce(g.names ->> ${lang}, g.names ->> 'en', r.game_code) AS "gameName"`;
}

const gameJoin = sql`LEFT JOIN games g ON g.merchant_id = r.merchant_id AND g.code = r.game_code`;

export async function selectBetRecords(
  db: TDb,
  filter: TRoundFilter,
  page: { lang: string; limit: number; offset: number },
): Promise<TRoundRow[]> {
  const { rows } = await sql<TRoundRow>`
    SELECT ${roundColumns(page.lang)}
    FROM (SELECT r.* ${roundsOf(filter)}
          ORDER BY r.opened_at DESC, r.id DESC LIMIT ${page.limit} OFFSET ${page.offset}) r
    JOIN game_vendors v ON v.id = r.vendor_id AND v.merchant_id = r.merchant_id
    ${gameJoin}
    ORDER BY r.opened_at DESC, r.id DESC`.execute(db);
  return rows;
}

export type TTotalsRow = { rows: number; rounds: number; stakeMinor: bigint; winMinor: bigint };

/** Sums over the whole filtered set, in SQL; void rounds count as rows, not as rounds played. */
export async function selectBetTotals(db: TDb, filter: TRoundFilter): Promise<TTotalsRow> {
  const { rows } = await sql<TTotalsRow>`
    SELECT count(*)::int AS rows,
           (count(*) FILTER (WHERE r.live_bet_count > 0))::int AS rounds,
           coalesce(sum(r.stake_minor), 0)::bigint AS "stakeMinor",
           coalesce(sum(r.win_minor), 0)::bigint AS "winMinor"
    ${roundsOf(filter)}`.execute(db);
  const [totals] = rows;
  if (!totals) throw new Error('Invariant failed: an aggregate returns one row');
  return totals;
}

/**
 * Seamless vendors with a provider, one per vendor name: only their rounds reach game_rounds (transfer
 * vendors play on the vendor's side). A vendor switched to transfer keeps its old rounds under "all".
 */
export async function selectPlayVendors(
  db: TDb,
  merchantId: number,
): Promise<Array<{ vassalage: string; displayName: string; category: string }>> {
  const { rows } = await sql<{ vassalage: string; displayName: string; category: string }>`
    SELECT vassalage, min(display_name) AS "displayName", min(category) AS category
    FROM game_vendors
    WHERE merchant_id = ${merchantId} AND provider_code IS NOT NULL AND wallet_mode = 'SEAMLESS'
    GROUP BY vassalage
    ORDER BY min(sort), vassalage
    LIMIT 200`.execute(db);
  return rows;
}

export type TProfitRow = {
  start: string;
  end: string;
  rounds: number;
  stakeMinor: bigint;
  winMinor: bigint;
  totalRounds: number;
  totalStakeMinor: bigint;
  totalWinMinor: bigint;
};

export type TProfitFilter = TOwner &
  TVendorFilter & {
    firstDay: string;
    lastDay: string;
    unit: TProfitGroup;
    timeZone: string;
  };

/**
 * One row per period of the range (empty periods included), bucketed by the local day of `timeZone`
 * on which the round opened; the whole range's totals ride on every row (window sums, in SQL).
 */
export async function selectProfitPeriods(db: TDb, filter: TProfitFilter): Promise<TProfitRow[]> {
  const { unit, timeZone: tz } = filter;
  const step = sql`make_interval(days => ${unit === 'day' ? 1 : 0}, weeks => ${unit === 'week' ? 1 : 0},
    months => ${unit === 'month' ? 1 : 0})`;
  const { rows } = await sql<TProfitRow>`
    WITH bounds AS (SELECT ${filter.firstDay}::date AS first_day, ${filter.lastDay}::date AS last_day),
    periods AS (
      SELECT gs::date AS period FROM bounds,
        generate_series(date_trunc(${unit}, first_day::timestamp), last_day::timestamp, ${step}) gs),
    played AS (
      SELECT date_trunc(${unit}, r.opened_at AT TIME ZONE ${tz})::date AS period,
             count(*) FILTER (WHERE r.live_bet_count > 0) AS rounds,
             sum(r.stake_minor) AS stake, sum(r.win_minor) AS win
      FROM game_rounds r
      JOIN game_vendors v ON v.id = r.vendor_id AND v.merchant_id = r.merchant_id
      CROSS JOIN bounds b
      WHERE r.merchant_id = ${filter.merchantId} AND r.member_id = ${filter.memberId}
        AND r.opened_at >= (b.first_day::timestamp AT TIME ZONE ${tz})
        AND r.opened_at < ((b.last_day + 1)::timestamp AT TIME ZONE ${tz})
        ${vendorCondition(filter)}
      GROUP BY 1)
    SELECT to_char(greatest(p.period, b.first_day), 'YYYY-MM-DD') AS start,
           to_char(least((p.period + ${step} - interval '1 day')::date, b.last_day), 'YYYY-MM-DD') AS "end",
           coalesce(x.rounds, 0)::int AS rounds,
           coalesce(x.stake, 0)::bigint AS "stakeMinor",
           coalesce(x.win, 0)::bigint AS "winMinor",
           (coalesce(sum(x.rounds) OVER (), 0))::int AS "totalRounds",
           (coalesce(sum(x.stake) OVER (), 0))::bigint AS "totalStakeMinor",
           (coalesce(sum(x.win) OVER (), 0))::bigint AS "totalWinMinor"
    FROM periods p CROSS JOIN bounds b LEFT JOIN played x ON x.period = p.period
    ORDER BY p.period`.execute(db);
  return rows;
}

export type TRecallRow = TRoundRow & {
  balanceBefore: bigint | null;
  balanceAfter: bigint | null;
  detail: unknown;
  providerCode: string | null;
  providerGameId: string | null;
  launchUrl: string | null;
  /** The vendor's game category: a lottery round (LOTT, ELOTT) is a slip with its own recall page. */
  category: string;
};

/**
 * The member's latest rounds with a standing bet (void rounds are not games played), or the one round
 * `roundId` whatever its state; with what the verify link needs (provider, its URL, the game's id there).
 */
export async function selectRecallRounds(
  db: TDb,
  owner: TOwner,
  query: { lang: string; limit: number; roundId?: bigint | undefined },
): Promise<TRecallRow[]> {
  const which =
    query.roundId === undefined ? sql`AND r.live_bet_count > 0` : sql`AND r.id = ${query.roundId}`;
  const { rows } = await sql<TRecallRow>`
    SELECT ${roundColumns(query.lang)},
           r.balance_before AS "balanceBefore", r.balance_after AS "balanceAfter", r.detail,
           v.provider_code AS "providerCode", v.category, g.provider_game_id AS "providerGameId",
           pa.launch_url AS "launchUrl"
    FROM (SELECT * FROM game_rounds r
          WHERE r.merchant_id = ${owner.merchantId} AND r.member_id = ${owner.memberId} ${which}
          ORDER BY r.opened_at DESC, r.id DESC LIMIT ${query.limit}) r
    JOIN game_vendors v ON v.id = r.vendor_id AND v.merchant_id = r.merchant_id
    ${gameJoin}
    LEFT JOIN provider_accounts pa ON pa.merchant_id = r.merchant_id AND pa.provider_code = v.provider_code
    ORDER BY r.opened_at DESC, r.id DESC`.execute(db);
  return rows;
}
