import { randomInt, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { createDb } from '../../apps/server/src/db/database.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/db/seed/seed.ts';
import { readEnv } from '../../apps/server/src/env.ts';
import { createMessaging } from '../../apps/server/src/lib/messaging/create-messaging.ts';
import { loadSecrets } from '../../apps/server/src/lib/secrets.ts';
import { ensureHouseAccount } from '../../apps/server/src/modules/ledger/ledger.service.ts';
import { verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.ts';
import { MerchantCache } from '../../apps/server/src/modules/merchants/merchant-cache.ts';
import { benchDatabase, createPlayers, drive, freePort, type TBenchPlayer } from './bench-db.ts';

/**
 * `npm run bench:wallet`: one wallet transfer as (a) the raw SQL post() issues, on C pg connections,
 * and (b) POST GCS_walletTransfer over HTTP (session lookup, zod validation, idempotency, ledger,
 * balance answer) with C concurrent clients; same database, same run. Prints, asserts nothing.
 */
const C = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 10_000);
const VENDOR = 'TALA_SLOTS';

type TResult = Awaited<ReturnType<typeof drive>>;
const fmt = (r: TResult) =>
  `${r.rate.toFixed(0).padStart(6)} ops/s  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms  (${r.ops} ops, ${r.failures} failed)`;

/** The statements postWithin issues for a two-entry posting, in its order, with a real request hash. */
async function rawPosting(
  client: pg.PoolClient,
  merchantId: number,
  from: bigint,
  to: bigint,
  cents: bigint,
) {
  await client.query('BEGIN');
  try {
    const locked = await client.query(
      'SELECT id, merchant_id, currency, balance, is_house, code FROM ledger_accounts WHERE merchant_id = $1 AND id IN ($2, $3) ORDER BY id FOR UPDATE',
      [merchantId, from, to],
    );
    const tx = await client.query(
      'INSERT INTO ledger_transactions (merchant_id, idempotency_key, kind, request_hash) VALUES ($1, $2, $3, $4) ON CONFLICT (merchant_id, idempotency_key) DO NOTHING RETURNING id',
      [merchantId, `raw:${randomUUID()}`, 'WALLET_TRANSFER', randomUUID()],
    );
    const balance = new Map(locked.rows.map((row) => [String(row.id), BigInt(row.balance)]));
    const after = [
      [from, (balance.get(String(from)) ?? 0n) - cents],
      [to, (balance.get(String(to)) ?? 0n) + cents],
    ] as const;
    await client.query(
      'UPDATE ledger_accounts AS a SET balance = v.balance FROM (VALUES ($1::bigint, $2::bigint), ($3::bigint, $4::bigint)) AS v(id, balance) WHERE a.id = v.id',
      [after[0][0], after[0][1], after[1][0], after[1][1]],
    );
    await client.query(
      'INSERT INTO ledger_entries (merchant_id, transaction_id, account_id, amount, balance_after) VALUES ($1, $2, $3, $4, $5), ($1, $2, $6, $7, $8)',
      [merchantId, tx.rows[0].id, from, -cents, after[0][1], to, cents, after[1][1]],
    );
    await client.query('COMMIT');
    return true;
  } catch {
    await client.query('ROLLBACK');
    return false;
  }
}

async function rawRun(pool: pg.Pool, merchantId: number, pick: () => [bigint, bigint]) {
  const clients = await Promise.all(Array.from({ length: C }, () => pool.connect()));
  try {
    return await drive(C, SECONDS, (loop) => {
      const [from, to] = pick();
      const client = clients[loop];
      if (!client) throw new Error('client');
      return rawPosting(client, merchantId, from, to, 1n);
    });
  } finally {
    for (const client of clients) client.release();
  }
}

async function httpRun(baseUrl: string, players: TBenchPlayer[]) {
  return drive(C, SECONDS, async () => {
    const player = players[randomInt(players.length)];
    const res = await fetch(`${baseUrl}/wps/relay/GCS_walletTransfer`, {
      method: 'POST',
      headers: { authorization: `Bearer ${player?.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        from: 'MAIN',
        to: `VENDOR:${VENDOR}`,
        amount: '0.01',
        idempotencyKey: randomUUID(),
      }),
    });
    await res.arrayBuffer();
    return res.status === 200;
  });
}

async function main() {
  const database = await benchDatabase('tala_bench', '.data/bench-wallet');
  const env = readEnv({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
  });
  const { db } = createDb(database.url, C + 4);
  const deps = {
    db,
    env,
    secrets: await loadSecrets(db),
    merchants: new MerchantCache(db),
    messaging: createMessaging(env, db),
  };
  await seedDemoIfEmpty(deps);
  await db
    .updateTable('game_vendors')
    .set({ wallet_mode: 'TRANSFER' })
    .where('vassalage', '=', VENDOR)
    .execute();
  const merchant = await deps.merchants.byMerchantCode('TALA');
  if (!merchant) throw new Error('no merchant');
  console.log(`Creating ${PLAYERS} players …`);
  const players = await createPlayers(db, merchant.id, PLAYERS, `VENDOR:${VENDOR}`);
  const app = await buildApp(deps, { logger: false });
  const port = await freePort();
  await app.listen({ host: '127.0.0.1', port });
  const rawPool = createDb(database.url, C + 2).pool;
  const randomPlayer = () => players[randomInt(players.length)] as TBenchPlayer;

  console.log(
    `\nConcurrency ${C}, ${SECONDS} s per run, ${PLAYERS} players, PostgreSQL ${env.DATABASE_URL ? 'embedded/URL' : ''}`,
  );
  await httpRun(`http://127.0.0.1:${port}`, players.slice(0, 100)); // warm-up (JIT, pools)
  const raw1 = await rawRun(rawPool, merchant.id, () => {
    const p = randomPlayer();
    return [p.mainId, p.vendorId];
  });
  const http1 = await httpRun(`http://127.0.0.1:${port}`, players);
  console.log('\nScenario 1: MAIN → vendor wallet, random player of 10,000');
  console.log(`  (a) raw SQL   ${fmt(raw1)}`);
  console.log(`  (b) HTTP API  ${fmt(http1)}`);
  console.log(`  ratio (b)/(a) = ${(http1.rate / raw1.rate).toFixed(2)}`);

  await hotHouse(rawPool, merchant.id, players);
  const violations = await verifyLedger(db);
  console.log(
    `\nledger verify after the bench: ${violations.length === 0 ? 'OK' : `${violations.length} violations`}`,
  );
  for (const v of violations.slice(0, 20)) console.log(`  [${v.check}] ${v.detail}`);
  await app.close();
  await rawPool.end();
  await db.destroy();
  await database.stop();
}

/**
 * Scenario 2: every transfer touches one vendor. A player transfer moves money between the
 * player's own rows, so no house row is involved; the house path (MAIN → VENDOR_FLOAT:<vendor>,
 * the shape of the future vendor seam and of deposits/withdrawals) is measured here in raw SQL,
 * sharded (random of 16 rows) against a single hot row, with the same HTTP transfer for the ratio.
 */
async function hotHouse(pool: pg.Pool, merchantId: number, players: TBenchPlayer[]) {
  const { db } = { db: createDb((pool.options as { connectionString: string }).connectionString, 2).db };
  const shards = new Set<bigint>();
  for (let i = 0; i < 400; i++)
    shards.add(await ensureHouseAccount(db, { merchantId, code: `VENDOR_FLOAT:${VENDOR}`, currency: 'PHP' }));
  const shardIds = [...shards];
  const one = shardIds[0] as bigint;
  const player = () => players[randomInt(players.length)] as TBenchPlayer;
  const sharded = await rawRun(pool, merchantId, () => [
    player().mainId,
    shardIds[randomInt(shardIds.length)] as bigint,
  ]);
  const single = await rawRun(pool, merchantId, () => [player().mainId, one]);
  console.log(`\nScenario 2: all postings touch VENDOR_FLOAT:${VENDOR} (a house account)`);
  console.log(`  (a) raw SQL, ${shardIds.length} shards   ${fmt(sharded)}`);
  console.log(`  (a) raw SQL, 1 hot row     ${fmt(single)}`);
  console.log(`  sharded / single = ${(sharded.rate / single.rate).toFixed(2)}`);
  await db.destroy();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
