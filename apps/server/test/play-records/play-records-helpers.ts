import { SEAMLESS_PATHS } from '@tala/contract/vendor-wallet/seamless';
import { newToken, sha256 } from '../../src/lib/tokens.ts';
import { insertLaunchToken } from '../../src/modules/vendor-wallet/wallet-sessions.repository.ts';
import { authed, login, memberId } from '../session/session-helpers.ts';
import type { TTestApp } from '../support/test-app.ts';
import {
  betBody,
  rollbackBody,
  seamlessCall,
  type TGameSession,
  winBody,
} from '../vendor-wallet/seamless-helpers.ts';
import { fund, merchantIdOf } from '../wallet/wallet-helpers.ts';

/**
 * A player in one catalogue game of one vendor, through a launch token and the signed `authenticate`
 * call, as the launch endpoint and the house provider do it (seamless-helpers fixes the slot vendor).
 */
export async function playerInVendorGame(
  t: TTestApp,
  who: { username: string; password: string; fundMinor?: bigint },
  game: { vassalage: string; gameCode: string },
): Promise<TGameSession> {
  const member = await memberId(t, who.username);
  if (who.fundMinor) await fund(t, member, who.fundMinor);
  const site = await login(t, who.username, who.password);
  const session = await t.deps.db
    .selectFrom('sessions')
    .select('id')
    .where('token_hash', '=', sha256(site.token))
    .executeTakeFirstOrThrow();
  const row = await t.deps.db
    .selectFrom('games')
    .innerJoin('game_vendors', 'game_vendors.id', 'games.vendor_id')
    .select(['game_vendors.id as vendorId', 'games.provider_game_id as providerGameId'])
    .where('games.code', '=', game.gameCode)
    .where('game_vendors.vassalage', '=', game.vassalage)
    .executeTakeFirstOrThrow();
  const launchToken = newToken();
  await insertLaunchToken(t.deps.db, {
    tokenHash: sha256(launchToken),
    merchantId: await merchantIdOf(t),
    memberId: member,
    sessionId: session.id,
    vendorId: row.vendorId,
    gameCode: game.gameCode,
    providerGameId: row.providerGameId,
    language: 'en',
    ttlSeconds: 300,
  });
  const { answer } = await seamlessCall(t, SEAMLESS_PATHS.authenticate, { launchToken });
  if (answer.status !== 'OK') throw new Error(`authenticate: ${answer.status}`);
  return {
    playerId: String(answer.playerId),
    sessionToken: String(answer.sessionToken),
    siteToken: site.token,
  };
}

export type TPlayedRound = { roundRef: string; roundId: string };

/**
 * One real round through the signed wallet API: a bet, a win when `win` is set, then endRound with
 * `detail` unless `open`; `rollback` cancels the bet instead (a void round). `at` backdates the round
 * so date filters and day buckets can be tested at known instants.
 */
export async function playRound(
  t: TTestApp,
  game: TGameSession,
  round: { stake: string; win?: string; detail?: unknown; open?: boolean; rollback?: boolean; at: string },
): Promise<TPlayedRound> {
  const bet = betBody(game, round.stake);
  await expectOk(seamlessCall(t, SEAMLESS_PATHS.bet, bet));
  if (round.rollback) await expectOk(seamlessCall(t, SEAMLESS_PATHS.rollback, rollbackBody(game, bet)));
  if (round.win) await expectOk(seamlessCall(t, SEAMLESS_PATHS.win, winBody(game, bet.roundId, round.win)));
  if (!round.open) {
    const end = { ...winBody(game, bet.roundId, '0'), detail: round.detail };
    await expectOk(seamlessCall(t, SEAMLESS_PATHS.endRound, end));
  }
  const row = await t.deps.db
    .updateTable('game_rounds')
    .set({ opened_at: round.at })
    .where('round_ref', '=', bet.roundId)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { roundRef: bet.roundId, roundId: row.id.toString() };
}

async function expectOk(call: ReturnType<typeof seamlessCall>): Promise<void> {
  const { answer } = await call;
  if (answer.status !== 'OK') throw new Error(`seamless call refused: ${answer.status}`);
}

/** GET a play-records path as `token` (null: a visitor), query values as strings. */
export function getRecords(
  t: TTestApp,
  path: string,
  token: string | null,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const url = `${path}?${new URLSearchParams(query).toString()}`;
  return t.app.inject({ method: 'GET', url, headers: token ? authed(token, headers) : headers });
}
