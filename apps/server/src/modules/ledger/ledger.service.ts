/**
 * The ledger: every money movement is one double-entry posting.
 *
 * House-account design (docs/decisions/005-ledger-house-accounts.md): a house account code
 * (CASH_IN:<channel>, CASH_OUT:<channel>, VENDOR_FLOAT:<vassalage>, BONUS, ADJUSTMENT, DEMO_FLOAT) is
 * HOUSE_SHARDS rows of ledger_accounts with the same code and shard 0…N-1. `ensureHouseAccount`
 * returns one shard at random, so concurrent postings against the same house account lock different
 * rows instead of queueing on one. Each shard keeps a cached balance and balance_after like a player
 * account (so `ledger:verify` checks it the same way); a shard may go negative, the house account's
 * balance is the sum of its shards (`houseBalance`). Player accounts (MAIN, VENDOR:<vassalage>,
 * later POINTS) are one row each, shard 0, with CHECK (balance >= 0).
 *
 * Callers that move money inside their own transaction (payments, back office) call
 * `postWithin(trx, posting)`; everyone else calls `post(db, posting)`. Both are idempotent by key.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { TDb } from '../../db/database.ts';
import {
  ensureHouseShardRows,
  ensurePlayerAccountRow,
  findEntries,
  findTransactionByKey,
  insertTransactionOnce,
  listMemberAccounts,
  lockAccountSet,
  lockAccounts,
  sumHouseAccount,
  type TPairRow,
  type TStoredEntry,
  writePairPostings,
  writePosting,
} from './ledger.repository.ts';

/** Player wallet codes. */
export const MAIN_WALLET = 'MAIN';
/** A member's points (decision 054): their own currency, so no money sum ever includes them. */
export const POINTS_WALLET = 'POINTS';
export const POINTS_CURRENCY = 'PTS';
/** Bonus money being wagered (decision 049): not spendable, released to MAIN or forfeited to the house. */
export const BONUS_WALLET = 'BONUS';
export const VENDOR_WALLET_PREFIX = 'VENDOR:';
export function vendorWalletCode(vassalage: string): string {
  return `${VENDOR_WALLET_PREFIX}${checkedSegment(vassalage)}`;
}

/** House account codes: one convention, so every module names the same account the same way. */
export const HOUSE_DEMO_FLOAT = 'DEMO_FLOAT';
export const houseAccountCode = {
  cashIn: (channel: string) => `CASH_IN:${checkedSegment(channel)}`,
  cashOut: (channel: string) => `CASH_OUT:${checkedSegment(channel)}`,
  vendorFloat: (vassalage: string) => `VENDOR_FLOAT:${checkedSegment(vassalage)}`,
  /** Seamless play: stakes in, wins out, per vendor (its balance is the vendor's house win). */
  game: (vassalage: string) => `GAME:${checkedSegment(vassalage)}`,
  /** The same for demo (trial) accounts, whose money is the demo float's, kept apart from real play. */
  gameTrial: (vassalage: string) => `GAME_TRIAL:${checkedSegment(vassalage)}`,
  bonus: 'BONUS',
  adjustment: 'ADJUSTMENT',
  /** Salaries and dividends the house pays top agents (decision 045). */
  agentCommission: 'AGENT_COMMISSION',
  /** Points (currency PTS): its balance is minus every point outstanding; redeemed points come back to it. */
  pointsIssued: 'POINTS_ISSUED',
  /** Money the mall pays out: cash rewards and points converted to money. */
  pointsRewards: 'POINTS_REWARDS',
  /** Money missions pay for their tiers (decision 058). */
  missionRewards: 'MISSION_REWARDS',
  demoFloat: HOUSE_DEMO_FLOAT,
} as const;

/** Rows per house account; changing it later only adds shards (existing ones keep their balances). */
export const HOUSE_SHARDS = 16;

function checkedSegment(segment: string): string {
  assert(/^[A-Za-z0-9_.-]{1,40}$/.test(segment), `bad account code segment: ${segment}`);
  return segment;
}

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
export type { TStoredEntry };

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

/**
 * Canonical hash of what the posting does, so a replay can be told from a different request. House
 * shards are chosen at random per call, so a house entry is hashed by its account code, not its id.
 */
function requestHash(posting: Pick<TPosting, 'kind' | 'entries'>, codeOf: (id: bigint) => string): string {
  const entries = posting.entries.map((entry) => `${codeOf(entry.accountId)}:${entry.amount}`).sort();
  return createHash('sha256')
    .update(`${posting.kind}|${entries.join(',')}`)
    .digest('hex');
}

/**
 * Double-entry posting: entries sum to zero, accounts locked in id order, player balances never below
 * zero (checked here and by the table's CHECK), idempotent by key. Stable API: runs inside the
 * caller's transaction and does not commit; a LedgerError thrown here must abort that transaction.
 */
