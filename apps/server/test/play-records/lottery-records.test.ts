import { PLAY_RECORD_PATHS as P } from '@tala/contract/play-records/play-records-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashServerSeed } from '../../../../providers/house/src/fair/server-seed.ts';
import { ZSlipAnswer } from '../../../../providers/house/src/service/api/lottery-contract.ts';
import {
  LOTTERY_RECALL_PATHS,
  ZSlipRecallAnswer,
} from '../../../../providers/house/src/service/api/lottery-recall-contract.ts';
import type { THouseContext } from '../../../../providers/house/src/service/house-context.ts';
import { runLotteryPass } from '../../../../providers/house/src/service/lottery/lottery-jobs.ts';
import { recoverRounds } from '../../../../providers/house/src/service/rounds/round-recovery.ts';
import {
  fundPlayer,
  houseApi,
  houseContext,
  openIssueNow,
  openLottery,
  platformRound,
  siteLogin,
  type THouseApi,
} from '../../../../providers/house/src/service/testing/house-test-helpers.ts';
import { verifyLedger } from '../../src/modules/ledger/ledger-verify.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { getRecords } from './play-records-helpers.ts';

/**
 * A lottery slip in the member's play records (issue 11 §2), through the real house lottery: one seamless
 * bet for a slip chasing two issues, one win per settled bet, endRound once the last one is paid. The
 * record shows it in play until then, with every win summed; the recall links the house's slip page and
 * the draw's verify page; the category filter finds it among the e-lottery rounds.
 */
const GAME = 'house-k3-1m';
/** Every sum of three dice: one of the sixteen lines wins whatever the dice show. */
const EVERY_SUM = { playType: 'k3.sum', selection: { sums: Array.from({ length: 16 }, (_, i) => i + 3) } };

let t: TTestApp;
let ctx: THouseContext;
let api: THouseApi;
let siteToken: string;
let roundRef: string;
let firstIssue: { issue_no: string; draws_at: Date };

beforeAll(async () => {
  t = await createTestApp();
  ctx = houseContext(t);
  await fundPlayer(t, 1_000_000n);
  siteToken = await siteLogin(t);
  ({ api } = await openLottery(t, GAME, siteToken));
  firstIssue = await openIssueNow(ctx, GAME, { cancelEarlier: true });
  const placed = await api.post('/house/api/lottery/slip', {
    slipId: `records-${Date.now()}`,
    gameId: GAME,
    issueNo: firstIssue.issue_no,
    bets: [{ ...EVERY_SUM, stakePerLine: '1.00' }],
    chase: { issues: 2, stopOnWin: false },
  });
  expect(placed.statusCode, JSON.stringify(placed.json)).toBe(200);
  roundRef = ZSlipAnswer.parse(placed.json).slip.roundId;
});
afterAll(async () => {
  expect(await verifyLedger(t.deps.db)).toEqual([]);
  await t.close();
});

type TRow = { roundId: string; providerRoundId: string; stake: string; win: string; status: string };
type TRecall = {
  status: string;
  win: string;
  outcome: unknown;
  verifyUrl: string | null;
  pageUrl: string | null;
  proofPageUrl: string | null;
};

const today = () => ({
  from: new Date(Date.now() - 3_600_000).toISOString(),
  to: new Date(Date.now() + 3_600_000).toISOString(),
});

