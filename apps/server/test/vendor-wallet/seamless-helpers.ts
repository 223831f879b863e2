import { randomUUID } from 'node:crypto';
import { SEAMLESS_PATHS, type TSeamlessAnswer } from '@tala/contract/vendor-wallet/seamless';
import { signedHeaders } from '@tala/contract/vendor-wallet/signing';
import { HOUSE_PROVIDER_CODE } from '../../src/db/seed/seed-providers.ts';
import { newToken, sha256 } from '../../src/lib/tokens.ts';
import { insertLaunchToken } from '../../src/modules/vendor-wallet/wallet-sessions.repository.ts';
import { login, memberId } from '../session/session-helpers.ts';
import type { TTestApp } from '../support/test-app.ts';
import { fund, merchantIdOf } from '../wallet/wallet-helpers.ts';

export const GAME_VENDOR = 'TALA_SLOTS';

type TCallOptions = { secret?: string; merchant?: string; provider?: string; nowMs?: number };

export async function providerSecret(t: TTestApp, merchantCode = 'TALA'): Promise<string> {
  const row = await t.deps.db
    .selectFrom('provider_accounts')
    .select('secret')
    .where('merchant_id', '=', await merchantIdOf(t, merchantCode))
    .where('provider_code', '=', HOUSE_PROVIDER_CODE)
    .executeTakeFirstOrThrow();
  return row.secret;
}

/** One signed call as the house provider makes it; the raw answer (status code and body). */
export async function seamlessCall(
  t: TTestApp,
  path: string,
  body: unknown,
  options: TCallOptions = {},
): Promise<{ statusCode: number; answer: TSeamlessAnswer & Record<string, unknown> }> {
  const rawBody = typeof body === 'string' ? body : JSON.stringify(body);
  const headers = signedHeaders(
    {
      secret: options.secret ?? (await providerSecret(t)),
      merchantCode: options.merchant ?? 'TALA',
      providerCode: options.provider ?? HOUSE_PROVIDER_CODE,
      rawBody,
    },
    options.nowMs,
  );
  const res = await t.app.inject({ method: 'POST', url: path, headers, payload: rawBody });
  return { statusCode: res.statusCode, answer: res.json() };
}

/** A launch token for `username`'s current site session, as the launch endpoint issues it. */
export async function launchTokenFor(t: TTestApp, username: string, password: string, ttlSeconds = 300) {
  const site = await login(t, username, password);
  const session = await t.deps.db
    .selectFrom('sessions')
    .select('id')
    .where('token_hash', '=', sha256(site.token))
    .executeTakeFirstOrThrow();
  const vendor = await t.deps.db
    .updateTable('game_vendors')
    .set({ provider_code: HOUSE_PROVIDER_CODE })
    .where('vassalage', '=', GAME_VENDOR)
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = newToken();
  await insertLaunchToken(t.deps.db, {
    tokenHash: sha256(token),
    merchantId: await merchantIdOf(t),
    memberId: await memberId(t, username),
    sessionId: session.id,
    vendorId: vendor.id,
    gameCode: 'house-slot',
    providerGameId: 'house-slot',
    language: 'en',
    ttlSeconds,
  });
  return { launchToken: token, siteToken: site.token };
}

export type TGameSession = { playerId: string; sessionToken: string; siteToken: string };

/** A player in a game: launched, authenticated, with `fundMinor` on MAIN. */
export async function playerInGame(
  t: TTestApp,
  username: string,
  password: string,
  fundMinor = 0n,
): Promise<TGameSession> {
  if (fundMinor > 0n) await fund(t, await memberId(t, username), fundMinor);
  const { launchToken, siteToken } = await launchTokenFor(t, username, password);
  const { answer } = await seamlessCall(t, SEAMLESS_PATHS.authenticate, { launchToken });
  if (answer.status !== 'OK') throw new Error(`authenticate: ${answer.status}`);
  return { playerId: String(answer.playerId), sessionToken: String(answer.sessionToken), siteToken };
}

export function betBody(game: TGameSession, amount: string, ids: { tx?: string; round?: string } = {}) {
  return {
    playerId: game.playerId,
    sessionToken: game.sessionToken,
    transactionId: ids.tx ?? `bet-${randomUUID()}`,
    roundId: ids.round ?? `round-${randomUUID()}`,
    gameId: 'house-slot',
    amount,
    currency: 'PHP',
  };
}

export function winBody(game: TGameSession, roundId: string, amount: string, tx = `win-${randomUUID()}`) {
  return {
    playerId: game.playerId,
    transactionId: tx,
    roundId,
    gameId: 'house-slot',
    amount,
    currency: 'PHP',
  };
}

export function rollbackBody(game: TGameSession, bet: { transactionId: string; roundId: string }) {
  return {
    playerId: game.playerId,
    transactionId: `rb-${randomUUID()}`,
    referenceTransactionId: bet.transactionId,
    roundId: bet.roundId,
    gameId: 'house-slot',
    currency: 'PHP',
  };
}

/** A decimal amount of an answer in cents, for comparing balances. */
export const cents = (amount: unknown): number => Math.round(Number(amount) * 100);

export async function balanceOf(t: TTestApp, game: TGameSession): Promise<string> {
  const { answer } = await seamlessCall(t, SEAMLESS_PATHS.balance, {
    playerId: game.playerId,
    currency: 'PHP',
  });
  return String(answer.balance);
}
