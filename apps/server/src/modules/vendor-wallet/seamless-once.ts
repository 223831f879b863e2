import { createHash } from 'node:crypto';
import type { TSeamlessAnswer, TSeamlessStatus } from '@tala/contract/vendor-wallet/seamless';
import type { TDb } from '../../db/database.ts';
import type { TSeamlessKind, TSeamlessTxStatus } from '../../db/schema-vendor-wallet.ts';
import {
  claimTransaction,
  findTransaction,
  finishTransaction,
  type TFinishedCall,
} from './seamless.repository.ts';
import { answer, refusal, type TCaller, TransientRefusal } from './seamless-answers.ts';
import { findPlayerAndCall, mainBalance, type TSeamlessPlayer } from './seamless-players.ts';

/** What one money call (bet, win, rollback, bonus win) asks for, before any work. */
export type TMoneyCall = {
  kind: TSeamlessKind;
  /** The provider's transaction id: the call's idempotency key. */
  ref: string;
  playerId: string;
  currency: string;
  amountMinor: bigint;
  /** The bet a rollback cancels. */
  referenceRef?: string;
  /** The request as the provider meant it (hashed to tell a retry from a reuse of the id). */
  request: Record<string, unknown>;
};

/** How the work ended: stored on the transaction row, so a retry gets the same answer. */
export type TMoneyOutcome = {
  status: TSeamlessTxStatus;
  answerStatus: TSeamlessStatus;
  ledgerTransactionId: bigint | null;
  roundId: bigint | null;
  /** MAIN after the work's posting; absent when no money moved (the balance locked before stands). */
  balanceAfter?: bigint;
};

export type TMoneyWork = (
  trx: TDb,
  context: {
    claimId: bigint;
    player: TSeamlessPlayer;
    caller: TCaller;
    /** MAIN's balance, locked by this transaction: no other call of the player moves it meanwhile. */
    balance: bigint;
  },
) => Promise<TMoneyOutcome>;

/** Fields that may differ between a call and its retry without making it another request. */
const VOLATILE_FIELDS = new Set(['sessionToken']);

/** A call's fingerprint: a retry (and the same win sent again inside a batch) hashes alike. */
export function hashRequest(request: Record<string, unknown>): string {
  const stable = Object.keys(request)
    .filter((key) => !VOLATILE_FIELDS.has(key))
    .sort()
    .map((key) => [key, request[key]]);
  return createHash('sha256').update(JSON.stringify(stable)).digest('hex');
}

/**
 * Runs one money call exactly once per provider transaction id (decision 007). The claim, the work
 * (ledger posting, round update) and the stored answer commit together; a retry — sequential or
 * concurrent — waits for the first and answers what it answered, with the balance as it is now. The
 * same id with another request is DUPLICATE_TRANSACTION. A TransientRefusal rolls everything back,
 * so the id stays free for the retry it asks for.
 */
export async function runMoneyCallOnce(
  db: TDb,
  caller: TCaller,
  call: TMoneyCall,
  work: TMoneyWork,
): Promise<TSeamlessAnswer> {
  if (call.currency !== caller.currency) return refusal('CURRENCY_MISMATCH');
  const found = await findPlayerAndCall(db, caller, call.playerId, call.ref);
  if (!found) return refusal('PLAYER_NOT_FOUND');
  const { player, finishedCall } = found;
  const requestHash = hashRequest(call.request);
  if (finishedCall) return repeatAnswer(caller, player, player.mainBalanceMinor, finishedCall, requestHash);
  const key = { merchantId: caller.merchantId, providerCode: caller.providerCode };
  try {
    return await db.transaction().execute(async (trx) => {
      const claimId = await claimTransaction(trx, key, {
        ref: call.ref,
        lockRef: call.referenceRef ?? call.ref,
        kind: call.kind,
        memberId: player.memberId,
        amountMinor: call.amountMinor,
        requestHash,
        ...(call.referenceRef ? { referenceRef: call.referenceRef } : {}),
      });
      if (claimId === null) {
        const first = await findTransaction(trx, key, call.ref);
        if (!first) throw new TransientRefusal('RETRY');
        const balanceNow = await mainBalance(trx, player.mainAccountId);
        return repeatAnswer(caller, player, balanceNow, first, requestHash);
      }
      // Every money call locks the player's MAIN before any house row: one lock order, no deadlock.
      const balance = await mainBalance(trx, player.mainAccountId, { forUpdate: true });
      const outcome = await work(trx, { claimId, player, caller, balance });
      await finishTransaction(trx, claimId, outcome);
      const balanceAfter = outcome.balanceAfter ?? balance;
      return answer(outcome.answerStatus, caller.currency, balanceAfter, outcome.ledgerTransactionId);
    });
  } catch (error) {
    if (!(error instanceof TransientRefusal)) throw error;
    return answer(error.status, caller.currency, await mainBalance(db, player.mainAccountId));
  }
}

function repeatAnswer(
  caller: TCaller,
  player: TSeamlessPlayer,
  balance: bigint,
  first: TFinishedCall,
  requestHash: string,
): TSeamlessAnswer {
  if (first.request_hash !== requestHash || first.member_id !== player.memberId) {
    return answer('DUPLICATE_TRANSACTION', caller.currency, balance);
  }
  return answer(
    first.answer_status as TSeamlessStatus,
    caller.currency,
    balance,
    first.ledger_transaction_id,
  );
}
