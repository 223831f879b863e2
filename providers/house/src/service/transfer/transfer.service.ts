import { decimalStringToMinor } from '@tala/contract/money';
import type {
  TCreatePlayerRequest,
  TTransferAnswer,
  TTransferBalanceRequest,
  TTransferMoneyRequest,
  TTransferStatus,
  TTransferStatusAnswer,
  TTransferStatusRequest,
} from '@tala/contract/vendor-wallet/transfer';
import type { THouseDb } from '../db/house-db.ts';
import { toMoney } from '../money.ts';
import {
  applyInOneStatement,
  claimReference,
  ensureWallet,
  findTransfer,
  findWallet,
  finishTransfer,
  isRepeatedReference,
  moveWalletBalance,
  type TTransferWalletRow,
} from './transfer.repository.ts';

/**
 * The provider side of the transfer wallet API (decision 007): for transfer-mode vendors the house holds
 * each player's balance (integer cents, never negative) and the platform moves money in and out. Each
 * platform reference is applied at most once; a repeat gets the first answer with the current balance.
 */
export type TTransferCaller = { merchantCode: string };

function answer(status: TTransferStatus, balanceCents?: bigint | null): TTransferAnswer {
  return {
    status,
    ...(balanceCents === undefined || balanceCents === null ? {} : { balance: toMoney(balanceCents) }),
  };
}

export async function createPlayer(db: THouseDb, caller: TTransferCaller, body: TCreatePlayerRequest) {
  const key = { merchantCode: caller.merchantCode, vassalage: body.vassalage, playerId: body.playerId };
  await ensureWallet(db, key, { currency: body.currency, displayName: body.displayName });
  const wallet = await findWallet(db, key);
  if (!wallet) throw new Error('Invariant failed: wallet exists after ensureWallet');
  if (wallet.currency !== body.currency) return answer('CURRENCY_MISMATCH', wallet.balance_cents);
  return answer('OK', wallet.balance_cents);
}

export async function readTransferBalance(
  db: THouseDb,
  caller: TTransferCaller,
  body: TTransferBalanceRequest,
) {
  const wallet = await findWallet(db, {
    merchantCode: caller.merchantCode,
    vassalage: body.vassalage,
    playerId: body.playerId,
  });
  if (!wallet) return answer('PLAYER_NOT_FOUND');
  if (wallet.currency !== body.currency) return answer('CURRENCY_MISMATCH');
  return answer('OK', wallet.balance_cents);
}

/** What the body asks, as one string: the same reference with another body is a different request. */
function requestHash(direction: 'IN' | 'OUT', body: TTransferMoneyRequest, amountCents: bigint): string {
  return `${direction}|${body.vassalage}|${body.playerId}|${amountCents}|${body.currency}`;
}

/**
 * A transfer in (credit) or out (debit) of the player's wallet here, once per platform reference. The
 * common case, a wallet that can move, is one statement; a repeat, a refusal or a wallet to create takes
 * the transaction that records the reference first and then says what happened.
 */
export async function applyTransfer(
  db: THouseDb,
  caller: TTransferCaller,
  direction: 'IN' | 'OUT',
  body: TTransferMoneyRequest,
): Promise<TTransferAnswer> {
  const amountCents = decimalStringToMinor(body.amount);
  if (amountCents === null || amountCents <= 0n) return answer('BAD_REQUEST');
  const transfer = {
    merchant_code: caller.merchantCode,
    reference: body.reference,
    vassalage: body.vassalage,
    player_id: body.playerId,
    direction,
    amount_cents: amountCents,
    currency: body.currency,
    request_hash: requestHash(direction, body, amountCents),
  };
  try {
    const balance = await applyInOneStatement(db, transfer);
    if (balance !== null) return answer('OK', balance);
  } catch (error) {
    if (!isRepeatedReference(error)) throw error;
  }
  return applyOrRefuse(db, transfer);
}

type TTransferInput = Parameters<typeof applyInOneStatement>[1];

/**
 * The transfer in one transaction, the wallet locked first (as applyInOneStatement locks it): a transfer in
 * opens the wallet if the platform did not call createPlayer first; then the reference is claimed (a
 * repeat answers the first answer) and the transfer applied or refused with its reason.
 */
async function applyOrRefuse(db: THouseDb, transfer: TTransferInput): Promise<TTransferAnswer> {
  const key = {
    merchantCode: transfer.merchant_code,
    vassalage: transfer.vassalage,
    playerId: transfer.player_id,
  };
  return db.transaction().execute(async (trx) => {
    if (transfer.direction === 'IN')
      await ensureWallet(trx, key, { currency: transfer.currency, displayName: transfer.player_id });
    const wallet = await findWallet(trx, key, { forUpdate: true });
    const id = await claimReference(trx, transfer);
    if (id === null)
      return repeatAnswer(trx, transfer.merchant_code, transfer.reference, transfer.request_hash);
    const refusal = refusalOf(wallet, transfer.direction, transfer.currency, transfer.amount_cents);
    if (refusal) {
      await finishTransfer(trx, id, { status: 'REFUSED', answerStatus: refusal, balanceAfterCents: null });
      return answer(refusal, wallet?.balance_cents);
    }
    const deltaCents = transfer.direction === 'IN' ? transfer.amount_cents : -transfer.amount_cents;
    const balance = await moveWalletBalance(trx, key, { deltaCents, currency: transfer.currency });
    if (balance === null)
      throw new Error('Invariant failed: a locked wallet that passed the checks did not move');
    await finishTransfer(trx, id, { status: 'APPLIED', answerStatus: 'OK', balanceAfterCents: balance });
    return answer('OK', balance);
  });
}

function refusalOf(
  wallet: TTransferWalletRow | null,
  direction: 'IN' | 'OUT',
  currency: string,
  amountCents: bigint,
): TTransferStatus | null {
  if (!wallet) return 'PLAYER_NOT_FOUND';
  if (wallet.currency !== currency) return 'CURRENCY_MISMATCH';
  if (direction === 'OUT' && wallet.balance_cents < amountCents) return 'INSUFFICIENT_FUNDS';
  return null;
}

/** The first answer again (a refusal stays a refusal), with the current balance; another body is a conflict. */
async function repeatAnswer(db: THouseDb, merchantCode: string, reference: string, hash: string) {
  const prior = await findTransfer(db, merchantCode, reference);
  if (!prior) throw new Error('Invariant failed: a claimed reference has its row');
  if (prior.request_hash !== hash) return answer('DUPLICATE_TRANSACTION');
  const wallet = await findWallet(db, {
    merchantCode,
    vassalage: prior.vassalage,
    playerId: prior.player_id,
  });
  return answer(prior.answer_status as TTransferStatus, wallet?.balance_cents);
}

/** APPLIED only for a transfer that moved money; refused or never received is NOT_FOUND. */
export async function transferStatus(
  db: THouseDb,
  caller: TTransferCaller,
  body: TTransferStatusRequest,
): Promise<TTransferStatusAnswer> {
  const row = await findTransfer(db, caller.merchantCode, body.reference);
  if (row?.status !== 'APPLIED')
    return { status: 'OK', transfer: { reference: body.reference, state: 'NOT_FOUND' } };
  const wallet = await findWallet(db, {
    merchantCode: caller.merchantCode,
    vassalage: row.vassalage,
    playerId: row.player_id,
  });
  return {
    ...answer('OK', wallet?.balance_cents),
    transfer: {
      reference: row.reference,
      state: 'APPLIED',
      direction: row.direction,
      amount: toMoney(row.amount_cents),
    },
  };
}
