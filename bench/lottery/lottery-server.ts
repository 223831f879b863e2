import { fork } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { fileURLToPath } from 'node:url';
import { houseProvider } from '@tala/house-provider/service/house-provider';
import { injectTransport } from '@tala/house-provider/service/seamless/seamless-transport';
import { sql } from 'kysely';
import { buildApp } from '../../apps/server/src/app.ts';
import { createAppDeps } from '../../apps/server/src/create-app-deps.ts';
import { createDb, poolOf } from '../../apps/server/src/db/database.ts';
import { HOUSE_PROVIDER_CODE } from '../../apps/server/src/db/seed/seed-providers.ts';
import { providerAccountOf } from '../../apps/server/src/modules/vendor-wallet/provider-accounts.ts';
import type { THouseContext } from '../../providers/house/src/service/house-context.ts';
import { drawDueIssues } from '../../providers/house/src/service/lottery/lottery-draw.ts';
import {
  findLotteryGameRow,
  insertOdds,
  readOdds,
  type TOddsTerms,
} from '../../providers/house/src/service/lottery/lottery-games.ts';
import { scheduleLotteryIssues } from '../../providers/house/src/service/lottery/lottery-jobs.ts';
import { payDueBets } from '../../providers/house/src/service/lottery/lottery-payouts.ts';
import { settleDrawnIssues } from '../../providers/house/src/service/lottery/lottery-settlement.ts';
import { benchEnv } from '../support/bench-env.ts';

/**
 * The platform server of `npm run bench:lottery` in its own process: built as main.ts builds it, with the
 * house provider inline exactly as app.ts registers it (same options, the wallet reached through
 * `inject` with signed bytes) — except that its background jobs are off (`runJobs: false`), so the bench
 * decides when the issue draws, settles and pays. The bench asks over IPC; this process then runs the
 * house's own `drawDueIssues`, `settleDrawnIssues` and `payDueBets` on the house context the plugin built:
 * the same code, pool and transport the server's jobs would use.
 */
export type TLotteryOp =
  | { op: 'open'; gameId: string; liabilityCapCents: number }
  | { op: 'draw'; issueId: string }
  | { op: 'settle' }
  | { op: 'pay' }
  | { op: 'profile'; action: 'start' }
  | { op: 'profile'; action: 'stop'; file: string };

export type TOpened = { issues: { id: string; issueNo: string }[]; oddsId: string };

