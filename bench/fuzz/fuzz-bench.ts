import { randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import { buildApp } from '../../apps/server/src/app.ts';
import { createAppDeps } from '../../apps/server/src/create-app-deps.ts';
import { createDb } from '../../apps/server/src/db/database.ts';
import { seedDemoIfEmpty } from '../../apps/server/src/db/seed/seed.ts';
import { readEnv } from '../../apps/server/src/env.ts';
import { verifyLedger } from '../../apps/server/src/modules/ledger/ledger-verify.ts';
import { caseAt } from '../../apps/server/test/fuzz/fuzz-cases.ts';
import {
  describeFailure,
  prepareFuzz,
  runCase,
  runFuzz,
  type TFuzzContext,
  type TFuzzStats,
} from '../../apps/server/test/fuzz/fuzz-runner.ts';
import { loadAverage } from '../support/knobs.ts';
import { benchDatabase } from '../wallet/bench-db.ts';

/**
 * `npm run bench:fuzz` (decision 017): the contract fuzz at scale. The whole app in this process on a
 * fresh database with the demo merchant, FUZZ_CASES (100,000) cases of a random seed (FUZZ_SEED to
 * repeat one), FUZZ_CONCURRENCY (8) at a time through `inject`; prints the count of 5xx (target 0),
 * each failure with the case that reproduces it, and the ledger check. FUZZ_CASE=<index> sends that
 * one case of FUZZ_SEED and prints the request and the answer. Exit 1 on any 5xx or ledger violation.
 */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
const CASES = Number(process.env.FUZZ_CASES ?? 100_000);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);
const ONLY = process.env.FUZZ_CASE === undefined ? null : Number(process.env.FUZZ_CASE);
const DATA_DIR = '.data/bench-fuzz';

async function replayOne(ctx: TFuzzContext, index: number): Promise<void> {
  const c = caseAt(ctx.operations, ctx.known, SEED, index);
  const { operation, ...rest } = c;
  const show = { ...rest, rawBody: rest.rawBody?.toString().slice(0, 500) };
  console.log(`case ${index} of seed ${SEED}: ${operation.method} ${operation.path}`);
  console.log(JSON.stringify(show, null, 2).slice(0, 4000));
  const answer = await runCase(ctx, c);
  console.log(`answer: ${answer.status} ${answer.body}`);
}

function report(ctx: TFuzzContext, stats: TFuzzStats, seconds: number): void {
  const statuses = [...stats.byStatus.entries()].sort(([a], [b]) => a - b);
  console.log(
    `\nseed ${SEED}: ${stats.cases} cases over ${ctx.operations.length} operations in ${seconds.toFixed(0)} s`,
  );
  console.log(`answers by status: ${statuses.map(([status, n]) => `${status}×${n}`).join(' ')}`);
  console.log(
    `operations answered 2xx at least once: ${stats.reachedHandlers.size} of ${ctx.operations.length}`,
  );
  const never = ctx.operations
    .map((op) => `${op.method} ${op.path}`)
    .filter((op) => !stats.reachedHandlers.has(op));
  if (process.env.FUZZ_VERBOSE) console.log(`never 2xx:\n  ${never.join('\n  ')}`);
  for (const skipped of ctx.skipped) console.log(`left out: ${skipped}`);
  for (const failure of stats.failures.slice(0, 50)) console.log(describeFailure(SEED, failure));
  console.log(`\n5xx answers: ${stats.failures.length} (target 0)`);
}

async function main(): Promise<void> {
  const database = await benchDatabase('tala_fuzz', `${DATA_DIR}/pg`);
  const env = readEnv({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    DATA_DIR,
  });
  const { db } = createDb(database.url, 10);
  const deps = await createAppDeps(db, env);
  await seedDemoIfEmpty(deps);
  const app = await buildApp(deps, { logger: false });
  await app.ready();
  let failed = false;
  try {
    const ctx = await prepareFuzz(app, deps);
    if (ONLY !== null) return await replayOne(ctx, ONLY);
    console.log(
      `bench:fuzz seed ${SEED}, ${CASES} cases, ${CONCURRENCY} at a time (${database.cpus}; load ${loadAverage()})`,
    );
    const started = performance.now();
    const stats = await runFuzz(ctx, {
      seed: SEED,
      count: CASES,
      concurrency: CONCURRENCY,
      onProgress: (done, sofar) => {
        if (done % 10_000 === 0) {
          const seconds = ((performance.now() - started) / 1000).toFixed(0);
          console.log(`  ${done} cases, ${seconds} s, 5xx so far: ${sofar.failures.length}`);
        }
      },
    });
    report(ctx, stats, (performance.now() - started) / 1000);
    const violations = await verifyLedger(db);
    console.log(`ledger verify: ${violations.length === 0 ? 'OK' : `${violations.length} violations`}`);
    for (const violation of violations.slice(0, 20)) console.log(`  ${violation.check}: ${violation.detail}`);
    failed = stats.failures.length > 0 || violations.length > 0;
  } finally {
    await app.close();
    await db.destroy();
    await database.stop();
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
