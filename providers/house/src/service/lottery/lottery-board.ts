import { sql } from 'kysely';
import { findLotteryGame } from '../../games/lottery/lottery-catalog.ts';
import { findPlayType } from '../../games/lottery/lottery-registry.ts';
import { zonedTime } from '../../games/lottery/lottery-schedule.ts';
import { HouseError } from '../api/house-error.ts';
import {
  CONTRIBUTIONS_PAGE_SIZE,
  type TLotteryBoardAnswer,
  type TLotteryIssue,
  type TLotteryLobbyAnswer,
  type TLotteryTermsAnswer,
  type TPlayTypeTerms,
} from '../api/lottery-contract.ts';
import type { THouseDb } from '../db/house-db.ts';
import type { THouseContext } from '../house-context.ts';
import { toMoney } from '../money.ts';
import { issueContributions } from './lottery-draw.ts';
import {
  findLotteryGameRow,
  listLotteryGames,
  readOdds,
  type TLotteryGameRow,
  type TOddsRow,
  type TOddsTerms,
} from './lottery-games.ts';
import { issueState, type TIssueRow } from './lottery-issues.ts';

const UPCOMING_SHOWN = 5;
const RECENT_SHOWN = 20;
const CLOSED_NUMBERS_SHOWN = 500;

/** An issue for pages: the proof (seed, entropy, slips counted) is shown with the result, never before. */
export function issueView(row: TIssueRow, now: Date): TLotteryIssue {
  const isDrawn = row.drawn_at !== null && row.result !== null;
  return {
    issueNo: row.issue_no,
    state: issueState(row, now),
    opensAt: row.opens_at.toISOString(),
    closesAt: row.closes_at.toISOString(),
    drawsAt: row.draws_at.toISOString(),
    serverSeedHash: row.server_seed_hash,
    chainPosition: row.chain_pos,
    ...(isDrawn
      ? {
          result: row.result,
          serverSeed: row.server_seed,
          entropy: row.entropy ?? undefined,
          contributions: row.contributions ?? 0,
        }
      : {}),
  };
}

async function requireGame(db: THouseDb, gameId: string): Promise<TLotteryGameRow & { odds_id: bigint }> {
  const game = await findLotteryGameRow(db, gameId);
  if (!game || !findLotteryGame(gameId)) throw new HouseError('NOT_FOUND', 'unknown lottery game');
  if (!game.is_enabled || game.odds_id === null) throw new HouseError('GAME_DISABLED', 'game is closed');
  return game as TLotteryGameRow & { odds_id: bigint };
}

/** One game's page: terms, the issue on now, the next ones, the last results, the numbers at their cap. */
export async function lotteryBoard(ctx: THouseContext, gameId: string): Promise<TLotteryBoardAnswer> {
  const now = new Date();
  const game = await requireGame(ctx.db, gameId);
  const odds = await readOdds(ctx.db, game.odds_id);
  const [ahead, recent] = await Promise.all([
    issuesFrom(ctx.db, gameId, now, UPCOMING_SHOWN + 1),
    drawnIssues(ctx.db, gameId, { limit: RECENT_SHOWN }),
  ]);
  const current = ahead[0];
  if (!current) throw new HouseError('RETRY', 'the next issue is being scheduled');
  const chain = await ctx.db
    .selectFrom('house.lottery_chains')
    .select('anchor')
    .where('id', '=', current.chain_id)
    .executeTakeFirstOrThrow();
  return {
    serverTime: now.toISOString(),
    game: { ...termsOf(game, odds), chainAnchor: chain.anchor },
    current: issueView(current, now),
    upcoming: ahead.slice(1).map((row) => issueView(row, now)),
    recent: recent.map((row) => issueView(row, now)),
    closedNumbers: await closedNumbers(ctx.db, current.id, odds.liability_cap_cents),
  };
}

/** The terms a game's slips are priced at now, for its rules page (no session: the rules are public). */
export async function lotteryTerms(ctx: THouseContext, gameId: string): Promise<TLotteryTermsAnswer> {
  const game = await requireGame(ctx.db, gameId);
  return termsOf(game, await readOdds(ctx.db, game.odds_id));
}

function termsOf(game: TLotteryGameRow, odds: TOddsRow): TLotteryTermsAnswer {
  return {
    gameId: game.game_id,
    family: game.family as TLotteryTermsAnswer['family'],
    page: findLotteryGame(game.game_id)!.page,
    timeZone: game.time_zone,
    maxChase: odds.max_chase,
    maxPayout: toMoney(odds.max_payout_cents),
    playTypes: playTypeTerms(odds.play_types as TOddsTerms),
  };
}

