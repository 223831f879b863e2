import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../../../apps/server/src/modules/ledger/ledger-verify.ts';
import { createTestApp, type TTestApp } from '../../../../../apps/server/test/support/test-app.ts';
import { walletBalances } from '../../../../../apps/server/test/wallet/wallet-helpers.ts';
import { hashServerSeed } from '../../fair/server-seed.ts';
import {
  ZContributionsAnswer,
  ZLotteryBoardAnswer,
  ZLotteryLobbyAnswer,
  ZLotteryResultsAnswer,
  ZMyLotteryBetsAnswer,
  ZSlipAnswer,
} from '../api/lottery-contract.ts';
import type { THouseContext } from '../house-context.ts';
import { recoverRounds } from '../rounds/round-recovery.ts';
import {
  cents,
  fundPlayer,
  houseContext,
  openGame,
  openIssueNow,
  openLottery,
  siteLogin,
  type THouseApi,
} from '../testing/house-test-helpers.ts';
import { runLotteryPass } from './lottery-jobs.ts';

const GAME = 'house-ssc5-1m';
let t: TTestApp;
let ctx: THouseContext;
let api: THouseApi;
let siteToken: string;
let slipCount = 0;

beforeAll(async () => {
  t = await createTestApp();
  ctx = houseContext(t);
  await fundPlayer(t, 1_000_000n);
  siteToken = await siteLogin(t);
  ({ api } = await openLottery(t, GAME, siteToken));
});
afterAll(async () => {
  expect(await verifyLedger(t.deps.db)).toEqual([]);
  await t.close();
});

const balanceCents = async () => cents((await walletBalances(t, siteToken)).MAIN ?? '0');

/** The game's next issue, moved to open now, the earlier ones cancelled so the board shows it as current. */
async function openIssue(gameId = GAME): Promise<string> {
  return (await openIssueNow(ctx, gameId, { cancelEarlier: true })).issue_no;
}

function slip(issueNo: string, bets: unknown[], extra: Record<string, unknown> = {}) {
  slipCount += 1;
  return { slipId: `routes-${Date.now()}-${slipCount}`, gameId: GAME, issueNo, bets, ...extra };
}

const positionBet = {
  playType: 'ssc5.position',
  selection: { digits: [[1, 3], [], [], [], [7]] },
  stakePerLine: '1.00',
};

