import '../../db/schema-vendor-wallet.ts';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type {
  GameRoundsTable,
  SeamlessTransactionsTable,
  TSeamlessKind,
  TSeamlessTxStatus,
} from '../../db/schema-vendor-wallet.ts';

export type TSeamlessTxRow = Selectable<SeamlessTransactionsTable>;
export type TRoundRow = Selectable<GameRoundsTable>;
type TKey = { merchantId: number; providerCode: string };

/** What a retry is answered from: the first call's request and answer. */
export type TFinishedCall = Pick<
  TSeamlessTxRow,
  'member_id' | 'request_hash' | 'answer_status' | 'ledger_transaction_id'
>;

/**
 * Claims the provider's transaction id; null when it was claimed before (waits for a concurrent holder).
 * First takes the transaction-scoped lock on `lockRef`, in the same statement (one round trip): a bet
 * and the rollback naming it queue on the bet's id, so a racing rollback sees all or nothing. The
 * claim's conflict check does not depend on the statement's snapshot, and every later statement of the
 * transaction takes a fresh one, so they see what the lock's previous holder committed.
 */
export async function claimTransaction(
  trx: TDb,
  key: TKey,
  input: {
    ref: string;
    lockRef: string;
    kind: TSeamlessKind;
    memberId: bigint;
    amountMinor: bigint;
    requestHash: string;
    referenceRef?: string;
  },
): Promise<bigint | null> {
  const lockKey = `seamless|${key.merchantId}|${key.providerCode}|${input.lockRef}`;
  const { rows } = await sql<{ id: bigint }>`
    INSERT INTO seamless_transactions (merchant_id, provider_code, transaction_ref, kind, member_id,
      amount_minor, request_hash, reference_ref, status, answer_status)
    SELECT ${key.merchantId}, ${key.providerCode}, ${input.ref}, ${input.kind}, ${input.memberId},
      ${input.amountMinor}, ${input.requestHash}, ${input.referenceRef ?? null}, 'PENDING', 'PENDING'
    FROM pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))
    ON CONFLICT (merchant_id, provider_code, transaction_ref) DO NOTHING
    RETURNING id`.execute(trx);
  return rows[0]?.id ?? null;
}

export async function finishTransaction(
  trx: TDb,
  id: bigint,
  outcome: {
    status: TSeamlessTxStatus;
    answerStatus: string;
    ledgerTransactionId: bigint | null;
    roundId: bigint | null;
  },
): Promise<void> {
  await trx
    .updateTable('seamless_transactions')
    .set({
      status: outcome.status,
      answer_status: outcome.answerStatus,
      ledger_transaction_id: outcome.ledgerTransactionId,
      round_id: outcome.roundId,
    })
    .where('id', '=', id)
    .execute();
}

export async function findTransaction(
  db: TDb,
  key: TKey,
  ref: string,
  options: { forUpdate?: boolean } = {},
): Promise<TSeamlessTxRow | null> {
  const row = await db
    .selectFrom('seamless_transactions')
    .selectAll()
    .where('merchant_id', '=', key.merchantId)
    .where('provider_code', '=', key.providerCode)
    .where('transaction_ref', '=', ref)
    .$if(options.forUpdate === true, (q) => q.forUpdate())
    .executeTakeFirst();
  return row ?? null;
}

export async function setTransactionStatus(trx: TDb, id: bigint, status: TSeamlessTxStatus): Promise<void> {
  await trx.updateTable('seamless_transactions').set({ status }).where('id', '=', id).execute();
}

