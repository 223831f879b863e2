import '../../db/schema-agent.ts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { ensureMemberAccountRows, lockAccountSet } from '../ledger/ledger.repository.ts';
import { MAIN_WALLET } from '../ledger/ledger.service.ts';
import { SEAMLESS_LEDGER_KINDS } from '../vendor-wallet/seamless-money.service.ts';

/** Reads and writes of the settlement run (decision 045): what is due, the figures it pays on, the lines. */

/** Most (contract, period) pairs one run takes; the next run goes on from there. */
const DUE_PER_RUN = 5_000;
/**
 * A period is settled once its figures are in: a day-based one when the team-figures feed has taken in every
 * transaction that started before its end, an hour or a five-minute window (read from the ledger itself) when every
 * such transaction has ended — and either this long after the end. A ledger row is dated by its transaction's start,
 * so the bet of a transaction still open at the end would otherwise land in a period already paid (decision 045).
 */
const SETTLE_MARGIN = '1 minute';
/** Periods read from the ledger rather than the feed's days. */
export const WINDOW_PERIODS = ['HOURLY', 'FIVE_MINUTES'] as const;

export type TDue = {
  contract_id: bigint;
  member_id: bigint;
  upline_id: bigint | null;
  kind: string;
  period: string;
  terms: unknown;
  period_start: Date;
  period_end: Date;
  /** How many uplines the holder has: the run pays top-down, an upline before its downline. */
  depth: number;
};

/**
 * Every (contract, period) of the merchant that has ended, that the feed has run past, and that has no line yet:
 * from each accepted contract's last settled period (or its start) to its end. Oldest periods first, top-down.
 */
export async function duePeriods(db: TDb, merchantId: number, timeZone: string): Promise<TDue[]> {
  const { rows } = await sql<TDue>`
    WITH RECURSIVE
    fed AS (
      SELECT least(now(), ran_at, coalesce(complete_before, '-infinity')) - ${SETTLE_MARGIN}::interval AS at
      FROM feed_cursors WHERE name = 'team-figures'
    ),
    ended AS (SELECT least(now(), oldest_open_transaction_start()) - ${SETTLE_MARGIN}::interval AS at),
    open AS (
      SELECT c.id, c.member_id, c.upline_id, c.kind, c.terms, c.effective_until AS until, p.period,
             CASE WHEN p.period IN ('HOURLY', 'FIVE_MINUTES') THEN (SELECT at FROM ended)
                  ELSE (SELECT at FROM fed) END AS cutoff,
             coalesce((SELECT max(s.period_end) FROM agent_settlements s WHERE s.contract_id = c.id),
                      c.effective_from) AS next_start
      FROM agent_contracts c
      CROSS JOIN LATERAL (SELECT CASE c.kind WHEN 'DAILY_WAGE' THEN 'DAILY' WHEN 'HOURLY_SALARY' THEN 'HOURLY'
        WHEN 'REALTIME_SALARY' THEN 'FIVE_MINUTES' ELSE c.terms->>'period' END AS period) p
      WHERE c.merchant_id = ${merchantId} AND c.status = 'ACCEPTED'
        AND (c.effective_until IS NULL OR c.effective_until > c.effective_from)
    ),
    due AS (
      SELECT o.id, o.next_start AS period_start,
             contract_period_end(o.period, o.next_start, ${timeZone}) AS period_end
      FROM open o
      UNION ALL
      SELECT d.id, d.period_end, contract_period_end(o.period, d.period_end, ${timeZone})
      FROM due d JOIN open o ON o.id = d.id
      WHERE d.period_end < o.cutoff AND (o.until IS NULL OR d.period_end < o.until)
    )
    SELECT o.id AS contract_id, o.member_id, o.upline_id, o.kind, o.period, o.terms, d.period_start, d.period_end,
           (SELECT count(*)::int FROM member_uplines mu WHERE mu.member_id = o.member_id) AS depth
    FROM due d JOIN open o ON o.id = d.id
    WHERE d.period_end <= o.cutoff AND (o.until IS NULL OR d.period_end <= o.until)
    ORDER BY d.period_start, depth, o.id
    LIMIT ${DUE_PER_RUN}`.execute(db);
  return rows;
}

export type TTeamFigures = { member_id: bigint; valid_bet: bigint; win: bigint; active: number };

/**
 * The figures of each holder's team (itself and everyone under it) over [from, to) — the merchant's days — as the
 * feed keeps them: stakes and wins by day, and members who placed a bet, each once in the period (the feed's
 * week and month sets; other lengths count the members' days).
 */