export async function postWithin(trx: TDb, posting: TPosting): Promise<TPostResult> {
  assert(trx.isTransaction, 'postWithin needs a transaction (use post() otherwise)');
  checkShape(posting);
  const ids = posting.entries.map((entry) => entry.accountId);
  const accounts = await lockAccountsForPosting(trx, posting.merchantId, ids);
  const header = { ...posting, requestHash: requestHash(posting, accounts.codeOf) };
  const amountOf = new Map(posting.entries.map((entry) => [entry.accountId, entry.amount]));
  const stored = accounts.locked.map((account): TStoredEntry => {
    const amount = amountOf.get(account.id) ?? 0n;
    return { accountId: account.id, amount, balanceAfter: account.balance + amount };
  });
  const overdrawn = accounts.locked.find(
    (account) => !account.isHouse && account.balance + (amountOf.get(account.id) ?? 0n) < 0n,
  );
  if (overdrawn) return refuseOverdraft(trx, posting, header, overdrawn.id);
  const transactionId = await writePosting(trx, header, stored);
  if (transactionId === null) return replay(trx, posting, header.requestHash);
  return { transactionId, entries: stored, replayed: false };
}

/**
 * A retry of a posting that went through answers with its first result even if the money has moved
 * on since; only a new posting is refused. Claiming the key (rolled back with the refusal) settles
 * which one this is, waiting for a concurrent holder of the key exactly as a write would.
 */
async function refuseOverdraft(
  trx: TDb,
  posting: TPosting,
  header: TPosting & { requestHash: string },
  accountId: bigint,
): Promise<TPostResult> {
  if ((await insertTransactionOnce(trx, header)) === null) return replay(trx, posting, header.requestHash);
  throw new LedgerError('INSUFFICIENT_FUNDS', accountId);
}

/** `postWithin` in its own transaction. */
export async function post(db: TDb, posting: TPosting): Promise<TPostResult> {
  checkShape(posting);
  return db.transaction().execute((trx) => postWithin(trx, posting));
}

/** One two-entry posting of a bulk run: `amount` (> 0) moves from `fromAccountId` to `toAccountId`. */
export type TPairPosting = {
  idempotencyKey: string;
  fromAccountId: bigint;
  toAccountId: bigint;
  amount: bigint;
};
export type TPairPosted = { transactionId: bigint; toBalanceAfter: bigint; fromBalanceAfter: bigint };

/** Most postings one `postPairsWithin` writes (its arrays travel as parameters of one statement). */
export const MAX_PAIR_POSTINGS = 2_000;

/**
 * Bulk money (a draw's wins, a salary run): many two-entry postings of one kind, each its own ledger
 * transaction with its own idempotency key, written by one statement after one lock of every account in
 * id order. Each entry's balance_after is the running balance in the order given, exactly as the same
 * postings one by one would leave it. The keys must be new — the caller claims them first (a key that
 * exists fails the statement: a broken invariant, the caller's transaction rolls back). A player account
 * that would go below zero refuses the whole run (INSUFFICIENT_FUNDS).
 */
export async function postPairsWithin(
  trx: TDb,
  run: { merchantId: number; kind: string; postings: TPairPosting[] },
): Promise<TPairPosted[]> {
  assert(trx.isTransaction, 'postPairsWithin needs a transaction');
  const { postings } = run;
  if (postings.length === 0) return [];
  assert(postings.length <= MAX_PAIR_POSTINGS, 'a bulk run is split by its caller');
  const ids = [...new Set(postings.flatMap((p) => [p.fromAccountId, p.toAccountId]))];
  const { locked, codeOf } = await lockAccountsForPosting(trx, run.merchantId, ids, lockAccountSet);
  const byId = new Map(locked.map((account) => [account.id, account]));
  const balance = new Map(locked.map((account) => [account.id, account.balance]));
  const rows: TPairRow[] = postings.map((posting) => {
    assert(posting.amount > 0n && posting.fromAccountId !== posting.toAccountId, 'a real movement');
    const from = (balance.get(posting.fromAccountId) ?? 0n) - posting.amount;
    const to = (balance.get(posting.toAccountId) ?? 0n) + posting.amount;
    if (from < 0n && byId.get(posting.fromAccountId)?.isHouse === false) {
      throw new LedgerError('INSUFFICIENT_FUNDS', posting.fromAccountId);
    }
    balance.set(posting.fromAccountId, from);
    balance.set(posting.toAccountId, to);
    const entries = [
      { accountId: posting.toAccountId, amount: posting.amount },
      { accountId: posting.fromAccountId, amount: -posting.amount },
    ];
    return {
      ...posting,
      fromBalanceAfter: from,
      toBalanceAfter: to,
      requestHash: requestHash({ kind: run.kind, entries }, codeOf),
    };
  });
  const transactionIds = await writePairPostings(
    trx,
    { merchantId: run.merchantId, kind: run.kind },
    rows,
    balance,
  );
  return rows.map((row, index) => {
    const transactionId = transactionIds[index];
    assert(transactionId !== undefined, 'every posting has its transaction');
    return { transactionId, toBalanceAfter: row.toBalanceAfter, fromBalanceAfter: row.fromBalanceAfter };
  });
}

