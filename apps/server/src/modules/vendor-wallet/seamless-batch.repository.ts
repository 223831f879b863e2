import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import type { TSeamlessKind, TSeamlessTxStatus } from '../../db/schema-vendor-wallet.ts';
import { MAIN_WALLET } from '../ledger/ledger.service.ts';
import type { TFinishedCall } from './seamless.repository.ts';

/**
 * The set-based statements of a `winBatch` call (and those a `betBatch` shares with it): each one does for
 * every call of the batch what the single path does for one, in one round trip (arrays travel as single
 * parameters, so the SQL text is fixed).
 */
type TKey = { merchantId: number; providerCode: string };

export type TBatchPlayer = {
  memberId: bigint;
  agentType: number;
  /** A locked or closed member may not bet (wins still reach them). */
  isActive: boolean;
  mainAccountId: bigint | null;
  /** The largest stake the member's bonus being wagered allows (decision 049), if one runs. */
  bonusMaxBetMinor: bigint | null;
};

const players = prepared(
  (_db: TDb, p: { merchantId: number; ids: string[]; mainCode: string }) =>
    sql<{
      id: bigint;
      agent_type: number;
      status: string;
      main_account_id: bigint | null;
      bonus_max_bet: bigint | null;
    }>`
    SELECT m.id, m.agent_type, m.status, a.id AS main_account_id, b.max_bet AS bonus_max_bet
    FROM members m
    LEFT JOIN ledger_accounts a ON a.merchant_id = m.merchant_id AND a.member_id = m.id AND a.code = ${p.mainCode}
    LEFT JOIN bonuses b ON b.member_id = m.id AND b.state = 'ACTIVE'
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
      {
        memberId: row.id,
        agentType: row.agent_type,
        isActive: row.status === 'ACTIVE',
        mainAccountId: row.main_account_id,
        bonusMaxBetMinor: row.bonus_max_bet,
      },
    ]),
  );
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

/** A call (win or bet) judged in a batch, stored as the single path stores a finished call. */
export type TBatchCall = {
  ref: string;
  memberId: bigint;
  amountMinor: bigint;
  requestHash: string;
  status: TSeamlessTxStatus;
  answerStatus: string;
  ledgerTransactionId: bigint | null;
  roundId: bigint | null;
};

const batchCalls = prepared(
  (
    _db: TDb,
    p: TKey & {
      kind: TSeamlessKind;
      refs: string[];
      members: string[];
      amounts: string[];
      hashes: string[];
      statuses: string[];
      answers: string[];
      ledgers: (string | null)[];
      rounds: (string | null)[];
    },
  ) => sql`
    INSERT INTO seamless_transactions (merchant_id, provider_code, transaction_ref, kind, member_id,
      amount_minor, request_hash, status, answer_status, ledger_transaction_id, round_id)
    SELECT ${p.merchantId}, ${p.providerCode}, c.ref, ${p.kind}::text, c.member_id, c.amount, c.hash, c.status, c.answer,
      c.ledger, c.round
    FROM unnest(${p.refs}::text[], ${p.members}::bigint[], ${p.amounts}::bigint[], ${p.hashes}::text[],
      ${p.statuses}::text[], ${p.answers}::text[], ${p.ledgers}::bigint[], ${p.rounds}::bigint[])
      AS c(ref, member_id, amount, hash, status, answer, ledger, round)`,
);

/**
 * Stores the batch's judged calls, finished, in one statement. No ON CONFLICT: an id that another call
 * stored after this batch looked (a concurrent retry) fails the statement — as its ledger key would have
 * already — and the whole batch rolls back, to be answered from the first call on its retry.
 */
export async function insertBatchCalls(
  trx: TDb,
  key: TKey,
  kind: Extract<TSeamlessKind, 'WIN' | 'BET'>,
  calls: TBatchCall[],
): Promise<void> {
  if (calls.length === 0) return;
  await batchCalls.run(trx, {
    ...key,
    kind,
    refs: calls.map((c) => c.ref),
    members: calls.map((c) => String(c.memberId)),
    amounts: calls.map((c) => String(c.amountMinor)),
    hashes: calls.map((c) => c.requestHash),
    statuses: calls.map((c) => c.status),
    answers: calls.map((c) => c.answerStatus),
    ledgers: calls.map((c) => (c.ledgerTransactionId === null ? null : String(c.ledgerTransactionId))),
    rounds: calls.map((c) => (c.roundId === null ? null : String(c.roundId))),
  });
}
