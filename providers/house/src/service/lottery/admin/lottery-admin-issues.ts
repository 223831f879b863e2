import {
  LIABILITY_NUMBERS_SHOWN,
  type TIssuesAnswer,
  type TIssuesRequest,
  type TLiabilityAnswer,
  type TLotteryAdminIssue,
  ZIssuesRequest,
} from '@tala/contract/lottery/lottery-admin';
import { type RawBuilder, sql } from 'kysely';
import { zonedTime } from '../../../games/lottery/lottery-schedule.ts';
import { HouseError } from '../../api/house-error.ts';
import type { THouseContext } from '../../house-context.ts';
import { toMoney } from '../../money.ts';
import { readOdds } from '../lottery-games.ts';
import { findIssue, issueState, type TIssueRow } from '../lottery-issues.ts';
import { cancelIssue } from '../lottery-payouts.ts';
import { LotteryAdminError } from './lottery-admin-error.ts';
import { requireGame } from './lottery-admin-terms.ts';

type TIssueWithTotals = TIssueRow & {
  result_source: 'manual' | 'feed' | null;
  bets: string;
  stake: string;
  payout: string;
};

/** The SQL condition of an issue state at `now` (issueState's rules, for a WHERE). */
function stateCondition(state: TLotteryAdminIssue['state'], now: Date): RawBuilder<boolean> {
  switch (state) {
    case 'CANCELLED':
      return sql<boolean>`i.cancelled_at IS NOT NULL`;
    case 'SETTLED':
      return sql<boolean>`i.cancelled_at IS NULL AND i.settled_at IS NOT NULL`;
    case 'DRAWN':
      return sql<boolean>`i.cancelled_at IS NULL AND i.settled_at IS NULL AND i.drawn_at IS NOT NULL`;
    case 'CLOSED':
      return sql<boolean>`i.cancelled_at IS NULL AND i.drawn_at IS NULL AND i.closes_at <= ${now}`;
    case 'OPEN':
      return sql<boolean>`i.cancelled_at IS NULL AND i.drawn_at IS NULL AND i.opens_at <= ${now} AND i.closes_at > ${now}`;
    default:
      return sql<boolean>`i.cancelled_at IS NULL AND i.drawn_at IS NULL AND i.opens_at > ${now}`;
  }
}

/**
 * An issue's bets, stakes and payouts: the totals settlement stored once it is settled, else counted from
 * its bets now (an open issue, a cancelled one). Refunds count as payouts, as settlement counts them, so a
 * cancelled issue's margin is zero.
 */
const LIVE_TOTALS = sql`LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE b.status <> 'VOID') AS bets,
           coalesce(sum(b.stake_cents) FILTER (WHERE b.status <> 'VOID'), 0) AS stake,
           coalesce(sum(b.win_cents), 0) AS payout
    FROM house.lottery_bets b WHERE b.issue_id = i.id AND i.bet_count IS NULL) live ON true`;
const TOTALS = sql`coalesce(i.bet_count, live.bets) AS bets, coalesce(i.stake_cents, live.stake) AS stake,
  coalesce(i.payout_cents, live.payout) AS payout`;

/** A game's issues, newest first, by state and local date, with the totals of all that match. */
export async function listIssues(ctx: THouseContext, input: TIssuesRequest): Promise<TIssuesAnswer> {
  const request = ZIssuesRequest.parse(input);
  const game = await requireGame(ctx.db, request.gameId);
  const now = new Date();
  const conditions = [sql<boolean>`i.game_id = ${game.game_id}`];
  // Issues made ahead for chases are not the operator's business until they open, unless asked for.
  conditions.push(request.state ? stateCondition(request.state, now) : sql<boolean>`i.opens_at <= ${now}`);
  if (request.date) {
    const start = zonedTime(request.date, '00:00', game.time_zone);
    const end = new Date(start.getTime() + 86_400_000);
    conditions.push(sql<boolean>`i.draws_at > ${start} AND i.draws_at <= ${end}`);
  }
  const where = sql.join(conditions, sql` AND `);
  const offset = (request.page - 1) * request.pageSize;
  const [rows, sums] = await Promise.all([
    sql<TIssueWithTotals>`SELECT i.*, ${TOTALS} FROM house.lottery_issues i ${LIVE_TOTALS}
      WHERE ${where} ORDER BY i.seq DESC LIMIT ${request.pageSize} OFFSET ${offset}`.execute(ctx.db),
    sql<{ issues: string; bets: string; stake: string; payout: string }>`
      SELECT count(*) AS issues, coalesce(sum(t.bets), 0) AS bets, coalesce(sum(t.stake), 0) AS stake,
             coalesce(sum(t.payout), 0) AS payout
      FROM (SELECT ${TOTALS} FROM house.lottery_issues i ${LIVE_TOTALS} WHERE ${where}) t`.execute(ctx.db),
  ]);
  const total = sums.rows[0]!;
  const count = Number(total.issues);
  return {
    list: rows.rows.map((row) => issueAdminView(row, now)),
    page: request.page,
    pageSize: request.pageSize,
    total: count,
    totalPages: Math.ceil(count / request.pageSize),
    totals: {
      betCount: Number(total.bets),
      stake: toMoney(BigInt(total.stake)),
      payout: toMoney(BigInt(total.payout)),
      margin: toMoney(BigInt(total.stake) - BigInt(total.payout)),
    },
  };
}