describe('lottery player API through a real lottery session', () => {
  it('when the page reads the board, then the game, its terms and the open issue match the contract', async () => {
    const issueNo = await openIssue();
    const res = await api.get(`/house/api/lottery/${GAME}/board`);
    expect(res.statusCode).toBe(200);
    const board = ZLotteryBoardAnswer.parse(res.json);
    expect(board.game).toMatchObject({ gameId: GAME, family: 'ssc5', page: 'elott' });
    expect(board.current.issueNo).toBe(issueNo);
    expect(board.current.state).toBe('OPEN');
    expect(board.current.serverSeed).toBeUndefined();
    expect(board.game.playTypes.map((terms) => terms.id)).toContain('ssc5.position');
    expect(Math.abs(Date.parse(board.serverTime) - Date.now())).toBeLessThan(5_000);
  });

  it('when the page reads the lobby, then every lottery game is listed with its page', async () => {
    const res = await api.get('/house/api/lottery/lobby');
    expect(res.statusCode).toBe(200);
    const lobby = ZLotteryLobbyAnswer.parse(res.json);
    const pages = new Map(lobby.games.map((game) => [game.gameId, game.page]));
    expect(pages.get('house-ssc5-1m')).toBe('elott');
    expect(pages.get('house-vn-north')).toBe('vnlottery');
    expect(pages.get('house-4d')).toBe('seaLottery');
  });

  it('when a slip is placed, then it is debited once and a replay of its id is refused', async () => {
    const issueNo = await openIssue();
    const before = await balanceCents();
    const body = slip(issueNo, [positionBet], { multiplier: 2 });
    const res = await api.post('/house/api/lottery/slip', body);
    expect(res.statusCode).toBe(200);
    const answer = ZSlipAnswer.parse(res.json);
    // 3 lines × 1.00 × 2
    expect(answer.slip.totalStake).toBe('6.00');
    expect(answer.slip.bets[0]).toMatchObject({ playType: 'ssc5.position', lines: 3, status: 'PENDING' });
    expect(await balanceCents()).toBe(before - 600);
    const again = await api.post('/house/api/lottery/slip', body);
    expect(again.statusCode).toBe(409);
    expect(again.json.error.code).toBe('DUPLICATE_SLIP');
    expect(await balanceCents()).toBe(before - 600);
  });

  it('when a slip is malformed, over the limits, on a closed issue or beyond the balance, then each refusal has its code', async () => {
    const issueNo = await openIssue();
    const refused = async (body: unknown) => {
      const res = await api.post('/house/api/lottery/slip', body);
      return { status: res.statusCode, code: res.json.error?.code };
    };
    expect(await refused(slip(issueNo, [{ ...positionBet, selection: { digits: [[10]] } }]))).toEqual({
      status: 400,
      code: 'BAD_SELECTION',
    });
    expect(await refused(slip(issueNo, [{ ...positionBet, stakePerLine: '0.01' }]))).toEqual({
      status: 400,
      code: 'BET_LIMIT',
    });
    expect(
      await refused(slip(issueNo, [{ ...positionBet, playType: 'k3.sum', selection: { sums: [3] } }])),
    ).toEqual({
      status: 403,
      code: 'BET_NOT_ALLOWED',
    });
    expect(await refused(slip('20000101-0001', [positionBet]))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(
      await refused(slip(issueNo, [{ ...positionBet, stakePerLine: '2000.00' }], { multiplier: 1000 })),
    ).toMatchObject({
      status: 400,
      code: 'BET_LIMIT',
    });
    // Two lines of 2,000.00 × 5 cost 20,000.00: more than the 10,000.00 the player was funded with.
    const rich = slip(
      issueNo,
      [{ playType: 'ssc5.two-sides', selection: { sum: ['big', 'small'] }, stakePerLine: '2000.00' }],
      { multiplier: 5 },
    );
    expect(await refused(rich)).toEqual({ status: 409, code: 'INSUFFICIENT_FUNDS' });
    // Past its cut-off, the issue takes nothing more.
    await ctx.db
      .updateTable('house.lottery_issues')
      .set({ closes_at: sql<Date>`now() - interval '1 second'` })
      .where('game_id', '=', GAME)
      .where('issue_no', '=', issueNo)
      .execute();
    expect(await refused(slip(issueNo, [positionBet]))).toEqual({ status: 409, code: 'ISSUE_CLOSED' });
  });

  it('when a number is at its cap, then the board lists it closed and a slip on it is refused, others not', async () => {
    const issueNo = await openIssue();
    const issue = await ctx.db
      .selectFrom('house.lottery_issues')
      .select('id')
      .where('game_id', '=', GAME)
      .where('issue_no', '=', issueNo)
      .executeTakeFirstOrThrow();
    // 49,995.00 of the 50,000.00 cap already promised on "3 at position 1": one more 1.00 line (9.75) does not fit.
    await ctx.db
      .insertInto('house.lottery_exposure')
      .values({ issue_id: issue.id, key: 'p1:3', payout_cents: 4_999_500n })
      .execute();
    const board = ZLotteryBoardAnswer.parse((await api.get(`/house/api/lottery/${GAME}/board`)).json);
    expect(board.closedNumbers).toContain('p1:3');
    const onClosed = slip(issueNo, [{ ...positionBet, selection: { digits: [[3], [], [], [], []] } }]);
    const refused = await api.post('/house/api/lottery/slip', onClosed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json.error.code).toBe('NUMBER_CLOSED');
    const elsewhere = slip(issueNo, [{ ...positionBet, selection: { digits: [[4], [], [], [], []] } }]);
    expect((await api.post('/house/api/lottery/slip', elsewhere)).statusCode).toBe(200);
  });

  it("when another game's session or no session calls betting, then it is refused", async () => {
    const slot = await openGame(t, 'house-slot', siteToken);
    const res = await slot.api.post('/house/api/lottery/slip', slip('20261126-0001', [positionBet]));
    expect(res.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: `/house/api/lottery/${GAME}/board` });
    expect(anonymous.statusCode).toBe(401);
    expect((await api.get('/house/api/lottery/no-such-game/board')).statusCode).toBe(404);
  });

  it('when the issue is drawn and settled, then my bets, results and contributions show it with its proof', async () => {
    const issueNo = await openIssue();
    const placed = await api.post('/house/api/lottery/slip', slip(issueNo, [positionBet]));
    expect(placed.statusCode).toBe(200);
    const pending = ZMyLotteryBetsAnswer.parse(
      (await api.get('/house/api/lottery/my-bets?status=PENDING')).json,
    );
    expect(pending.bets.some((bet) => bet.issueNo === issueNo && bet.status === 'PENDING')).toBe(true);

    const later = new Date(Date.now() + 2 * 60_000);
    for (let pass = 0; pass < 3; pass++) await runLotteryPass(ctx, later);
    await recoverRounds(ctx);

    const settled = ZMyLotteryBetsAnswer.parse(
      (await api.get('/house/api/lottery/my-bets?status=SETTLED')).json,
    );
    const bet = settled.bets.find((candidate) => candidate.issueNo === issueNo);
    expect(bet && ['WON', 'LOST'].includes(bet.status)).toBe(true);
    expect(bet?.win).toBeDefined();

    const results = ZLotteryResultsAnswer.parse(
      (await api.get(`/house/api/lottery/${GAME}/results?limit=10`)).json,
    );
    const drawn = results.issues.find((issue) => issue.issueNo === issueNo);
    expect(drawn?.result).toMatchObject({ family: 'ssc5' });
    expect(drawn?.serverSeed && hashServerSeed(drawn.serverSeed)).toBe(drawn?.serverSeedHash);
    expect(drawn?.contributions).toBeGreaterThanOrEqual(1);

    const contributions = ZContributionsAnswer.parse(
      (await api.get(`/house/api/lottery/${GAME}/issues/${issueNo}/contributions`)).json,
    );
    expect(contributions).toMatchObject({ issueNo, page: 1 });
    expect(contributions.clientSeeds.length).toBe(contributions.total);
    expect(contributions.total).toBe(drawn?.contributions);

    const drawDate = drawn!.drawsAt.slice(0, 10);
    const byDate = await api.get(`/house/api/lottery/${GAME}/results?date=${drawDate}`);
    expect(byDate.statusCode).toBe(200);
    expect(await api.get(`/house/api/lottery/${GAME}/results?date=26-11-2026`)).toMatchObject({
      statusCode: 400,
    });
  });

  it('when the round verifier is asked for a lottery game, then it refuses: a draw is verified per issue', async () => {
    const res = await api.post('/house/api/verify', {
      gameId: GAME,
      serverSeed: 'a'.repeat(64),
      clientSeed: 'player-seed',
      nonce: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.error).toMatchObject({ code: 'BAD_REQUEST' });
    expect(res.json.error.message).toMatch(/per issue/);
  });
});
