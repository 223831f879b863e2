import '../../db/schema-vendor-wallet.ts';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { prepared, preparedByShape } from '../../db/prepared.ts';
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
const claim = prepared(
  (
    _db: TDb,
    p: TKey & {
      ref: string;
      kind: TSeamlessKind;
      memberId: bigint;
      amountMinor: bigint;
      requestHash: string;
      referenceRef: string | null;
      lockKey: string;
    },
  ) => sql<{ id: bigint }>`
    INSERT INTO seamless_transactions (merchant_id, provider_code, transaction_ref, kind, member_id,
      amount_minor, request_hash, reference_ref, status, answer_status)
    SELECT ${p.merchantId}, ${p.providerCode}, ${p.ref}, ${p.kind}, ${p.memberId},
      ${p.amountMinor}, ${p.requestHash}, ${p.referenceRef}, 'PENDING', 'PENDING'
    FROM pg_advisory_xact_lock(hashtextextended(${p.lockKey}, 0))
    ON CONFLICT (merchant_id, provider_code, transaction_ref) DO NOTHING
    RETURNING id`,
);

/** The advisory lock a call takes on an id while it claims it (betBatch takes the same, decision 039). */
export function claimLockKey(key: TKey, ref: string): string {
  return `seamless|${key.merchantId}|${key.providerCode}|${ref}`;
}

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
  const lockKey = claimLockKey(key, input.lockRef);
  const { rows } = await claim.run(trx, {
    ...key,
    ...input,
    referenceRef: input.referenceRef ?? null,
    lockKey,
  });
  return rows[0]?.id ?? null;
}

const finish = prepared(
  (
    db: TDb,
    p: {
      id: bigint;
      status: TSeamlessTxStatus;
      answerStatus: string;
      ledgerTransactionId: bigint | null;
      roundId: bigint | null;
    },
  ) =>
    db
      .updateTable('seamless_transactions')
      .set({
        status: p.status,
        answer_status: p.answerStatus,
        ledger_transaction_id: p.ledgerTransactionId,
        round_id: p.roundId,
      })
      .where('id', '=', p.id),
);

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
  await finish.run(trx, { id, ...outcome });
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

const roundToSettle = prepared((db: TDb, p: TKey & { roundRef: string }) =>
  roundWithVendorForUpdate(db)
    .where('game_rounds.merchant_id', '=', p.merchantId)
    .where('game_rounds.provider_code', '=', p.providerCode)
    .where('game_rounds.round_ref', '=', p.roundRef),
);

export async function findRoundToSettle(
  trx: TDb,
  key: TKey,
  roundRef: string,
): Promise<TRoundToSettle | null> {
  const row = await roundToSettle.first(trx, { ...key, roundRef });
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
const openRound = prepared(
  (
    db: TDb,
    p: TKey & {
      roundRef: string;
      memberId: bigint;
      vendorId: number;
      gameCode: string;
      stakeMinor: bigint;
      balanceBefore: bigint;
      balanceAfter: bigint;
    },
  ) =>
    db
      .insertInto('game_rounds')
      .values({
        merchant_id: p.merchantId,
        provider_code: p.providerCode,
        round_ref: p.roundRef,
        member_id: p.memberId,
        vendor_id: p.vendorId,
        game_code: p.gameCode,
        stake_minor: p.stakeMinor,
        bet_count: 1,
        live_bet_count: 1,
        balance_before: p.balanceBefore,
        balance_after: p.balanceAfter,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'provider_code', 'round_ref']).doNothing())
      .returningAll(),
);

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
  const row = await openRound.first(trx, { ...key, ...input });
  return row ?? null;
}

/** Shape: which of balance_before and balance_after the update sets ("before|after", "|after", …). */
const roundUpdate = preparedByShape(
  (shape: string) =>
    (
      db: TDb,
      p: {
        id: bigint;
        stakeDelta: bigint;
        winDelta: bigint;
        betDelta: number;
        liveBetDelta: number;
        balanceBefore: bigint | null;
        balanceAfter: bigint | null;
      },
    ) =>
      db
        .updateTable('game_rounds')
        .set({
          stake_minor: sql`stake_minor + ${p.stakeDelta}`,
          win_minor: sql`win_minor + ${p.winDelta}`,
          bet_count: sql`bet_count + ${p.betDelta}`,
          live_bet_count: sql`live_bet_count + ${p.liveBetDelta}`,
          ...(shape.startsWith('before')
            ? { balance_before: sql`coalesce(balance_before, ${p.balanceBefore})` }
            : {}),
          ...(shape.endsWith('after') ? { balance_after: p.balanceAfter } : {}),
        })
        .where('id', '=', p.id),
);

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
  const shape = `${change.balanceBefore === undefined ? '' : 'before'}|${change.balanceAfter === undefined ? '' : 'after'}`;
  await roundUpdate(shape).run(trx, {
    id,
    stakeDelta: change.stakeDelta ?? 0n,
    winDelta: change.winDelta ?? 0n,
    betDelta: change.betDelta ?? 0,
    liveBetDelta: change.liveBetDelta ?? 0,
    balanceBefore: change.balanceBefore ?? null,
    balanceAfter: change.balanceAfter ?? null,
  });
}

/**
 * Closes the player's OPEN round and keeps its result; a closed round keeps its first result. One
 * statement: PostgreSQL runs the UPDATE in WITH to completion, and the SELECT sees the round as it was
 * before it, which tells the caller why nothing changed. Returns the round's player, or null when the
 * round does not exist.
 */
const close = prepared((db: TDb, p: TKey & { roundRef: string; memberId: bigint; detail: string | null }) =>
  db
    .with('closed', (qc) =>
      qc
        .updateTable('game_rounds')
        // points_xid: the points feed takes the closed round in once (decision 054).
        .set({
          status: 'CLOSED',
          closed_at: sql`now()`,
          detail: p.detail,
          points_xid: sql`pg_current_xact_id()`,
        })
        .where('merchant_id', '=', p.merchantId)
        .where('provider_code', '=', p.providerCode)
        .where('round_ref', '=', p.roundRef)
        .where('member_id', '=', p.memberId)
        .where('status', '=', 'OPEN')
        .returning('id'),
    )
    .selectFrom('game_rounds')
    .select('member_id')
    .where('merchant_id', '=', p.merchantId)
    .where('provider_code', '=', p.providerCode)
    .where('round_ref', '=', p.roundRef),
);

/** A closed round's stake changed (a late rollback): the points feed takes it in again (decision 054). */
const recount = prepared((db: TDb, p: { id: bigint }) =>
  db
    .updateTable('game_rounds')
    .set({ points_xid: sql`pg_current_xact_id()` })
    .where('id', '=', p.id)
    .where('status', '=', 'CLOSED'),
);

export async function markRoundForPointsRecount(trx: TDb, id: bigint): Promise<void> {
  await recount.run(trx, { id });
}

export async function closeRound(
  db: TDb,
  key: TKey,
  input: { roundRef: string; memberId: bigint; detail: unknown },
): Promise<{ memberId: bigint } | null> {
  const row = await close.first(db, {
    ...key,
    roundRef: input.roundRef,
    memberId: input.memberId,
    detail: input.detail === undefined ? null : JSON.stringify(input.detail),
  });
  return row ? { memberId: row.member_id } : null;
}