function issueAdminView(row: TIssueWithTotals, now: Date): TLotteryAdminIssue {
  const stake = BigInt(row.stake);
  const payout = BigInt(row.payout);
  return {
    issueNo: row.issue_no,
    state: issueState(row, now),
    opensAt: row.opens_at.toISOString(),
    closesAt: row.closes_at.toISOString(),
    drawsAt: row.draws_at.toISOString(),
    drawnAt: row.drawn_at?.toISOString() ?? null,
    betCount: Number(row.bets),
    stake: toMoney(stake),
    payout: toMoney(payout),
    margin: toMoney(stake - payout),
    ...(row.result === null ? {} : { result: row.result }),
    resultSource: row.drawn_at ? (row.result_source ?? 'house') : null,
    cancelReason: row.cancel_reason,
  };
}

async function requireIssue(ctx: THouseContext, gameId: string, issueNo: string): Promise<TIssueRow> {
  await requireGame(ctx.db, gameId);
  const issue = await findIssue(ctx.db, gameId, issueNo);
  if (!issue) throw new LotteryAdminError('NOT_FOUND', 'unknown issue');
  return issue;
}

/**
 * What an issue would pay on each number if it came up, largest first, against the cap of the game's
 * current terms (the cap placement checks): a number within 1% of it is closed, as the slip shows it.
 */
export async function issueLiability(
  ctx: THouseContext,
  gameId: string,
  issueNo: string,
): Promise<TLiabilityAnswer> {
  const issue = await requireIssue(ctx, gameId, issueNo);
  const game = await requireGame(ctx.db, gameId);
  const cap = (await readOdds(ctx.db, game.odds_id!)).liability_cap_cents;
  const closedFrom = (cap * 99n) / 100n;
  const [rows, counts] = await Promise.all([
    ctx.db
      .selectFrom('house.lottery_exposure')
      .select(['key', 'payout_cents'])
      .where('issue_id', '=', issue.id)
      .orderBy('payout_cents', 'desc')
      .orderBy('key')
      .limit(LIABILITY_NUMBERS_SHOWN)
      .execute(),
    ctx.db
      .selectFrom('house.lottery_exposure')
      .select([
        sql<string>`count(*)`.as('total'),
        sql<string>`count(*) FILTER (WHERE payout_cents >= ${closedFrom})`.as('closed'),
      ])
      .where('issue_id', '=', issue.id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    gameId,
    issueNo,
    state: issueState(issue, new Date()),
    cap: toMoney(cap),
    numbers: rows.map((row) => ({
      key: row.key,
      exposure: toMoney(row.payout_cents),
      share: Number(row.payout_cents) / Number(cap),
      closed: row.payout_cents >= closedFrom,
    })),
    total: Number(counts.total),
    closedCount: Number(counts.closed),
  };
}

/**
 * Cancels an issue and refunds every bet on it (the engine's cancelIssue: not once settlement began). An
 * issue cancelled already answers what was refunded then, so a repeat after a lost answer is harmless.
 */
export async function cancelAdminIssue(
  ctx: THouseContext,
  input: { gameId: string; issueNo: string; reason: string; staffName: string },
): Promise<{ issueNo: string; refunded: number }> {
  const issue = await requireIssue(ctx, input.gameId, input.issueNo);
  if (!issue.cancelled_at) {
    try {
      const refunded = await cancelIssue(ctx, issue.id, `${input.reason} — ${input.staffName}`.slice(0, 200));
      return { issueNo: input.issueNo, refunded };
    } catch (error) {
      if (!(error instanceof HouseError && error.code === 'ISSUE_CLOSED')) throw error;
      const again = await findIssue(ctx.db, input.gameId, input.issueNo);
      if (!again?.cancelled_at)
        throw new LotteryAdminError('ISSUE_CLOSED', 'the issue is settled or settling');
    }
  }
  const refunded = await ctx.db
    .selectFrom('house.lottery_bets')
    .select(sql<string>`count(*)`.as('n'))
    .where('issue_id', '=', issue.id)
    .where('status', '=', 'REFUNDED')
    .executeTakeFirstOrThrow();
  return { issueNo: input.issueNo, refunded: Number(refunded.n) };
}
