import assert from 'node:assert/strict';
import type { TBetBatchAnswer, TBetBatchRequest } from '@tala/contract/vendor-wallet/seamless';
import type { TDb } from '../../db/database.ts';
import { sha256 } from '../../lib/tokens.ts';
import { postPairsWithin, type TPairPosting } from '../ledger/ledger.service.ts';
import { answer, type TCaller } from './seamless-answers.ts';
import { insertBatchCalls } from './seamless-batch.repository.ts';
import { batchGameAccounts, runBatch, type TItemAnswer } from './seamless-batch-items.ts';
import {
  addRoundBets,
  findSeenAndSessions,
  lockBetIdsAndMains,
  lockRoundsToBet,
  openRoundsWithBets,
} from './seamless-bet-batch.repository.ts';
import {
  existingRound,
  judgeBets,
  type TBetItem,
  type TBetVerdict,
  type TRoundPlan,
} from './seamless-bet-judge.ts';
import { positiveAmount, SEAMLESS_LEDGER_KINDS, sessionRefusal } from './seamless-money.service.ts';

type TKey = { merchantId: number; providerCode: string };

/**
 * Many bets in one database transaction (decision 039): each bet is judged exactly as `placeBet` judges
 * it and answered as it would be — stored under its transaction id with the same request hash, its own
 * ledger transaction `seamless:<provider>:<id>`, counted on its round — a player's bets in the request's
 * order against their running balance. The reads, locks, postings and round writes of the whole batch
 * are each one statement. A retry of the batch (or of any bet in it, singly or in another batch) gets the
 * first answer. A unique-key race or a deadlock fails the whole batch: RETRY, nothing applied.
 */
export async function placeBetBatch(
  db: TDb,
  caller: TCaller,
  body: TBetBatchRequest,
): Promise<TBetBatchAnswer> {
  return runBatch(db, caller, { bodies: body.bets, amountOf: positiveAmount }, async (trx, items) => {
    const verdicts = await applyBets(db, trx, caller, items);
    const answers = new Map<number, TItemAnswer>();
    for (const { item, status, balance, ledgerTransactionId } of verdicts) {
      const itemAnswer = answer(status, caller.currency, balance, ledgerTransactionId);
      answers.set(item.index, { ref: item.body.transactionId, ...itemAnswer });
    }
    return answers;
  });
}

/**
 * Inside the transaction, in the single bet's lock order: the bets' ids (as each claim locks its id) and
 * then the MAINs (id order), by one statement; the rounds (id order); the game accounts (by the posting).
 * The ids seen before and the sessions are read after the MAIN locks, as a single bet reads them.
 */
async function applyBets(root: TDb, trx: TDb, caller: TCaller, items: TBetItem[]): Promise<TBetVerdict[]> {
  const key = { merchantId: caller.merchantId, providerCode: caller.providerCode };
  const refs = items.map((item) => item.body.transactionId);
  const mainIds = [...new Set(items.map((item) => item.player.mainAccountId))];
  const balances = await lockBetIdsAndMains(trx, key, refs, mainIds);
  const { firsts, sessions } = await findSeenAndSessions(
    trx,
    key,
    items.map((item) => ({
      index: item.index,
      memberId: item.player.memberId,
      tokenHash: sha256(item.body.sessionToken),
      betRef: item.body.transactionId,
      game: item.body.gameId,
    })),
  );
  const fresh = items.filter((item) => !firsts.has(item.body.transactionId) && item.player.isActive);
  const toRound = fresh.filter(
    (item) => sessionRefusal(item.player, sessions.get(item.index), item.amountMinor) === null,
  );
  const rounds = await lockRounds(trx, key, toRound);
  const verdicts = judgeBets(items, { firsts, sessions, rounds, balances });
  const roundIds = await writeRounds(trx, key, rounds);
  await postBets(root, trx, caller, verdicts);
  const calls = verdicts.flatMap((verdict) => {
    const { item, stored } = verdict;
    if (!stored) return [];
    const roundId = stored.roundRef === null ? null : (roundIds.get(stored.roundRef) ?? null);
    return [
      {
        ref: item.body.transactionId,
        memberId: item.player.memberId,
        amountMinor: item.amountMinor,
        requestHash: item.requestHash,
        status: stored.status,
        answerStatus: verdict.status,
        ledgerTransactionId: verdict.ledgerTransactionId,
        roundId,
      },
    ];
  });
  await insertBatchCalls(trx, key, 'BET', calls);
  return verdicts;
}

/** The existing rounds the bets name, locked, as the plans the judging starts from. */
async function lockRounds(trx: TDb, key: TKey, items: TBetItem[]): Promise<Map<string, TRoundPlan>> {
  const locked = await lockRoundsToBet(trx, key, [...new Set(items.map((item) => item.body.roundId))]);
  return new Map([...locked].map(([ref, round]) => [ref, existingRound(round)]));
}

/** Counts the batch's bets on the rounds that existed and opens the others; every round's id by ref. */
async function writeRounds(
  trx: TDb,
  key: TKey,
  rounds: Map<string, TRoundPlan>,
): Promise<Map<string, bigint>> {
  const ids = new Map<string, bigint>();
  const counted = [];
  const opened = [];
  for (const round of rounds.values()) {
    if (round.existingId !== null) {
      ids.set(round.ref, round.existingId);
      if (round.stakes) counted.push({ ...round.stakes, id: round.existingId });
    } else if (round.stakes) {
      const { memberId, vendorId, gameCode } = round;
      opened.push({ ...round.stakes, memberId, vendorId, gameCode });
    }
  }
  await addRoundBets(trx, counted);
  for (const [ref, id] of await openRoundsWithBets(trx, key, opened)) ids.set(ref, id);
  return ids;
}

/**
 * The taken bets' postings (MAIN → the vendor's game account, a trial player's to its trial account),
 * one shard of each game account for the whole batch; each verdict gets its ledger transaction.
 */
async function postBets(root: TDb, trx: TDb, caller: TCaller, verdicts: TBetVerdict[]): Promise<void> {
  const taken = verdicts.filter((verdict) => verdict.status === 'OK' && verdict.stored !== null);
  const gameAccount = batchGameAccounts(root, trx, caller);
  const postings: TPairPosting[] = [];
  for (const verdict of taken) {
    assert(verdict.vassalage, 'a taken bet names its vendor');
    const houseAccountId = await gameAccount(verdict.item.player.agentType, verdict.vassalage);
    postings.push({
      idempotencyKey: `seamless:${caller.providerCode}:${verdict.item.body.transactionId}`,
      fromAccountId: verdict.item.player.mainAccountId,
      toAccountId: houseAccountId,
      amount: verdict.item.amountMinor,
    });
  }
  const kind = SEAMLESS_LEDGER_KINDS.BET;
  const posted = await postPairsWithin(trx, { merchantId: caller.merchantId, kind, postings });
  for (const [index, verdict] of taken.entries()) {
    const result = posted[index];
    assert(result, 'every taken bet is posted');
    // The batch locked every MAIN before judging: the posting's running balance is the judged one.
    assert(result.fromBalanceAfter === verdict.balance, 'the posting agrees with the judged balance');
    verdict.ledgerTransactionId = result.transactionId;
  }
}
