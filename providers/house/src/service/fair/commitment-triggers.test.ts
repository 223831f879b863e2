import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../../../apps/server/src/modules/ledger/ledger-verify.ts';
import { createTestApp, type TTestApp } from '../../../../../apps/server/test/support/test-app.ts';
import { ZSlotSpinAnswer } from '../api/api-contract.ts';
import { ZSlipAnswer } from '../api/lottery-contract.ts';
import type { THouseContext } from '../house-context.ts';
import {
  fundPlayer,
  houseContext,
  openGame,
  openIssueNow,
  openLottery,
  siteLogin,
} from '../testing/house-test-helpers.ts';

/**
 * Decision 059: beyond the seed pairs, chains and matches of 0003, the database itself refuses a change to
 * what any house result was committed to — a round's seed pair and nonce, a lottery chain or issue, the
 * client seeds a lottery draw's entropy is made of. Each check is plain SQL, as an operator would try it.
 */
const LOTTERY = 'house-ssc5-1m';
const REFUSED = /committed seed is refused/;

let t: TTestApp;
let ctx: THouseContext;
let siteToken: string;

beforeAll(async () => {
  t = await createTestApp();
  ctx = houseContext(t);
  await fundPlayer(t, 1_000_000n);
  siteToken = await siteLogin(t);
});
afterAll(async () => {
  expect(await verifyLedger(t.deps.db)).toEqual([]);
  await t.close();
});

async function spin(): Promise<{ id: bigint; seedPairId: bigint; nonce: bigint }> {
  const { api } = await openGame(t, 'house-slot', siteToken);
  const round = ZSlotSpinAnswer.parse((await api.post('/house/api/slot/spin', { bet: '0.20' })).json).round;
  const row = await ctx.db
    .selectFrom('house.rounds')
    .select(['id', 'seed_pair_id', 'nonce'])
    .where('round_ref', '=', round.roundId)
    .executeTakeFirstOrThrow();
  return { id: row.id, seedPairId: row.seed_pair_id!, nonce: row.nonce! };
}

describe('the database refuses a change to what a round was played with', () => {
  it('when an UPDATE moves a round to another nonce or seed pair, or deletes it, then it is refused; its state still moves', async () => {
    const first = await spin();
    const second = await spin();
    expect(second.seedPairId).toBe(first.seedPairId);
    for (const change of [
      sql`nonce = nonce + 100`,
      sql`seed_pair_id = NULL`,
      sql`seed_pair_id = seed_pair_id, nonce = ${second.nonce + 1n}`,
    ]) {
      await expect(
        sql`UPDATE house.rounds SET ${change} WHERE id = ${first.id}`.execute(ctx.db),
      ).rejects.toThrow(REFUSED);
    }
    // Naming the same values is no change; the round's own progress is not a commitment.
    await sql`UPDATE house.rounds SET seed_pair_id = seed_pair_id, nonce = nonce, attempts = attempts
      WHERE id = ${first.id}`.execute(ctx.db);
    await expect(sql`DELETE FROM house.rounds WHERE id = ${first.id}`.execute(ctx.db)).rejects.toThrow(
      REFUSED,
    );
  });

  it('when a second round is stored under a (seed pair, nonce) already played, then the database refuses it', async () => {
    const played = await spin();
    await expect(
      sql`INSERT INTO house.rounds (round_ref, merchant_code, player_id, game_id, kind, currency, stake_cents,
          win_cents, state, seed_pair_id, nonce, outcome, lease_until)
        SELECT 'hr_replayed_nonce_01', merchant_code, player_id, game_id, kind, currency, stake_cents, win_cents,
          'CLOSED', seed_pair_id, nonce, outcome, now()
        FROM house.rounds WHERE id = ${played.id}`.execute(ctx.db),
    ).rejects.toThrow(/rounds_seed_pair_nonce/);
  });
});

describe('the database refuses a change to a lottery commitment', () => {
  it("when a lottery chain or issue is deleted, or a game's or a slip's client seed changed, then it is refused", async () => {
    const { api } = await openLottery(t, LOTTERY, siteToken);
    const issue = await openIssueNow(ctx, LOTTERY, { cancelEarlier: true });
    const placed = await api.post('/house/api/lottery/slip', {
      slipId: `triggers-${Date.now()}`,
      gameId: LOTTERY,
      issueNo: issue.issue_no,
      bets: [
        { playType: 'ssc5.position', selection: { digits: [[1], [], [], [], []] }, stakePerLine: '1.00' },
      ],
    });
    expect(placed.statusCode).toBe(200);
    const slipRound = ZSlipAnswer.parse(placed.json).slip.roundId;
    await expect(
      sql`DELETE FROM house.lottery_issues WHERE id = ${issue.id}`.execute(ctx.db),
    ).rejects.toThrow(REFUSED);
    await expect(
      sql`DELETE FROM house.lottery_chains WHERE id = ${issue.chain_id}`.execute(ctx.db),
    ).rejects.toThrow(REFUSED);
    await expect(
      sql`UPDATE house.lottery_games SET client_seed = 'chosen-later' WHERE game_id = ${LOTTERY}`.execute(
        ctx.db,
      ),
    ).rejects.toThrow(REFUSED);
    await expect(
      sql`UPDATE house.lottery_slips SET client_seed = 'chosen-later'
        WHERE round_id = (SELECT id FROM house.rounds WHERE round_ref = ${slipRound})`.execute(ctx.db),
    ).rejects.toThrow(REFUSED);
    // What is not a commitment still changes: an operator's new odds version.
    await sql`UPDATE house.lottery_games SET updated_at = now() WHERE game_id = ${LOTTERY}`.execute(ctx.db);
  });
});
