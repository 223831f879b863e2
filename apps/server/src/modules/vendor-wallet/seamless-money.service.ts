import assert from 'node:assert/strict';
import { decimalStringToMinor } from '@tala/contract/money';
import type {
  TBetRequest,
  TBonusWinRequest,
  TRollbackRequest,
  TSeamlessAnswer,
  TSeamlessStatus,
  TWinRequest,
} from '@tala/contract/vendor-wallet/seamless';
import type { TDb } from '../../db/database.ts';
import { sha256 } from '../../lib/tokens.ts';
import { ensureHouseAccountWithin, houseAccountCode, postWithin } from '../ledger/ledger.service.ts';
import {
  findRoundForUpdate,
  findRoundToSettle,
  findRoundToSettleById,
  findTransaction,
  markRoundForPointsRecount,
  openRoundWithBet,
  setTransactionStatus,
  updateRound,
} from './seamless.repository.ts';
import { refusal, type TCaller, TransientRefusal } from './seamless-answers.ts';
import { runMoneyCallOnce, type TMoneyOutcome } from './seamless-once.ts';
import type { TSeamlessPlayer } from './seamless-players.ts';
import {
  findBettingSession,
  findProviderVendor,
  type TLiveWalletSession,
} from './wallet-sessions.repository.ts';

/** Ledger kinds of seamless play (the account record shows them). */
export const SEAMLESS_LEDGER_KINDS = {
  BET: 'GAME_BET',
  WIN: 'GAME_WIN',
  ROLLBACK: 'GAME_ROLLBACK',
  BONUS: 'GAME_BONUS',
} as const;

const refused = (answerStatus: TSeamlessStatus, roundId: bigint | null = null): TMoneyOutcome => ({
  status: 'REFUSED',
  answerStatus,
  ledgerTransactionId: null,
  roundId,
});
const applied = (
  ledgerTransactionId: bigint | null,
  roundId: bigint | null,
  balanceAfter?: bigint,
): TMoneyOutcome => ({
  status: 'APPLIED',
  answerStatus: 'OK',
  ledgerTransactionId,
  roundId,
  ...(balanceAfter === undefined ? {} : { balanceAfter }),
});

/**
 * Money between the player's MAIN and the vendor's game account (trial players' own game account),
 * keyed by the provider's transaction id. `amountMinor` is what the player gains (negative for a bet).
 * Returns the ledger transaction and MAIN's balance after it, as the posting wrote it.
 */
async function postGameMoney(
  root: TDb,
  trx: TDb,
  input: {
    caller: TCaller;
    player: TSeamlessPlayer;
    vassalage: string;
    ref: string;
    kind: string;
    amountMinor: bigint;
  },
): Promise<{ ledgerTransactionId: bigint; balanceAfter: bigint }> {
  const { caller, player } = input;
  const code = player.isTrial
    ? houseAccountCode.gameTrial(input.vassalage)
    : houseAccountCode.game(input.vassalage);
  const house = await ensureHouseAccountWithin(root, trx, {
    merchantId: caller.merchantId,
    code,
    currency: caller.currency,
  });
  const posted = await postWithin(trx, {
    merchantId: caller.merchantId,
    idempotencyKey: `seamless:${caller.providerCode}:${input.ref}`,
    kind: input.kind,
    entries: [
      { accountId: player.mainAccountId, amount: input.amountMinor },
      { accountId: house, amount: -input.amountMinor },
    ],
  });
  // The key is the claimed provider id, and the claim commits with the posting: never posted before.
  assert(!posted.replayed, 'a seamless posting is new');
  const main = posted.entries.find((entry) => entry.accountId === player.mainAccountId);
  assert(main, 'the posting has a MAIN entry');
  return { ledgerTransactionId: posted.transactionId, balanceAfter: main.balanceAfter };
}

const who = (body: { playerId: string; currency: string }) => ({
  playerId: body.playerId,
  currency: body.currency,
});

/** A stake or bonus is a positive amount (zero is BAD_REQUEST); `bet` and `betBatch` alike. */
export function positiveAmount(text: string): bigint | null {
  const amount = decimalStringToMinor(text);
  return amount !== null && amount > 0n ? amount : null;
}

/**
 * Why a bet is refused before its round is looked at (its player, its session, a rollback that came
 * first), or null — in this order, so the first reason is the one answered; `bet` and `betBatch` alike.
 */
