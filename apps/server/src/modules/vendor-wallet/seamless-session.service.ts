import type {
  TAuthenticateAnswer,
  TEndRoundRequest,
  TSeamlessAnswer,
} from '@tala/contract/vendor-wallet/seamless';
import type { TDb } from '../../db/database.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { ensureHouseAccount, houseAccountCode } from '../ledger/ledger.service.ts';
import { closeRound } from './seamless.repository.ts';
import { answer, refusal, type TCaller } from './seamless-answers.ts';
import { findPlayer } from './seamless-players.ts';
import { insertWalletSession, useLaunchToken } from './wallet-sessions.repository.ts';

/** A game session lasts a long evening; bets also stop when the site session is revoked. */
export const WALLET_SESSION_TTL_SECONDS = 24 * 3600;
/** The round's result kept for game recall; a provider sending more is refused rather than truncated. */
export const MAX_ROUND_DETAIL_BYTES = 8 * 1024;

/** The game page's launch token (single use) → a wallet session and who is playing. */
export async function authenticate(
  db: TDb,
  caller: TCaller,
  launchToken: string,
): Promise<TAuthenticateAnswer> {
  const key = { merchantId: caller.merchantId, providerCode: caller.providerCode };
  const launch = await useLaunchToken(db, key, sha256(launchToken));
  if (launch === 'UNKNOWN') return refusal('AUTH_FAILED');
  if (launch === 'EXPIRED') return refusal('TOKEN_EXPIRED');
  const player = await findPlayer(db, caller, launch.memberId.toString());
  if (!player) return refusal('PLAYER_NOT_FOUND');
  if (!player.isActive) return refusal('ACCOUNT_LOCKED');
  const sessionToken = newToken();
  const expiresAt = await insertWalletSession(db, {
    tokenHash: sha256(sessionToken),
    merchantId: caller.merchantId,
    memberId: player.memberId,
    sessionId: launch.sessionId,
    providerCode: caller.providerCode,
    vendorId: launch.vendorId,
    gameCode: launch.gameCode,
    ttlSeconds: WALLET_SESSION_TTL_SECONDS,
  });
  // Warms the shard cache, so the session's bets and wins find the game account without a query.
  const gameAccount = player.isTrial
    ? houseAccountCode.gameTrial(launch.vassalage)
    : houseAccountCode.game(launch.vassalage);
  await ensureHouseAccount(db, {
    merchantId: caller.merchantId,
    code: gameAccount,
    currency: caller.currency,
  });
  return {
    ...answer('OK', caller.currency, player.mainBalanceMinor),
    playerId: player.memberId.toString(),
    displayName: player.nickname || player.username,
    sessionToken,
    sessionExpiresAt: expiresAt.toISOString(),
    language: launch.language,
    vassalage: launch.vassalage,
    gameId: launch.gameCode,
    providerGameId: launch.providerGameId,
    isTrial: player.isTrial,
    walletMode: launch.walletMode,
    currencySymbol: caller.currencySymbol,
    vendorName: launch.vendorName,
  };
}

export async function readBalance(
  db: TDb,
  caller: TCaller,
  body: { playerId: string; currency: string },
): Promise<TSeamlessAnswer> {
  if (body.currency !== caller.currency) return refusal('CURRENCY_MISMATCH');
  const player = await findPlayer(db, caller, body.playerId);
  if (!player) return refusal('PLAYER_NOT_FOUND');
  return answer('OK', caller.currency, player.mainBalanceMinor);
}

/**
 * Closes the round (later bets on it are refused) and keeps its result for game recall. Repeats are
 * harmless: a closed round keeps its first result. Before its first bet arrived, ROUND_NOT_FOUND (retry).
 */
export async function endRound(db: TDb, caller: TCaller, body: TEndRoundRequest): Promise<TSeamlessAnswer> {
  if (body.currency !== caller.currency) return refusal('CURRENCY_MISMATCH');
  const player = await findPlayer(db, caller, body.playerId);
  if (!player) return refusal('PLAYER_NOT_FOUND');
  if (body.detail && Buffer.byteLength(JSON.stringify(body.detail)) > MAX_ROUND_DETAIL_BYTES) {
    return refusal('BAD_REQUEST', `detail over ${MAX_ROUND_DETAIL_BYTES} bytes`);
  }
  const key = { merchantId: caller.merchantId, providerCode: caller.providerCode };
  const round = await closeRound(db, key, {
    roundRef: body.roundId,
    memberId: player.memberId,
    detail: body.detail,
  });
  const status = !round ? 'ROUND_NOT_FOUND' : round.memberId === player.memberId ? 'OK' : 'BET_NOT_ALLOWED';
  // Closing a round moves no money, so MAIN as read with the player is the answer's balance.
  return answer(status, caller.currency, player.mainBalanceMinor);
}
