import { type Selectable, sql } from 'kysely';
import type { HouseTransferTransactionsTable, HouseTransferWalletsTable, THouseDb } from '../db/house-db.ts';

export type TTransferWalletRow = Selectable<HouseTransferWalletsTable>;
export type TTransferRow = Selectable<HouseTransferTransactionsTable>;
/** One wallet per player and transfer-mode vendor. */
export type TWalletKey = { merchantCode: string; vassalage: string; playerId: string };

/** Creates the wallet at 0 if it does not exist; an existing one is left as it is. */
export async function ensureWallet(
  db: THouseDb,
  key: TWalletKey,
  input: { currency: string; displayName: string },
): Promise<void> {
  await db
    .insertInto('house.transfer_wallets')
    .values({
      merchant_code: key.merchantCode,
      vassalage: key.vassalage,
      player_id: key.playerId,
      currency: input.currency,
      display_name: input.displayName.slice(0, 40),
    })
    .onConflict((oc) => oc.columns(['merchant_code', 'vassalage', 'player_id']).doNothing())
    .execute();
}

export async function findWallet(
  db: THouseDb,
  key: TWalletKey,
  options: { forUpdate?: boolean } = {},
): Promise<TTransferWalletRow | null> {
  const row = await db
    .selectFrom('house.transfer_wallets')
    .selectAll()
    .where('merchant_code', '=', key.merchantCode)
    .where('vassalage', '=', key.vassalage)
    .where('player_id', '=', key.playerId)
    .$if(options.forUpdate === true, (q) => q.forUpdate())
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Adds `deltaCents` (negative to debit) to the wallet if it is in `currency` and stays at or above
 * zero, in one statement (the UPDATE locks the row and checks the condition on its latest version);
 * null when nothing moved. The CHECK still keeps the balance from going below zero.
 */
export async function moveWalletBalance(
  db: THouseDb,
  key: TWalletKey,
  move: { deltaCents: bigint; currency: string },
): Promise<bigint | null> {
  const row = await db
    .updateTable('house.transfer_wallets')
    .set({ balance_cents: sql`balance_cents + ${move.deltaCents}`, updated_at: sql`now()` })
    .where('merchant_code', '=', key.merchantCode)
    .where('vassalage', '=', key.vassalage)
    .where('player_id', '=', key.playerId)
    .where('currency', '=', move.currency)
    .where(sql<boolean>`balance_cents + ${move.deltaCents} >= 0`)
    .returning('balance_cents')
    .executeTakeFirst();
  return row?.balance_cents ?? null;
}

/**
 * A transfer in one statement, its own transaction (no BEGIN, no COMMIT round trip): the wallet moves and
 * the reference is recorded APPLIED with the balance it left. Nothing is written, and null comes back,
 * when the wallet cannot move (missing, another currency, not enough money): the caller takes the path
 * that says why. A reference recorded before makes the insert fail (unique violation), which undoes the
 * move with it: the caller answers that as a repeat. The wallet row is locked before the reference, the
 * order applyTransfer's other path keeps too, so the two never deadlock.
 */
export async function applyInOneStatement(
  db: THouseDb,
  input: Omit<TTransferRow, 'id' | 'created_at' | 'status' | 'answer_status' | 'balance_after_cents'>,
): Promise<bigint | null> {
  const delta = input.direction === 'IN' ? input.amount_cents : -input.amount_cents;
  const { rows } = await sql<{ balance_after_cents: bigint }>`
    WITH moved AS (
      UPDATE house.transfer_wallets SET balance_cents = balance_cents + ${delta}, updated_at = now()
      WHERE merchant_code = ${input.merchant_code} AND vassalage = ${input.vassalage}
        AND player_id = ${input.player_id} AND currency = ${input.currency} AND balance_cents + ${delta} >= 0
      RETURNING balance_cents)
    INSERT INTO house.transfer_transactions (merchant_code, reference, vassalage, player_id, direction,
      amount_cents, currency, request_hash, status, answer_status, balance_after_cents)
    SELECT ${input.merchant_code}, ${input.reference}, ${input.vassalage}, ${input.player_id}, ${input.direction},
      ${input.amount_cents}, ${input.currency}, ${input.request_hash}, 'APPLIED', 'OK', balance_cents FROM moved
    RETURNING balance_after_cents`.execute(db);
  return rows[0]?.balance_after_cents ?? null;
}

/** Whether `error` is the insert of a reference recorded before (the table's unique key). */
export function isRepeatedReference(error: unknown): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return (
    pgError?.code === '23505' && pgError.constraint === 'transfer_transactions_merchant_code_reference_key'
  );
}

/**
 * Claims the platform's reference for this transfer inside the caller's transaction; null when it was
 * claimed before (a concurrent claim is waited for, then seen as claimed).
 */
export async function claimReference(
  trx: THouseDb,
  input: Omit<TTransferRow, 'id' | 'created_at' | 'status' | 'answer_status' | 'balance_after_cents'>,
): Promise<bigint | null> {
  const row = await trx
    .insertInto('house.transfer_transactions')
    .values({ ...input, status: 'REFUSED', answer_status: 'PENDING', balance_after_cents: null })
    .onConflict((oc) => oc.columns(['merchant_code', 'reference']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function finishTransfer(
  trx: THouseDb,
  id: bigint,
  outcome: { status: 'APPLIED' | 'REFUSED'; answerStatus: string; balanceAfterCents: bigint | null },
): Promise<void> {
  await trx
    .updateTable('house.transfer_transactions')
    .set({
      status: outcome.status,
      answer_status: outcome.answerStatus,
      balance_after_cents: outcome.balanceAfterCents,
    })
    .where('id', '=', id)
    .execute();
}

export async function findTransfer(
  db: THouseDb,
  merchantCode: string,
  reference: string,
): Promise<TTransferRow | null> {
  const row = await db
    .selectFrom('house.transfer_transactions')
    .selectAll()
    .where('merchant_code', '=', merchantCode)
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row ?? null;
}
