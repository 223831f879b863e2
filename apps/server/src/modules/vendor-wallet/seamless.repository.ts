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

/** Claims the provider's transaction id; null when it was claimed before (waits for a concurrent holder). */
export async function claimTransaction(
  trx: TDb,
  key: TKey,
  input: {
    ref: string;
    kind: TSeamlessKind;
    memberId: bigint;
    amountMinor: bigint;
    requestHash: string;
    referenceRef?: string;
  },
): Promise<bigint | null> {
  const row = await trx
    .insertInto('seamless_transactions')
    .values({
      merchant_id: key.merchantId,
      provider_code: key.providerCode,
      transaction_ref: input.ref,
      kind: input.kind,
      member_id: input.memberId,
      amount_minor: input.amountMinor,
      request_hash: input.requestHash,
      reference_ref: input.referenceRef ?? null,
      status: 'PENDING',
      answer_status: 'PENDING',
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'provider_code', 'transaction_ref']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
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

/** A rollback that named `betRef` (applied to it, or left as a marker because the bet was unknown). */
export async function findRollbackOf(trx: TDb, key: TKey, betRef: string): Promise<TSeamlessTxRow | null> {
  const row = await trx
    .selectFrom('seamless_transactions')
    .selectAll()
    .where('merchant_id', '=', key.merchantId)
    .where('provider_code', '=', key.providerCode)
    .where('reference_ref', '=', betRef)
    .where('kind', '=', 'ROLLBACK')
    .where('status', '=', 'APPLIED')
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

export async function findRoundById(trx: TDb, id: bigint, options: { forUpdate?: boolean } = {}) {
  return trx
    .selectFrom('game_rounds')
    .selectAll()
    .where('id', '=', id)
    .$if(options.forUpdate === true, (q) => q.forUpdate())
    .executeTakeFirstOrThrow();
}

/** The round, created OPEN on its first bet; concurrent first bets of one round end on the same row. */
export async function openRound(
  trx: TDb,
  key: TKey,
  input: { roundRef: string; memberId: bigint; vendorId: number; gameCode: string },
): Promise<TRoundRow> {
  await trx
    .insertInto('game_rounds')
    .values({
      merchant_id: key.merchantId,
      provider_code: key.providerCode,
      round_ref: input.roundRef,
      member_id: input.memberId,
      vendor_id: input.vendorId,
      game_code: input.gameCode,
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'provider_code', 'round_ref']).doNothing())
    .execute();
  const round = await findRoundForUpdate(trx, key, input.roundRef);
  if (!round) throw new Error('Invariant failed: round exists after insert');
  return round;
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

export async function closeRound(trx: TDb, id: bigint, detail: unknown): Promise<void> {
  await trx
    .updateTable('game_rounds')
    .set({
      status: 'CLOSED',
      closed_at: sql`now()`,
      detail: detail === undefined ? null : JSON.stringify(detail),
    })
    .where('id', '=', id)
    .where('status', '=', 'OPEN')
    .execute();
}