async function value<T>(path: string, query: Record<string, string>): Promise<T> {
  const res = await getRecords(t, path, siteToken, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as T;
}

const slipRow = async (query: Record<string, string> = {}) =>
  (await value<{ list: TRow[] }>(P.betHistory, { ...today(), ...query })).list.find(
    (row) => row.providerRoundId === roundRef,
  );

async function slipRecall(page = houseApi(t, null)) {
  const res = await page.get(LOTTERY_RECALL_PATHS.api(roundRef));
  expect(res.statusCode, JSON.stringify(res.json)).toBe(200);
  return ZSlipRecallAnswer.parse(res.json);
}

/** Draws and settles every issue due by `at`, pays the wins and sends the endRounds due. */
async function drawUntil(at: Date): Promise<void> {
  for (let pass = 0; pass < 3; pass++) await runLotteryPass(ctx, at);
  await recoverRounds(ctx);
}

describe('a lottery slip in the play records', () => {
  it('when the slip is placed, then the record shows it in play under its category, and the recall frames the house slip', async () => {
    expect(await slipRow()).toMatchObject({ status: 'OPEN', stake: '32.00', win: '0.00' });
    expect(await slipRow({ category: 'ELOTT' })).toBeDefined();
    expect(await slipRow({ vassalage: 'TALA_ELOTT', category: 'ELOTT' })).toBeDefined();
    expect(await slipRow({ category: 'LOTT' })).toBeUndefined();
    const row = await slipRow();
    const recall = (await value<{ list: TRecall[] }>(P.gameRecall, { roundId: row!.roundId })).list[0];
    expect(recall).toMatchObject({ status: 'OPEN', outcome: null, verifyUrl: null });
    expect(recall?.pageUrl).toBe(`/house/recall/${roundRef}?lang=en`);
    // A slip's page carries its draws' proofs: no round proof beside it.
    expect(recall?.proofPageUrl).toBeNull();
    const slip = await slipRecall();
    expect(slip).toMatchObject({
      gameId: GAME,
      state: 'PENDING',
      totalStake: '32.00',
      betCount: 2,
      issueCount: 2,
    });
    expect(slip.bets.map((bet) => bet.status)).toEqual(['PENDING', 'PENDING']);
    expect(slip.bets[0]).toMatchObject({ issueNo: firstIssue.issue_no, lines: 16, playType: 'k3.sum' });
    // The proof comes with the result, never before.
    expect(slip.issues.every((issue) => issue.result === undefined && issue.serverSeed === undefined)).toBe(
      true,
    );
  });

  it('when the first issue is drawn, then its win is paid and the slip stays in play until its last bet', async () => {
    await drawUntil(new Date(firstIssue.draws_at.getTime() + 1_000));
    const slip = await slipRecall();
    expect(slip.state).toBe('PENDING');
    expect(slip.bets.map((bet) => bet.status)).toEqual(['WON', 'PENDING']);
    const row = await slipRow();
    expect(row).toMatchObject({ status: 'OPEN', win: slip.bets[0]?.win });
    expect(Number(row?.win)).toBeGreaterThan(0);
  });

  it('when the second issue is drawn, then the round is settled with both wins summed and its recall links the draw', async () => {
    await drawUntil(new Date(Date.now() + 5 * 60_000));
    const slip = await slipRecall();
    expect(slip.state).toBe('SETTLED');
    expect(slip.bets.map((bet) => bet.status)).toEqual(['WON', 'WON']);
    const wins = slip.bets.reduce((sum, bet) => sum + Math.round(Number(bet.win) * 100), 0);
    expect(Math.round(Number(slip.totalWin) * 100)).toBe(wins);
    const { round, calls } = await platformRound(t, roundRef);
    expect(round).toMatchObject({ status: 'CLOSED', stake_minor: 3200n, win_minor: BigInt(wins) });
    expect(calls.filter((call) => call.kind === 'WIN')).toHaveLength(2);

    const row = await slipRow({ status: 'SETTLED', category: 'ELOTT' });
    expect(row).toMatchObject({ stake: '32.00', win: slip.totalWin });
    const recall = (await value<{ list: TRecall[] }>(P.gameRecall, { roundId: row!.roundId })).list[0]!;
    const [issue] = slip.issues;
    expect(issue?.serverSeed && hashServerSeed(issue.serverSeed)).toBe(issue?.serverSeedHash);
    const verify = new URL(recall.verifyUrl ?? '', 'http://site.test');
    expect(verify.pathname).toBe('/house/verify');
    expect(Object.fromEntries(verify.searchParams)).toEqual({
      lang: 'en',
      game: GAME,
      issue: firstIssue.issue_no,
      hash: issue?.serverSeedHash,
      serverSeed: issue?.serverSeed,
      entropy: issue?.entropy,
    });
    expect(recall.pageUrl).toBe(`/house/recall/${roundRef}?lang=en`);
    expect(JSON.stringify(recall.outcome)).toContain(firstIssue.issue_no);
  });

  it('when a slip is placed on another tab of the lottery page, then the record names that game, not the launched one', async () => {
    const other = 'house-pk10-1m';
    const issue = await openIssueNow(ctx, other);
    const placed = await api.post('/house/api/lottery/slip', {
      slipId: `records-tab-${Date.now()}`,
      gameId: other,
      issueNo: issue.issue_no,
      bets: [
        {
          playType: 'pk10.position',
          selection: { cars: [[1], [], [], [], [], [], [], [], [], []] },
          stakePerLine: '1.00',
        },
      ],
      chase: { issues: 1, stopOnWin: false },
    });
    expect(placed.statusCode, JSON.stringify(placed.json)).toBe(200);
    const round = await t.deps.db
      .selectFrom('game_rounds')
      .select('game_code')
      .where('round_ref', '=', ZSlipAnswer.parse(placed.json).slip.roundId)
      .executeTakeFirstOrThrow();
    expect(round.game_code).toBe(other);
    const launched = await t.deps.db
      .selectFrom('game_rounds')
      .select('game_code')
      .where('round_ref', '=', roundRef)
      .executeTakeFirstOrThrow();
    expect(launched.game_code).toBe(GAME);
  });

  it('when the profit is asked by category, then the lottery rounds are in it and not in another', async () => {
    // Days in the merchant's time zone: from yesterday to tomorrow in UTC holds its today whatever the hour.
    const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const range = { from: dayOffset(-1), to: dayOffset(1) };
    const elott = await value<{ totals: { stake: string } }>(P.profit, { ...range, category: 'ELOTT' });
    const lott = await value<{ totals: { stake: string } }>(P.profit, { ...range, category: 'LOTT' });
    expect(Number(elott.totals.stake)).toBeGreaterThanOrEqual(32);
    expect(lott.totals.stake).toBe('0.00');
    const bad = await getRecords(t, P.betHistory, siteToken, { ...today(), category: 'NOPE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('when the filter choices are asked, then each lottery vendor comes with its category', async () => {
    const { list } = await value<{ list: Array<{ vassalage: string; category: string }> }>(P.vendors, {});
    const category = Object.fromEntries(list.map((vendor) => [vendor.vassalage, vendor.category]));
    expect(category).toMatchObject({ TALA_ELOTT: 'ELOTT', TCG_LOTTO_VN: 'LOTT', TCG_SEA: 'LOTT' });
  });

  it('when the house serves the slip page, then the platform may frame it and it runs sandboxed', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${LOTTERY_RECALL_PATHS.page(roundRef)}?lang=en` });
    // 503 when the pages are not built (npm run build); the headers are the same either way.
    expect([200, 503]).toContain(res.statusCode);
    if (res.statusCode === 200) {
      const csp = res.headers['content-security-policy'] ?? '';
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain('sandbox allow-scripts');
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
    // The framed page reads the slip from its opaque origin.
    const api = await t.app.inject({
      method: 'GET',
      url: LOTTERY_RECALL_PATHS.api(roundRef),
      headers: { origin: 'null' },
    });
    expect(api.statusCode).toBe(200);
    expect(api.headers['access-control-allow-origin']).toBe('null');
    expect(api.headers['cache-control']).toBe('no-store');
  });

  it('when an unknown round is asked of the house, then it is not found', async () => {
    const res = await houseApi(t, null).get(LOTTERY_RECALL_PATHS.api('hr_nothing_here'));
    expect(res.statusCode).toBe(404);
  });
});
