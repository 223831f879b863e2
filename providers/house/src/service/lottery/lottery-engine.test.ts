import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../../../apps/server/src/modules/ledger/ledger-verify.ts';
import type { TTestApp } from '../../../../../apps/server/test/support/test-app.ts';
import { walletBalances } from '../../../../../apps/server/test/wallet/wallet-helpers.ts';
import { chainLink } from '../../fair/seed-chain.ts';
import { hashServerSeed } from '../../fair/server-seed.ts';
import type { TLotteryResult } from '../../games/lottery/lottery-types.ts';
import type { TSlipRequest } from '../api/lottery-contract.ts';
import type { THouseContext } from '../house-context.ts';
import { recoverRounds } from '../rounds/round-recovery.ts';
import {
  cents,
  openIssueNow,
  platformRound,
  startBettor,
  withLiabilityCap,
} from '../testing/house-test-helpers.ts';
import { placeSlip, type TBettor } from './lottery-betting.ts';
import { drawDueIssues, drawIssueResult, issueContributions } from './lottery-draw.ts';
import { findLotteryGameRow, readOdds, type TOddsTerms } from './lottery-games.ts';
import { runLotteryPass } from './lottery-jobs.ts';
import { cancelIssue, payDueBets } from './lottery-payouts.ts';

const GAME = 'house-k3-1m';
let t: TTestApp;
let ctx: THouseContext;
let bettor: TBettor;
let slipCount = 0;
let siteToken: string;

beforeAll(async () => {
  ({ t, ctx, siteToken, bettor } = await startBettor());
});
afterAll(async () => {
  expect(await verifyLedger(t.deps.db)).toEqual([]);
  await t.close();
});

async function balanceCents(): Promise<number> {
  return cents((await walletBalances(t, siteToken)).MAIN ?? '0');
}

const openIssue = (gameId = GAME) => openIssueNow(ctx, gameId);

function slip(issueNo: string, overrides: Partial<TSlipRequest> = {}): TSlipRequest {
  slipCount += 1;
  return {
    slipId: `test-slip-${Date.now()}-${slipCount}`,
    gameId: GAME,
    issueNo,
    bets: [{ playType: 'k3.sum', selection: { sums: [10, 11] }, stakePerLine: '1.00' }],
    multiplier: 1,
    chase: { issues: 1, stopOnWin: false },
    ...overrides,
  };
}

/**
 * Draws every issue due by `issue`'s draw time, this one included: a pass draws at most 20, and the other
 * games' issues that fell due while the file ran come first.
 */
async function drawThrough(issue: { draws_at: Date }): Promise<void> {
  const at = new Date(issue.draws_at.getTime() + 1);
  for (let pass = 0; pass < 50 && (await drawDueIssues(ctx, at)) > 0; pass++);
}

/** Draws, settles and pays everything due as if the clock were `minutes` ahead, then closes the rounds. */
async function drawAndPay(minutes = 2): Promise<void> {
  const later = new Date(Date.now() + minutes * 60_000);
  for (let i = 0; i < 3; i++) await runLotteryPass(ctx, later);
  await recoverRounds(ctx);
}