export async function teamFigures(
  db: TDb,
  memberIds: bigint[],
  period: string,
  days: { from: string; to: string },
): Promise<TTeamFigures[]> {
  const activeOnce =
    period === 'DAILY'
      ? sql`coalesce((SELECT sum(td.active) FROM team_days td
            WHERE td.upline_id = h.id AND td.day >= ${days.from}::date AND td.day < ${days.to}::date), 0)
          + coalesce((SELECT count(*) FROM member_days md
            WHERE md.member_id = h.id AND md.active AND md.day >= ${days.from}::date AND md.day < ${days.to}::date), 0)`
      : period === 'WEEKLY' || period === 'MONTHLY'
        ? sql`coalesce((SELECT tp.active FROM team_periods tp WHERE tp.upline_id = h.id
              AND tp.period = ${period === 'WEEKLY' ? 'W' : 'M'} AND tp.starts = ${days.from}::date), 0)
            + (SELECT count(*) FROM member_periods mp WHERE mp.member_id = h.id
              AND mp.period = ${period === 'WEEKLY' ? 'W' : 'M'} AND mp.starts = ${days.from}::date)`
        : sql`(SELECT count(DISTINCT md.member_id) FROM member_days md
              WHERE md.active AND md.day >= ${days.from}::date AND md.day < ${days.to}::date
                AND (md.member_id = h.id OR md.member_id IN
                  (SELECT mu.member_id FROM member_uplines mu WHERE mu.upline_id = h.id)))`;
  const { rows } = await sql<TTeamFigures>`
    SELECT h.id AS member_id,
      coalesce((SELECT sum(td.stake) FROM team_days td
        WHERE td.upline_id = h.id AND td.day >= ${days.from}::date AND td.day < ${days.to}::date), 0)
      + coalesce((SELECT sum(md.stake) FROM member_days md
        WHERE md.member_id = h.id AND md.day >= ${days.from}::date AND md.day < ${days.to}::date), 0) AS valid_bet,
      coalesce((SELECT sum(td.win) FROM team_days td
        WHERE td.upline_id = h.id AND td.day >= ${days.from}::date AND td.day < ${days.to}::date), 0)
      + coalesce((SELECT sum(md.win) FROM member_days md
        WHERE md.member_id = h.id AND md.day >= ${days.from}::date AND md.day < ${days.to}::date), 0) AS win,
      (${activeOnce})::int AS active
    FROM unnest(${memberIds}::bigint[]) AS h(id)`.execute(db);
  return rows.map((row) => ({ ...row, valid_bet: BigInt(row.valid_bet), win: BigInt(row.win) }));
}

/**
 * The figures of each holder's team over an hour or a five-minute window, read from the ledger: the MAIN lines of
 * game bets, rollbacks and wins in the window, counted for the member and every upline it has. Bets below a
 * holder's single-bet minimum (real-time salary) do not count, nor do the rollbacks of such bets.
 */
export async function windowFigures(
  db: TDb,
  merchantId: number,
  holders: Array<{ id: bigint; minBet: bigint }>,
  window: { from: Date; to: Date },
): Promise<TTeamFigures[]> {
  const { rows } = await sql<TTeamFigures>`
    WITH holders AS (
      SELECT * FROM unnest(${holders.map((h) => h.id)}::bigint[], ${holders.map((h) => h.minBet)}::bigint[])
        AS h(id, min_bet)),
    lines AS (
      SELECT a.member_id, t.kind, e.amount
      FROM ledger_transactions t
      JOIN ledger_entries e ON e.transaction_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id IS NOT NULL AND a.code = ${MAIN_WALLET}
      WHERE t.merchant_id = ${merchantId} AND t.created_at >= ${window.from} AND t.created_at < ${window.to}
        AND t.kind IN (${SEAMLESS_LEDGER_KINDS.BET}, ${SEAMLESS_LEDGER_KINDS.ROLLBACK}, ${SEAMLESS_LEDGER_KINDS.WIN})),
    counted AS (
      SELECT h.id AS holder, l.member_id, l.kind, l.amount
      FROM lines l
      CROSS JOIN LATERAL (SELECT l.member_id AS id
                          UNION ALL SELECT mu.upline_id FROM member_uplines mu WHERE mu.member_id = l.member_id) chain
      JOIN holders h ON h.id = chain.id
      WHERE l.kind = ${SEAMLESS_LEDGER_KINDS.WIN} OR abs(l.amount) >= h.min_bet)
    SELECT h.id AS member_id,
      coalesce(-sum(c.amount) FILTER (WHERE c.kind <> ${SEAMLESS_LEDGER_KINDS.WIN}), 0)::bigint AS valid_bet,
      coalesce(sum(c.amount) FILTER (WHERE c.kind = ${SEAMLESS_LEDGER_KINDS.WIN}), 0)::bigint AS win,
      count(DISTINCT c.member_id) FILTER (WHERE c.kind = ${SEAMLESS_LEDGER_KINDS.BET})::int AS active
    FROM holders h LEFT JOIN counted c ON c.holder = h.id
    GROUP BY h.id`.execute(db);
  return rows.map((row) => ({ ...row, valid_bet: BigInt(row.valid_bet), win: BigInt(row.win) }));
}

