import assert from 'node:assert/strict';
import { isDemoAccount } from '@tala/contract/constants';
import type { TSeamlessAnswer } from '@tala/contract/vendor-wallet/seamless';
import type { TDb } from '../../db/database.ts';
import {
  ensureHouseAccountWithin,
  ensurePlayerAccount,
  houseAccountCode,
  MAIN_WALLET,
} from '../ledger/ledger.service.ts';
import type { TFinishedCall } from './seamless.repository.ts';
import { refusal, type TCaller } from './seamless-answers.ts';
import {
  findBatchPlayers,
  findFinishedCalls,
  lockMainBalances,
  type TBatchPlayer,
} from './seamless-batch.repository.ts';
import { hashRequest } from './seamless-once.ts';

/** What the calls of a batch (`winBatch`, `betBatch`) share: a player, an amount, an id. */
type TBatchBody = { playerId: string; transactionId: string; amount: string; currency: string };

/** A call of the batch that passed the checks its single call makes before its transaction. */
export type TBatchItem<TBody extends TBatchBody> = {
  index: number;
  body: TBody;
  amountMinor: bigint;
  player: TBatchPlayer & { mainAccountId: bigint };
  requestHash: string;
};

/** One result of a batch's answer. */
export type TItemAnswer = TSeamlessAnswer & { ref: string };

/** A batch's answer (`ZWinBatchAnswer`, `ZBetBatchAnswer`). */
export type TBatchAnswer = TSeamlessAnswer & { results?: TItemAnswer[] };

/**
 * A batch call: the checks made before the transaction (`readBatchItems`), then `apply` on the calls
 * that passed, in one database transaction, answering each by its index in the request. A race lost
 * inside the transaction fails the whole batch (RETRY, nothing applied): its retry is judged afresh, or
 * answered from the call that won.
 */
export async function runBatch<TBody extends TBatchBody>(
  db: TDb,
  caller: TCaller,
  input: { bodies: TBody[]; amountOf: (text: string) => bigint | null },
  apply: (trx: TDb, items: Array<TBatchItem<TBody>>) => Promise<Map<number, TItemAnswer>>,
): Promise<TBatchAnswer> {
  const answers: Array<TItemAnswer | undefined> = [];
  const items = await readBatchItems(db, caller, input, answers);
  if (items.length > 0) {
    try {
      const applied = await db.transaction().execute((trx) => apply(trx, items));
      for (const [index, itemAnswer] of applied) answers[index] = itemAnswer;
    } catch (error) {
      if (!isRaceLost(error)) throw error;
      return refusal('RETRY');
    }
  }
  const results = input.bodies.map(
    (body, index) => answers[index] ?? { ref: body.transactionId, ...refusal('RETRY') },
  );
  return { status: 'OK', retry: false, currency: caller.currency, results };
}

const MEMBER_ID = /^\d{1,18}$/;

/**
 * The checks a single money call makes before its transaction, for every call of the batch: amount
 * (`amountOf` null: BAD_REQUEST), currency, player (MAIN made if missing). Refusals are written to
 * `answers` at the call's index, as the single call answers them (not stored: no player or no money).
 */
async function readBatchItems<TBody extends TBatchBody>(
  db: TDb,
  caller: TCaller,
  input: { bodies: TBody[]; amountOf: (text: string) => bigint | null },
  answers: Array<TItemAnswer | undefined>,
): Promise<Array<TBatchItem<TBody>>> {
  const memberIds = input.bodies.filter((b) => MEMBER_ID.test(b.playerId)).map((b) => BigInt(b.playerId));
  const players = await findBatchPlayers(db, caller.merchantId, [...new Set(memberIds)]);
  const items: Array<TBatchItem<TBody>> = [];
  for (const [index, body] of input.bodies.entries()) {
    const refuse = (status: 'BAD_REQUEST' | 'CURRENCY_MISMATCH' | 'PLAYER_NOT_FOUND') => {
      answers[index] = { ref: body.transactionId, ...refusal(status) };
    };
    const amountMinor = input.amountOf(body.amount);
    const player = MEMBER_ID.test(body.playerId) ? players.get(BigInt(body.playerId)) : undefined;
    if (amountMinor === null) refuse('BAD_REQUEST');
    else if (body.currency !== caller.currency) refuse('CURRENCY_MISMATCH');
    else if (!player) refuse('PLAYER_NOT_FOUND');
    else {
      const mainAccountId = player.mainAccountId ?? (await createMain(db, caller, player.memberId));
      player.mainAccountId = mainAccountId;
      const requestHash = hashRequest(body);
      items.push({ index, body, amountMinor, player: { ...player, mainAccountId }, requestHash });
    }
  }
  return items;
}

function createMain(db: TDb, caller: TCaller, memberId: bigint): Promise<bigint> {
  return ensurePlayerAccount(db, {
    merchantId: caller.merchantId,
    memberId,
    code: MAIN_WALLET,
    currency: caller.currency,
  });
}

/**
 * A unique id taken meanwhile (23505: a concurrent call stored one of the batch's ids or opened one of
 * its rounds), or a deadlock with a single call (40P01): the whole batch rolled back, answered RETRY.
 */
function isRaceLost(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  return code === '23505' || code === '40P01';
}

/** A call whose id was stored before: its first status and ledger id, or DUPLICATE_TRANSACTION. */
export function repeatOf(
  item: { requestHash: string; player: { memberId: bigint }; body: { transactionId: string } },
  firsts: Map<string, TFinishedCall>,
): { status: TSeamlessAnswer['status']; ledgerTransactionId: bigint | null } {
  const first = firsts.get(item.body.transactionId);
  assert(first, 'a repeat has its first call');
  const isSame = first.request_hash === item.requestHash && first.member_id === item.player.memberId;
  return isSame
    ? {
        status: first.answer_status as TSeamlessAnswer['status'],
        ledgerTransactionId: first.ledger_transaction_id,
      }
    : { status: 'DUPLICATE_TRANSACTION', ledgerTransactionId: null };
}

/**
 * The game account a batch's money moves against (a trial player's: the vendor's trial account): one
 * shard of each account for the whole batch, so the batch locks it once.
 */
export function batchGameAccounts(root: TDb, trx: TDb, caller: TCaller) {
  const chosen = new Map<string, bigint>();
  return async (agentType: number, vassalage: string): Promise<bigint> => {
    const code = isDemoAccount(agentType)
      ? houseAccountCode.gameTrial(vassalage)
      : houseAccountCode.game(vassalage);
    const account = { merchantId: caller.merchantId, code, currency: caller.currency };
    const id = chosen.get(code) ?? (await ensureHouseAccountWithin(root, trx, account));
    chosen.set(code, id);
    return id;
  };
}

/**
 * Inside a `winBatch` transaction: every MAIN of the batch locked (id order, as each single call locks
 * its player's MAIN before any round or house row), then the calls already stored under the batch's
 * ids — read after the locks, so a concurrent call of the same player has committed by now.
 */
export async function lockPlayersReadFirsts(
  trx: TDb,
  caller: TCaller,
  items: Array<TBatchItem<TBatchBody>>,
): Promise<{ balances: Map<bigint, bigint>; firsts: Map<string, TFinishedCall> }> {
  const key = { merchantId: caller.merchantId, providerCode: caller.providerCode };
  const mainIds = [...new Set(items.map((item) => item.player.mainAccountId))];
  const balances = await lockMainBalances(trx, caller.merchantId, mainIds);
  const refs = items.map((item) => item.body.transactionId);
  return { balances, firsts: await findFinishedCalls(trx, key, refs) };
}
