import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../../../apps/server/src/modules/ledger/ledger-verify.ts';
import type { TTestApp } from '../../../../../apps/server/test/support/test-app.ts';
import { walletBalances } from '../../../../../apps/server/test/wallet/wallet-helpers.ts';
import type { TSlipRequest } from '../api/lottery-contract.ts';
import type { THouseContext } from '../house-context.ts';
import {
  cents,
  openBettor,
  openIssueNow,
  siteLogin,
  startBettor,
  withLiabilityCap,
} from '../testing/house-test-helpers.ts';
import { placeSlip, type TBettor } from './lottery-betting.ts';
import { findLotteryGameRow, readOdds } from './lottery-games.ts';
import { planSlip } from './lottery-slip-plan.ts';
import { storeSlips, type TBatchSlip, type TStoredSlip } from './lottery-slip-store.ts';

const GAME = 'house-k3-1m';
let t: TTestApp;
let ctx: THouseContext;
let bettor: TBettor;
let siteToken: string;
let count = 0;

beforeAll(async () => {
  ({ t, ctx, siteToken, bettor } = await startBettor());
});
afterAll(async () => {
  expect(await verifyLedger(t.deps.db)).toEqual([]);
  await t.close();
});

const balanceCents = async () => cents((await walletBalances(t, siteToken)).MAIN ?? '0');

function slip(issueNo: string, sums: number[], slipId = `batch-${Date.now()}-${++count}`): TSlipRequest {
  return {
    slipId,
    gameId: GAME,
    issueNo,
    bets: [
      { playType: 'k3.sum', selection: { sums }, stakePerLine: '0.50' },
      { playType: 'k3.two-sides', selection: { sum: ['big'] }, stakePerLine: '1.00' },
    ],
    multiplier: 1,
    chase: { issues: 1, stopOnWin: false },
  };
}

const SUMS = [[4, 5], [6, 7, 8], [9], [10, 11], [12, 13, 14], [15], [16, 17], [5, 9, 13], [7, 11], [8, 12]];

async function exposureOf(issueId: bigint): Promise<Record<string, string>> {
  const rows = await ctx.db
    .selectFrom('house.lottery_exposure')
    .select(['key', 'payout_cents'])
    .where('issue_id', '=', issueId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.key, String(row.payout_cents)]));
}

