import { GAME_LAUNCH_FIXED } from '@tala/contract/constants';
import { LAUNCH_GAME_PATH, LOTTERY_LAUNCH_PATH } from '@tala/contract/games/launch';
import { sql } from 'kysely';
import { poolOf } from '../../../../../apps/server/src/db/database.ts';
import { login, memberId } from '../../../../../apps/server/test/session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../../../../../apps/server/test/support/test-app.ts';
import { providerSecret } from '../../../../../apps/server/test/vendor-wallet/seamless-helpers.ts';
import { fund } from '../../../../../apps/server/test/wallet/wallet-helpers.ts';
import { HOUSE_SESSION_HEADER, type TSessionAnswer } from '../api/api-contract.ts';
import { openHouseDb } from '../db/house-db.ts';
import { DEFAULT_HOUSE_CONFIG, type THouseConfig, type THouseContext } from '../house-context.ts';
import type { TBettor } from '../lottery/lottery-betting.ts';
import { findLotteryGameRow, insertOdds, readOdds, type TOddsTerms } from '../lottery/lottery-games.ts';
import { scheduleLotteryIssues } from '../lottery/lottery-jobs.ts';
import { createSeamlessClient } from '../seamless/seamless-client.ts';
import { injectTransport, type TSeamlessTransport } from '../seamless/seamless-transport.ts';

/**
 * Test helpers: the REAL platform (apps/server's test app, with the house registered in-process as
 * app.ts does by default), a player who launches a house game through `POST /wps/game/launchGame`, and
 * the player API called as the game page calls it.
 */
export const PLAYER = { username: 'demo_player', password: 'Player123!' };

/** The vendor each house game is catalogued under (apps/server seed-house-games.ts). */
export const GAME_VENDOR: Readonly<Record<string, string>> = {
  'house-slot': 'TALA_SLOTS',
  'house-fish': 'TALA_FISH',
  'house-baccarat-live': 'TALA_LIVE',
  'house-baccarat-live-vip': 'TALA_LIVE_VIP',
  'house-baccarat-pvp-starter': 'TALA_PVP',
  'house-baccarat-pvp': 'TALA_PVP',
  'house-baccarat-pvp-high': 'TALA_PVP',
  'house-virtual-football': 'TALA_SPORTS',
  'house-virtual-esports': 'TALA_ESPORTS',
  'house-virtual-sabong': 'TALA_COCKFIGHT',
};

export async function fundPlayer(t: TTestApp, cents: bigint, username = PLAYER.username): Promise<void> {
  await fund(t, await memberId(t, username), cents);
}

export async function siteLogin(t: TTestApp, user = PLAYER): Promise<string> {
  return (await login(t, user.username, user.password)).token;
}

/** The launch token inside the game URL the platform answers. */
export async function launchToken(t: TTestApp, siteToken: string, gameId: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: LAUNCH_GAME_PATH,
    headers: { authorization: `Bearer ${siteToken}` },
    payload: { gameId, vassalage: GAME_VENDOR[gameId], ...GAME_LAUNCH_FIXED },
  });
  if (res.statusCode !== 200) throw new Error(`launchGame ${gameId}: ${res.body}`);
  const gameUrl = String(res.json().value.game_url);
  const url = new URL(gameUrl, 'http://platform.test');
  if (url.pathname !== `/house/play/${gameId}`) throw new Error(`unexpected game URL ${gameUrl}`);
  return url.searchParams.get('token') ?? '';
}

// biome-ignore lint/suspicious/noExplicitAny: tests read answer fields freely; the contract schemas parse them where it matters
type TJson = any;
export type THouseApi = {
  get: (url: string) => Promise<{ statusCode: number; json: TJson }>;
  post: (url: string, body: unknown) => Promise<{ statusCode: number; json: TJson }>;
};

/** Calls the player API with the session header, as the game page does. */
export function houseApi(t: TTestApp, sessionToken: string | null): THouseApi {
  const headers: Record<string, string> = sessionToken ? { [HOUSE_SESSION_HEADER]: sessionToken } : {};
  const send = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { statusCode: res.statusCode, json: res.json() };
  };
  return { get: (url) => send('GET', url), post: (url, body) => send('POST', url, body) };
}

/** Logs in, launches `gameId` and opens the house session: what the game page has after loading. */
export async function openGame(t: TTestApp, gameId: string, siteToken?: string) {
  const token = await launchToken(t, siteToken ?? (await siteLogin(t)), gameId);
  const api = houseApi(t, null);
  const res = await api.post('/house/api/session', { launchToken: token });
  if (res.statusCode !== 200) throw new Error(`house session: ${JSON.stringify(res.json)}`);
  const session = res.json as TSessionAnswer;
  return { session, api: houseApi(t, session.sessionToken) };
}

/**
 * The bettor a lottery slip is placed for, as the lottery routes build it from a house session: the one a
 * house game opened with `siteToken` holds (its wallet session is what a lottery page's session carries).
 */
export async function openBettor(t: TTestApp, ctx: THouseContext, siteToken: string): Promise<TBettor> {
  const { session } = await openGame(t, 'house-slot', siteToken);
  const row = await ctx.db
    .selectFrom('house.sessions')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return {
    merchantCode: row.merchant_code,
    playerId: row.player_id,
    walletToken: row.wallet_token,
    currency: session.player.currency,
    sessionId: row.id,
  };
}

/**
 * What a lottery test starts from: its own app, the demo player funded with `cents` and logged in, and
 * that player as a bettor of a house session.
 */
export async function startBettor(cents = 1_000_000n) {
  const t = await createTestApp();
  const ctx = houseContext(t);
  await fundPlayer(t, cents);
  const siteToken = await siteLogin(t);
  const bettor = await openBettor(t, ctx, siteToken);
  return { t, ctx, siteToken, bettor };
}

