import { BO_MISSIONS_PATHS } from '@tala/contract/backoffice/missions';
import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { MESSAGE_PATHS } from '@tala/contract/messages/messages';
import { PROMOTION_PATHS, type TBonus } from '@tala/contract/promotions/promotions';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleEndedMissions } from '../../src/modules/missions/mission-settlement.ts';
import { feedPoints } from '../../src/modules/points/points.feed.ts';
import { expireBonuses } from '../../src/modules/promotions/wagering.feed.ts';
import { bo, signIn } from '../backoffice/bo-helpers.ts';
import { api, expectBooksBalance, newPlayer, type TPlayer } from '../payments/payment-helpers.ts';
import { bonusBalance } from '../promotions/promotion-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { playerInGame } from '../vendor-wallet/seamless-helpers.ts';
import { claim, liveMission, missionBody, missionOf, playRound } from './mission-helpers.ts';

/** Issue 14 §2, decision 060: a mission tier that pays bonus money to wager, one bonus at a time. */
let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
  await feedPoints(t.deps.db);
});
afterAll(async () => {
  await expectBooksBalance(t);
  await t.close();
});

const BONUS_TIERS = [
  { target: '50.00', rewardKind: 'CASH', reward: '2.00', bonus: null },
  { target: '100.00', rewardKind: 'BONUS', reward: '20.00', bonus: { multiplier: 10, expiryDays: 7 } },
] as const;

const bonusTiered = (title: string) =>
  liveMission(t, { title: { en: title }, tiers: BONUS_TIERS.map((tier) => ({ ...tier })) });

async function bonusesOf(player: TPlayer): Promise<TBonus[]> {
  const res = await api(t, player.token).get(PROMOTION_PATHS.bonuses);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.list;
}

/** A player with `stake` of closed slot rounds counted by the open missions. */
async function playerWith(stake: string): Promise<TPlayer> {
  const player = await newPlayer(t);
  const game = await playerInGame(t, player.username, 'Secret123!', 100_000n);
  await playRound(t, game, stake);
  await feedPoints(t.deps.db);
  return player;
}

describe('a bonus tier', () => {
  it('issues a bonus to wager, titled by its mission, and shows its terms', async () => {
    const id = await bonusTiered('Bonus sprint');
    const player = await playerWith('120.00');
    const shown = (await missionOf(t, player, id)).tiers[1];
    expect(shown).toMatchObject({
      rewardKind: 'BONUS',
      reward: '20.00',
      bonus: { multiplier: 10, expiryDays: 7 },
    });
    const res = await claim(t, player, id, 2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.paid).toEqual({ kind: 'BONUS', amount: '20.00' });
    expect(await bonusBalance(t, player)).toBe(2_000n);
    const [bonus] = await bonusesOf(player);
    expect(bonus).toMatchObject({
      title: 'Bonus sprint',
      missionId: id,
      promotionId: null,
      amount: '20.00',
      wageringRequired: '200.00',
      state: 'ACTIVE',
      withdrawRule: 'FORFEIT',
    });
    const days = (Date.parse(bonus?.expiresAt ?? '') - Date.parse(bonus?.issuedAt ?? '')) / 86_400_000;
    expect(days).toBe(7);
  });

  it('waits while another bonus runs: refused, nothing paid, then claimable once it ends', async () => {
    const first = await bonusTiered('First');
    const second = await bonusTiered('Second');
    const player = await playerWith('150.00');
    expect((await claim(t, player, first, 2)).statusCode).toBe(200);
    const busy = await claim(t, player, second, 2);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('MISSION_BONUS_BUSY');
    expect(await bonusBalance(t, player)).toBe(2_000n);
    expect((await missionOf(t, player, second)).claimable).toBe(2); // the cash tier and the waiting bonus
    await sql`UPDATE bonuses SET expires_at = now() - interval '1 second', issued_at = now() - interval '1 day'
      WHERE member_id = ${player.memberId}`.execute(t.deps.db);
    await expireBonuses(t.deps.db);
    expect((await claim(t, player, second, 2)).statusCode).toBe(200);
    const titles = (await bonusesOf(player)).map((bonus) => [bonus.title, bonus.state]);
    expect(titles).toEqual([
      ['Second', 'ACTIVE'],
      ['First', 'FORFEITED'],
    ]);
  });

  it('a parallel burst of claims on two bonus tiers issues one bonus', async () => {
    const [a, b] = [await bonusTiered('Burst A'), await bonusTiered('Burst B')];
    const player = await playerWith('150.00');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => claim(t, player, i % 2 === 0 ? a : b, 2)),
    );
    const codes = answers.map((res) => (res.statusCode === 200 ? 'OK' : res.json().code));
    expect(codes.filter((code) => code === 'OK')).toHaveLength(1);
    expect(new Set(codes.filter((code) => code !== 'OK'))).toEqual(
      new Set(['MISSION_BONUS_BUSY', 'MISSION_TIER_CLAIMED']),
    );
    expect((await bonusesOf(player)).filter((bonus) => bonus.state === 'ACTIVE')).toHaveLength(1);
    expect(await bonusBalance(t, player)).toBe(2_000n);
  });
});

