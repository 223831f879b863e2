import type {
  TLotteryAdminGame,
  TLotteryAdminPlayType,
  TLotteryTerms,
  TRtpAnswer,
  TTermsChangeRequest,
} from '@tala/contract/lottery/lottery-admin';
import { decimalStringToMinor } from '@tala/contract/money';
import { sql } from 'kysely';
import { findLotteryGame } from '../../../games/lottery/lottery-catalog.ts';
import { findPlayType } from '../../../games/lottery/lottery-registry.ts';
import type { TLotterySchedule } from '../../../games/lottery/lottery-schedule.ts';
import type { THouseDb } from '../../db/house-db.ts';
import type { THouseContext } from '../../house-context.ts';
import { toMoney } from '../../money.ts';
import { insertOdds, readOdds, type TOddsRow, type TOddsTerms } from '../lottery-games.ts';
import { issueState } from '../lottery-issues.ts';
import { resultShapeOf, type TLotteryResultsFeed } from '../lottery-results-source.ts';
import { adminDb } from './lottery-admin-db.ts';
import { LotteryAdminError } from './lottery-admin-error.ts';

/** Floating-point noise of an exact RTP sum (0.975000…01): a return this close to 100% counts as 100%. */
const RTP_EPSILON = 1e-9;

type TGameRow = Awaited<ReturnType<typeof findGame>> & {};

async function findGame(db: THouseDb, gameId: string, lock = false) {
  const query = adminDb(db).selectFrom('house.lottery_games').selectAll().where('game_id', '=', gameId);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  return row && findLotteryGame(gameId) ? row : undefined;
}

export async function requireGame(db: THouseDb, gameId: string, lock = false): Promise<TGameRow> {
  const row = await findGame(db, gameId, lock);
  if (!row || row.odds_id === null) throw new LotteryAdminError('NOT_FOUND', 'unknown lottery game');
  return row;
}

/** Every lottery game with its schedule, status, results source and what waits for staff. */
export async function listAdminGames(
  ctx: THouseContext,
  feeds: readonly TLotteryResultsFeed[],
): Promise<TLotteryAdminGame[]> {
  const db = adminDb(ctx.db);
  const rows = await db.selectFrom('house.lottery_games').selectAll().orderBy('game_id').execute();
  const now = new Date();
  const games = [];
  for (const row of rows.filter((candidate) => findLotteryGame(candidate.game_id))) {
    games.push(await adminGameView(ctx.db, row, feeds, now));
  }
  return games;
}