describe('lottery placement: slips that arrive together are stored together (decision 040)', () => {
  it('when ten slips arrive at once, then they share transactions and each is stored and debited as if alone', async () => {
    const together = await openIssueNow(ctx, GAME);
    const before = await balanceCents();
    const answers = await Promise.all(
      SUMS.map((sums) => placeSlip(ctx, bettor, slip(together.issue_no, sums))),
    );
    const stake = answers.reduce((sum, answer) => sum + cents(answer.slip.totalStake), 0);
    expect(await balanceCents()).toBe(before - stake);
    for (const [index, answer] of answers.entries()) {
      expect(answer.slip.bets.map((bet) => bet.playType)).toEqual(['k3.sum', 'k3.two-sides']);
      expect(cents(answer.slip.totalStake)).toBe(SUMS[index]!.length * 50 + 100);
    }
    // Rows written by one transaction share its id (xmin; slip rows are never updated): fewer transactions
    // than slips means they were stored together.
    const { rows } = await sql<{ transactions: string }>`
      SELECT count(DISTINCT s.xmin::text) AS transactions FROM house.lottery_slips s
      JOIN house.rounds r ON r.id = s.round_id
      WHERE r.round_ref = ANY(${answers.map((a) => a.slip.roundId)}::text[])`.execute(ctx.db);
    expect(Number(rows[0]?.transactions)).toBeLessThan(SUMS.length);

    // The same slips one after the other, on another issue: the same liability, number by number.
    const alone = await openIssueNow(ctx, GAME);
    for (const sums of SUMS) await placeSlip(ctx, bettor, slip(alone.issue_no, sums));
    expect(await exposureOf(together.id)).toEqual(await exposureOf(alone.id));
  });

  it('when a slip comes alone while other bets are out, then it waits for the next slip and shares its transaction', async () => {
    const issue = await openIssueNow(ctx, GAME);
    // The first slip's bet is held at the wallet, so its batch stays out while the others arrive.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const wallet = ctx.wallet;
    const realBet = wallet.bet;
    let isFirst = true;
    wallet.bet = async (body) => {
      if (isFirst) {
        isFirst = false;
        await held;
      }
      return realBet.call(wallet, body);
    };
    const wait = ctx.config.lottery.loneSlipWaitMs;
    ctx.config.lottery.loneSlipWaitMs = 300; // room for the second slip's reads on a slow machine
    try {
      const out = placeSlip(ctx, bettor, slip(issue.issue_no, [4]));
      await new Promise((resolve) => setTimeout(resolve, 100)); // stored; its bet held
      const lone = placeSlip(ctx, bettor, slip(issue.issue_no, [5]));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const company = placeSlip(ctx, bettor, slip(issue.issue_no, [6]));
      const [loneAnswer, companyAnswer] = await Promise.all([lone, company]);
      release();
      const outAnswer = await out;
      const { rows } = await sql<{ round_ref: string; tx: string }>`
        SELECT r.round_ref, s.xmin::text AS tx FROM house.lottery_slips s JOIN house.rounds r ON r.id = s.round_id
        WHERE r.round_ref = ANY(${[outAnswer, loneAnswer, companyAnswer].map((a) => a.slip.roundId)}::text[])`.execute(
        ctx.db,
      );
      const txOf = new Map(rows.map((row) => [row.round_ref, row.tx]));
      expect(txOf.get(loneAnswer.slip.roundId)).toBe(txOf.get(companyAnswer.slip.roundId));
      expect(txOf.get(outAnswer.slip.roundId)).not.toBe(txOf.get(loneAnswer.slip.roundId));
    } finally {
      release();
      wallet.bet = realBet;
      ctx.config.lottery.loneSlipWaitMs = wait;
    }
  });

  it('when a slip id comes twice at the same moment, then one is stored and the other is DUPLICATE_SLIP', async () => {
    const issue = await openIssueNow(ctx, GAME);
    const request = slip(issue.issue_no, [10]);
    const others = SUMS.slice(0, 4).map((sums) => placeSlip(ctx, bettor, slip(issue.issue_no, sums)));
    const results = await Promise.allSettled([
      placeSlip(ctx, bettor, request),
      placeSlip(ctx, bettor, request),
      ...others,
    ]);
    const [first, second, ...rest] = results;
    const outcomes = [first?.status, second?.status].sort();
    expect(outcomes).toEqual(['fulfilled', 'rejected']);
    const refused = [first, second].find((result) => result?.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 'DUPLICATE_SLIP' });
    expect(rest.every((result) => result.status === 'fulfilled')).toBe(true);
  });

  it('when one player of a batch cannot pay, then only that slip is refused, voided and its liability freed', async () => {
    const agentSite = await siteLogin(t, { username: 'demo_agent', password: 'Agent123!' });
    const poor = await openBettor(t, ctx, agentSite);
    const agentBalance = cents((await walletBalances(t, agentSite)).MAIN ?? '0');
    const issue = await openIssueNow(ctx, GAME);
    const before = await balanceCents();
    const richSums = SUMS.slice(0, 6);
    const richSlips = richSums.map((sums) => slip(issue.issue_no, sums));
    const poorSlip = slip(issue.issue_no, [18]);
    expect(agentBalance).toBeLessThan(150); // the poor slip's stake is 1.50
    const results = await Promise.allSettled([
      ...richSlips.map((request) => placeSlip(ctx, bettor, request)),
      placeSlip(ctx, poor, poorSlip),
    ]);
    const refused = results.at(-1) as PromiseRejectedResult;
    expect(refused.status).toBe('rejected');
    expect(refused.reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const placed = results.slice(0, -1);
    expect(placed.every((result) => result.status === 'fulfilled')).toBe(true);
    const stake = richSums.reduce((sum, sums) => sum + sums.length * 50 + 100, 0);
    expect(await balanceCents()).toBe(before - stake);
    // The refused slip's bets are void and its number (sum 18) carries no liability from it.
    const { rows } = await sql<{ status: string }>`
      SELECT b.status FROM house.lottery_bets b JOIN house.lottery_slips s ON s.round_id = b.round_id
      WHERE s.slip_id = ${poorSlip.slipId}`.execute(ctx.db);
    expect(rows.map((row) => row.status)).toEqual(['VOID', 'VOID']);
    const exposure = await exposureOf(issue.id);
    expect(exposure['sum:18'] ?? '0').toBe('0');
  });

  it('when the slips of one moment pass a number cap together, then only those that do not fit are refused', async () => {
    // Room for one slip's 0.10 on sum 3 (about 20.00 of payout), not for two.
    await withLiabilityCap(ctx, GAME, 3_000, async () => {
      const issue = await openIssueNow(ctx, GAME);
      const three = (slipId: string): TSlipRequest => ({
        ...slip(issue.issue_no, [3], slipId),
        bets: [{ playType: 'k3.sum', selection: { sums: [3] }, stakePerLine: '0.10' }],
      });
      const ten = (slipId: string): TSlipRequest => ({
        ...slip(issue.issue_no, [10], slipId),
        bets: [{ playType: 'k3.sum', selection: { sums: [10] }, stakePerLine: '0.10' }],
      });
      const before = await balanceCents();
      // Slips on other numbers around them, so the three share a batch with others and with each other.
      const fillers = ['f1', 'f2', 'f3', 'f4', 'f5'].map((id) =>
        placeSlip(ctx, bettor, ten(`${id}-${Date.now()}`)),
      );
      const results = await Promise.allSettled(
        ['cap-a', 'cap-b', 'cap-c'].map((id) => placeSlip(ctx, bettor, three(`${id}-${Date.now()}`))),
      );
      expect((await Promise.allSettled(fillers)).every((result) => result.status === 'fulfilled')).toBe(true);
      const placed = results.filter((result) => result.status === 'fulfilled');
      const refused = results.filter(
        (result): result is PromiseRejectedResult => result.status === 'rejected',
      );
      expect(placed).toHaveLength(1);
      expect(refused.map((result) => result.reason.code)).toEqual(['NUMBER_CLOSED', 'NUMBER_CLOSED']);
      expect(await balanceCents()).toBe(before - 10 - 5 * 10);
      const exposure = await exposureOf(issue.id);
      expect(Number(exposure['sum:3'])).toBeLessThanOrEqual(3_000);
    });
  });

  it('when one batch holds a slip on a closed issue and a slip id twice, then only those are refused', async () => {
    const open = await openIssueNow(ctx, GAME);
    const closed = await openIssueNow(ctx, GAME);
    await ctx.db
      .updateTable('house.lottery_issues')
      .set({ closes_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', closed.id)
      .execute();
    const game = await findLotteryGameRow(ctx.db, GAME);
    const odds = await readOdds(ctx.db, game?.odds_id as bigint);
    const toStore = (request: TSlipRequest, issue: typeof open): TBatchSlip => ({
      bettor,
      slip: {
        request,
        plan: planSlip('k3', odds, request),
        issues: [issue],
        clientSeed: 'batch-test-seed',
        oddsId: odds.id,
        liabilityCapCents: odds.liability_cap_cents,
      },
    });
    const twice = slip(open.issue_no, [9]);
    const outcomes = await storeSlips(ctx, [
      toStore(slip(open.issue_no, [4]), open),
      toStore(slip(closed.issue_no, [5]), closed),
      toStore(twice, open),
      toStore(twice, open),
    ]);
    expect(outcomes.map((outcome) => (outcome instanceof Error ? outcome.message : 'stored'))).toEqual([
      'stored',
      'issue closed',
      'stored',
      'slip already placed',
    ]);
    // Stored slips are PLACING with their bets; the refused left nothing, not even liability.
    const stored = outcomes.filter((outcome): outcome is TStoredSlip => !(outcome instanceof Error));
    for (const outcome of stored) {
      expect(outcome.round.state).toBe('PLACING');
      expect(outcome.betIds).toHaveLength(2);
    }
    expect(await exposureOf(closed.id)).toEqual({});
    const onOpen = await exposureOf(open.id);
    expect(Object.keys(onOpen)).toEqual(expect.arrayContaining(['sum:4', 'sum:9']));
    expect(onOpen['sum:5']).toBeUndefined();
  });
});
