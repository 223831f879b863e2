import assert from 'node:assert/strict';
import type { TSeamlessAnswer } from '@tala/contract/vendor-wallet/seamless';
import type { TDb } from '../../db/database.ts';
import { ensurePlayerAccount, MAIN_WALLET } from '../ledger/ledger.service.ts';
import type { TFinishedCall } from './seamless.repository.ts';
import { refusal, type TCaller } from './seamless-answers.ts';
import { findBatchPlayers, type TBatchPlayer } from './seamless-batch.repository.ts';
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

const MEMBER_ID = /^\d{1,18}$/;

/**
 * The checks a single money call makes before its transaction, for every call of the batch: amount
 * (`amountOf` null: BAD_REQUEST), currency, player (MAIN made if missing). Refusals are written to
 * `answers` at the call's index, as the single call answers them (not stored: no player or no money).
 */
export async function readBatchItems<TBody extends TBatchBody>(
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
export function isRaceLost(error: unknown): boolean {
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