describe('the end of a mission with a bonus tier', () => {
  it('issues the bonus, or keeps it waiting until the other bonus ends — then issues it once', async () => {
    const running = await bonusTiered('Running');
    const ending = await bonusTiered('Ending');
    const free = await playerWith('100.00');
    const busy = await playerWith('100.00');
    expect((await claim(t, busy, running, 2)).statusCode).toBe(200);
    await sql`UPDATE missions SET ends_at = now() - interval '2 minutes' WHERE id = ${ending}`.execute(
      t.deps.db,
    );
    await feedPoints(t.deps.db);
    await settleEndedMissions(t.deps.db);
    expect((await bonusesOf(free)).map((bonus) => bonus.title)).toContain('Ending');
    expect((await bonusesOf(busy)).map((bonus) => bonus.title)).toEqual(['Running']);
    const waits = () =>
      t.deps.db
        .selectFrom('mission_bonus_waits')
        .selectAll()
        .where('member_id', '=', busy.memberId)
        .execute();
    expect(await waits()).toHaveLength(1);
    // The job runs again while the other bonus still runs: nothing changes.
    await settleEndedMissions(t.deps.db);
    expect(await waits()).toHaveLength(1);
    await sql`UPDATE bonuses SET expires_at = now() - interval '1 second', issued_at = now() - interval '1 day'
      WHERE member_id = ${busy.memberId}`.execute(t.deps.db);
    await expireBonuses(t.deps.db);
    await Promise.all([settleEndedMissions(t.deps.db), settleEndedMissions(t.deps.db)]);
    expect(await waits()).toHaveLength(0);
    const titles = (await bonusesOf(busy)).map((bonus) => [bonus.title, bonus.state]);
    expect(titles).toEqual([
      ['Ending', 'ACTIVE'],
      ['Running', 'FORFEITED'],
    ]);
    expect((await claim(t, busy, ending, 2)).json().code).toBe('MISSION_TIER_CLAIMED');
    // Issued by the job, not by a click: the inbox says so.
    const inbox = (await api(t, busy.token).get(MESSAGE_PATHS.list)).json().value.list;
    expect(inbox.map((row: { kind: string }) => row.kind)).toContain('MISSION_BONUS');
  });
});

describe('back office', () => {
  it('refuses a bonus tier without its terms, terms on a cash tier, and two bonus tiers; lists the bonus', async () => {
    const admin = await signIn(t, 'admin');
    const create = (tiers: unknown[]) =>
      bo(t, 'POST', BO_MISSIONS_PATHS.list, { cookie: admin, body: { ...missionBody(), tiers } });
    const bonus = { multiplier: 5, expiryDays: 3 };
    expect((await create([{ target: '10.00', rewardKind: 'BONUS', reward: '5.00' }])).statusCode).toBe(400);
    expect((await create([{ target: '10.00', rewardKind: 'CASH', reward: '5.00', bonus }])).statusCode).toBe(
      400,
    );
    const two = [
      { target: '10.00', rewardKind: 'BONUS', reward: '5.00', bonus },
      { target: '20.00', rewardKind: 'BONUS', reward: '9.00', bonus },
    ];
    expect((await create(two)).statusCode).toBe(400);
    const made = await create([{ target: '10.00', rewardKind: 'BONUS', reward: '5.00', bonus }]);
    expect(made.statusCode, made.body).toBe(200);
    const list = (await bo(t, 'GET', BO_PATHS.bonuses, { cookie: admin })).json().value.list;
    const fromMission = list.find((row: { missionId: string | null }) => row.missionId !== null);
    expect(fromMission).toMatchObject({ promotionId: null, title: { en: expect.any(String) } });
  });
});
