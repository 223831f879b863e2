import { randomBytes } from 'node:crypto';
import { decimalStringToMinor, minorToDecimalString } from '@tala/contract/money';
import { SIGNATURE_WINDOW_MS } from '@tala/contract/vendor-wallet/signing';
import type { TDb } from '../../db/database.ts';
import { addJobWithin } from '../../jobs/job-queue.ts';
import { AppError, assert } from '../../lib/app-error.ts';
import {
  ensureHouseAccount,
  ensureHouseAccountWithin,
  ensurePlayerAccount,
  ensurePlayerAccountWithin,
  houseAccountCode,
  MAIN_WALLET,
  postWithin,
} from '../ledger/ledger.service.ts';
import { providerAccountOf } from './provider-accounts.ts';
import type { TProviderTransport } from './provider-transport.ts';
import { TransferClient } from './transfer-client.ts';
import {
  findStrandedTransfers,
  findTransferById,
  findTransferByKey,
  findTransferParties,
  hasVendorPlayer,
  insertTransferOnce,
  insertVendorPlayer,
  markSettled,
  settleWithoutMoney,
  type TVendorTransferRow,
} from './vendor-transfers.repository.ts';

export type TTransferDeps = { db: TDb; transport: TProviderTransport };
export type TTransferDirection = 'IN' | 'OUT';

export const VENDOR_TRANSFER_CHECK_TASK = 'vendor-wallet.transfer-check';
export const LEDGER_KIND_TRANSFER = 'WALLET_TRANSFER';
export const LEDGER_KIND_TRANSFER_REFUND = 'WALLET_TRANSFER_REFUND';
/**
 * The first status check of a transfer whose answer did not come: soon, but after the call's time-out. A
 * transfer PENDING for longer than this with no check queued is stranded (see sweepStrandedTransfers).
 */
const FIRST_CHECK_AFTER_MS = 30_000;
const CHECK_MAX_ATTEMPTS = 25;
/** The check job's key is this and the transfer id: one job a transfer, however often it is queued. */
const CHECK_JOB_KEY_PREFIX = 'vt:';
/** Stranded transfers one sweep queues at most; more wait for the next sweep. */
const SWEEP_BATCH = 100;
/**
 * `NOT_FOUND` is final only when no request of ours can still land: providers refuse requests signed
 * more than the signature window ago, so a minute beyond that nothing is in flight.
 */
export const NOT_FOUND_FINAL_AFTER_MS = SIGNATURE_WINDOW_MS + 60_000;

/** The transfer API of the vendor's provider, signed for this merchant. */
async function clientFor(
  db: TDb,
  transport: TProviderTransport,
  party: { merchantId: number; merchantCode: string; providerCode: string | null },
): Promise<TransferClient> {
  const account = party.providerCode
    ? await providerAccountOf(db, party.merchantId, party.providerCode)
    : null;
  if (!account?.isActive || !account.transferApiUrl) throw new AppError('WAL_WALLET_UNAVAILABLE');
  return new TransferClient(transport, account, party.merchantCode);
}

// A vendor player is never removed once created: remembered per database handle (bounded) so a
// transfer after the first needs no lookup.
const knownVendorPlayers = new WeakMap<TDb, Set<string>>();
const MAX_KNOWN_VENDOR_PLAYERS = 100_000;

function rememberVendorPlayer(db: TDb, key: string): void {
  const known = knownVendorPlayers.get(db) ?? new Set<string>();
  if (known.size >= MAX_KNOWN_VENDOR_PLAYERS) known.clear();
  known.add(key);
  knownVendorPlayers.set(db, known);
}

/** The provider's view of the player is created once, before the first transfer. */
async function ensureVendorPlayer(
  db: TDb,
  client: TransferClient,
  row: Pick<TVendorTransferRow, 'merchant_id' | 'member_id' | 'vendor_id' | 'currency'>,
  vassalage: string,
): Promise<void> {
  const key = { merchantId: row.merchant_id, memberId: row.member_id };
  const knownKey = `${row.merchant_id}|${row.member_id}|${row.vendor_id}`;
  if (knownVendorPlayers.get(db)?.has(knownKey)) return;
  if (!(await hasVendorPlayer(db, key, row.vendor_id))) {
    const names = await findTransferParties(db, row);
    const result = await client.createPlayer({
      vassalage,
      playerId: row.member_id.toString(),
      currency: row.currency,
      displayName: names.nickname || names.username,
    });
    if (result.kind === 'unknown') throw new AppError('WAL_VENDOR_UNAVAILABLE');
    if (result.answer.status !== 'OK') throw new AppError('WAL_VENDOR_REFUSED');
    await insertVendorPlayer(db, key, row.vendor_id);
  }
  rememberVendorPlayer(db, knownKey);
}

