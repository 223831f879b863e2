import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { prepared } from '../../db/prepared.ts';
import { claimLockKey, type TFinishedCall } from './seamless.repository.ts';
import {
  liveSessionOf,
  type TBettingSessionRow,
  type TLiveWalletSession,
} from './wallet-sessions.repository.ts';

/**
 * The set-based statements of a `betBatch` call that a `winBatch` does not need: each does for every bet
 * of the batch what the single `bet` path does for one (claimTransaction's lock, findBettingSession,
 * openRoundWithBet, findRoundForUpdate, updateRound), in one round trip with arrays as parameters.
 */
type TKey = { merchantId: number; providerCode: string };

const idsThenMains = prepared(
  (_db: TDb, p: { keys: string[]; merchantId: number; mains: string[] }) =>
    sql<{ id: bigint; balance: bigint }>`
    SELECT a.id, a.balance FROM ledger_accounts a
    WHERE a.merchant_id = ${p.merchantId} AND a.id = ANY(${p.mains}::bigint[])
      -- Evaluated once, before the first account is read (an InitPlan): the ids' locks come first.
      AND (SELECT count(pg_advisory_xact_lock(l.h)) FROM (
            SELECT DISTINCT hashtextextended(k, 0) AS h FROM unnest(${p.keys}::text[]) AS k ORDER BY h
          ) AS l) >= 0
    ORDER BY a.id FOR UPDATE`,
);

/**
 * In the single bet's lock order, in one round trip: the lock each single bet takes on its id when it
 * claims it (`claimLockKey`), for every bet of the batch, in the lock's order so two batches sharing ids
 * queue rather than deadlock — then every MAIN of the batch (id order). A rollback naming one of these
 * bets, or the same bet sent alone, waits for the batch — or the batch for it, and then reads what it
 * committed (the calls seen before are read by a later statement). Returns each MAIN's balance.
 */
export async function lockBetIdsAndMains(
  trx: TDb,
  key: TKey,
  refs: string[],
  mainIds: bigint[],
): Promise<Map<bigint, bigint>> {
  const keys = refs.map((ref) => claimLockKey(key, ref));
  const rows = await idsThenMains.all(trx, { keys, merchantId: key.merchantId, mains: mainIds.map(String) });
  return new Map(rows.map((row) => [row.id, row.balance]));
}

/** A bet of the batch as `findBettingSession` reads it: the player, the session token, the game named. */
export type TSessionQuery = {
  index: number;
  memberId: bigint;
  tokenHash: Buffer;
  betRef: string;
  game: string;
};

type TSeenRow = Partial<TBettingSessionRow> &
  Partial<TFinishedCall> & { idx: number; bet_ref: string; has_session: boolean; is_seen: boolean };

const seenAndSessions = prepared(
  (
    _db: TDb,
    p: TKey & { indexes: number[]; hashes: string[]; members: string[]; refs: string[]; games: string[] },
  ) =>
    sql<TSeenRow>`
    SELECT b.idx, b.bet_ref,
      t.transaction_ref IS NOT NULL AS is_seen, t.member_id, t.request_hash, t.answer_status,
      t.ledger_transaction_id,
      ws.vendor_id IS NOT NULL AS has_session, ws.vendor_id, ws.vassalage, ws.status, ws.wallet_mode,
      ws.game_code, ws.has_rollback
    FROM unnest(${p.indexes}::int[], ${p.hashes}::text[], ${p.members}::bigint[], ${p.refs}::text[],
      ${p.games}::text[]) AS b(idx, hash, member_id, bet_ref, game)
    -- The call stored before under the bet's id, if any: its first answer is the answer.
    LEFT JOIN seamless_transactions t ON t.merchant_id = ${p.merchantId} AND t.provider_code = ${p.providerCode}
      AND t.transaction_ref = b.bet_ref
    -- The live session the bet names, by its primary key whatever the statistics say: planned as a join, a
    -- burst of new sessions not yet analyzed had the planner scan every session of the vendor (38 ms).
    LEFT JOIN LATERAL (
      SELECT w.vendor_id, v.vassalage, v.status, v.wallet_mode, coalesce(named.code, w.game_code) AS game_code,
        EXISTS (
          SELECT 1 FROM seamless_transactions r
          WHERE r.merchant_id = ${p.merchantId} AND r.provider_code = ${p.providerCode}
            AND r.reference_ref = b.bet_ref AND r.kind = 'ROLLBACK' AND r.status = 'APPLIED'
        ) AS has_rollback
      FROM (SELECT * FROM wallet_sessions WHERE token_hash = decode(b.hash, 'hex') LIMIT 1) w
      JOIN sessions s ON s.id = w.session_id
      JOIN game_vendors v ON v.id = w.vendor_id
      LEFT JOIN games named ON named.merchant_id = ${p.merchantId} AND named.vendor_id = w.vendor_id
        AND named.provider_game_id = b.game
      WHERE w.merchant_id = ${p.merchantId} AND w.provider_code = ${p.providerCode}
        AND w.member_id = b.member_id AND w.expires_at > now() AND s.revoked_at IS NULL
    ) ws ON true`,
);

/**
 * After the MAIN locks, in one read for every bet: the call stored before under its id (`findFinishedCalls`:
 * its first answer is the answer) and the live wallet session it names (`findBettingSession`: not expired,
 * this player's, its site session not revoked, and whether a rollback of the bet came first).
 */