/** A period's days on the merchant's calendar: [from, to) as dates. */
export async function periodDays(db: TDb, start: Date, end: Date, timeZone: string) {
  const { rows } = await sql<{ from: string; to: string }>`
    SELECT (${start}::timestamptz AT TIME ZONE ${timeZone})::date::text AS "from",
           (${end}::timestamptz AT TIME ZONE ${timeZone})::date::text AS "to"`.execute(db);
  const [row] = rows;
  if (!row) throw new Error('Invariant failed: a SELECT without FROM returns one row');
  return row;
}

export type TLine = {
  merchant_id: number;
  contract_id: bigint;
  kind: string;
  member_id: bigint;
  upline_id: bigint | null;
  period_start: Date;
  period_end: Date;
  valid_bet: bigint;
  win: bigint;
  active: number;
  tier: number | null;
  rate_bp: number | null;
  amount: bigint;
  state: 'PAID' | 'HELD' | 'NOTHING';
  hold_reason: string | null;
};

/**
 * Claims lines of one period (each as NOTHING until it is paid or held, in the same transaction): the contracts
 * whose line this run wrote. A line another run wrote first is skipped (and its run paid it).
 */
export async function claimLines(trx: TDb, lines: TLine[]): Promise<Set<bigint>> {
  if (lines.length === 0) return new Set();
  const column = <T>(pick: (line: TLine) => T) => lines.map(pick);
  const { rows } = await sql<{ contract_id: bigint }>`
    INSERT INTO agent_settlements (merchant_id, contract_id, kind, member_id, upline_id, period_start, period_end,
      valid_bet, win, active, tier, rate_bp, amount, state)
    SELECT * FROM unnest(${column((l) => l.merchant_id)}::int[], ${column((l) => l.contract_id)}::bigint[],
      ${column((l) => l.kind)}::text[], ${column((l) => l.member_id)}::bigint[], ${column((l) => l.upline_id)}::bigint[],
      ${column((l) => l.period_start)}::timestamptz[], ${column((l) => l.period_end)}::timestamptz[],
      ${column((l) => l.valid_bet)}::bigint[], ${column((l) => l.win)}::bigint[], ${column((l) => l.active)}::int[],
      ${column((l) => l.tier)}::smallint[], ${column((l) => l.rate_bp)}::int[], ${column((l) => l.amount)}::bigint[],
      ${column(() => 'NOTHING')}::text[])
    ON CONFLICT (contract_id, period_start) DO NOTHING
    RETURNING contract_id`.execute(trx);
  return new Set(rows.map((row) => BigInt(row.contract_id)));
}

/** The lines of one period paid (with their ledger transactions) and held (with the reason). */
export async function markLines(
  trx: TDb,
  paid: Array<{ contractId: bigint; transactionId: bigint | null }>,
  held: Array<{ contractId: bigint; reason: string }>,
  periodStart: Date,
): Promise<void> {
  if (paid.length > 0) {
    await sql`UPDATE agent_settlements s SET state = 'PAID', transaction_id = p.tx, hold_reason = NULL
      FROM unnest(${paid.map((p) => p.contractId)}::bigint[], ${paid.map((p) => p.transactionId)}::bigint[]) AS p(id, tx)
      WHERE s.contract_id = p.id AND s.period_start = ${periodStart}`.execute(trx);
  }
  if (held.length > 0) {
    await sql`UPDATE agent_settlements s SET state = 'HELD', hold_reason = h.reason
      FROM unnest(${held.map((h) => h.contractId)}::bigint[], ${held.map((h) => h.reason)}::text[]) AS h(id, reason)
      WHERE s.contract_id = h.id AND s.period_start = ${periodStart}`.execute(trx);
  }
}

/** The members' MAIN accounts, created where missing: member id → account id. */
export function mainAccounts(
  trx: TDb,
  merchant: { id: number; currency: string },
  memberIds: bigint[],
): Promise<Map<bigint, bigint>> {
  return ensureMemberAccountRows(
    trx,
    { merchantId: merchant.id, code: MAIN_WALLET, currency: merchant.currency },
    memberIds,
  );
}

/** Locks the accounts in id order (as every posting does) and answers their balances. */
export async function lockAccountBalances(trx: TDb, merchantId: number, ids: bigint[]) {
  const locked = await lockAccountSet(trx, merchantId, [...new Set(ids)]);
  return new Map(locked.map((account) => [account.id, account.balance]));
}
