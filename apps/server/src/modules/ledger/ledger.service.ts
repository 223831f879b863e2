import { createHash } from 'node:crypto';
import type { TDb } from '../../db/database.ts';
import {
  ensureAccountRow,
  findEntries,
  findTransactionByKey,
  insertEntries,
  insertTransactionOnce,
  listMemberAccounts,
  lockAccounts,
  setBalance,
  type TStoredEntry,
} from './ledger.repository.ts';

/** Player wallet codes and house accounts. The wallet issue adds vendor wallets, cash-in, revenue… */
export const MAIN_WALLET = 'MAIN';
export const HOUSE_DEMO_FLOAT = 'DEMO_FLOAT';

export type TLedgerFailure =
  | 'UNBALANCED'
  | 'INVALID_ENTRIES'
  | 'UNKNOWN_ACCOUNT'
  | 'CURRENCY_MISMATCH'
  | 'INSUFFICIENT_FUNDS'
  | 'IDEMPOTENCY_CONFLICT';

/**
 * An expected ledger refusal. Not an AppError on purpose: the ledger has no HTTP surface, and each
 * caller (wallet, seamless API) maps these to its own contract codes.
 */
export class LedgerError extends Error {
  constructor(
    readonly failure: TLedgerFailure,
    readonly accountId?: bigint,
  ) {
    super(`ledger: ${failure}`);
    this.name = 'LedgerError';
  }
}

export type TPostingEntry = { accountId: bigint; amount: bigint };
export type TPosting = {
  merchantId: number;
  /** Unique per merchant; the same key with the same request returns the first result. */
  idempotencyKey: string;
  kind: string;
  entries: TPostingEntry[];
};
export type TPostResult = { transactionId: bigint; entries: TStoredEntry[]; replayed: boolean };

const MAX_ENTRIES = 20;

function checkShape(posting: TPosting): void {
  const { entries, idempotencyKey, kind } = posting;
  if (idempotencyKey.length < 1 || idempotencyKey.length > 200 || kind.length < 1 || kind.length > 40) {
    throw new LedgerError('INVALID_ENTRIES');
  }
  if (entries.length < 2 || entries.length > MAX_ENTRIES) throw new LedgerError('INVALID_ENTRIES');
  const ids = new Set(entries.map((entry) => entry.accountId));
  if (ids.size !== entries.length || entries.some((entry) => entry.amount === 0n)) {
    throw new LedgerError('INVALID_ENTRIES');
  }
  if (entries.reduce((sum, entry) => sum + entry.amount, 0n) !== 0n) throw new LedgerError('UNBALANCED');
}

/** Canonical hash of what the posting does, so a replay can be told from a different request. */
function requestHash(posting: TPosting): string {
  const entries = [...posting.entries]
    .sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0))
    .map((entry) => `${entry.accountId}:${entry.amount}`);
  return createHash('sha256')
    .update(`${posting.kind}|${entries.join(',')}`)
    .digest('hex');
}

/**
 * Double-entry posting: one DB transaction, entries sum to zero, accounts locked in id order, player
 * balances never below zero (checked here and by the table's CHECK), idempotent by key.
 */
export async function post(db: TDb, posting: TPosting): Promise<TPostResult> {
  checkShape(posting);
  const hash = requestHash(posting);
  return db.transaction().execute(async (trx) => {
    const transactionId = await insertTransactionOnce(trx, { ...posting, requestHash: hash });
    if (transactionId === null) return replay(trx, posting, hash);
    const ids = posting.entries.map((entry) => entry.accountId);
    const accounts = await lockAccounts(trx, posting.merchantId, ids);
    if (accounts.length !== ids.length) throw new LedgerError('UNKNOWN_ACCOUNT');
    if (new Set(accounts.map((account) => account.currency)).size !== 1)
      throw new LedgerError('CURRENCY_MISMATCH');
    const amountOf = new Map(posting.entries.map((entry) => [entry.accountId, entry.amount]));
    const stored: TStoredEntry[] = [];
    for (const account of accounts) {
      const amount = amountOf.get(account.id) ?? 0n;
      const balanceAfter = account.balance + amount;
      if (!account.isHouse && balanceAfter < 0n) throw new LedgerError('INSUFFICIENT_FUNDS', account.id);
      await setBalance(trx, account.id, balanceAfter);
      stored.push({ accountId: account.id, amount, balanceAfter });
    }
    await insertEntries(trx, posting.merchantId, transactionId, stored);
    return { transactionId, entries: stored, replayed: false };
  });
}

async function replay(db: TDb, posting: TPosting, hash: string): Promise<TPostResult> {
  const existing = await findTransactionByKey(db, posting.merchantId, posting.idempotencyKey);
  if (!existing) throw new Error('Invariant failed: idempotency key conflicted but no transaction found');
  if (existing.request_hash !== hash) throw new LedgerError('IDEMPOTENCY_CONFLICT');
  return {
    transactionId: existing.id,
    entries: await findEntries(db, posting.merchantId, existing.id),
    replayed: true,
  };
}

export function ensurePlayerAccount(
  db: TDb,
  account: { merchantId: number; memberId: bigint; code: string; currency: string },
): Promise<bigint> {
  return ensureAccountRow(db, account);
}

export function ensureHouseAccount(
  db: TDb,
  account: { merchantId: number; code: string; currency: string },
): Promise<bigint> {
  return ensureAccountRow(db, { ...account, memberId: null });
}

/** Moves `amountMinor` from a house account to a player's wallet (e.g. the demo float to a demo account). */
export async function creditFromHouse(
  db: TDb,
  input: {
    merchantId: number;
    memberId: bigint;
    currency: string;
    houseCode: string;
    walletCode: string;
    amountMinor: bigint;
    idempotencyKey: string;
    kind: string;
  },
): Promise<TPostResult> {
  const { merchantId, currency } = input;
  const house = await ensureHouseAccount(db, { merchantId, code: input.houseCode, currency });
  const wallet = await ensurePlayerAccount(db, {
    merchantId,
    memberId: input.memberId,
    code: input.walletCode,
    currency,
  });
  return post(db, {
    merchantId,
    idempotencyKey: input.idempotencyKey,
    kind: input.kind,
    entries: [
      { accountId: house, amount: -input.amountMinor },
      { accountId: wallet, amount: input.amountMinor },
    ],
  });
}

export async function memberWallets(db: TDb, merchantId: number, memberId: bigint) {
  return listMemberAccounts(db, merchantId, memberId);
}
