import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import type { TSeamlessTxStatus } from '../../db/schema-vendor-wallet.ts';
import { MAIN_WALLET } from '../ledger/ledger.service.ts';
import type { TFinishedCall } from './seamless.repository.ts';

/**
 * The set-based statements of a `winBatch` call: each one does for every win of the batch what the single
 * `win` path does for one, in one round trip (arrays travel as single parameters, so the SQL text is fixed).
 */
type TKey = { merchantId: number; providerCode: string };

export type TBatchPlayer = {
  memberId: bigint;
  agentType: number;
  mainAccountId: bigint | null;
};

const players = prepared(
  (_db: TDb, p: { merchantId: number; ids: string[]; mainCode: string }) =>
    sql<{ id: bigint; agent_type: number; main_account_id: bigint | null }>`
    SELECT m.id, m.agent_type, a.id AS main_account_id
    FROM members m
    LEFT JOIN ledger_accounts a ON a.merchant_id = m.merchant_id AND a.member_id = m.id AND a.code = ${p.mainCode}
    WHERE m.merchant_id = ${p.merchantId} AND m.id = ANY(${p.ids}::bigint[])`,
);

/** The batch's players (members of the merchant only) with their MAIN account, if it exists yet. */
export async function findBatchPlayers(
  db: TDb,
  merchantId: number,
  memberIds: bigint[],
): Promise<Map<bigint, TBatchPlayer>> {
  const rows = await players.all(db, { merchantId, ids: memberIds.map(String), mainCode: MAIN_WALLET });
  return new Map(
    rows.map((row) => [
      row.id,
      { memberId: row.id, agentType: row.agent_type, mainAccountId: row.main_account_id },
    ]),
  );
}

export type TWinClaim = { ref: string; memberId: bigint; amountMinor: bigint; requestHash: string };

const claimWins = prepared(
  (_db: TDb, p: TKey & { refs: string[]; members: string[]; amounts: string[]; hashes: string[] }) => sql<{
    id: bigint;
    transaction_ref: string;
  }>`
    INSERT INTO seamless_transactions (merchant_id, provider_code, transaction_ref, kind, member_id,
      amount_minor, request_hash, status, answer_status)
    SELECT ${p.merchantId}, ${p.providerCode}, c.ref, 'WIN', c.member_id, c.amount, c.hash, 'PENDING', 'PENDING'
    FROM unnest(${p.refs}::text[], ${p.members}::bigint[], ${p.amounts}::bigint[], ${p.hashes}::text[])
      AS c(ref, member_id, amount, hash)
    ORDER BY c.ref
    ON CONFLICT (merchant_id, provider_code, transaction_ref) DO NOTHING
    RETURNING id, transaction_ref`,
);

/**
 * Claims the wins' transaction ids at once; the map holds the ones claimed now. An id claimed before is
 * left out (a concurrent holder is waited for, as the single claim does); its first answer is read next.
 * No advisory lock: that lock orders a bet and the rollback naming it, and no rollback names a win.
 * Inserted in id order, so two batches sharing ids wait for each other instead of deadlocking.
 */
export async function claimWinRefs(trx: TDb, key: TKey, claims: TWinClaim[]): Promise<Map<string, bigint>> {
  const rows = await claimWins.all(trx, {
    ...key,
    refs: claims.map((c) => c.ref),
    members: claims.map((c) => String(c.memberId)),
    amounts: claims.map((c) => String(c.amountMinor)),
    hashes: claims.map((c) => c.requestHash),
  });
  return new Map(rows.map((row) => [row.transaction_ref, row.id]));
}

const finishedCalls = prepared(
  (_db: TDb, p: TKey & { refs: string[] }) =>
    sql<TFinishedCall & { transaction_ref: string }>`
    SELECT transaction_ref, member_id, request_hash, answer_status, ledger_transaction_id
    FROM seamless_transactions
    WHERE merchant_id = ${p.merchantId} AND provider_code = ${p.providerCode}
      AND transaction_ref = ANY(${p.refs}::text[])`,
);

export async function findFinishedCalls(
  trx: TDb,
  key: TKey,
  refs: string[],
): Promise<Map<string, TFinishedCall>> {
  if (refs.length === 0) return new Map();
  const rows = await finishedCalls.all(trx, { ...key, refs });
  return new Map(rows.map((row) => [row.transaction_ref, row]));
}

const mainsLock = prepared(
  (_db: TDb, p: { merchantId: number; ids: string[] }) =>
    sql<{ id: bigint; balance: bigint }>`
    SELECT id, balance FROM ledger_accounts
    WHERE merchant_id = ${p.merchantId} AND id = ANY(${p.ids}::bigint[])
    ORDER BY id FOR UPDATE`,
);