/** Locks the accounts (a few: one prepared statement per count; a bulk run: one array statement). */
async function lockAccountsForPosting(
  trx: TDb,
  merchantId: number,
  ids: bigint[],
  lock: typeof lockAccounts = lockAccounts,
) {
  const locked = await lock(trx, merchantId, ids);
  if (locked.length !== ids.length) throw new LedgerError('UNKNOWN_ACCOUNT');
  if (new Set(locked.map((account) => account.currency)).size !== 1)
    throw new LedgerError('CURRENCY_MISMATCH');
  const codes = new Map(locked.map((account) => [account.id, account]));
  const codeOf = (id: bigint) => {
    const account = codes.get(id);
    assert(account, 'locked account');
    return account.isHouse ? `H:${account.code}` : `P:${id}`;
  };
  return { locked, codeOf };
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

type TPlayerAccount = { merchantId: number; memberId: bigint; code: string; currency: string };
const playerAccountKey = (account: TPlayerAccount) =>
  `${account.merchantId}|${account.memberId}|${account.code}`;

// Account rows are never deleted and their ids never change: a player's account id is cached per
// database handle (bounded), and only when read outside a transaction (a row created inside one could
// still be rolled back), so a player's postings after the first need no lookup.
const playerAccountCache = new WeakMap<TDb, Map<string, bigint>>();
const MAX_CACHED_PLAYER_ACCOUNTS = 100_000;

/** The player's wallet account (MAIN, VENDOR:<vassalage>, POINTS), created on first use. */
export async function ensurePlayerAccount(db: TDb, account: TPlayerAccount): Promise<bigint> {
  const key = playerAccountKey(account);
  const cached = playerAccountCache.get(db)?.get(key);
  if (cached !== undefined) return cached;
  const id = await ensurePlayerAccountRow(db, account);
  if (!db.isTransaction) {
    const perDb = playerAccountCache.get(db) ?? new Map<string, bigint>();
    if (perDb.size >= MAX_CACHED_PLAYER_ACCOUNTS) perDb.clear();
    perDb.set(key, id);
    playerAccountCache.set(db, perDb);
  }
  return id;
}

/**
 * `ensurePlayerAccount` inside a transaction `trx` of `root`: the id `root` has cached costs no query;
 * otherwise it is read through `trx` (never through `root`, which would take a second pool connection).
 */
export async function ensurePlayerAccountWithin(
  root: TDb,
  trx: TDb,
  account: TPlayerAccount,
): Promise<bigint> {
  return playerAccountCache.get(root)?.get(playerAccountKey(account)) ?? ensurePlayerAccount(trx, account);
}

// Shard ids never change once created; cached per database handle, and only when read outside a
// transaction (rows created inside one could still be rolled back).
const shardCache = new WeakMap<TDb, Map<string, bigint[]>>();

type THouseAccount = { merchantId: number; code: string; currency: string };
const shardKey = (account: THouseAccount) => `${account.merchantId}|${account.code}|${account.currency}`;

/** One shard (picked at random) of a house account, all shards created on first use. */
export async function ensureHouseAccount(db: TDb, account: THouseAccount): Promise<bigint> {
  const key = shardKey(account);
  let ids = shardCache.get(db)?.get(key);
  if (!ids) {
    ids = await ensureHouseShardRows(db, { ...account, shards: HOUSE_SHARDS });
    assert(ids.length === HOUSE_SHARDS, 'every house shard exists');
    if (!db.isTransaction) {
      const perDb = shardCache.get(db) ?? new Map<string, bigint[]>();
      perDb.set(key, ids);
      shardCache.set(db, perDb);
    }
  }
  const id = ids[Math.floor(Math.random() * ids.length)];
  assert(id !== undefined, 'a shard id');
  return id;
}

/**
 * `ensureHouseAccount` inside a transaction `trx` of `root`: the shard ids `root` has cached (warmed
 * outside transactions, e.g. when a game session starts) cost no query; otherwise they are read
 * through `trx` — never through `root`, which would need a second pool connection mid-transaction.
 */
export async function ensureHouseAccountWithin(root: TDb, trx: TDb, account: THouseAccount): Promise<bigint> {
  const ids = shardCache.get(root)?.get(shardKey(account));
  const id = ids?.[Math.floor(Math.random() * ids.length)];
  return id ?? ensureHouseAccount(trx, account);
}

/** Balance of a house account: the sum of its shards. */
export function houseBalance(db: TDb, merchantId: number, code: string): Promise<bigint> {
  return sumHouseAccount(db, merchantId, code);
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

/** A member's money accounts (MAIN, BONUS, VENDOR:…): points are not money and are never summed with it. */
export async function memberWallets(db: TDb, merchantId: number, memberId: bigint) {
  const accounts = await listMemberAccounts(db, merchantId, memberId);
  return accounts.filter((account) => account.code !== POINTS_WALLET);
}