export async function findRoundForUpdate(trx: TDb, key: TKey, roundRef: string): Promise<TRoundRow | null> {
  const row = await trx
    .selectFrom('game_rounds')
    .selectAll()
    .where('merchant_id', '=', key.merchantId)
    .where('provider_code', '=', key.providerCode)
    .where('round_ref', '=', roundRef)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

/** The round locked, with the vendor it was played at (whose game account its money moves against). */
function roundWithVendorForUpdate(trx: TDb) {
  return trx
    .selectFrom('game_rounds')
    .innerJoin('game_vendors', (join) =>
      join
        .onRef('game_vendors.id', '=', 'game_rounds.vendor_id')
        .onRef('game_vendors.merchant_id', '=', 'game_rounds.merchant_id'),
    )
    .selectAll('game_rounds')
    .select('game_vendors.vassalage')
    .forUpdate('game_rounds');
}

export type TRoundToSettle = TRoundRow & { vassalage: string };

export async function findRoundToSettle(
  trx: TDb,
  key: TKey,
  roundRef: string,
): Promise<TRoundToSettle | null> {
  const row = await roundWithVendorForUpdate(trx)
    .where('game_rounds.merchant_id', '=', key.merchantId)
    .where('game_rounds.provider_code', '=', key.providerCode)
    .where('game_rounds.round_ref', '=', roundRef)
    .executeTakeFirst();
  return row ?? null;
}

export async function findRoundToSettleById(trx: TDb, id: bigint): Promise<TRoundToSettle> {
  return roundWithVendorForUpdate(trx).where('game_rounds.id', '=', id).executeTakeFirstOrThrow();
}

/**
 * A round's first bet: the round created OPEN with the bet already counted (one statement, the usual
 * case). Null when the round exists (a concurrent first bet of the round is waited for); nothing is
 * written then, and the caller locks the existing round.
 */
export async function openRoundWithBet(
  trx: TDb,
  key: TKey,
  input: {
    roundRef: string;
    memberId: bigint;
    vendorId: number;
    gameCode: string;
    stakeMinor: bigint;
    balanceBefore: bigint;
    balanceAfter: bigint;
  },
): Promise<TRoundRow | null> {
  const row = await trx
    .insertInto('game_rounds')
    .values({
      merchant_id: key.merchantId,
      provider_code: key.providerCode,
      round_ref: input.roundRef,
      member_id: input.memberId,
      vendor_id: input.vendorId,
      game_code: input.gameCode,
      stake_minor: input.stakeMinor,
      bet_count: 1,
      live_bet_count: 1,
      balance_before: input.balanceBefore,
      balance_after: input.balanceAfter,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'provider_code', 'round_ref']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

export async function updateRound(
  trx: TDb,
  id: bigint,
  change: {
    stakeDelta?: bigint;
    winDelta?: bigint;
    betDelta?: number;
    liveBetDelta?: number;
    balanceBefore?: bigint;
    balanceAfter?: bigint;
  },
): Promise<void> {
  await trx
    .updateTable('game_rounds')
    .set({
      stake_minor: sql`stake_minor + ${change.stakeDelta ?? 0n}`,
      win_minor: sql`win_minor + ${change.winDelta ?? 0n}`,
      bet_count: sql`bet_count + ${change.betDelta ?? 0}`,
      live_bet_count: sql`live_bet_count + ${change.liveBetDelta ?? 0}`,
      ...(change.balanceBefore === undefined
        ? {}
        : { balance_before: sql`coalesce(balance_before, ${change.balanceBefore})` }),
      ...(change.balanceAfter === undefined ? {} : { balance_after: change.balanceAfter }),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Closes the player's OPEN round and keeps its result; a closed round keeps its first result. One
 * statement: PostgreSQL runs the UPDATE in WITH to completion, and the SELECT sees the round as it was
 * before it, which tells the caller why nothing changed. Returns the round's player, or null when the
 * round does not exist.
 */
export async function closeRound(
  db: TDb,
  key: TKey,
  input: { roundRef: string; memberId: bigint; detail: unknown },
): Promise<{ memberId: bigint } | null> {
  const row = await db
    .with('closed', (qc) =>
      qc
        .updateTable('game_rounds')
        .set({
          status: 'CLOSED',
          closed_at: sql`now()`,
          detail: input.detail === undefined ? null : JSON.stringify(input.detail),
        })
        .where('merchant_id', '=', key.merchantId)
        .where('provider_code', '=', key.providerCode)
        .where('round_ref', '=', input.roundRef)
        .where('member_id', '=', input.memberId)
        .where('status', '=', 'OPEN')
        .returning('id'),
    )
    .selectFrom('game_rounds')
    .select('member_id')
    .where('merchant_id', '=', key.merchantId)
    .where('provider_code', '=', key.providerCode)
    .where('round_ref', '=', input.roundRef)
    .executeTakeFirst();
  return row ? { memberId: row.member_id } : null;
}