describe('lottery engine: a slip from placement to payout', () => {
  it('when a player places a slip on the open issue, then one bet is debited and the issue keeps its liability', async () => {
    const issue = await openIssue();
    const before = await balanceCents();
    const answer = await placeSlip(ctx, bettor, slip(issue.issue_no));
    expect(answer.slip.totalStake).toBe('2.00');
    expect(answer.slip.bets).toHaveLength(1);
    expect(await balanceCents()).toBe(before - 200);
    const exposure = await ctx.db
      .selectFrom('house.lottery_exposure')
      .selectAll()
      .where('issue_id', '=', issue.id)
      .execute();
    expect(exposure.map((row) => row.key).sort()).toEqual(['sum:10', 'sum:11']);
    const round = await platformRound(t, answer.slip.roundId);
    expect(round.calls.map((call) => call.kind)).toEqual(['BET']);
  });

  it('when the issue draws, then the result is what anyone recomputes from the revealed seed and the slips', async () => {
    const issue = await openIssue();
    await placeSlip(ctx, bettor, slip(issue.issue_no));
    await drawThrough(issue);
    const drawn = await ctx.db
      .selectFrom('house.lottery_issues')
      .selectAll()
      .where('id', '=', issue.id)
      .executeTakeFirstOrThrow();
    const contributions = await issueContributions(ctx.db, issue.id);
    expect(contributions.length).toBeGreaterThan(0);
    const again = drawIssueResult({
      family: 'k3',
      serverSeed: drawn.server_seed,
      gameClientSeed: GAME,
      issueNo: drawn.issue_no,
      contributions,
    });
    expect(drawn.result).toEqual(again.result);
    expect(drawn.entropy).toBe(again.entropy);
    expect(hashServerSeed(drawn.server_seed)).toBe(drawn.server_seed_hash);
    // The seed belongs to the game's chain: its link is the seed one position before (or the anchor).
    const previous = await ctx.db
      .selectFrom('house.lottery_issues')
      .select('server_seed')
      .where('chain_id', '=', drawn.chain_id)
      .where('chain_pos', '=', drawn.chain_pos - 1)
      .executeTakeFirst();
    const chain = await ctx.db
      .selectFrom('house.lottery_chains')
      .select('anchor')
      .where('id', '=', drawn.chain_id)
      .executeTakeFirstOrThrow();
    expect(chainLink(drawn.server_seed)).toBe(previous?.server_seed ?? chain.anchor);
  });

  it('when a drawn issue is drawn again or its result edited, then nothing changes', async () => {
    const issue = await openIssue();
    await drawThrough(issue);
    const first = await ctx.db
      .selectFrom('house.lottery_issues')
      .select('result')
      .where('id', '=', issue.id)
      .executeTakeFirstOrThrow();
    expect(await drawDueIssues(ctx, new Date(issue.draws_at.getTime() + 2))).toBe(0);
    await expect(
      sql`UPDATE house.lottery_issues SET result = '{"family":"k3","dice":[6,6,6]}' WHERE id = ${issue.id}`.execute(
        ctx.db,
      ),
    ).rejects.toThrow(/cannot change/);
    await expect(
      sql`UPDATE house.lottery_issues SET server_seed = repeat('0', 64) WHERE id = ${issue.id}`.execute(
        ctx.db,
      ),
    ).rejects.toThrow(/cannot change/);
    const after = await ctx.db
      .selectFrom('house.lottery_issues')
      .select('result')
      .where('id', '=', issue.id)
      .executeTakeFirstOrThrow();
    expect(after.result).toEqual(first.result);
  });

  it('when an issue settles, then every bet is paid exactly what its lines won and the round closes', async () => {
    // Settle what earlier tests left pending first, so the balance moves by this slip alone.
    await drawAndPay();
    const issue = await openIssue();
    const sums = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18];
    const answer = await placeSlip(
      ctx,
      bettor,
      slip(issue.issue_no, {
        bets: [{ playType: 'k3.sum', selection: { sums }, stakePerLine: '1.00' }],
      }),
    );
    const before = await balanceCents();
    await drawAndPay();
    const drawn = await ctx.db
      .selectFrom('house.lottery_issues')
      .selectAll()
      .where('id', '=', issue.id)
      .executeTakeFirstOrThrow();
    const dice = (drawn.result as Extract<TLotteryResult, { family: 'k3' }>).dice;
    const sum = dice.reduce((a, b) => a + b, 0);
    const game = await findLotteryGameRow(ctx.db, GAME);
    const odds = (await readOdds(ctx.db, game!.odds_id!)).play_types as TOddsTerms;
    const expected = Math.ceil((100 * odds['k3.sum']!.odds[`sum-${sum}`]!) / 100);
    const bet = await ctx.db
      .selectFrom('house.lottery_bets')
      .selectAll()
      .where('round_id', '=', await roundIdOf(answer.slip.roundId))
      .executeTakeFirstOrThrow();
    expect(bet.status).toBe('WON');
    expect(Number(bet.win_cents)).toBe(expected);
    expect(bet.payout).toBe('PAID');
    expect(await balanceCents()).toBe(before + expected);
    const round = await platformRound(t, answer.slip.roundId);
    expect(round.calls.map((call) => call.kind)).toEqual(['BET', 'WIN']);
    expect(round.round?.status).toBe('CLOSED');
    expect(drawn.settled_at).not.toBeNull();
    // Paying again changes nothing: the win has its own id.
    expect(await payDueBets(ctx)).toBe(0);
  });
});

