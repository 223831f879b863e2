import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_LANGUAGE, parseLanguage } from '@tala/contract/i18n/languages';
import type { TSessionAnswer } from '../api/api-contract.ts';
import { findHouseGame, type THouseGameEntry } from '../api/game-registry.ts';
import { HouseError } from '../api/house-error.ts';
import { currentPublicPair } from '../fair/fair.service.ts';
import type { THouseContext } from '../house-context.ts';
import { parseBalance, toMoney } from '../money.ts';
import type { THouseAuthenticateAnswer } from '../seamless/seamless-client.ts';
import { transferWalletBalance } from '../transfer/transfer-play.ts';
import { findLiveSession, insertSession, type TSessionRow } from './session.repository.ts';

/** A player in a game, as every API call after `session` sees it. */
export type THouseSession = {
  id: bigint;
  merchantCode: string;
  playerId: string;
  walletToken: string;
  game: THouseGameEntry;
  currency: string;
  displayName: string;
  isTrial: boolean;
  /** Set for a transfer-mode vendor: the house wallet of this vendor holds the money, not the platform. */
  transferVassalage: string | null;
};

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/**
 * Trades the launch token for a wallet session (seamless `authenticate`; the platform makes the token
 * single-use) and opens a house session for the page. The house token is 256-bit random, stored hashed.
 */
export async function openSession(
  ctx: THouseContext,
  merchantCode: string,
  launchToken: string,
): Promise<TSessionAnswer> {
  const result = await ctx.wallet.authenticate({ launchToken });
  if (result.kind === 'unknown') throw new HouseError('RETRY', 'wallet unreachable');
  const auth = result.answer;
  if (auth.status !== 'OK') throw new HouseError(auth.retry ? 'RETRY' : 'SESSION_EXPIRED', auth.status);
  const accepted = readAuthenticated(auth);
  const game = findHouseGame(accepted.providerGameId);
  if (!game) throw new HouseError('GAME_DISABLED', `no house game ${accepted.providerGameId}`);
  const transferVassalage = transferVendorOf(auth);
  const balanceCents = transferVassalage
    ? await transferWalletBalance(ctx.db, {
        merchantCode,
        vassalage: transferVassalage,
        playerId: accepted.playerId,
      })
    : accepted.balanceCents;
  const token = randomBytes(32).toString('base64url');
  const row = await insertSession(ctx.db, {
    token_hash: hashToken(token),
    merchant_code: merchantCode,
    player_id: accepted.playerId,
    wallet_token: accepted.sessionToken,
    game_id: game.gameId,
    vassalage: auth.vassalage ?? null,
    currency: accepted.currency,
    display_name: (auth.displayName ?? '').slice(0, 64),
    language: accepted.language,
    is_trial: auth.isTrial ?? false,
    expires_at: sessionExpiry(ctx, auth.sessionExpiresAt),
    transfer_vassalage: transferVassalage,
  });
  const fair = await currentPublicPair(ctx, { merchantCode, playerId: accepted.playerId });
  return {
    sessionToken: token,
    expiresAt: row.expires_at.toISOString(),
    player: {
      displayName: row.display_name,
      currency: row.currency,
      // A platform that sends no symbol gets its currency code, still one style: "PHP 1,234.50".
      currencySymbol: auth.currencySymbol?.trim() || row.currency,
      balance: toMoney(balanceCents),
      isTrial: row.is_trial,
    },
    wallet: {
      kind: transferVassalage ? 'VENDOR' : 'MAIN',
      vendorName: transferVassalage ? auth.vendorName?.slice(0, 60) || transferVassalage : null,
    },
    game: { gameId: game.gameId, kind: game.kind, category: game.category },
    language: accepted.language,
    fair,
    limits: {
      minBet: toMoney(game.minBetCents),
      maxBet: toMoney(game.maxBetCents),
      betStep: toMoney(game.betStepCents),
    },
  };
}

/** The fields an OK `authenticate` must carry; a platform that omits one has a bug we cannot play around. */
function readAuthenticated(auth: THouseAuthenticateAnswer) {
  const balanceCents = parseBalance(auth.balance);
  const { playerId, sessionToken, currency, providerGameId } = auth;
  if (!playerId || !sessionToken || !currency || !providerGameId || balanceCents === null) {
    throw new Error('authenticate answered OK without player, session, currency, game or balance');
  }
  const language = parseLanguage(auth.language) ?? DEFAULT_LANGUAGE;
  return { playerId, sessionToken, currency, providerGameId, balanceCents, language };
}

function transferVendorOf(auth: THouseAuthenticateAnswer): string | null {
  if (auth.walletMode !== 'TRANSFER') return null;
  if (!auth.vassalage) throw new Error('authenticate: a transfer-mode game without its vendor');
  return auth.vassalage;
}

function sessionExpiry(ctx: THouseContext, walletExpiresAt: string | undefined): Date {
  const cap = Date.now() + ctx.config.sessionMaxHours * 3600_000;
  const wallet = walletExpiresAt ? Date.parse(walletExpiresAt) : Number.NaN;
  return new Date(Number.isFinite(wallet) ? Math.min(wallet, cap) : cap);
}

/** Every API call after `session`: the `x-house-session` header must name a live session. */
export async function requireSession(ctx: THouseContext, token: string | undefined): Promise<THouseSession> {
  if (!token || token.length < 20 || token.length > 100) throw new HouseError('SESSION_EXPIRED');
  const row = await findLiveSession(ctx.db, hashToken(token));
  if (!row) throw new HouseError('SESSION_EXPIRED');
  return toSession(row);
}

function toSession(row: TSessionRow): THouseSession {
  const game = findHouseGame(row.game_id);
  if (!game) throw new HouseError('GAME_DISABLED');
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    playerId: row.player_id,
    walletToken: row.wallet_token,
    game,
    currency: row.currency,
    displayName: row.display_name,
    isTrial: row.is_trial,
    transferVassalage: row.transfer_vassalage,
  };
}

/** The player's balance, read from the platform (the platform's wallet is the only truth). */
export async function readBalance(ctx: THouseContext, session: THouseSession): Promise<string> {
  if (session.transferVassalage) {
    const key = {
      merchantCode: session.merchantCode,
      vassalage: session.transferVassalage,
      playerId: session.playerId,
    };
    return toMoney(await transferWalletBalance(ctx.db, key));
  }
  const result = await ctx.wallet.balance({ playerId: session.playerId, currency: session.currency });
  if (result.kind === 'unknown') throw new HouseError('RETRY', 'wallet unreachable');
  const cents = parseBalance(result.answer.balance);
  if (result.answer.status !== 'OK' || cents === null) {
    throw new HouseError(result.answer.retry ? 'RETRY' : 'SESSION_EXPIRED', result.answer.status);
  }
  return toMoney(cents);
}