function floatOf(merchantId: number, vassalage: string, currency: string) {
  return { merchantId, code: houseAccountCode.vendorFloat(vassalage), currency };
}

function mainOf(merchantId: number, memberId: bigint, currency: string) {
  return { merchantId, memberId, code: MAIN_WALLET, currency };
}

/**
 * One leg of a transfer's money, keyed by its reference so a leg posts once: `debit` (MAIN → the
 * vendor's float, when a transfer in starts), `refund` (back, when it failed), `credit` (float → MAIN,
 * when a transfer out is confirmed). Returns the balance it left on MAIN (null for a replayed posting,
 * whose balance is history).
 */
async function postLeg(
  root: TDb,
  trx: TDb,
  row: TVendorTransferRow,
  vassalage: string,
  leg: 'debit' | 'refund' | 'credit',
): Promise<bigint | null> {
  const float = await ensureHouseAccountWithin(root, trx, floatOf(row.merchant_id, vassalage, row.currency));
  const main = await ensurePlayerAccountWithin(
    root,
    trx,
    mainOf(row.merchant_id, row.member_id, row.currency),
  );
  const toPlayer = leg === 'debit' ? -row.amount_minor : row.amount_minor;
  const posted = await postWithin(trx, {
    merchantId: row.merchant_id,
    idempotencyKey: `vt:${row.reference}:${leg}`,
    kind: leg === 'refund' ? LEDGER_KIND_TRANSFER_REFUND : LEDGER_KIND_TRANSFER,
    entries: [
      { accountId: main, amount: toPlayer },
      { accountId: float, amount: -toPlayer },
    ],
  });
  if (posted.replayed) return null;
  return posted.entries.find((entry) => entry.accountId === main)?.balanceAfter ?? null;
}

/** A transfer as it stands, and MAIN's balance when this call's posting has just left it (else null). */
type TSettled = { transfer: TVendorTransferRow; mainBalance: bigint | null };

/** The transfer's leg in the transaction that settles it (a refund of a failed transfer in, a credit out). */
async function settleWithMoney(
  db: TDb,
  id: bigint,
  vassalage: string,
  outcome: TSettlement,
): Promise<TSettled> {
  return db.transaction().execute(async (trx) => {
    const row = await findTransferById(trx, id, { forUpdate: true });
    assert(row, 'the transfer being settled exists');
    if (row.status !== 'PENDING') return { transfer: row, mainBalance: null };
    const mainBalance = await postLeg(db, trx, row, vassalage, row.direction === 'IN' ? 'refund' : 'credit');
    await markSettled(trx, id, outcome);
    return { transfer: { ...row, ...outcome }, mainBalance };
  });
}

type TSettlement = { status: 'DONE' | 'FAILED'; failure: string | null };

/**
 * Settles a pending transfer once: DONE or FAILED, with the money leg that outcome needs on the float
 * of `vassalage` (the transfer's vendor, which the caller has already read). An outcome that moves no
 * money (a transfer in confirmed, a transfer out refused) is one conditional update.
 */
async function settleTransfer(
  db: TDb,
  row: TVendorTransferRow,
  vassalage: string,
  outcome: TSettlement,
): Promise<TSettled> {
  const movesMoney = (row.direction === 'IN') === (outcome.status === 'FAILED');
  if (movesMoney) return settleWithMoney(db, row.id, vassalage, outcome);
  const settled = await settleWithoutMoney(db, row.id, outcome);
  if (settled) return { transfer: settled, mainBalance: null };
  const current = await findTransferById(db, row.id);
  assert(current, 'the transfer settled concurrently exists');
  return { transfer: current, mainBalance: null };
}

/**
 * Queues the status check of a PENDING transfer. Only a transfer whose answer did not come needs one, so
 * it is queued then rather than with every transfer; a transfer left PENDING without one (the process
 * died before the answer came, or the settlement's commit was lost) is found by sweepStrandedTransfers.
 */