async function roundIdOf(roundRef: string): Promise<bigint> {
  const row = await ctx.db
    .selectFrom('house.rounds')
    .select('id')
    .where('round_ref', '=', roundRef)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('lottery engine: one wallet win per slip and draw (decision 038)', () => {
  it('when a slip wins on several bets of one draw, then they are paid as one win of their sum, only once none is pending', async () => {
    await drawAndPay();
    const issue = await openIssue();
    // Big and small, odd and even: every draw wins exactly two of the four (a triple wins none).
    const sides = ['big', 'small', 'odd', 'even'].map((side) => ({
      playType: 'k3.two-sides',
      selection: { sum: [side] },
      stakePerLine: '1.00',
    }));
    const answer = await placeSlip(ctx, bettor, slip(issue.issue_no, { bets: sides }));
    const roundId = await roundIdOf(answer.slip.roundId);
    const before = await balanceCents();
    await drawThrough(issue);
    // Mid-settlement, as a batch boundary inside the slip leaves it: one bet settled and DUE, the rest pending.
    const [first] = await ctx.db
      .selectFrom('house.lottery_bets')
      .select('id')
      .where('round_id', '=', roundId)
      .orderBy('id')
      .execute();
    await sql`UPDATE house.lottery_bets SET status = 'WON', win_cents = 1, payout = 'DUE', settled_at = now()
      WHERE id = ${first!.id}`.execute(ctx.db);
    await sql`INSERT INTO house.lottery_due (round_id, issue_id, win_cents, bet_ids)
      VALUES (${roundId}, ${issue.id}, 1, ARRAY[${first!.id}]::bigint[])`.execute(ctx.db);
    expect(await payDueBets(ctx)).toBe(0);
    await sql`UPDATE house.lottery_bets SET status = 'PENDING', win_cents = NULL, payout = NULL, settled_at = NULL
      WHERE id = ${first!.id}`.execute(ctx.db);
    await sql`DELETE FROM house.lottery_due WHERE round_id = ${roundId}`.execute(ctx.db);

    await drawAndPay();
    const bets = await ctx.db
      .selectFrom('house.lottery_bets')
      .select(['status', 'win_cents', 'payout'])
      .where('round_id', '=', roundId)
      .execute();
    const won = bets.filter((bet) => bet.status === 'WON');
    const winCents = won.reduce((sum, bet) => sum + Number(bet.win_cents), 0);
    expect(won.every((bet) => bet.payout === 'PAID')).toBe(true);
    expect(await balanceCents()).toBe(before + winCents);
    // The round's endRound comes from the recovery pass once its slip is settled; on a loaded machine the pass
    // that ran may have come before the settlement was visible, so passes run until it is closed (each is cheap).
    await expect
      .poll(
        async () => {
          await recoverRounds(ctx);
          return (await platformRound(t, answer.slip.roundId)).round?.status;
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBe('CLOSED');
    const round = await platformRound(t, answer.slip.roundId);
    expect(round.calls.map((call) => call.kind)).toEqual(won.length > 0 ? ['BET', 'WIN'] : ['BET']);
    expect(Number(round.round?.win_minor ?? 0)).toBe(winCents);
    // Paid: its slip draw left the queue with the PAID mark.
    const queued = await sql`SELECT 1 FROM house.lottery_due WHERE round_id = ${roundId}`.execute(ctx.db);
    expect(queued.rows).toHaveLength(0);
  });
});

describe('lottery engine: a slip that wins nothing', () => {
  it('when a slip is settled with nothing to pay, then its round still ends on the platform with its recall', async () => {
    await drawAndPay();
    const issue = await openIssue();
    // A sum of 3 comes one draw in 216: this slip almost always loses, and must end all the same.
    const answer = await placeSlip(
      ctx,
      bettor,
      slip(issue.issue_no, {
        bets: [{ playType: 'k3.sum', selection: { sums: [3] }, stakePerLine: '0.50' }],
      }),
    );
    await drawAndPay();
    const bets = await ctx.db
      .selectFrom('house.lottery_bets')
      .select(['status', 'payout'])
      .where('round_id', '=', await roundIdOf(answer.slip.roundId))
      .execute();
    expect(bets.every((bet) => bet.status === 'WON' || bet.status === 'LOST')).toBe(true);
    const round = await platformRound(t, answer.slip.roundId);
    expect(round.round?.status).toBe('CLOSED');
    const house = await ctx.db
      .selectFrom('house.rounds')
      .select(['state', 'outcome'])
      .where('round_ref', '=', answer.slip.roundId)
      .executeTakeFirstOrThrow();
    expect(house.state).toBe('CLOSED');
    expect(JSON.stringify(house.outcome)).toContain(issue.issue_no);
  });
});

describe('lottery engine: what is refused, with nothing debited', () => {
  it('when the same slip id comes twice, then the second is DUPLICATE_SLIP', async () => {
    const issue = await openIssue();
    const request = slip(issue.issue_no);
    await placeSlip(ctx, bettor, request);
    const before = await balanceCents();
    await expect(placeSlip(ctx, bettor, request)).rejects.toMatchObject({ code: 'DUPLICATE_SLIP' });
    expect(await balanceCents()).toBe(before);
  });

  it('when the issue is past its cut-off, then ISSUE_CLOSED', async () => {
    const issue = await openIssue();
    await sql`UPDATE house.lottery_issues SET closes_at = now() - interval '1 second', opens_at = now() - interval '1 minute'
      WHERE id = ${issue.id}`.execute(ctx.db);
    await expect(placeSlip(ctx, bettor, slip(issue.issue_no))).rejects.toMatchObject({
      code: 'ISSUE_CLOSED',
    });
  });

  it('when a selection or a stake is off, then BAD_SELECTION or BET_LIMIT', async () => {
    const issue = await openIssue();
    await expect(
      placeSlip(
        ctx,
        bettor,
        slip(issue.issue_no, {
          bets: [{ playType: 'k3.sum', selection: { sums: [19] }, stakePerLine: '1.00' }],
        }),
      ),
    ).rejects.toMatchObject({ code: 'BAD_SELECTION' });
    await expect(
      placeSlip(
        ctx,
        bettor,
        slip(issue.issue_no, {
          bets: [{ playType: 'k3.sum', selection: { sums: [9] }, stakePerLine: '0.05' }],
        }),
      ),
    ).rejects.toMatchObject({ code: 'BET_LIMIT' });
    await expect(
      placeSlip(
        ctx,
        bettor,
        slip(issue.issue_no, { bets: [{ playType: 'ssc5.position', selection: {}, stakePerLine: '1.00' }] }),
      ),
    ).rejects.toMatchObject({ code: 'BET_NOT_ALLOWED' });
    await expect(
      placeSlip(ctx, bettor, slip(issue.issue_no, { chase: { issues: 51, stopOnWin: false } })),
    ).rejects.toMatchObject({
      code: 'BET_LIMIT',
    });
  });

  it('when a number reaches its cap, then NUMBER_CLOSED and the other numbers stay open', async () => {
    await withLiabilityCap(ctx, GAME, 5_000, async () => {
      const issue = await openIssue();
      const bet = (stake: string) => [{ playType: 'k3.sum', selection: { sums: [3] }, stakePerLine: stake }];
      // Sum 3 pays well over 100×: 0.40 already exposes over 50.00.
      await expect(placeSlip(ctx, bettor, slip(issue.issue_no, { bets: bet('0.40') }))).rejects.toMatchObject(
        {
          code: 'NUMBER_CLOSED',
        },
      );
      await placeSlip(
        ctx,
        bettor,
        slip(issue.issue_no, {
          bets: [{ playType: 'k3.sum', selection: { sums: [10] }, stakePerLine: '1.00' }],
        }),
      );
    });
  });
});

describe('lottery engine: chases and cancelled issues', () => {
  it('when a chase stops on a win, then its later bets are refunded', async () => {
    const issue = await openIssue();
    const all = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18];
    const answer = await placeSlip(
      ctx,
      bettor,
      slip(issue.issue_no, {
        bets: [{ playType: 'k3.sum', selection: { sums: all }, stakePerLine: '0.10' }],
        chase: { issues: 3, stopOnWin: true },
      }),
    );
    await runLotteryPass(ctx, new Date(issue.draws_at.getTime() + 1));
    await runLotteryPass(ctx, new Date(issue.draws_at.getTime() + 1));
    const bets = await ctx.db
      .selectFrom('house.lottery_bets')
      .select(['status', 'win_cents', 'stake_cents'])
      .where('round_id', '=', await roundIdOf(answer.slip.roundId))
      .orderBy('id')
      .execute();
    expect(bets.map((bet) => bet.status)).toEqual(['WON', 'REFUNDED', 'REFUNDED']);
    expect(bets[1]!.win_cents).toBe(bets[1]!.stake_cents);
  });

  it('when a draw comes while a slip is being placed on the issue, then it waits for the slip, which is in its entropy', async () => {
    const issue = await openIssue();
    const answer = await placeSlip(ctx, bettor, slip(issue.issue_no));
    const at = new Date(issue.draws_at.getTime() + 1);
    // A second slip mid-placement: its transaction holds the issue as placement does.
    let release = () => {};
    const inFlight = ctx.db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock_shared(house.lottery_issue_lock_key(${issue.id}))`.execute(trx);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await drawDueIssues(ctx, at);
    const afterTry = await ctx.db
      .selectFrom('house.lottery_issues')
      .select('drawn_at')
      .where('id', '=', issue.id)
      .executeTakeFirstOrThrow();
    expect(afterTry.drawn_at).toBeNull();
    release();
    await inFlight;
    await drawDueIssues(ctx, at);
    const drawn = await ctx.db
      .selectFrom('house.lottery_issues')
      .select(['drawn_at', 'contributions'])
      .where('id', '=', issue.id)
      .executeTakeFirstOrThrow();
    expect(drawn.drawn_at).not.toBeNull();
    expect(drawn.contributions).toBeGreaterThanOrEqual(1);
    expect(answer.slip.bets).toHaveLength(1);
  });

  it('when an issue is cancelled, then every bet on it is refunded through the wallet', async () => {
    const issue = await openIssue();
    const answer = await placeSlip(ctx, bettor, slip(issue.issue_no));
    const before = await balanceCents();
    expect(await cancelIssue(ctx, issue.id, 'test')).toBeGreaterThan(0);
    await payDueBets(ctx);
    await recoverRounds(ctx);
    expect(await balanceCents()).toBe(before + cents(answer.slip.totalStake));
    expect(await drawDueIssues(ctx, new Date(issue.draws_at.getTime() + 1))).toBe(0);
  });
});

// Last: it draws the next hour of issues, which the tests above take theirs from.
describe('lottery engine: the biggest slip', () => {
  it('when a slip of 50 selections on 3 issues is settled, then its round ends with a recall that fits', async () => {
    await drawAndPay();
    const issue = await openIssue();
    const bets = Array.from({ length: 50 }, (_, i) => ({
      playType: 'k3.sum',
      selection: { sums: [3 + (i % 16), 3 + ((i + 5) % 16)] },
      stakePerLine: '0.10',
    }));
    const answer = await placeSlip(
      ctx,
      bettor,
      slip(issue.issue_no, { bets, chase: { issues: 3, stopOnWin: false } }),
    );
    // The chase's later issues are the game's next ones, some minutes ahead after the tests before.
    for (let i = 0; i < 3; i++) await drawAndPay(60);
    // The house's own jobs run beside the test's passes; whichever finished the slip's last bet, the sweep
    // ends it once its lease has passed (moved to now here instead of waiting for it).
    const stateOf = async () =>
      (
        await ctx.db
          .selectFrom('house.rounds')
          .select('state')
          .where('round_ref', '=', answer.slip.roundId)
          .executeTakeFirstOrThrow()
      ).state;
    await expect
      .poll(
        async () => {
          await sql`UPDATE house.rounds SET lease_until = now() WHERE round_ref = ${answer.slip.roundId} AND state = 'PLACED'`.execute(
            ctx.db,
          );
          await drawAndPay(60);
          return stateOf();
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe('CLOSED');
    const house = await ctx.db
      .selectFrom('house.rounds')
      .select(['state', 'outcome'])
      .where('round_ref', '=', answer.slip.roundId)
      .executeTakeFirstOrThrow();
    expect(house.state).toBe('CLOSED');
    expect(JSON.stringify(house.outcome).length).toBeLessThanOrEqual(6_000);
    expect((await platformRound(t, answer.slip.roundId)).round?.status).toBe('CLOSED');
  });
});
