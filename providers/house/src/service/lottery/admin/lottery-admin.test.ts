import {
  LOTTERY_ADMIN_BASE,
  LOTTERY_ADMIN_PATHS,
  type TLotteryTerms,
} from '@tala/contract/lottery/lottery-admin';
import { signedHeaders } from '@tala/contract/vendor-wallet/signing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../../../../apps/server/src/modules/ledger/ledger-verify.ts';
import type { TTestApp } from '../../../../../../apps/server/test/support/test-app.ts';
import { providerSecret } from '../../../../../../apps/server/test/vendor-wallet/seamless-helpers.ts';
import { walletBalances } from '../../../../../../apps/server/test/wallet/wallet-helpers.ts';
import { LOTTERY_API_PATHS, type TSlipRequest } from '../../api/lottery-contract.ts';
import type { THouseContext } from '../../house-context.ts';
import { recoverRounds } from '../../rounds/round-recovery.ts';
import { cents, openIssueNow, startBettor } from '../../testing/house-test-helpers.ts';
import { placeSlip, type TBettor } from '../lottery-betting.ts';
import { drawDueIssues } from '../lottery-draw.ts';
import { runLotteryPass } from '../lottery-jobs.ts';
import { pollResultsFeeds, type TLotteryResultsFeed } from '../lottery-results-source.ts';

const GAME = 'house-k3-3m';
const URL_BASE = `/house${LOTTERY_ADMIN_BASE}`;
const ALICE = { id: '101', name: 'alice' };
const BOB = { id: '102', name: 'bob' };
let t: TTestApp;
let ctx: THouseContext;
let bettor: TBettor;
let secret: string;
let siteToken: string;
let slips = 0;

beforeAll(async () => {
  ({ t, ctx, siteToken, bettor } = await startBettor());
  secret = await providerSecret(t);
});
afterAll(async () => {
  expect(await verifyLedger(t.deps.db)).toEqual([]);
  await t.close();
});

async function admin(
  path: string,
  body: unknown,
  options: { secret?: string; merchant?: string } = {},
): Promise<{ status: number; json: TJson }> {
  const rawBody = JSON.stringify(body);
  const headers = signedHeaders({
    secret: options.secret ?? secret,
    merchantCode: options.merchant ?? 'TALA',
    providerCode: 'HOUSE',
    rawBody,
  });
  const res = await t.app.inject({ method: 'POST', url: `${URL_BASE}${path}`, headers, payload: rawBody });
  return { status: res.statusCode, json: res.json() };
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read freely; the contract schemas type the API
type TJson = any;

const terms = async (): Promise<TLotteryTerms> =>
  (await admin(LOTTERY_ADMIN_PATHS.terms, { gameId: GAME })).json;

function slip(issueNo: string): TSlipRequest {
  slips += 1;
  return {
    slipId: `admin-slip-${Date.now()}-${slips}`,
    gameId: GAME,
    issueNo,
    bets: [{ playType: 'k3.sum', selection: { sums: [10] }, stakePerLine: '1.00' }],
    multiplier: 1,
    chase: { issues: 1, stopOnWin: false },
  };
}

/** Moves an issue's cut-off and draw time into the past, as if its draw time had come. */
async function reachDrawTime(issueId: bigint): Promise<void> {
  await ctx.db
    .updateTable('house.lottery_issues')
    .set({
      opens_at: sql<Date>`now() - interval '3 seconds'`,
      closes_at: sql<Date>`now() - interval '2 seconds'`,
      draws_at: sql<Date>`now() - interval '1 second'`,
    })
    .where('id', '=', issueId)
    .execute();
}

async function balanceCents(): Promise<number> {
  return cents((await walletBalances(t, siteToken)).MAIN ?? '0');
}

describe('lottery admin API: signed like the transfer API', () => {
  it('when a call is unsigned, signed with another secret or for another merchant, then it is refused', async () => {
    const unsigned = await t.app.inject({ method: 'POST', url: `${URL_BASE}/games`, payload: {} });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().error.code).toBe('BAD_SIGNATURE');
    expect((await admin('/games', {}, { secret: 'not-the-secret' })).json.error.code).toBe('BAD_SIGNATURE');
    expect((await admin('/games', {}, { merchant: 'OTHER' })).status).toBe(401);
  });

  it('when the platform lists the games, then each has its schedule, status, source and result shape', async () => {
    const { status, json } = await admin('/games', {});
    expect(status).toBe(200);
    const game = json.games.find((g: { gameId: string }) => g.gameId === GAME);
    expect(game).toMatchObject({
      family: 'k3',
      enabled: true,
      resultsSource: 'house',
      resultsFeed: null,
      feeds: [],
    });
    expect(game.schedule).toMatchObject({ kind: 'interval', everySeconds: 180 });
    expect(game.resultShape.groups).toEqual([{ key: 'dice', count: 3, digits: null, min: 1, max: 6 }]);
  });

  it('when a body does not match its call, then it is BAD_REQUEST, never a 500', async () => {
    expect((await admin('/terms', { gameId: 'NOT A GAME' })).json.error.code).toBe('BAD_REQUEST');
    expect((await admin('/terms', { gameId: 'house-nope' })).json.error.code).toBe('NOT_FOUND');
  });
});