async function queueStatusCheck(db: TDb, transferId: bigint, runAt: Date): Promise<void> {
  await addJobWithin(
    db,
    VENDOR_TRANSFER_CHECK_TASK,
    { transferId: transferId.toString() },
    { jobKey: `${CHECK_JOB_KEY_PREFIX}${transferId}`, runAt, maxAttempts: CHECK_MAX_ATTEMPTS },
  );
}

/**
 * The periodic net under queueStatusCheck: queues the check of every transfer PENDING for longer than the
 * first check's delay that has no check job (one still waiting or one that failed for good counts). The
 * job key keeps it one job a transfer when instances sweep at the same time. Returns how many it queued.
 */
export async function sweepStrandedTransfers(db: TDb): Promise<number> {
  const stranded = await findStrandedTransfers(db, {
    olderThanSeconds: FIRST_CHECK_AFTER_MS / 1000,
    jobKeyPrefix: CHECK_JOB_KEY_PREFIX,
    limit: SWEEP_BATCH,
  });
  for (const id of stranded) await queueStatusCheck(db, id, new Date());
  return stranded.length;
}

/** A sent transfer as the provider answered it, with the vendor balance its answer carried. */
type TSentTransfer = TSettled & { vendorBalance: bigint | null };

/**
 * Sends the transfer (its attempt was recorded with the row) and settles it by the answer; no answer
 * leaves it PENDING, with its status check queued.
 */
async function sendTransfer(
  db: TDb,
  client: TransferClient,
  recorded: TSettled,
  vassalage: string,
): Promise<TSentTransfer> {
  const row = recorded.transfer;
  const body = {
    vassalage,
    playerId: row.member_id.toString(),
    reference: row.reference,
    amount: minorToDecimalString(row.amount_minor),
    currency: row.currency,
  };
  const result = row.direction === 'IN' ? await client.transferIn(body) : await client.transferOut(body);
  if (result.kind === 'unknown') {
    await queueStatusCheck(db, row.id, new Date(Date.now() + FIRST_CHECK_AFTER_MS));
    return { ...recorded, vendorBalance: null };
  }
  const { status, balance } = result.answer;
  const outcome: TSettlement =
    status === 'OK' ? { status: 'DONE', failure: null } : { status: 'FAILED', failure: status };
  const settled = await settleTransfer(db, row, vassalage, outcome);
  return {
    transfer: settled.transfer,
    // A confirmed transfer in moves no money at settlement: MAIN is as its debit left it.
    mainBalance: settled.mainBalance ?? (settled.transfer.status === 'DONE' ? recorded.mainBalance : null),
    vendorBalance: balance === undefined ? null : decimalStringToMinor(balance),
  };
}

export type TTransferRequest = {
  merchantId: number;
  merchantCode: string;
  memberId: bigint;
  vendor: { id: number; vassalage: string; providerCode: string | null };
  currency: string;
  direction: TTransferDirection;
  amountMinor: bigint;
  /** The member's idempotency key, already scoped to the member. */
  clientKey: string;
  requestHash: string;
};

/** A transfer's outcome; `vendorBalance` is the player's balance at the vendor when its answer said. */
export type TTransferOutcome = TSentTransfer & { replayed: boolean };

/**
 * Starts (or replays) a transfer between MAIN and a transfer-mode vendor. Money leaves MAIN in the
 * transaction that records the transfer (IN) or reaches MAIN only once the vendor confirmed (OUT); a
 * transfer whose answer never came gets its status check queued, and is settled by it later.
 */
export async function runVendorTransfer(
  deps: TTransferDeps,
  request: TTransferRequest,
): Promise<TTransferOutcome> {
  const client = await readyClient(deps, request).catch(async (error: unknown) => {
    // A retry of a recorded transfer is answered even when its vendor cannot be reached now.
    if (await findTransferByKey(deps.db, request.merchantId, request.clientKey)) return null;
    throw error;
  });
  const recorded = client && (await recordTransfer(deps, request));
  if (!client || !recorded) return replayByKey(deps.db, request);
  return { ...(await sendTransfer(deps.db, client, recorded, request.vendor.vassalage)), replayed: false };
}

