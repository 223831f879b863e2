import { sql } from 'kysely';
import type { TDb } from '../../apps/server/src/db/database.ts';
import { feedTeamFigures } from '../../apps/server/src/modules/agent/team-figures.feed.ts';
import { ensureHouseAccount, houseAccountCode } from '../../apps/server/src/modules/ledger/ledger.service.ts';
import type { TMerchant } from '../../apps/server/src/modules/merchants/merchant.repository.ts';

/**
 * The generated agent data of bench:agents and bench:agents-faults: a tree built through the chain triggers, bets
 * written straight into the ledger and taken in by the team-figures feed, daily-wage contracts.
 */
export const TOP_AGENTS = 10;
const DEPTH = 10;
const BATCH = 10_000;
/** Bets written between two feed runs: about 20 seconds of a busy site at the seamless bench's rate. */
const FEED_CHUNK = 250_000;
/** The vendors the generated bets are spread over. */
const BENCH_VENDORS = 20;

/** How many members each level holds: 10 top agents, then a tree widening to the bottom. */
function levelSizes(total: number): number[] {
  const weights = [0, 1, 4, 15, 40, 80, 140, 200, 250, 270];
  const rest = total - TOP_AGENTS;
  const sum = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => Math.floor((rest * w) / sum));
  sizes[0] = TOP_AGENTS;
  sizes[DEPTH - 1] = (sizes[DEPTH - 1] ?? 0) + total - sizes.reduce((a, b) => a + b, 0);
  return sizes;
}

export async function buildTree(db: TDb, merchantId: number, members: number): Promise<bigint[]> {
  const t0 = performance.now();
  let above: bigint[] = [];
  let tops: bigint[] = [];
  for (const [level, size] of levelSizes(members).entries()) {
    const made: bigint[] = [];
    for (let start = 0; start < size; start += BATCH) {
      const count = Math.min(BATCH, size - start);
      const uplines = Array.from({ length: count }, () =>
        above.length === 0 ? null : String(above[Math.floor(Math.random() * above.length)]),
      );
      const { rows } = await sql<{ id: bigint }>`
        INSERT INTO members (merchant_id, username, password_hash, upline_id, agent_type)
        SELECT ${merchantId}, 'ag' || ${level} || '_' || (${start} + u.n), 'not-a-login', u.upline,
          CASE WHEN ${level} < ${DEPTH - 1} THEN 1 ELSE 0 END
        FROM unnest(${uplines}::bigint[]) WITH ORDINALITY AS u(upline, n)
        RETURNING id`.execute(db);
      made.push(...rows.map((row) => row.id));
    }
    if (level === 0) tops = made;
    above = made;
  }
  await sql`VACUUM ANALYZE members, member_uplines`.execute(db);
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM member_uplines`.execute(db);
  console.log(
    `tree: ${members} members under ${TOP_AGENTS} top agents, ${DEPTH} levels, ${rows[0]?.n} chain rows, ` +
      `${((performance.now() - t0) / 1000).toFixed(0)} s through the triggers`,
  );
  return tops;
}

/**
 * `rounds` settled bets as the ledger holds them (a GAME_BET posting from a member's MAIN, a GAME_WIN of twice
 * the stake on about a third), written in chunks straight into the ledger tables, each chunk then taken in by the
 * team-figures feed (decision 044) as it would be on a live site: the feed's time is its cost.
 */
export async function writeBetsAndFeed(
  db: TDb,
  merchantId: number,
  bets: { rounds: number; days: number },
): Promise<void> {
  const t0 = performance.now();
  await sql`
    INSERT INTO ledger_accounts (merchant_id, member_id, code, currency, is_house)
    SELECT ${merchantId}, m.id, 'MAIN', 'PHP', false FROM members m WHERE m.merchant_id = ${merchantId}
    ON CONFLICT DO NOTHING`.execute(db);
  // The other side of every bet and win: one of BENCH_VENDORS vendors' game accounts, as seamless play posts them
  // (the feed splits the team's play by vendor from it).
  const vendors: bigint[] = [];
  for (let v = 1; v <= BENCH_VENDORS; v++) {
    const code = houseAccountCode.game(`BENCH_${String(v).padStart(2, '0')}`);
    vendors.push(await ensureHouseAccount(db, { merchantId, code, currency: 'PHP' }));
  }
  const { rows } = await sql<{ lo: bigint; hi: bigint }>`
    SELECT min(id) AS lo, max(id) AS hi FROM ledger_accounts
    WHERE merchant_id = ${merchantId} AND code = 'MAIN' AND member_id IS NOT NULL`.execute(db);
  const { lo, hi } = rows[0]!;
  let writing = 0;
  let feeding = 0;
  let fed = 0;
  for (let done = 0; done < bets.rounds; done += FEED_CHUNK) {
    const count = Math.min(FEED_CHUNK, bets.rounds - done);
    const w0 = performance.now();
    await sql`
      WITH bets AS MATERIALIZED (
        SELECT ${done} + g AS n, ${lo}::bigint + floor(random() * (${hi}::bigint - ${lo}::bigint + 1))::bigint AS account,
          (100 + floor(random() * 9900))::bigint AS stake, now() - random() * make_interval(days => ${bets.days}) AS at,
          random() < 0.33 AS won,
          (${vendors.map(String)}::bigint[])[1 + floor(random() * ${vendors.length})::int] AS house
        FROM generate_series(1, ${count}) g),
      tx AS (
        INSERT INTO ledger_transactions (merchant_id, idempotency_key, kind, request_hash, created_at)
        SELECT ${merchantId}::int, 'bet:' || b.n, 'GAME_BET', 'bench', b.at FROM bets b
        UNION ALL
        SELECT ${merchantId}::int, 'win:' || b.n, 'GAME_WIN', 'bench', b.at + interval '30 seconds' FROM bets b WHERE b.won
        RETURNING id, idempotency_key)
      INSERT INTO ledger_entries (merchant_id, transaction_id, account_id, amount, balance_after)
      SELECT ${merchantId}::int, tx.id, side.account, side.amount, 0
      FROM tx
      JOIN bets b ON b.n = split_part(tx.idempotency_key, ':', 2)::bigint
      CROSS JOIN LATERAL (VALUES
        (b.account, CASE WHEN tx.idempotency_key LIKE 'bet:%' THEN -b.stake ELSE 2 * b.stake END),
        (b.house, CASE WHEN tx.idempotency_key LIKE 'bet:%' THEN b.stake ELSE -2 * b.stake END))
        AS side(account, amount)`.execute(db);
    const f0 = performance.now();
    writing += f0 - w0;
    const run = await feedTeamFigures(db);
    feeding += performance.now() - f0;
    fed += run?.memberDays ?? 0;
  }
  await sql`VACUUM ANALYZE ledger_transactions, ledger_entries, member_days, team_days, team_vendor_days, team_periods`.execute(
    db,
  );
  const { rows: counted } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM ledger_transactions WHERE merchant_id = ${merchantId}
      AND kind IN ('GAME_BET', 'GAME_WIN')`.execute(db);
  const transactions = counted[0]!.n;
  console.log(
    `bets: ${bets.rounds} over ${bets.days} days (${transactions} ledger transactions with the wins) written in ` +
      `${(writing / 1000).toFixed(0)} s; the team-figures feed took them in ${FEED_CHUNK} bets a run: ` +
      `${(feeding / 1000).toFixed(0)} s, ${((feeding * 1000) / transactions).toFixed(1)} µs a ledger transaction, ` +
      `${fed} member days (${((performance.now() - t0) / 1000).toFixed(0)} s in all)`,
  );
}