describe('lottery admin API: odds and limits are new versions', () => {
  it('when odds would return 100% or more, then the change is refused and the terms stay', async () => {
    const before = await terms();
    // A triple is 1 roll in 216: 216.00 back for 1.00 is exactly 100%.
    const res = await admin('/terms/change', {
      gameId: GAME,
      oddsId: before.oddsId,
      playType: {
        id: 'k3.triple',
        enabled: true,
        odds: { win: 21_600 },
        minStake: '0.10',
        maxStake: '100.00',
        stakeStep: '0.10',
      },
      liabilityCap: before.liabilityCap,
      maxPayout: before.maxPayout,
      maxChase: before.maxChase,
      staff: ALICE,
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('RTP_TOO_HIGH');
    const preview = await admin('/rtp', { gameId: GAME, playTypeId: 'k3.triple', odds: { win: 21_599 } });
    expect(preview.json.acceptable).toBe(true);
    expect(preview.json.maxRtp).toBeCloseTo(21_599 / 21_600, 9);
    expect((await terms()).oddsId).toBe(before.oddsId);
  });

  it('when limits are inconsistent or the odds were changed meanwhile, then the change is refused', async () => {
    const before = await terms();
    const change = (over: object) => ({
      gameId: GAME,
      oddsId: before.oddsId,
      playType: {
        id: 'k3.triple',
        enabled: true,
        odds: { win: 20_000 },
        minStake: '5.00',
        maxStake: '1.00',
        stakeStep: '0.10',
      },
      liabilityCap: before.liabilityCap,
      maxPayout: before.maxPayout,
      maxChase: before.maxChase,
      staff: ALICE,
      ...over,
    });
    const stakes = (minStake: string, stakeStep: string) =>
      change({
        playType: {
          id: 'k3.triple',
          enabled: true,
          odds: { win: 20_000 },
          minStake,
          maxStake: '100.00',
          stakeStep,
        },
      });
    expect((await admin('/terms/change', change({}))).json.error.code).toBe('BAD_LIMITS');
    expect((await admin('/terms/change', stakes('0.50', '0.00'))).json.error.code).toBe('BAD_LIMITS');
    expect((await admin('/terms/change', stakes('0.50', '0.30'))).json.error.code).toBe('BAD_LIMITS');
    for (const maxChase of [0, 201, 2.5]) {
      expect((await admin('/terms/change', { ...stakes('0.50', '0.50'), maxChase })).status).toBe(400);
    }
    expect((await admin('/terms/change', change({ liabilityCap: '0.00' }))).json.error.code).toBe(
      'BAD_LIMITS',
    );
    expect((await admin('/terms/change', change({ oddsId: '1' }))).json.error.code).toBe('STALE_TERMS');
  });
  it('when staff change the stake step and the longest chase, then slips off the step or longer are refused', async () => {
    const before = await terms();
    const sum = before.playTypes.find((p) => p.id === 'k3.sum')!;
    const change = (current: TLotteryTerms, stakeStep: string, maxChase: number, minStake = stakeStep) =>
      admin('/terms/change', {
        gameId: GAME,
        oddsId: current.oddsId,
        playType: {
          id: sum.id,
          enabled: sum.enabled,
          odds: sum.odds,
          minStake,
          maxStake: sum.maxStake,
          stakeStep,
        },
        liabilityCap: current.liabilityCap,
        maxPayout: current.maxPayout,
        maxChase,
        staff: ALICE,
      });
    const changed = await change(before, '0.50', 3);
    expect(changed.status).toBe(200);
    expect(changed.json.after.maxChase).toBe(3);
    expect(changed.json.after.playTypes.find((p: { id: string }) => p.id === 'k3.sum').stakeStep).toBe(
      '0.50',
    );
    // The rules page reads the terms in force without a session.
    const inForce = await t.app.inject({ method: 'GET', url: LOTTERY_API_PATHS.terms(GAME) });
    expect(inForce.statusCode).toBe(200);
    expect(inForce.json()).toMatchObject({ gameId: GAME, maxChase: 3 });
    expect(inForce.json().playTypes.find((p: { id: string }) => p.id === 'k3.sum').stakeStep).toBe('0.50');
    const unknown = await t.app.inject({ method: 'GET', url: LOTTERY_API_PATHS.terms('house-k3-9m') });
    expect(unknown.statusCode).toBe(404);
    const issue = await openIssueNow(ctx, GAME);
    const offStep = {
      ...slip(issue.issue_no),
      bets: [{ ...slip(issue.issue_no).bets[0]!, stakePerLine: '0.70' }],
    };
    const tooLong = { ...slip(issue.issue_no), chase: { issues: 4, stopOnWin: false } };
    const balance = await balanceCents();
    await expect(placeSlip(ctx, bettor, offStep)).rejects.toMatchObject({ code: 'BET_LIMIT' });
    await expect(placeSlip(ctx, bettor, tooLong)).rejects.toMatchObject({ code: 'BET_LIMIT' });
    expect(await balanceCents()).toBe(balance);
    const restored = await change(changed.json.after, sum.stakeStep, before.maxChase, sum.minStake);
    expect(restored.status).toBe(200);
  });
});

describe('lottery admin API: a placed bet keeps its odds, a manual result is two people', () => {
  it('when odds change after a bet and staff enter and approve the result, then the bet is paid at its own odds', async () => {
    const issue = await openIssueNow(ctx, GAME);
    const placed = await placeSlip(ctx, bettor, slip(issue.issue_no));
    expect(placed.slip.bets).toHaveLength(1);
    const before = await terms();
    const sum = before.playTypes.find((p) => p.id === 'k3.sum')!;
    const changed = await admin('/terms/change', {
      gameId: GAME,
      oddsId: before.oddsId,
      playType: {
        id: 'k3.sum',
        enabled: true,
        odds: { ...sum.odds, 'sum-10': 500 },
        minStake: '0.50',
        maxStake: '500.00',
        stakeStep: sum.stakeStep,
      },
      liabilityCap: '40000.00',
      maxPayout: before.maxPayout,
      maxChase: before.maxChase,
      staff: ALICE,
    });
    expect(changed.status).toBe(200);
    expect(changed.json.after.oddsId).not.toBe(before.oddsId);
    expect(changed.json.before.oddsId).toBe(before.oddsId);
    expect(changed.json.after.liabilityCap).toBe('40000.00');
    expect(changed.json.after.changedBy).toBe('alice');
    const bet = await ctx.db
      .selectFrom('house.lottery_bets')
      .selectAll()
      .where('issue_id', '=', issue.id)
      .executeTakeFirstOrThrow();
    expect(String(bet.odds_id)).toBe(before.oddsId);

    const source = await admin('/source', { gameId: GAME, source: 'manual', staff: ALICE });
    expect(source.json.after.resultsSource).toBe('manual');
    // Before its draw time, nobody enters a result.
    const early = await admin('/results/submit', {
      gameId: GAME,
      issueNo: issue.issue_no,
      numbers: { dice: ['3', '3', '4'] },
      staff: ALICE,
    });
    expect(early.json.error.code).toBe('RESULT_NOT_ALLOWED');
    await reachDrawTime(issue.id);
    // The draw job leaves a manual game's issue to staff.
    await drawDueIssues(ctx, new Date(Date.now() + 60_000));
    const undrawn = await ctx.db
      .selectFrom('house.lottery_issues')
      .select('drawn_at')
      .where('id', '=', issue.id)
      .executeTakeFirstOrThrow();
    expect(undrawn.drawn_at).toBeNull();
    const awaiting = await admin('/results', { gameId: GAME });
    expect(awaiting.json.awaiting.map((a: { issueNo: string }) => a.issueNo)).toContain(issue.issue_no);

    const bad = await admin('/results/submit', {
      gameId: GAME,
      issueNo: issue.issue_no,
      numbers: { dice: ['3', '7', '4'] },
      staff: ALICE,
    });
    expect(bad.json.error.code).toBe('BAD_RESULT');
    const short = await admin('/results/submit', {
      gameId: GAME,
      issueNo: issue.issue_no,
      numbers: { dice: ['3', '4'] },
      staff: ALICE,
    });
    expect(short.json.error.code).toBe('BAD_RESULT');
    const entered = await admin('/results/submit', {
      gameId: GAME,
      issueNo: issue.issue_no,
      numbers: { dice: ['3', '3', '4'] },
      staff: ALICE,
    });
    expect(entered.status).toBe(200);
    expect(entered.json).toMatchObject({
      status: 'PENDING',
      enteredBy: 'alice',
      result: { family: 'k3', dice: [3, 3, 4] },
    });
    const again = await admin('/results/submit', {
      gameId: GAME,
      issueNo: issue.issue_no,
      numbers: { dice: ['1', '1', '1'] },
      staff: BOB,
    });
    expect(again.json.error.code).toBe('RESULT_PENDING');

    const self = await admin('/results/decide', {
      gameId: GAME,
      proposalId: entered.json.id,
      approve: true,
      staff: ALICE,
    });
    expect(self.status).toBe(403);
    expect(self.json.error.code).toBe('SELF_APPROVAL');
    const approved = await admin('/results/decide', {
      gameId: GAME,
      proposalId: entered.json.id,
      approve: true,
      staff: BOB,
    });
    expect(approved.json).toMatchObject({ status: 'APPROVED', decidedBy: 'bob' });
    const twice = await admin('/results/decide', {
      gameId: GAME,
      proposalId: entered.json.id,
      approve: true,
      staff: { id: '103', name: 'carol' },
    });
    expect(twice.json.error.code).toBe('NOT_PENDING');

    const drawn = await ctx.db
      .selectFrom('house.lottery_issues')
      .selectAll()
      .where('id', '=', issue.id)
      .executeTakeFirstOrThrow();
    expect(drawn.result).toEqual({ family: 'k3', dice: [3, 3, 4] });
    const before2 = await balanceCents();
    for (let i = 0; i < 3; i++) await runLotteryPass(ctx);
    await recoverRounds(ctx);
    const settled = await ctx.db
      .selectFrom('house.lottery_bets')
      .selectAll()
      .where('id', '=', bet.id)
      .executeTakeFirstOrThrow();
    // Sum 10 at the odds the bet was placed at (7.76), not the new 5.00.
    expect(settled.status).toBe('WON');
    expect(settled.win_cents).toBe(776n);
    expect(await balanceCents()).toBe(before2 + 776);

    const list = await admin('/issues', { gameId: GAME, state: 'SETTLED' });
    const row = list.json.list.find((i: { issueNo: string }) => i.issueNo === issue.issue_no);
    expect(row).toMatchObject({
      betCount: 1,
      stake: '1.00',
      payout: '7.76',
      margin: '-6.76',
      resultSource: 'manual',
    });
    expect(list.json.totals.payout).toBe('7.76');
    // The verify page is told the result is the official one (the house's seed did not make it).
    const proof = await t.app.inject({
      method: 'GET',
      url: `/house/api/lottery/public/${GAME}/issues/${issue.issue_no}/proof`,
    });
    expect(proof.json().resultSource).toBe('manual');
    await admin('/source', { gameId: GAME, source: 'house', staff: ALICE });
  });
});

describe('lottery admin API: liability and cancelling', () => {
  it('when an open issue has bets, then its liability per number is listed largest first against the cap', async () => {
    const issue = await openIssueNow(ctx, GAME);
    await placeSlip(ctx, bettor, {
      ...slip(issue.issue_no),
      bets: [{ playType: 'k3.sum', selection: { sums: [4, 10] }, stakePerLine: '2.00' }],
    });
    const { json } = await admin('/liability', { gameId: GAME, issueNo: issue.issue_no });
    expect(json.state).toBe('OPEN');
    expect(json.cap).toBe('40000.00');
    expect(json.numbers.map((n: { key: string }) => n.key)).toEqual(['sum:4', 'sum:10']);
    expect(json.numbers[0]).toMatchObject({ exposure: '139.68', closed: false });
    expect(json.numbers[0].share).toBeCloseTo(139.68 / 40_000, 9);
  });

  it('when staff cancel an issue, then every bet on it is refunded and a repeat answers the same', async () => {
    const issue = await openIssueNow(ctx, GAME);
    const start = await balanceCents();
    await placeSlip(ctx, bettor, slip(issue.issue_no));
    expect(await balanceCents()).toBe(start - 100);
    const cancelled = await admin('/cancel', {
      gameId: GAME,
      issueNo: issue.issue_no,
      reason: 'official draw void',
      staff: ALICE,
    });
    expect(cancelled.json).toEqual({ issueNo: issue.issue_no, refunded: 1 });
    const repeat = await admin('/cancel', {
      gameId: GAME,
      issueNo: issue.issue_no,
      reason: 'official draw void',
      staff: ALICE,
    });
    expect(repeat.json).toEqual({ issueNo: issue.issue_no, refunded: 1 });
    for (let i = 0; i < 2; i++) await runLotteryPass(ctx);
    await recoverRounds(ctx);
    expect(await balanceCents()).toBe(start);
    const row = await ctx.db
      .selectFrom('house.lottery_issues')
      .select(['cancel_reason'])
      .where('id', '=', issue.id)
      .executeTakeFirstOrThrow();
    expect(row.cancel_reason).toBe('official draw void — alice');
    const list = await admin('/issues', { gameId: GAME, state: 'CANCELLED' });
    expect(list.json.list[0]).toMatchObject({ issueNo: issue.issue_no, state: 'CANCELLED', margin: '0.00' });
  });

  it('when staff suspend a game, then it is closed to players and listed as suspended', async () => {
    const off = await admin('/status', { gameId: GAME, enabled: false, staff: ALICE });
    expect(off.json.before.enabled).toBe(true);
    expect(off.json.after.enabled).toBe(false);
    const issue = await openIssueNow(ctx, GAME);
    await expect(placeSlip(ctx, bettor, slip(issue.issue_no))).rejects.toMatchObject({
      code: 'GAME_DISABLED',
    });
    await admin('/status', { gameId: GAME, enabled: true, staff: ALICE });
  });
});

describe('lottery admin API: a results feed adapter', () => {
  it('when no feed is configured, then a game cannot be switched to one', async () => {
    const res = await admin('/source', { gameId: GAME, source: 'feed', feed: 'official', staff: ALICE });
    expect(res.json.error.code).toBe('BAD_REQUEST');
  });

  it("when a game follows a feed, then an issue past its draw is drawn with the feed's result, a malformed one never", async () => {
    const answers: Array<Record<string, string[]> | null> = [
      { dice: ['9', '9', '9'] },
      { dice: ['2', '5', '5'] },
    ];
    const feed: TLotteryResultsFeed = {
      name: 'official',
      families: ['k3'],
      fetchResult: async () => answers.shift() ?? null,
    };
    await ctx.db
      .updateTable('house.lottery_games')
      .set({ results_source: 'feed', results_feed: 'official' } as never)
      .where('game_id', '=', GAME)
      .execute();
    const issue = await openIssueNow(ctx, GAME);
    await reachDrawTime(issue.id);
    const before = await ctx.db
      .selectFrom('house.lottery_issues')
      .select('id')
      .where('game_id', '=', GAME)
      .where('drawn_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .where('draws_at', '<=', new Date())
      .execute();
    expect(before.map((row) => row.id)).toEqual([issue.id]);
    expect(await pollResultsFeeds(ctx, [feed])).toBe(0);
    expect(await pollResultsFeeds(ctx, [feed])).toBe(1);
    const drawn = await ctx.db
      .selectFrom('house.lottery_issues')
      .selectAll()
      .where('id', '=', issue.id)
      .executeTakeFirstOrThrow();
    expect(drawn.result).toEqual({ family: 'k3', dice: [2, 5, 5] });
    expect((drawn as unknown as { result_source: string }).result_source).toBe('feed');
    await ctx.db
      .updateTable('house.lottery_games')
      .set({ results_source: 'house', results_feed: null } as never)
      .where('game_id', '=', GAME)
      .execute();
  });
});