/** The vendor's transfer API, with the player created there (both remembered: no query after the first). */
async function readyClient(deps: TTransferDeps, request: TTransferRequest): Promise<TransferClient> {
  const { vendor } = request;
  const client = await clientFor(deps.db, deps.transport, { ...request, providerCode: vendor.providerCode });
  const rowKey = {
    merchant_id: request.merchantId,
    member_id: request.memberId,
    vendor_id: vendor.id,
    currency: request.currency,
  };
  await ensureVendorPlayer(deps.db, client, rowKey, vendor.vassalage);
  return client;
}

/**
 * The transfer's row, and for a transfer in its debit, in one transaction; null when the member's key
 * is taken (the insert's ON CONFLICT waits for a concurrent holder): the caller replays it. The key is
 * not looked up first: a new key, the common case, is the insert's own check.
 */
async function recordTransfer(deps: TTransferDeps, request: TTransferRequest): Promise<TSettled | null> {
  const { vendor } = request;
  // Warmed outside the transaction, where they may be cached: the float's shard ids and MAIN's id.
  await ensureHouseAccount(deps.db, floatOf(request.merchantId, vendor.vassalage, request.currency));
  await ensurePlayerAccount(deps.db, mainOf(request.merchantId, request.memberId, request.currency));
  return deps.db.transaction().execute(async (trx) => {
    const reference = `T${randomBytes(12).toString('base64url')}`;
    const row = await insertTransferOnce(trx, { ...request, vendorId: vendor.id, reference });
    if (!row) return null;
    // The debit locks MAIN and a float shard: they are held only until the commit right after it.
    const mainBalance =
      row.direction === 'IN' ? await postLeg(deps.db, trx, row, vendor.vassalage, 'debit') : null;
    return { transfer: row, mainBalance };
  });
}

async function replayByKey(db: TDb, request: TTransferRequest): Promise<TTransferOutcome> {
  const earlier = await findTransferByKey(db, request.merchantId, request.clientKey);
  assert(earlier, 'the key holder committed');
  if (earlier.request_hash !== request.requestHash) throw new AppError('WAL_IDEMPOTENCY_CONFLICT');
  return { transfer: earlier, mainBalance: null, vendorBalance: null, replayed: true };
}

/**
 * The status-check job: asks the provider about a transfer still PENDING and settles it when the
 * answer is final. Returns whether it is still pending (the job then runs again, backing off).
 */
export async function checkVendorTransfer(
  deps: TTransferDeps,
  transferId: bigint,
): Promise<'SETTLED' | 'PENDING'> {
  const row = await findTransferById(deps.db, transferId);
  if (row?.status !== 'PENDING') return 'SETTLED';
  const parties = await findTransferParties(deps.db, row);
  const client = await clientFor(deps.db, deps.transport, {
    merchantId: row.merchant_id,
    merchantCode: parties.merchant_code,
    providerCode: parties.provider_code,
  });
  const result = await client.transferStatus({ reference: row.reference });
  if (result.kind === 'unknown' || result.answer.status !== 'OK' || !result.answer.transfer) return 'PENDING';
  if (result.answer.transfer.state === 'APPLIED') {
    await settleTransfer(deps.db, row, parties.vassalage, { status: 'DONE', failure: null });
    return 'SETTLED';
  }
  const lastSent = (row.last_attempt_at ?? row.created_at).getTime();
  if (Date.now() - lastSent < NOT_FOUND_FINAL_AFTER_MS) return 'PENDING';
  await settleTransfer(deps.db, row, parties.vassalage, { status: 'FAILED', failure: 'NOT_FOUND' });
  return 'SETTLED';
}

/** The member's balance at one transfer-mode vendor as the vendor reports it; null when unknown. */
export async function readVendorBalance(
  deps: TTransferDeps,
  party: {
    merchantId: number;
    merchantCode: string;
    providerCode: string | null;
    vassalage: string;
    memberId: bigint;
    currency: string;
  },
): Promise<bigint | null> {
  const client = await clientFor(deps.db, deps.transport, party).catch(() => null);
  if (!client) return null;
  const result = await client.balance({
    vassalage: party.vassalage,
    playerId: party.memberId.toString(),
    currency: party.currency,
  });
  if (result.kind === 'unknown' || result.answer.status !== 'OK' || !result.answer.balance) return null;
  return decimalStringToMinor(result.answer.balance);
}
