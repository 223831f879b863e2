import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../../../../../apps/server/src/db/database.ts';
import { createTestApp, type TTestApp } from '../../../../../apps/server/test/support/test-app.ts';
import { providerSecret } from '../../../../../apps/server/test/vendor-wallet/seamless-helpers.ts';
import { hashServerSeed } from '../../fair/server-seed.ts';
import { verifyLotteryIssue } from '../../verify/verify-lottery-issue.ts';
import { ZLiveIssueEvent, ZLiveIssueNoEvent, ZLotteryIssueProof } from '../api/lottery-live-contract.ts';
import type { THouseApp } from '../house-app.ts';
import type { THouseContext } from '../house-context.ts';
import { houseProvider } from '../house-provider.ts';
import { injectTransport } from '../seamless/seamless-transport.ts';
import { houseContext, openIssueNow } from '../testing/house-test-helpers.ts';
import { drawDueIssues } from './lottery-draw.ts';
import { runLotteryPass } from './lottery-jobs.ts';
import type { LotteryLiveHub } from './lottery-live-hub.ts';

const GAME = 'house-ssc5-1m';
let t: TTestApp;
let ctx: THouseContext;
let platformUrl: string;
/** A second house process on the same database, with small bounds: what the limits are tested on. */
let second: THouseApp;
let secondUrl: string;
let secondHub: LotteryLiveHub;

type TFrame = { name: string; data: unknown };
// biome-ignore lint/suspicious/noExplicitAny: tests read event fields freely; the contract schemas parse them where it matters
type TJson = any;
type TStream = {
  status: number;
  body: string;
  frames: TFrame[];
  next: (name: string, match?: (data: TJson) => boolean, timeoutMs?: number) => Promise<TJson>;
  close: () => void;
};

/** Opens a server-sent-event stream as a browser's EventSource does, from an opaque origin. */
async function openStream(url: string): Promise<TStream> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', origin: 'null' },
    signal: abort.signal,
  });
  const frames: TFrame[] = [];
  const waiters = new Set<() => void>();
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.+)$/m.exec(block)?.[1];
            const data = /^data: (.+)$/m.exec(block)?.[1];
            if (name && data) frames.push({ name, data: JSON.parse(data) });
            for (const wake of waiters) wake();
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  const body = res.headers.get('content-type')?.startsWith('application/json') ? await res.text() : '';
  return {
    status: res.status,
    body,
    frames,
    close: () => abort.abort(),
    next: (name, match = () => true, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find((frame) => frame.name === name && match(frame.data));
          if (!found) return false;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(found.data);
          return true;
        };
        const wake = () => void check();
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no ${name} event in ${timeoutMs} ms: ${frames.map((f) => f.name).join(',')}`));
        }, timeoutMs);
        if (!check()) waiters.add(wake);
      }),
  };
}

/** The game's issue, open now, then moved past its draw time and drawn by the job as at the minute. */
async function drawAnIssue(): Promise<string> {
  const issue = await openIssueNow(ctx, GAME, { cancelEarlier: true });
  await ctx.db
    .updateTable('house.lottery_issues')
    .set({
      opens_at: sql<Date>`now() - interval '10 seconds'`,
      closes_at: sql<Date>`now() - interval '2 seconds'`,
      draws_at: sql<Date>`now() - interval '1 second'`,
    })
    .where('id', '=', issue.id)
    .execute();
  // Up to 20 due issues a pass, oldest first (other games' issues may be due too).
  for (let pass = 0; pass < 10; pass++) {
    const row = await ctx.db
      .selectFrom('house.lottery_issues')
      .select('drawn_at')
      .where('id', '=', issue.id)
      .executeTakeFirstOrThrow();
    if (row.drawn_at) break;
    await drawDueIssues(ctx);
  }
  return issue.issue_no;
}

async function listenConnections(): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    SELECT count(*)::text AS count FROM pg_stat_activity
    WHERE datname = current_database() AND query = 'LISTEN house_lottery'`.execute(ctx.db);
  return Number(rows[0]?.count ?? 0);
}