export async function adminGameView(
  raw: THouseDb,
  row: TGameRow,
  feeds: readonly TLotteryResultsFeed[],
  now = new Date(),
): Promise<TLotteryAdminGame> {
  const db = adminDb(raw);
  const [current, awaiting, pending] = await Promise.all([
    db
      .selectFrom('house.lottery_issues')
      .selectAll()
      .where('game_id', '=', row.game_id)
      .where('draws_at', '>', now)
      .where('cancelled_at', 'is', null)
      .orderBy('seq')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('house.lottery_issues')
      .select(sql<string>`count(*)`.as('n'))
      .where('game_id', '=', row.game_id)
      .where('draws_at', '<=', now)
      .where('drawn_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('house.lottery_manual_results as m')
      .innerJoin('house.lottery_issues as i', 'i.id', 'm.issue_id')
      .select(sql<string>`count(*)`.as('n'))
      .where('i.game_id', '=', row.game_id)
      .where('m.status', '=', 'PENDING')
      .executeTakeFirstOrThrow(),
  ]);
  const schedule = row.schedule as TLotterySchedule;
  return {
    gameId: row.game_id,
    family: row.family as TLotteryAdminGame['family'],
    page: findLotteryGame(row.game_id)!.page,
    schedule: schedule.kind === 'daily' ? { ...schedule, weekdays: [...schedule.weekdays] } : { ...schedule },
    timeZone: row.time_zone,
    enabled: row.is_enabled,
    resultsSource: row.results_source,
    resultsFeed: row.results_feed,
    feeds: feeds.filter((feed) => feed.families.includes(row.family as never)).map((feed) => feed.name),
    resultShape: resultShapeOf(row.family),
    current: current
      ? {
          issueNo: current.issue_no,
          state: issueState(current, now),
          drawsAt: current.draws_at.toISOString(),
        }
      : null,
    awaitingResult: Number(awaiting.n),
    pendingResults: Number(pending.n),
  };
}

/** A play type's return at `odds`, each kind of line, and whether the house may offer it (< 100%). */
export function rtpAt(playTypeId: string, odds: Readonly<Record<string, number>>): TRtpAnswer {
  const playType = findPlayType(playTypeId);
  if (!playType) throw new LotteryAdminError('NOT_FOUND', 'unknown play type');
  const rtp = playType.rtp(odds);
  const maxRtp = Math.max(0, ...rtp.map((option) => option.rtp));
  return { rtp, maxRtp, acceptable: maxRtp < 1 - RTP_EPSILON };
}

export function termsView(odds: TOddsRow): TLotteryTerms {
  const playTypes: TLotteryAdminPlayType[] = [];
  for (const [id, term] of Object.entries(odds.play_types as TOddsTerms)) {
    const playType = findPlayType(id);
    if (!playType) continue;
    const { rtp, maxRtp } = rtpAt(id, term.odds);
    playTypes.push({
      id,
      enabled: term.enabled,
      odds: term.odds,
      minStake: toMoney(term.minStakeCents),
      maxStake: toMoney(term.maxStakeCents),
      stakeStep: toMoney(term.stepCents),
      unitsPerLine: playType.unitsPerLine,
      rtp,
      maxRtp,
    });
  }
  return {
    gameId: odds.game_id,
    oddsId: String(odds.id),
    liabilityCap: toMoney(odds.liability_cap_cents),
    maxPayout: toMoney(odds.max_payout_cents),
    maxChase: odds.max_chase,
    changedBy: odds.changed_by,
    changedAt: odds.created_at.toISOString(),
    playTypes,
  };
}

export async function readTerms(ctx: THouseContext, gameId: string): Promise<TLotteryTerms> {
  const game = await requireGame(ctx.db, gameId);
  return termsView(await readOdds(ctx.db, game.odds_id!));
}

function positiveCents(text: string, what: string): number {
  const cents = decimalStringToMinor(text);
  if (cents === null || cents <= 0n || cents > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new LotteryAdminError('BAD_LIMITS', `${what} must be above zero`);
  }
  return Number(cents);
}

/** The play type's new terms, checked: its own prizes only, a return below 100%, sane stakes. */
function changedPlayType(
  family: string,
  current: TOddsTerms,
  change: NonNullable<TTermsChangeRequest['playType']>,
): TOddsTerms[string] {
  const playType = findPlayType(change.id);
  const before = current[change.id];
  if (!playType || playType.family !== family || !before) {
    throw new LotteryAdminError('NOT_FOUND', 'no such play type in this game');
  }
  const prizes = Object.keys(playType.defaultOdds).sort();
  const given = Object.keys(change.odds).sort();
  if (prizes.join('|') !== given.join('|') || given.some((prize) => (change.odds[prize] ?? 0) < 1)) {
    throw new LotteryAdminError('BAD_REQUEST', 'odds must name each prize of the play type, each above zero');
  }
  const rtp = rtpAt(change.id, change.odds);
  if (!rtp.acceptable) {
    throw new LotteryAdminError('RTP_TOO_HIGH', `return ${(rtp.maxRtp * 100).toFixed(3)}% is not below 100%`);
  }
  const minStakeCents = positiveCents(change.minStake, 'minimum stake');
  const maxStakeCents = positiveCents(change.maxStake, 'maximum stake');
  const stepCents = positiveCents(change.stakeStep, 'stake step');
  if (minStakeCents > maxStakeCents) throw new LotteryAdminError('BAD_LIMITS', 'minimum stake above maximum');
  if (minStakeCents % stepCents !== 0 || maxStakeCents % stepCents !== 0) {
    throw new LotteryAdminError('BAD_LIMITS', 'stakes must be whole steps');
  }
  const odds = { ...change.odds };
  return { ...before, enabled: change.enabled, odds, minStakeCents, maxStakeCents, stepCents };
}

/**
 * A change of odds, limits or caps: always a NEW odds version, made from the version the staff member
 * saw (another change since is STALE_TERMS), so placed bets keep the terms they were placed at.
 */
export async function changeTerms(
  ctx: THouseContext,
  request: TTermsChangeRequest,
): Promise<{ before: TLotteryTerms; after: TLotteryTerms }> {
  return ctx.db.transaction().execute(async (trx) => {
    const game = await requireGame(trx, request.gameId, true);
    if (String(game.odds_id) !== request.oddsId) {
      throw new LotteryAdminError('STALE_TERMS', 'the odds changed since they were read');
    }
    const current = await readOdds(trx, game.odds_id!);
    const terms = { ...(current.play_types as TOddsTerms) };
    if (request.playType) terms[request.playType.id] = changedPlayType(game.family, terms, request.playType);
    const caps = {
      liabilityCapCents: positiveCents(request.liabilityCap, 'liability cap'),
      maxPayoutCents: positiveCents(request.maxPayout, 'maximum payout'),
      maxChase: request.maxChase,
    };
    const next = await insertOdds(trx, game.game_id, terms, request.staff.name.slice(0, 64), caps);
    await trx
      .updateTable('house.lottery_games')
      .set({ odds_id: next.id, updated_at: sql<Date>`now()` })
      .where('game_id', '=', game.game_id)
      .execute();
    return { before: termsView(current), after: termsView(next) };
  });
}