/** Every MAIN of the batch locked in id order (as each single call locks its player's MAIN first). */
export async function lockMainBalances(
  trx: TDb,
  merchantId: number,
  accountIds: bigint[],
): Promise<Map<bigint, bigint>> {
  const rows = await mainsLock.all(trx, { merchantId, ids: accountIds.map(String) });
  return new Map(rows.map((row) => [row.id, row.balance]));
}

export type TBatchRound = {
  id: bigint;
  round_ref: string;
  member_id: bigint;
  live_bet_count: number;
  vassalage: string;
};

const roundsLock = prepared(
  (_db: TDb, p: TKey & { refs: string[] }) =>
    sql<TBatchRound>`
    SELECT r.id, r.round_ref, r.member_id, r.live_bet_count, v.vassalage
    FROM game_rounds r
    JOIN game_vendors v ON v.id = r.vendor_id AND v.merchant_id = r.merchant_id
    WHERE r.merchant_id = ${p.merchantId} AND r.provider_code = ${p.providerCode}
      AND r.round_ref = ANY(${p.refs}::text[])
    ORDER BY r.id FOR UPDATE OF r`,
);

/** The wins' rounds, locked in id order (after the MAINs, as the single path locks them). */
export async function lockRoundsToSettle(
  trx: TDb,
  key: TKey,
  refs: string[],
): Promise<Map<string, TBatchRound>> {
  const rows = await roundsLock.all(trx, { ...key, refs });
  return new Map(rows.map((row) => [row.round_ref, row]));
}

const roundWins = prepared(
  (_db: TDb, p: { ids: string[]; wins: string[]; afters: string[] }) =>
    sql`
    UPDATE game_rounds r SET win_minor = r.win_minor + w.win, balance_after = w.after
    FROM unnest(${p.ids}::bigint[], ${p.wins}::bigint[], ${p.afters}::bigint[]) AS w(id, win, after)
    WHERE r.id = w.id`,
);

/** Adds each round's wins of the batch and the balance its last win left. */
export async function addRoundWins(
  trx: TDb,
  rounds: Array<{ id: bigint; winMinor: bigint; balanceAfter: bigint }>,
): Promise<void> {
  if (rounds.length === 0) return;
  await roundWins.run(trx, {
    ids: rounds.map((r) => String(r.id)),
    wins: rounds.map((r) => String(r.winMinor)),
    afters: rounds.map((r) => String(r.balanceAfter)),
  });
}

export type TClaimOutcome = {
  claimId: bigint;
  status: TSeamlessTxStatus;
  answerStatus: string;
  ledgerTransactionId: bigint | null;
  roundId: bigint | null;
};

const finishStatement = prepared(
  (
    _db: TDb,
    p: {
      ids: string[];
      statuses: string[];
      answers: string[];
      ledgers: (string | null)[];
      rounds: (string | null)[];
    },
  ) =>
    sql`
      UPDATE seamless_transactions t
      SET status = o.status, answer_status = o.answer, ledger_transaction_id = o.ledger, round_id = o.round
      FROM unnest(${p.ids}::bigint[], ${p.statuses}::text[], ${p.answers}::text[], ${p.ledgers}::bigint[],
        ${p.rounds}::bigint[]) AS o(id, status, answer, ledger, round)
      WHERE t.id = o.id`,
);

/** Stores every claimed win's outcome, so a retry of any of them gets its answer again. */
export async function finishClaims(trx: TDb, outcomes: TClaimOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  await finishStatement.run(trx, {
    ids: outcomes.map((o) => String(o.claimId)),
    statuses: outcomes.map((o) => o.status),
    answers: outcomes.map((o) => o.answerStatus),
    ledgers: outcomes.map((o) => (o.ledgerTransactionId === null ? null : String(o.ledgerTransactionId))),
    rounds: outcomes.map((o) => (o.roundId === null ? null : String(o.roundId))),
  });
}

const releaseStatement = prepared(
  (_db: TDb, p: { ids: string[] }) =>
    sql`DELETE FROM seamless_transactions WHERE id = ANY(${p.ids}::bigint[]) AND status = 'PENDING'`,
);

/** Frees ids claimed in this transaction that must be judged afresh on retry (ROUND_NOT_FOUND). */
export async function releaseClaims(trx: TDb, claimIds: bigint[]): Promise<void> {
  if (claimIds.length === 0) return;
  await releaseStatement.run(trx, { ids: claimIds.map(String) });
}