/**
 * The top agents of a tree kept from an earlier run (BENCH_KEEP), with what the database holds, so the reads
 * are reported against the data they ran on.
 */
export async function keptTree(db: TDb, merchantId: number): Promise<bigint[]> {
  const { rows: tops } = await sql<{ id: bigint }>`
    SELECT id FROM members WHERE merchant_id = ${merchantId} AND username LIKE 'ag0\_%' ORDER BY id`.execute(
    db,
  );
  const { rows } = await sql<{ members: number; transactions: number; last: Date | null }>`
    SELECT (SELECT count(*)::int FROM members WHERE merchant_id = ${merchantId} AND username LIKE 'ag%') AS members,
      (SELECT count(*)::int FROM ledger_transactions WHERE merchant_id = ${merchantId}
        AND kind IN ('GAME_BET', 'GAME_WIN')) AS transactions,
      (SELECT max(created_at) FROM ledger_transactions WHERE merchant_id = ${merchantId}) AS last`.execute(
    db,
  );
  const kept = rows[0]!;
  console.log(
    `kept tree (BENCH_KEEP): ${kept.members} members under ${tops.length} top agents, ${kept.transactions} ledger ` +
      `transactions of bets, the last at ${kept.last?.toISOString() ?? 'none'}: nothing generated this run`,
  );
  if (tops.length === 0)
    throw new Error('the kept database holds no generated tree: run once without it first');
  return tops.map((row) => row.id);
}

/**
 * Every generated agent of the first `levels` levels gets a daily wage that started yesterday (1.50 % at the top, a
 * tenth of a point less a level down): the house's for the tops, the upline's below — written straight into
 * agent_contracts as accepted offers are stored. Answers how many.
 */
export async function giveDailyWages(db: TDb, merchant: TMerchant, levels: number): Promise<number> {
  const terms = (rateBp: number) =>
    JSON.stringify({
      kind: 'DAILY_WAGE',
      tiers: [{ minDailyBet: '0.00', minActive: 0, rateBp, amount: null }],
    });
  const { rows } = await sql<{ n: number }>`
    WITH holders AS (
      SELECT m.id, m.upline_id, coalesce((SELECT max(u.depth) FROM member_uplines u WHERE u.member_id = m.id), 0) AS depth
      FROM members m WHERE m.merchant_id = ${merchant.id} AND m.agent_type = 1
        AND m.username LIKE 'ag%'),
    chosen AS (SELECT * FROM holders WHERE depth < ${levels})
    INSERT INTO agent_contracts (merchant_id, member_id, upline_id, staff_id, kind, terms, status, decided_at, effective_from)
    SELECT ${merchant.id}, c.id, CASE WHEN c.depth = 0 THEN NULL ELSE c.upline_id END,
      CASE WHEN c.depth = 0 THEN (SELECT min(id) FROM staff) END, 'DAILY_WAGE',
      (CASE c.depth ${sql.raw(
        Array.from({ length: 10 }, (_, d) => `WHEN ${d} THEN '${terms(150 - d * 10)}'`).join(' '),
      )} END)::jsonb,
      'ACCEPTED', now(), contract_period_start('DAILY', now() - interval '1 day', ${merchant.settings.timeZone})
    FROM chosen c
    RETURNING 1 AS n`.execute(db);
  return rows.length;
}