export function sessionRefusal(
  player: { isActive: boolean; bonusMaxBetMinor: bigint | null },
  session: TLiveWalletSession | null | undefined,
  amountMinor: bigint,
): TSeamlessStatus | null {
  if (!player.isActive) return 'ACCOUNT_LOCKED';
  // A bonus being wagered caps each stake (decision 049); the vendor tells the player why.
  if (player.bonusMaxBetMinor !== null && amountMinor > player.bonusMaxBetMinor) return 'BET_LIMIT';
  if (!session) return 'TOKEN_EXPIRED';
  if (session.vendorStatus !== 'ACTIVE') return 'GAME_DISABLED';
  // A transfer-mode vendor plays on the money moved to it; it never debits MAIN.
  if (session.walletMode !== 'SEAMLESS') return 'BET_NOT_ALLOWED';
  if (session.hasRollback) return 'BET_NOT_ALLOWED';
  return null;
}

/**
 * A stake. Needs a live wallet session (logout and password change end betting), an active vendor and
 * player, an open round that is the player's, no earlier rollback of this id, and the money. Every
 * refusal is stored, so a retry gets it again. Responsible-gambling limits will be checked here.
 */
export async function placeBet(db: TDb, caller: TCaller, body: TBetRequest): Promise<TSeamlessAnswer> {
  const amountMinor = positiveAmount(body.amount);
  if (amountMinor === null) return refusal('BAD_REQUEST');
  const key = { merchantId: caller.merchantId, providerCode: caller.providerCode };
  const call = { kind: 'BET' as const, ref: body.transactionId, amountMinor, ...who(body), request: body };
  return runMoneyCallOnce(db, caller, call, async (trx, { player, balance }) => {
    const session = player.isActive
      ? await findBettingSession(
          trx,
          { ...key, memberId: player.memberId },
          { tokenHash: sha256(body.sessionToken), betRef: body.transactionId, providerGameId: body.gameId },
        )
      : null;
    const early = sessionRefusal(player, session, amountMinor);
    if (early !== null || !session) return refused(early ?? 'TOKEN_EXPIRED');
    const stake = { amountMinor, balanceBefore: balance, balanceAfter: balance - amountMinor };
    const counted = await countStakeOnRound(trx, key, { body, player, session, stake });
    if ('refusal' in counted) return counted.refusal;
    const posted = await postGameMoney(db, trx, {
      caller,
      player,
      vassalage: session.vassalage,
      ref: body.transactionId,
      kind: SEAMLESS_LEDGER_KINDS.BET,
      amountMinor: -amountMinor,
    });
    return applied(posted.ledgerTransactionId, counted.roundId, posted.balanceAfter);
  });
}

/**
 * Counts a stake on its round (before the posting, so the house shard the posting locks is held for
 * less time): the round's first bet opens it with the stake in one statement; a later bet locks and
 * updates it. A round that is closed or another player's refuses the bet ahead of INSUFFICIENT_FUNDS.
 */
async function countStakeOnRound(
  trx: TDb,
  key: { merchantId: number; providerCode: string },
  input: {
    body: TBetRequest;
    player: TSeamlessPlayer;
    session: TLiveWalletSession;
    stake: { amountMinor: bigint; balanceBefore: bigint; balanceAfter: bigint };
  },
): Promise<{ roundId: bigint } | { refusal: TMoneyOutcome }> {
  const { body, player, session, stake } = input;
  const isAffordable = stake.balanceBefore >= stake.amountMinor;
  if (isAffordable) {
    const opened = await openRoundWithBet(trx, key, {
      roundRef: body.roundId,
      memberId: player.memberId,
      vendorId: session.vendorId,
      gameCode: session.gameCode,
      stakeMinor: stake.amountMinor,
      balanceBefore: stake.balanceBefore,
      balanceAfter: stake.balanceAfter,
    });
    if (opened) return { roundId: opened.id };
  }
  const existing = await findRoundForUpdate(trx, key, body.roundId);
  if (existing && (existing.status === 'CLOSED' || existing.member_id !== player.memberId)) {
    return { refusal: refused('BET_NOT_ALLOWED', existing.id) };
  }
  if (!isAffordable) return { refusal: refused('INSUFFICIENT_FUNDS', existing?.id ?? null) };
  assert(existing, 'a round whose insert conflicted exists');
  await updateRound(trx, existing.id, {
    stakeDelta: stake.amountMinor,
    betDelta: 1,
    liveBetDelta: 1,
    balanceBefore: stake.balanceBefore,
    balanceAfter: stake.balanceAfter,
  });
  return { roundId: existing.id };
}

/**
 * A payout on a round. Accepted without a wallet session (the player may have left) and after the
 * round ended; refused when every bet of the round was rolled back. A win that overtakes its round's
 * first bet is ROUND_NOT_FOUND with retry, and nothing is remembered, so its retry is judged afresh.
 */