/**
 * Logs in and opens a lottery game as the platform's lottery pages do: `GET /wps/game/lottery/launch`
 * (betting view, a way back to /elott), then the house session from the game URL's launch token.
 */
export async function openLottery(t: TTestApp, gameId: string, siteToken?: string) {
  const bearer = siteToken ?? (await siteLogin(t));
  const query = new URLSearchParams({
    launchMode: 'LOTT',
    lottoGameCode: gameId,
    lottoView: 'betting',
    backUrl: '/elott',
  });
  const res = await t.app.inject({
    method: 'GET',
    url: `${LOTTERY_LAUNCH_PATH}?${query}`,
    headers: { authorization: `Bearer ${bearer}` },
  });
  if (res.statusCode !== 200) throw new Error(`lottery launch ${gameId}: ${res.body}`);
  const gameUrl = new URL(String(res.json().value.game_url), 'http://platform.test');
  if (gameUrl.pathname !== `/house/play/${gameId}`) throw new Error(`unexpected game URL ${gameUrl}`);
  const opened = await houseApi(t, null).post('/house/api/session', {
    launchToken: gameUrl.searchParams.get('token'),
  });
  if (opened.statusCode !== 200) throw new Error(`house session: ${JSON.stringify(opened.json)}`);
  const session = opened.json as TSessionAnswer;
  return { session, api: houseApi(t, session.sessionToken), gameUrl };
}

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * A house context on the test app's database, speaking to the same platform through `inject` — what the
 * inline plugin builds, with a transport the test may wrap to lose answers (a crash, a cut network).
 */
export function houseContext(
  t: TTestApp,
  options: {
    wrap?: (transport: TSeamlessTransport) => TSeamlessTransport;
    config?: Partial<THouseConfig>;
  } = {},
): THouseContext {
  const pool = poolOf(t.deps.db);
  if (!pool) throw new Error('test app has no pool');
  const transport = injectTransport(t.app);
  return {
    db: openHouseDb({ pool }).db,
    wallet: createSeamlessClient({
      transport: options.wrap ? options.wrap(transport) : transport,
      credentials: async () => ({
        merchantCode: 'TALA',
        providerCode: 'HOUSE',
        secret: await providerSecret(t),
      }),
      backoffMs: 1,
    }),
    config: { ...DEFAULT_HOUSE_CONFIG, ...options.config },
    log: silent,
  };
}

/** Cents of a decimal string, for arithmetic in assertions. */
export const cents = (amount: string): number => Math.round(Number(amount) * 100);

/** What the platform recorded for one house round: its row and every seamless money call on it. */
export async function platformRound(t: TTestApp, roundId: string) {
  const round = await t.deps.db
    .selectFrom('game_rounds')
    .selectAll()
    .where('round_ref', '=', roundId)
    .executeTakeFirst();
  const calls = await t.deps.db
    .selectFrom('seamless_transactions')
    .select(['transaction_ref', 'kind', 'status', 'amount_minor'])
    .where((eb) =>
      eb.or([eb('transaction_ref', 'like', `${roundId}:%`), eb('reference_ref', 'like', `${roundId}:%`)]),
    )
    .orderBy('id')
    .execute();
  return { round: round ?? null, calls };
}

/**
 * A lottery issue open for one test: the game's next scheduled issue, moved to open now, close in 50 s and
 * draw in 55 s (issue times are data: the engine reads them, not the schedule), so no test races a real
 * cut-off. `cancelEarlier` cancels the undrawn issues before it, so a board shows it as current.
 */
export async function openIssueNow(
  ctx: THouseContext,
  gameId: string,
  options: { cancelEarlier?: boolean } = {},
) {
  await scheduleLotteryIssues(ctx, new Date());
  const next = await ctx.db
    .selectFrom('house.lottery_issues')
    .select('id')
    .where('game_id', '=', gameId)
    .where('opens_at', '>', new Date())
    .where('drawn_at', 'is', null)
    .orderBy('seq')
    .limit(1)
    .executeTakeFirstOrThrow();
  if (options.cancelEarlier) {
    await ctx.db
      .updateTable('house.lottery_issues')
      .set({ cancelled_at: sql<Date>`now()` })
      .where('game_id', '=', gameId)
      .where('id', '<', next.id)
      .where('drawn_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .execute();
  }
  return ctx.db
    .updateTable('house.lottery_issues')
    .set({
      opens_at: sql<Date>`now() - interval '1 second'`,
      closes_at: sql<Date>`now() + interval '50 seconds'`,
      draws_at: sql<Date>`now() + interval '55 seconds'`,
    })
    .where('id', '=', next.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Runs `test` with the game's liability cap per number at `capCents` (a new odds version, as an operator's
 * change makes one), then puts the game back on the odds it had.
 */
export async function withLiabilityCap(
  ctx: THouseContext,
  gameId: string,
  capCents: number,
  test: () => Promise<void>,
): Promise<void> {
  const game = await findLotteryGameRow(ctx.db, gameId);
  if (!game?.odds_id) throw new Error(`${gameId} has odds`);
  const current = await readOdds(ctx.db, game.odds_id);
  const capped = await insertOdds(ctx.db, gameId, current.play_types as TOddsTerms, 'test', {
    liabilityCapCents: capCents,
    maxPayoutCents: 10_000_000,
    maxChase: 50,
  });
  const setOdds = (oddsId: bigint) =>
    ctx.db
      .updateTable('house.lottery_games')
      .set({ odds_id: oddsId })
      .where('game_id', '=', gameId)
      .execute();
  await setOdds(capped.id);
  try {
    await test();
  } finally {
    await setOdds(current.id);
  }
}
