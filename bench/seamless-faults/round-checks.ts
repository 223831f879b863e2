import { sql } from 'kysely';
import type pg from 'pg';
import type { TDb } from '../../apps/server/src/db/database.ts';

/**
 * bench:seamless-faults' verdict: the house's rounds (its own database) against the platform's
 * game_rounds and ledger. The money truth on the platform is the ledger: each round's effect on the
 * player is the sum of the player-side entries of its keyed postings (`seamless:HOUSE:<round>:bet|win|
 * rollback`), which must equal what the house settled: win − stake for a CLOSED round, 0 for a round
 * rolled back or refused (VOID).
 */
type THouseRound = {
  round_ref: string;
  player_id: string;
  state: string;
  stake: bigint;
  win: bigint;
  attempts: number;
};
type TPlatformRound = { status: string; stake: bigint; win: bigint; live: number; bets: number };

export const UNFINISHED = ['PLACING', 'PLACED', 'WIN_SENT'];

export async function countUnfinished(house: pg.Pool): Promise<number> {
  const { rows } = await house.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM house.rounds WHERE state = ANY($1) AND transfer_vassalage IS NULL`,
    [UNFINISHED],
  );
  return rows[0]?.n ?? 0;
}

async function houseRounds(house: pg.Pool): Promise<THouseRound[]> {
  const { rows } = await house.query<THouseRound>(
    `SELECT round_ref, player_id, state, stake_cents AS stake, coalesce(win_cents, 0) AS win, attempts
     FROM house.rounds WHERE transfer_vassalage IS NULL`,
  );
  return rows.map((row) => ({ ...row, stake: BigInt(row.stake), win: BigInt(row.win) }));
}

async function platformRounds(db: TDb): Promise<Map<string, TPlatformRound>> {
  const rows = await db
    .selectFrom('game_rounds')
    .select(['round_ref', 'status', 'stake_minor', 'win_minor', 'live_bet_count', 'bet_count'])
    .where('provider_code', '=', 'HOUSE')
    .execute();
  return new Map(
    rows.map((r) => [
      r.round_ref,
      {
        status: r.status,
        stake: BigInt(r.stake_minor),
        win: BigInt(r.win_minor),
        live: r.live_bet_count,
        bets: r.bet_count,
      },
    ]),
  );
}

/** Per round, what its postings did to the player's MAIN. */
async function ledgerNet(db: TDb): Promise<Map<string, bigint>> {
  const { rows } = await sql<{ round_ref: string; net: string }>`
    SELECT split_part(t.idempotency_key, ':', 3) AS round_ref, sum(e.amount)::text AS net
    FROM ledger_transactions t
    JOIN ledger_entries e ON e.transaction_id = t.id
    JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id IS NOT NULL
    WHERE t.idempotency_key LIKE 'seamless:HOUSE:%'
    GROUP BY 1`.execute(db);
  return new Map(rows.map((row) => [row.round_ref, BigInt(row.net)]));
}

export type TRoundVerdict = {
  started: number;
  byState: Record<string, number>;
  /** Rounds the recovery loop worked on (a step failed on the request path), by final state. */
  recoveredByState: Record<string, number>;
  /** Platform rounds whose bet landed and was then rolled back (the house never saw its answer). */
  landedThenRolledBack: number;
  /** The player got less than the house settled (or a settled round is not closed on the platform). */
  lost: string[];
  /** The player got more than the house settled. */
  paidTwice: string[];
  /** Platform rounds still OPEN with a bet neither rolled back nor completed. */
  openWithLiveBet: number;
  /** Platform rounds the house does not know. */
  orphans: number;
};

function judge(
  round: THouseRound,
  platform: TPlatformRound | undefined,
  net: bigint,
  verdict: TRoundVerdict,
) {
  const isSettled = round.state === 'CLOSED';
  const expected = isSettled ? round.win - round.stake : 0n;
  if (net > expected)
    verdict.paidTwice.push(`${round.round_ref} ${round.state}: player +${net}, house ${expected}`);
  else if (net < expected)
    verdict.lost.push(`${round.round_ref} ${round.state}: player ${net}, house ${expected}`);
  else if (
    isSettled &&
    (platform?.status !== 'CLOSED' || platform.stake !== round.stake || platform.win !== round.win)
  ) {
    verdict.lost.push(
      `${round.round_ref} CLOSED at the house, platform ${JSON.stringify(platform ?? null, (_k, v) => (typeof v === 'bigint' ? v.toString() : v))}`,
    );
  }
}

export async function checkRounds(db: TDb, house: pg.Pool): Promise<TRoundVerdict> {
  const [rounds, platform, nets] = await Promise.all([houseRounds(house), platformRounds(db), ledgerNet(db)]);
  const verdict: TRoundVerdict = {
    started: rounds.length,
    byState: {},
    recoveredByState: {},
    landedThenRolledBack: 0,
    lost: [],
    paidTwice: [],
    openWithLiveBet: 0,
    orphans: 0,
  };
  const known = new Set<string>();
  for (const round of rounds) {
    known.add(round.round_ref);
    verdict.byState[round.state] = (verdict.byState[round.state] ?? 0) + 1;
    if (round.attempts > 0)
      verdict.recoveredByState[round.state] = (verdict.recoveredByState[round.state] ?? 0) + 1;
    judge(round, platform.get(round.round_ref), nets.get(round.round_ref) ?? 0n, verdict);
  }
  for (const row of platform.values()) {
    if (row.status === 'OPEN' && row.live > 0) verdict.openWithLiveBet++;
    if (row.bets > 0 && row.live === 0) verdict.landedThenRolledBack++;
  }
  const platformRefs = new Set([...platform.keys(), ...nets.keys()]);
  verdict.orphans = [...platformRefs].filter((ref) => !known.has(ref)).length;
  return verdict;
}

/**
 * Each player's MAIN against the house's view: the opening funds plus every CLOSED round's win − stake
 * (nothing else moves their money in this bench). Returns how many players differ.
 */
export async function checkBalances(
  db: TDb,
  house: pg.Pool,
  players: { memberId: bigint; mainId: bigint }[],
  openingMinor: bigint,
): Promise<number> {
  const { rows } = await house.query<{ player_id: string; net: string }>(
    `SELECT player_id, sum(coalesce(win_cents, 0) - stake_cents)::text AS net
     FROM house.rounds WHERE state = 'CLOSED' AND transfer_vassalage IS NULL GROUP BY player_id`,
  );
  const expected = new Map(rows.map((row) => [row.player_id, BigInt(row.net)]));
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance'])
    .where(
      'id',
      'in',
      players.map((p) => p.mainId),
    )
    .execute();
  const balanceOf = new Map(accounts.map((a) => [String(a.id), BigInt(a.balance)]));
  return players.filter(
    (p) => balanceOf.get(String(p.mainId)) !== openingMinor + (expected.get(p.memberId.toString()) ?? 0n),
  ).length;
}