export async function settleWin(db: TDb, caller: TCaller, body: TWinRequest): Promise<TSeamlessAnswer> {
  const amountMinor = decimalStringToMinor(body.amount);
  if (amountMinor === null) return refusal('BAD_REQUEST');
  const key = { merchantId: caller.merchantId, providerCode: caller.providerCode };
  const call = { kind: 'WIN' as const, ref: body.transactionId, amountMinor, ...who(body), request: body };
  return runMoneyCallOnce(db, caller, call, async (trx, { player, balance }) => {
    const round = await findRoundToSettle(trx, key, body.roundId);
    if (!round) throw new TransientRefusal('ROUND_NOT_FOUND');
    if (round.member_id !== player.memberId) return refused('BET_NOT_ALLOWED');
    if (round.live_bet_count === 0) return refused('BET_NOT_ALLOWED', round.id);
    if (amountMinor === 0n) return applied(null, round.id);
    // Before the posting, so the house shard it locks is held for less time (MAIN is locked: exact).
    await updateRound(trx, round.id, { winDelta: amountMinor, balanceAfter: balance + amountMinor });
    const posted = await postGameMoney(db, trx, {
      caller,
      player,
      vassalage: round.vassalage,
      ref: body.transactionId,
      kind: SEAMLESS_LEDGER_KINDS.WIN,
      amountMinor,
    });
    return applied(posted.ledgerTransactionId, round.id, posted.balanceAfter);
  });
}

/**
 * Cancels a bet. An unknown bet succeeds with no effect and the row stays as a marker, so the late bet
 * is refused; a bet already cancelled (by another rollback id) or refused has nothing to give back.
 */
export async function rollbackBet(
  db: TDb,
  caller: TCaller,
  body: TRollbackRequest,
): Promise<TSeamlessAnswer> {
  const key = { merchantId: caller.merchantId, providerCode: caller.providerCode };
  const call = {
    kind: 'ROLLBACK' as const,
    ref: body.transactionId,
    referenceRef: body.referenceTransactionId,
    amountMinor: 0n,
    ...who(body),
    request: body,
  };
  return runMoneyCallOnce(db, caller, call, async (trx, { player, balance }) => {
    const bet = await findTransaction(trx, key, body.referenceTransactionId, { forUpdate: true });
    if (!bet) return applied(null, null);
    if (bet.kind !== 'BET' || bet.member_id !== player.memberId) return refused('BET_NOT_ALLOWED');
    if (bet.status !== 'APPLIED' || bet.round_id === null) return applied(null, bet.round_id);
    const round = await findRoundToSettleById(trx, bet.round_id);
    await setTransactionStatus(trx, bet.id, 'ROLLED_BACK');
    await updateRound(trx, round.id, {
      stakeDelta: -bet.amount_minor,
      liveBetDelta: -1,
      balanceAfter: balance + bet.amount_minor,
    });
    if (round.status === 'CLOSED') await markRoundForPointsRecount(trx, round.id);
    const posted = await postGameMoney(db, trx, {
      caller,
      player,
      vassalage: round.vassalage,
      ref: body.transactionId,
      kind: SEAMLESS_LEDGER_KINDS.ROLLBACK,
      amountMinor: bet.amount_minor,
    });
    return applied(posted.ledgerTransactionId, round.id, posted.balanceAfter);
  });
}

/** A promotion payout outside any round (free-spin winnings, tournaments), from the vendor's account. */
export async function payBonusWin(
  db: TDb,
  caller: TCaller,
  body: TBonusWinRequest,
): Promise<TSeamlessAnswer> {
  const amountMinor = positiveAmount(body.amount);
  if (amountMinor === null) return refusal('BAD_REQUEST');
  const key = { merchantId: caller.merchantId, providerCode: caller.providerCode };
  const call = { kind: 'BONUS' as const, ref: body.transactionId, amountMinor, ...who(body), request: body };
  return runMoneyCallOnce(db, caller, call, async (trx, { player }) => {
    const vendor = await findProviderVendor(trx, key, body.vassalage);
    if (!vendor) return refused('BAD_REQUEST');
    const posted = await postGameMoney(db, trx, {
      caller,
      player,
      vassalage: vendor.vassalage,
      ref: body.transactionId,
      kind: SEAMLESS_LEDGER_KINDS.BONUS,
      amountMinor,
    });
    return applied(posted.ledgerTransactionId, null, posted.balanceAfter);
  });
}