function playTypeTerms(terms: TOddsTerms): TPlayTypeTerms[] {
  return Object.entries(terms).flatMap(([id, term]) => {
    const playType = findPlayType(id);
    if (!playType) return [];
    return [
      {
        id,
        enabled: term.enabled,
        odds: term.odds,
        minStake: toMoney(term.minStakeCents),
        maxStake: toMoney(term.maxStakeCents),
        stakeStep: toMoney(term.stepCents),
        unitsPerLine: playType.unitsPerLine,
        rtp: playType.rtp(term.odds),
      },
    ];
  });
}

/** The issue drawing next (open, or in its cut-off) and the ones after it, not cancelled. */
async function issuesFrom(db: THouseDb, gameId: string, now: Date, count: number): Promise<TIssueRow[]> {
  return db
    .selectFrom('house.lottery_issues')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('draws_at', '>', now)
    .where('cancelled_at', 'is', null)
    .orderBy('seq')
    .limit(count)
    .execute();
}

/** Drawn issues, newest first: of a local date, or before an issue, or the latest. */
export async function drawnIssues(
  db: THouseDb,
  gameId: string,
  filter: { date?: string; timeZone?: string; before?: string; limit: number },
): Promise<TIssueRow[]> {
  let query = db
    .selectFrom('house.lottery_issues')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('drawn_at', 'is not', null);
  if (filter.date && filter.timeZone) {
    const start = zonedTime(filter.date, '00:00', filter.timeZone);
    query = query
      .where('draws_at', '>', start)
      .where('draws_at', '<=', new Date(start.getTime() + 86_400_000));
  }
  if (filter.before) {
    const before = filter.before;
    query = query.where('seq', '<', (eb) =>
      eb
        .selectFrom('house.lottery_issues')
        .select('seq')
        .where('game_id', '=', gameId)
        .where('issue_no', '=', before),
    );
  }
  return query.orderBy('seq', 'desc').limit(filter.limit).execute();
}

async function closedNumbers(db: THouseDb, issueId: bigint, capCents: bigint): Promise<string[]> {
  // A number is closed once nothing more fits: within one smallest line's payout of the cap counts too.
  const rows = await db
    .selectFrom('house.lottery_exposure')
    .select('key')
    .where('issue_id', '=', issueId)
    .where('payout_cents', '>=', sql<bigint>`${capCents}::bigint * 99 / 100`)
    .orderBy('key')
    .limit(CLOSED_NUMBERS_SHOWN)
    .execute();
  return rows.map((row) => row.key);
}

/** Every game with its issue on now and its last result: the lottery lobby and the home page's strip. */
export async function lotteryLobby(ctx: THouseContext): Promise<TLotteryLobbyAnswer> {
  const now = new Date();
  const games = (await listLotteryGames(ctx.db)).filter(
    (game) => game.is_enabled && findLotteryGame(game.game_id),
  );
  return {
    serverTime: now.toISOString(),
    games: await Promise.all(
      games.map(async (game) => {
        const [current] = await issuesFrom(ctx.db, game.game_id, now, 1);
        const [last] = await drawnIssues(ctx.db, game.game_id, { limit: 1 });
        return {
          gameId: game.game_id,
          family: game.family as TLotteryLobbyAnswer['games'][number]['family'],
          page: findLotteryGame(game.game_id)!.page,
          current: current ? issueView(current, now) : null,
          last: last ? issueView(last, now) : null,
        };
      }),
    ),
  };
}

/** A drawn issue's contributions, a page at a time (sorted, as the entropy hashed them). */
export async function issueContributionsPage(
  ctx: THouseContext,
  gameId: string,
  issueNo: string,
  page: number,
) {
  const issue = await ctx.db
    .selectFrom('house.lottery_issues')
    .select(['id', 'drawn_at'])
    .where('game_id', '=', gameId)
    .where('issue_no', '=', issueNo)
    .executeTakeFirst();
  if (!issue?.drawn_at) throw new HouseError('NOT_FOUND', 'no drawn issue with this number');
  const all = await issueContributions(ctx.db, issue.id);
  const start = (page - 1) * CONTRIBUTIONS_PAGE_SIZE;
  return { issueNo, total: all.length, page, clientSeeds: all.slice(start, start + CONTRIBUTIONS_PAGE_SIZE) };
}