async function startLotteryServer(databaseUrl: string, poolSize: number) {
  const env = benchEnv(databaseUrl);
  const { db } = createDb(databaseUrl, poolSize);
  const deps = await createAppDeps(db, { ...env, HOUSE_PROVIDER: 'off' });
  const app = await buildApp(deps, { logger: false });
  let ctx: THouseContext | null = null;
  const pool = poolOf(db);
  if (!pool) throw new Error('no pool');
  // app.ts registerInlineHouse, with runJobs: false and the context handed to this file.
  await app.register(houseProvider, {
    database: { pool },
    // bench:lottery-faults runs the product's job loops; bench:lottery drives each phase itself.
    runJobs: process.env.BENCH_RUN_JOBS === '1',
    exposeContext: (built) => {
      ctx = built;
    },
    exposeTransferApi: (basePath, api) => deps.inProcessProviders.register(basePath, api),
    exposeLotteryFeed: (basePath, api) => deps.inProcessProviders.register(basePath, api),
    platform: {
      transport: injectTransport(app),
      credentials: async () => {
        const merchant = await deps.merchants.byMerchantCode(deps.env.DEFAULT_MERCHANT);
        const account = merchant ? await providerAccountOf(deps.db, merchant.id, HOUSE_PROVIDER_CODE) : null;
        if (!merchant || !account) throw new Error('inline house: no HOUSE provider account');
        return { merchantCode: merchant.code, providerCode: HOUSE_PROVIDER_CODE, secret: account.secret };
      },
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || !address || !ctx) throw new Error('server has no address or house');
  return { port: address.port, ctx: ctx as THouseContext, close: () => app.close().then(() => db.destroy()) };
}

/**
 * Three issues of the game open now for the bench alone (the engine test's way: issue times are data), open
 * for a day so no cut-off falls inside the bench; the first takes the API's slips, the second the raw
 * side's rows, the third the warm-up's slips (never drawn). The game's liability cap is raised in a new odds version (an operator's change), since
 * one issue carries every bet of the run.
 */
async function openIssues(ctx: THouseContext, gameId: string, liabilityCapCents: number): Promise<TOpened> {
  await scheduleLotteryIssues(ctx, new Date());
  const game = await findLotteryGameRow(ctx.db, gameId);
  if (!game?.odds_id) throw new Error(`${gameId} has no odds`);
  const current = await readOdds(ctx.db, game.odds_id);
  const odds = await insertOdds(ctx.db, gameId, current.play_types as TOddsTerms, 'bench', {
    liabilityCapCents,
    maxPayoutCents: Number(current.max_payout_cents),
    maxChase: current.max_chase,
  });
  await ctx.db
    .updateTable('house.lottery_games')
    .set({ odds_id: odds.id })
    .where('game_id', '=', gameId)
    .execute();
  const next = await ctx.db
    .selectFrom('house.lottery_issues')
    .select(['id', 'issue_no'])
    .where('game_id', '=', gameId)
    .where('opens_at', '>', new Date())
    .where('drawn_at', 'is', null)
    .orderBy('seq')
    .limit(3)
    .execute();
  for (const issue of next) {
    await ctx.db
      .updateTable('house.lottery_issues')
      .set({
        opens_at: sql<Date>`now() - interval '1 hour'`,
        closes_at: sql<Date>`now() + interval '1 day'`,
        draws_at: sql<Date>`now() + interval '1 day'`,
      })
      .where('id', '=', issue.id)
      .execute();
  }
  return { issues: next.map((i) => ({ id: String(i.id), issueNo: i.issue_no })), oddsId: String(odds.id) };
}

/**
 * Closes the bench's issue and draws it alone: its draw time moves before every other undrawn issue (the
 * schedule's, whose times passed while the jobs were off), so `drawDueIssues` at that time picks it only.
 */
async function drawIssue(ctx: THouseContext, issueId: bigint): Promise<number> {
  const { rows } = await sql<{ at: Date }>`
    UPDATE house.lottery_issues SET closes_at = t.at, draws_at = t.at
    FROM (SELECT least(now(), min(draws_at)) - interval '1 second' AS at
          FROM house.lottery_issues WHERE drawn_at IS NULL AND id <> ${issueId}) t
    WHERE id = ${issueId} RETURNING t.at`.execute(ctx.db);
  const at = rows[0]?.at;
  if (!at) throw new Error('issue not found');
  return drawDueIssues(ctx, new Date(at.getTime() + 1));
}

async function untilNone(pass: () => Promise<number>): Promise<{ count: number; passes: number }> {
  let count = 0;
  let passes = 0;
  for (;;) {
    const n = await pass();
    passes += 1;
    if (n === 0) return { count, passes };
    count += n;
  }
}

/**
 * `payDueBets` until nothing is DUE. A pass that throws (closeFinishedSlips' recall of a large slip is over
 * the platform's 8 KB cap: an assertion) has paid and marked its wins already, as the server's job loop
 * would have before logging the error; the bench counts such passes and goes on, as that loop does.
 */
async function payAll(ctx: THouseContext) {
  let count = 0;
  let passes = 0;
  const failures = new Map<string, number>();
  for (;;) {
    passes += 1;
    try {
      const n = await payDueBets(ctx);
      count += n;
      if (n === 0) break;
    } catch (error) {
      const message = String((error as Error).message).slice(0, 80);
      failures.set(message, (failures.get(message) ?? 0) + 1);
      const due = await ctx.db
        .selectFrom('house.lottery_bets')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('payout', '=', 'DUE')
        .executeTakeFirstOrThrow();
      if (Number(due.n) === 0) break;
    }
  }
  return { count, passes, failures: [...failures] };
}

async function run(ctx: THouseContext, message: TLotteryOp): Promise<unknown> {
  switch (message.op) {
    case 'open':
      return openIssues(ctx, message.gameId, message.liabilityCapCents);
    case 'draw':
      return { drawn: await drawIssue(ctx, BigInt(message.issueId)) };
    case 'settle':
      return untilNone(() => settleDrawnIssues(ctx));
    case 'pay':
      return payAll(ctx);
    case 'profile':
      return message.action === 'start' ? startProfile() : stopProfile(message.file);
  }
}

/** A CPU profile of one phase (BENCH_CPU_PROF_PLACEMENT): what --cpu-prof gives for the whole process. */
const inspector = new Session();
async function startProfile(): Promise<null> {
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
  return null;
}
async function stopProfile(file: string): Promise<null> {
  const { profile } = await inspector.post('Profiler.stop');
  await writeFile(file, JSON.stringify(profile));
  inspector.disconnect();
  return null;
}

export type TLotteryServer = {
  port: number;
  pid: number | null;
  call: <T>(message: TLotteryOp) => Promise<T>;
  close: () => Promise<void>;
  /** SIGKILL: the process dies where it stands (bench:lottery-faults). */
  kill: () => Promise<void>;
};

/**
 * Forks this file on `databaseUrl` (pool `poolSize`); BENCH_CPU_PROF / BENCH_NODE_FLAGS as bench-server.ts.
 * `runJobs`: the house's background jobs run as in the product (draws, settlement, payouts, recovery).
 */
export async function forkLotteryServer(
  databaseUrl: string,
  poolSize: number,
  options: { runJobs?: boolean } = {},
): Promise<TLotteryServer> {
  const child = fork(fileURLToPath(import.meta.url), {
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_NODE_FLAGS ? process.env.BENCH_NODE_FLAGS.split(' ') : []),
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    env: {
      ...process.env,
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_POOL_SIZE: String(poolSize),
      BENCH_RUN_JOBS: options.runJobs ? '1' : '0',
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`lottery server exited (${code})`)));
  });
  let pending: { resolve: (v: unknown) => void; reject: (e: Error) => void } | null = null;
  child.on('message', (message) => {
    const answer = message as { result?: unknown; error?: string };
    const waiting = pending;
    pending = null;
    if (answer.error !== undefined) waiting?.reject(new Error(answer.error));
    else waiting?.resolve(answer.result);
  });
  return {
    port,
    pid: child.pid ?? null,
    call: <T>(message: TLotteryOp) =>
      new Promise<T>((resolve, reject) => {
        pending = { resolve: resolve as (v: unknown) => void, reject };
        child.send(message);
      }),
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      }),
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

async function runAsChild(send: (message: unknown) => void) {
  const server = await startLotteryServer(
    process.env.BENCH_DATABASE_URL ?? '',
    Number(process.env.BENCH_POOL_SIZE ?? 16),
  );
  process.on('message', (message) => {
    run(server.ctx, message as TLotteryOp).then(
      (result) => send({ result }),
      (error: Error) => send({ error: String(error.stack ?? error) }),
    );
  });
  process.once('disconnect', () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  send({ port: server.port });
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  const send = process.send.bind(process);
  runAsChild(send).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