export async function findSeenAndSessions(
  trx: TDb,
  key: TKey,
  bets: TSessionQuery[],
): Promise<{ firsts: Map<string, TFinishedCall>; sessions: Map<number, TLiveWalletSession> }> {
  const firsts = new Map<string, TFinishedCall>();
  const sessions = new Map<number, TLiveWalletSession>();
  if (bets.length === 0) return { firsts, sessions };
  const rows = await seenAndSessions.all(trx, {
    ...key,
    indexes: bets.map((b) => b.index),
    hashes: bets.map((b) => b.tokenHash.toString('hex')),
    members: bets.map((b) => String(b.memberId)),
    refs: bets.map((b) => b.betRef),
    games: bets.map((b) => b.game),
  });
  for (const row of rows) {
    if (row.is_seen) firsts.set(row.bet_ref, row as TSeenRow & TFinishedCall);
    if (row.has_session) sessions.set(row.idx, liveSessionOf(row as TSeenRow & TBettingSessionRow));
  }
  return { firsts, sessions };
}

export type TBetRound = { id: bigint; round_ref: string; member_id: bigint; status: 'OPEN' | 'CLOSED' };

const roundsLock = prepared(
  (_db: TDb, p: TKey & { refs: string[] }) =>
    sql<TBetRound>`
    SELECT id, round_ref, member_id, status FROM game_rounds
    WHERE merchant_id = ${p.merchantId} AND provider_code = ${p.providerCode}
      AND round_ref = ANY(${p.refs}::text[])
    ORDER BY id FOR UPDATE`,
);

/** The bets' rounds that exist, locked in id order (after the MAINs, as the single bet locks its round). */
export async function lockRoundsToBet(trx: TDb, key: TKey, refs: string[]): Promise<Map<string, TBetRound>> {
  if (refs.length === 0) return new Map();
  const rows = await roundsLock.all(trx, { ...key, refs });
  return new Map(rows.map((row) => [row.round_ref, row]));
}

/** A round's bets of this batch: what `openRoundWithBet` and `updateRound` would have counted one by one. */
export type TRoundStakes = {
  ref: string;
  stakeMinor: bigint;
  bets: number;
  /** MAIN before the round's first bet of the batch, and after its last. */
  balanceBefore: bigint;
  balanceAfter: bigint;
};

const roundsOpen = prepared(
  (
    _db: TDb,
    p: TKey & {
      refs: string[];
      members: string[];
      vendors: number[];
      games: string[];
      stakes: string[];
      bets: number[];
      befores: string[];
      afters: string[];
    },
  ) =>
    sql<{ id: bigint; round_ref: string }>`
    INSERT INTO game_rounds (merchant_id, provider_code, round_ref, member_id, vendor_id, game_code,
      stake_minor, bet_count, live_bet_count, balance_before, balance_after)
    SELECT ${p.merchantId}, ${p.providerCode}, r.ref, r.member_id, r.vendor_id, r.game, r.stake, r.bets,
      r.bets, r.before, r.after
    FROM unnest(${p.refs}::text[], ${p.members}::bigint[], ${p.vendors}::int[], ${p.games}::text[],
      ${p.stakes}::bigint[], ${p.bets}::int[], ${p.befores}::bigint[], ${p.afters}::bigint[])
      AS r(ref, member_id, vendor_id, game, stake, bets, before, after)
    RETURNING id, round_ref`,
);

/**
 * Opens the rounds whose first bet is in the batch, their bets counted, in one statement. No ON CONFLICT:
 * a round another call opened after the batch locked its rounds fails it (the batch answers RETRY).
 */
export async function openRoundsWithBets(
  trx: TDb,
  key: TKey,
  rounds: Array<TRoundStakes & { memberId: bigint; vendorId: number; gameCode: string }>,
): Promise<Map<string, bigint>> {
  if (rounds.length === 0) return new Map();
  const rows = await roundsOpen.all(trx, {
    ...key,
    refs: rounds.map((r) => r.ref),
    members: rounds.map((r) => String(r.memberId)),
    vendors: rounds.map((r) => r.vendorId),
    games: rounds.map((r) => r.gameCode),
    ...stakeArrays(rounds),
  });
  return new Map(rows.map((row) => [row.round_ref, row.id]));
}

const stakeArrays = (rounds: TRoundStakes[]) => ({
  stakes: rounds.map((r) => String(r.stakeMinor)),
  bets: rounds.map((r) => r.bets),
  befores: rounds.map((r) => String(r.balanceBefore)),
  afters: rounds.map((r) => String(r.balanceAfter)),
});

const roundsCount = prepared(
  (_db: TDb, p: { ids: string[]; stakes: string[]; bets: number[]; befores: string[]; afters: string[] }) =>
    sql`
    UPDATE game_rounds g SET stake_minor = g.stake_minor + r.stake, bet_count = g.bet_count + r.bets,
      live_bet_count = g.live_bet_count + r.bets, balance_before = coalesce(g.balance_before, r.before),
      balance_after = r.after
    FROM unnest(${p.ids}::bigint[], ${p.stakes}::bigint[], ${p.bets}::int[], ${p.befores}::bigint[],
      ${p.afters}::bigint[]) AS r(id, stake, bets, before, after)
    WHERE g.id = r.id`,
);

/** Counts the batch's bets on rounds that existed (locked by `lockRoundsToBet`), in one statement. */
export async function addRoundBets(trx: TDb, rounds: Array<TRoundStakes & { id: bigint }>): Promise<void> {
  if (rounds.length === 0) return;
  await roundsCount.run(trx, { ids: rounds.map((r) => String(r.id)), ...stakeArrays(rounds) });
}
