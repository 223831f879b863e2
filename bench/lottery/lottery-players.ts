import { randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import { LOTTERY_LAUNCH_PATH } from '@tala/contract/games/launch';
import { sql } from 'kysely';
import type { TDb } from '../../apps/server/src/db/database.ts';
import { HOUSE_SESSION_HEADER } from '../../providers/house/src/service/api/api-contract.ts';
import type { TSlipRequest } from '../../providers/house/src/service/api/lottery-contract.ts';
import { hashToken } from '../../providers/house/src/service/sessions/session.service.ts';
import { postOnAgent } from '../support/http-client.ts';
import { CONCURRENCY } from '../support/knobs.ts';
import type { TBenchPlayer } from '../wallet/bench-db.ts';

/**
 * The players and slips of the lottery benches (bench:lottery, bench:lottery-faults): sessions opened as
 * the lottery page opens them, slips of the 3-dice game in a realistic mix, placed over HTTP.
 */
/** Selections per slip: uniform in [min, 50]. */
export const SLIP_MIN = Number(process.env.BENCH_SLIP_MIN ?? 20);
export const SLIP_MAX = 50;
export const GAME = 'house-k3-1m';
/** One issue takes every bet of the run: the per-number cap is raised for it (an operator's odds change). */
export const LIABILITY_CAP_CENTS = 1e14;
/** The slip API (lottery.routes.ts, under the house's /house prefix). */
const SLIP_PATH = '/house/api/lottery/slip';
const STAKES = ['0.10', '0.50', '1.00', '2.00'];

export type TBet = TSlipRequest['bets'][number];
export type TSlip = { player: number; bets: TBet[] };
export type TPlayer = { bench: TBenchPlayer; houseToken: string; playerId: string; clientSeed: string };

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;
/** `n` distinct die values, ascending. */
const dice = (n: number) =>
  [1, 2, 3, 4, 5, 6]
    .sort(() => Math.random() - 0.5)
    .slice(0, n)
    .sort((a, b) => a - b);

/**
 * One selection, one line, from a mix of the 3-dice play types (weights in %): sums 40, pairs 20,
 * big/small/odd/even 10, two different 10, a triple 10, three different 5, any triple 5. Averaged over the
 * draws about 10% of lines win (sum 1/16, pair 16/216, two sides ~1/2, two different 30/216, triple 1/216,
 * three different and any triple 6/216); one draw's share depends on its dice.
 */
function randomBet(): TBet {
  const stakePerLine = pick(STAKES);
  const roll = randomInt(100);
  if (roll < 40) return { playType: 'k3.sum', selection: { sums: [3 + randomInt(16)] }, stakePerLine };
  if (roll < 60) return { playType: 'k3.pair', selection: { values: dice(1) }, stakePerLine };
  if (roll < 70)
    return {
      playType: 'k3.two-sides',
      selection: { sum: [pick(['big', 'small', 'odd', 'even'])] },
      stakePerLine,
    };
  if (roll < 80) return { playType: 'k3.two-different', selection: { values: dice(2) }, stakePerLine };
  if (roll < 90) return { playType: 'k3.triple', selection: { values: dice(1) }, stakePerLine };
  if (roll < 95) return { playType: 'k3.three-different', selection: { values: dice(3) }, stakePerLine };
  return { playType: 'k3.any-triple', selection: {}, stakePerLine };
}

export function planSlips(bets: number, players: number): TSlip[] {
  const slips: TSlip[] = [];
  for (let left = bets; left > 0; ) {
    const size = Math.min(left, SLIP_MIN + randomInt(SLIP_MAX - SLIP_MIN + 1));
    slips.push({ player: randomInt(players), bets: Array.from({ length: size }, randomBet) });
    left -= size;
  }
  return slips;
}

/** Site session → `GET /wps/game/lottery/launch` → `POST /house/api/session`: what the lottery page does. */
async function openLotterySession(baseUrl: string, siteToken: string): Promise<string> {
  const query = new URLSearchParams({
    launchMode: 'LOTT',
    lottoGameCode: GAME,
    lottoView: 'betting',
    backUrl: '/elott',
  });
  const launched = await fetch(`${baseUrl}${LOTTERY_LAUNCH_PATH}?${query}`, {
    headers: { authorization: `Bearer ${siteToken}` },
    signal: AbortSignal.timeout(30_000),
  });
  const json = (await launched.json()) as { success: boolean; code: string; value?: { game_url?: string } };
  if (!json.success || !json.value?.game_url) throw new Error(`lottery launch refused: ${json.code}`);
  const launchToken = new URL(json.value.game_url, 'http://launch').searchParams.get('token');
  const opened = await fetch(`${baseUrl}/house/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ launchToken }),
    signal: AbortSignal.timeout(30_000),
  });
  const session = (await opened.json()) as { sessionToken?: string };
  if (!session.sessionToken) throw new Error(`house session refused: ${JSON.stringify(session)}`);
  return session.sessionToken;
}

export async function openSessions(db: TDb, baseUrl: string, bench: TBenchPlayer[]): Promise<TPlayer[]> {
  const tokens: string[] = new Array(bench.length);
  await pool(bench.length, async (i) => {
    tokens[i] = await openLotterySession(baseUrl, (bench[i] as TBenchPlayer).token);
  });
  // The house's player id and fair client seed of each session: what the raw side writes.
  const { rows } = await sql<{ hash: Buffer; player_id: string }>`
    SELECT token_hash AS hash, player_id FROM house.sessions`.execute(db);
  const playerOf = new Map(rows.map((row) => [row.hash.toString('hex'), row.player_id]));
  const seeds = await sql<{ player_id: string; client_seed: string }>`
    SELECT DISTINCT ON (player_id) player_id, client_seed FROM house.seed_pairs ORDER BY player_id, id DESC`.execute(
    db,
  );
  const seedOf = new Map(seeds.rows.map((row) => [row.player_id, row.client_seed]));
  return bench.map((player, i) => {
    const houseToken = tokens[i] as string;
    const playerId = playerOf.get(hashToken(houseToken).toString('hex'));
    if (!playerId) throw new Error('house session row missing');
    return {
      bench: player,
      houseToken,
      playerId,
      clientSeed: seedOf.get(playerId) ?? randomBytes(8).toString('hex'),
    };
  });
}

/** Runs `work(i)` for i in [0, count) on CONCURRENCY loops. */
export async function pool(count: number, work: (i: number, loop: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, loop) => {
      for (let i = next++; i < count; i = next++) await work(i, loop);
    }),
  );
}

export type TPlaced = {
  seconds: number;
  latencies: number[];
  failures: number;
  bets: number;
  errors: Map<string, number>;
};

export async function placeAll(
  slips: TSlip[],
  send: (slip: TSlip, index: number, loop: number) => Promise<string | null>,
) {
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  let bets = 0;
  const started = performance.now();
  await pool(slips.length, async (i, loop) => {
    const slip = slips[i] as TSlip;
    const t0 = performance.now();
    const error = await send(slip, i, loop).catch((e: Error) => e.message.slice(0, 80));
    latencies.push(performance.now() - t0);
    if (error === null) bets += slip.bets.length;
    else errors.set(error, (errors.get(error) ?? 0) + 1);
  });
  const failures = [...errors.values()].reduce((a, b) => a + b, 0);
  return {
    seconds: (performance.now() - started) / 1000,
    latencies,
    failures,
    bets,
    errors,
  } satisfies TPlaced;
}

export function httpSender(port: number, players: TPlayer[], issueNo: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const send = async (slip: TSlip, index: number): Promise<string | null> => {
    const player = players[slip.player] as TPlayer;
    const body: TSlipRequest = {
      slipId: `bench-${index}-${randomBytes(4).toString('hex')}`,
      gameId: GAME,
      issueNo,
      bets: slip.bets,
      multiplier: 1,
      chase: { issues: 1, stopOnWin: false },
    };
    const answer = await postOnAgent(agent, port, {
      path: SLIP_PATH,
      headers: { 'content-type': 'application/json', [HOUSE_SESSION_HEADER]: player.houseToken },
      body: JSON.stringify(body),
      timeoutMs: 60_000,
    });
    return answer.status === 200 ? null : `${answer.status} ${answer.body.slice(0, 60)}`;
  };
  return { send, close: () => agent.destroy() };
}