beforeAll(async () => {
  t = await createTestApp();
  ctx = houseContext(t);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  platformUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const pool = poolOf(t.deps.db);
  if (!pool) throw new Error('no pool');
  const secret = await providerSecret(t);
  second = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>() as unknown as THouseApp;
  await second.register(houseProvider, {
    database: { connectionString: pool.options.connectionString! },
    platform: {
      transport: injectTransport(t.app),
      credentials: () => ({ merchantCode: 'TALA', providerCode: 'HOUSE', secret }),
    },
    runJobs: false,
    live: {
      limits: { maxClients: 3, maxPerAddress: 2, heartbeatMs: 300 },
      exposeHub: (hub) => (secondHub = hub),
    },
  });
  await second.listen({ host: '127.0.0.1', port: 0 });
  secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('lottery live results over server-sent events', () => {
  it('when a draw is committed, then a connected page gets it at once with its seed revealed, and its settlement', async () => {
    const stream = await openStream(`${platformUrl}/house/api/lottery/live?game=${GAME}`);
    expect(stream.status).toBe(200);
    await stream.next('ready');
    const issueNo = await drawAnIssue();
    const drawn = ZLiveIssueEvent.parse(await stream.next('drawn', (data) => data.issue.issueNo === issueNo));
    const row = await ctx.db
      .selectFrom('house.lottery_issues')
      .selectAll()
      .where('game_id', '=', GAME)
      .where('issue_no', '=', issueNo)
      .executeTakeFirstOrThrow();
    expect(drawn.gameId).toBe(GAME);
    expect(drawn.issue.result).toEqual(row.result);
    expect(drawn.issue.serverSeed).toBe(row.server_seed);
    expect(hashServerSeed(drawn.issue.serverSeed!)).toBe(drawn.issue.serverSeedHash);
    expect(Math.abs(Date.parse(drawn.serverTime) - Date.now())).toBeLessThan(5_000);
    await runLotteryPass(ctx);
    ZLiveIssueNoEvent.parse(await stream.next('settled', (data) => data.issueNo === issueNo));
    // A stream of one game hears nothing of the others.
    const games = stream.frames.map((frame) => (frame.data as { gameId?: string }).gameId ?? GAME);
    expect(games.every((gameId) => gameId === GAME)).toBe(true);
    stream.close();
  });

  it('when an issue reaches its cut-off and its draw time, then the clock announces closed and the next one opened', async () => {
    const issue = await openIssueNow(ctx, GAME, { cancelEarlier: true });
    await ctx.db
      .updateTable('house.lottery_issues')
      .set({
        closes_at: sql<Date>`now() + interval '1 second'`,
        draws_at: sql<Date>`now() + interval '2 seconds'`,
      })
      .where('id', '=', issue.id)
      .execute();
    // The one after it opens as it draws, as on the schedule.
    await ctx.db
      .updateTable('house.lottery_issues')
      .set({ opens_at: sql<Date>`now() + interval '2 seconds'` })
      .where('game_id', '=', GAME)
      .where('seq', '=', issue.seq + 1n)
      .execute();
    const stream = await openStream(`${secondUrl}/house/api/lottery/live`);
    await stream.next('ready');
    await stream.next('closed', (data) => data.gameId === GAME && data.issueNo === issue.issue_no, 8_000);
    const opened = ZLiveIssueEvent.parse(
      await stream.next(
        'opened',
        (data) => data.gameId === GAME && data.issue.issueNo !== issue.issue_no,
        8_000,
      ),
    );
    expect(opened.issue.state).toBe('OPEN');
    expect(opened.issue.serverSeed).toBeUndefined();
    stream.close();
  });

  it('when two house processes serve pages, then one draw reaches both, each over one LISTEN connection', async () => {
    const onFirst = [
      await openStream(`${platformUrl}/house/api/lottery/live?game=${GAME}`),
      await openStream(`${platformUrl}/house/api/lottery/live`),
    ];
    const onSecond = await openStream(`${secondUrl}/house/api/lottery/live?game=${GAME}`);
    await Promise.all([...onFirst, onSecond].map((stream) => stream.next('ready')));
    await expect.poll(listenConnections).toBe(2);
    const issueNo = await drawAnIssue();
    for (const stream of [...onFirst, onSecond]) {
      await stream.next('drawn', (data) => data.gameId === GAME && data.issue.issueNo === issueNo);
      stream.close();
    }
  });

  it('when the limits are reached, then a stream is refused with RETRY; a closed one frees its place and its timers', async () => {
    const url = `${secondUrl}/house/api/lottery/live`;
    // The streams of the tests before are gone once their connections closed.
    await expect.poll(() => secondHub.stats().clients).toBe(0);
    const first = await openStream(url);
    const other = await openStream(url);
    await Promise.all([first.next('ready'), other.next('ready')]);
    // Two per address: a third from this address waits for a place.
    const refused = await openStream(url);
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body).error.code).toBe('RETRY');
    // The heartbeat carries the server's clock.
    await first.next('time', undefined, 3_000);
    first.close();
    const hub = async () => secondHub.stats();
    await expect.poll(hub).toMatchObject({ clients: 1 });
    const again = await openStream(url);
    expect(again.status).toBe(200);
    other.close();
    again.close();
    await expect.poll(hub).toMatchObject({ clients: 0, addresses: 0, clockGames: 0 });
    // An unknown game is a clear refusal, not a stream.
    const unknown = await openStream(`${url}?game=no-such-game`);
    expect(unknown.status).toBe(404);
  });

  it('when the verify page asks for a drawn issue, then the public proof recomputes to the published result', async () => {
    const issueNo = await drawAnIssue();
    const res = await fetch(`${platformUrl}/house/api/lottery/public/${GAME}/issues/${issueNo}/proof`);
    expect(res.status).toBe(200);
    const proof = ZLotteryIssueProof.parse(await res.json());
    expect(proof.resultSource).toBe('house');
    const checked = verifyLotteryIssue({
      gameId: GAME,
      issueNo,
      serverSeed: proof.issue.serverSeed!,
      entropy: proof.issue.entropy!,
      serverSeedHash: proof.issue.serverSeedHash,
      gameClientSeed: proof.gameClientSeed,
      contributions: proof.contributions.clientSeeds,
      chain: { anchor: proof.chainAnchor, position: proof.issue.chainPosition },
      published: proof.issue.result,
    });
    expect(checked).toMatchObject({
      isCommitmentValid: true,
      isEntropyValid: true,
      isInChain: true,
      isPublishedAgreeing: true,
    });
    const missing = await fetch(`${platformUrl}/house/api/lottery/public/${GAME}/issues/20000101-0001/proof`);
    expect(missing.status).toBe(404);
  });
});
