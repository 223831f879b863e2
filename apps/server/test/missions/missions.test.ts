import { BO_MISSIONS_PATHS, ZBoMissionBody } from '@tala/contract/backoffice/missions';
import { MISSIONS_PATHS } from '@tala/contract/loyalty/missions';
import { POINTS_PATHS } from '@tala/contract/loyalty/points';
import { SEAMLESS_PATHS } from '@tala/contract/vendor-wallet/seamless';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffActor } from '../../src/db/seed/seed-actor.ts';
import { settleEndedMissions } from '../../src/modules/missions/mission-settlement.ts';
import { createMission } from '../../src/modules/missions/missions-staff.service.ts';
import { feedPoints } from '../../src/modules/points/points.feed.ts';
import { bo, signIn } from '../backoffice/bo-helpers.ts';
import {
  api,
  expectBooksBalance,
  mainBalance,
  merchantId as merchantIdOf,
  newPlayer,
  type TPlayer,
} from '../payments/payment-helpers.ts';
import { deposit } from '../promotions/promotion-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { betBody, playerInGame, rollbackBody, seamlessCall } from '../vendor-wallet/seamless-helpers.ts';
import { board, claim, liveMission, missionBody, missionOf, playRound } from './mission-helpers.ts';

/** Issue 14 §2 (decision 058): progress counted once from settled play and deposits, tiers paid once, the board. */
let t: TTestApp;
let merchantId: number;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  admin = await signIn(t, 'admin');
  await feedPoints(t.deps.db);
});
afterAll(async () => {
  await expectBooksBalance(t);
  await t.close();
});

describe('progress', () => {
  it('counts closed rounds of the category once, and takes back a bet rolled back after the close', async () => {
    const id = await liveMission(t);
    const player = await newPlayer(t);
    const game = await playerInGame(t, player.username, 'Secret123!', 100_000n);
    await playRound(t, game, '60.00');
    const open = betBody(game, '500.00');
    await seamlessCall(t, SEAMLESS_PATHS.bet, open); // an open round counts for nothing yet
    await feedPoints(t.deps.db);
    await feedPoints(t.deps.db);
    expect((await missionOf(t, player, id)).progress).toBe('60.00');
    const closing = await playRound(t, game, '40.00');
    await feedPoints(t.deps.db);
    const mission = await missionOf(t, player, id);
    expect(mission.progress).toBe('100.00');
    expect(mission.tiers.map((tier) => [tier.reached, tier.claimed])).toEqual([
      [true, false],
      [false, false],
    ]);
    expect(mission.claimable).toBe(1);
    await seamlessCall(t, SEAMLESS_PATHS.rollback, rollbackBody(game, closing));
    await feedPoints(t.deps.db);
    expect((await missionOf(t, player, id)).progress).toBe('60.00');
  });

  it('counts deposits, days played and rounds by their own goals, and nothing of another category', async () => {
    const deposits = await liveMission(t, {
      goal: 'DEPOSIT',
      category: null,
      tiers: [{ target: '500.00', rewardKind: 'POINTS', reward: '10.00' }],
    });
    const days = await liveMission(t, {
      goal: 'DAYS_PLAYED',
      category: null,
      tiers: [{ target: '2', rewardKind: 'POINTS', reward: '10.00' }],
    });
    const rounds = await liveMission(t, {
      goal: 'ROUNDS',
      category: 'RNG',
      gameCode: 'house-slot',
      tiers: [{ target: '3', rewardKind: 'POINTS', reward: '10.00' }],
    });
    const live = await liveMission(t, { category: 'LIVE' });
    const player = await newPlayer(t);
    await deposit(t, player, '700.00');
    const game = await playerInGame(t, player.username, 'Secret123!', 100_000n);
    await playRound(t, game, '10.00');
    await playRound(t, game, '10.00');
    await feedPoints(t.deps.db);
    expect((await missionOf(t, player, deposits)).progress).toBe('700.00');
    expect((await missionOf(t, player, days)).progress).toBe('1');
    expect((await missionOf(t, player, rounds)).progress).toBe('2');
    expect((await missionOf(t, player, live)).progress).toBe('0.00');
  });

  it('ranks the board by figure, then by who got there first, with the caller’s own place', async () => {
    const id = await liveMission(t);
    const players = [await newPlayer(t), await newPlayer(t), await newPlayer(t)];
    const stakes = ['30.00', '90.00', '30.00'];
    for (const [index, player] of players.entries()) {
      const game = await playerInGame(t, player.username, 'Secret123!', 100_000n);
      await playRound(t, game, stakes[index] as string);
      await feedPoints(t.deps.db); // one run each: the first 30.00 is reached before the second
    }
    const [first, second, third] = players as [TPlayer, TPlayer, TPlayer];
    const res = await board(t, third, id);
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(
      value.list.map((row: { rank: number; reachedValue: string; me: boolean }) => [
        row.rank,
        row.reachedValue,
        row.me,
      ]),
    ).toEqual([
      [1, '90.00', false],
      [2, '30.00', false],
      [3, '30.00', true],
    ]);
    expect(value.list[0].player).not.toBe(second.username); // masked
    expect(value.own).toEqual({ rank: 3, reachedValue: '30.00' });
    expect((await board(t, first, id)).json().value.own).toEqual({ rank: 2, reachedValue: '30.00' });
    const outsider = await newPlayer(t);
    expect((await board(t, outsider, id)).json().value.own).toEqual({ rank: null, reachedValue: '0.00' });
    expect(value.participants).toBe(3);
    // Later reads place a caller below the shown top from this instance's snapshot of the board: the same places.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const below = (player: TPlayer) =>
      api(t, player.token).get(`${MISSIONS_PATHS.leaderboard.replace(':id', id)}?top=1`);
    expect((await below(third)).json().value.own).toEqual({ rank: 3, reachedValue: '30.00' });
    expect((await below(first)).json().value.own).toEqual({ rank: 2, reachedValue: '30.00' });
    expect((await below(second)).json().value.own).toEqual({ rank: 1, reachedValue: '90.00' });
  });
});

describe('claiming', () => {
  it('pays a reached tier once — refusing one not reached, a repeat, and a parallel burst', async () => {
    const id = await liveMission(t);
    const player = await newPlayer(t);
    const game = await playerInGame(t, player.username, 'Secret123!', 100_000n);
    await playRound(t, game, '120.00');
    await feedPoints(t.deps.db);
    const notYet = await claim(t, player, id, 2);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe('MISSION_TIER_NOT_REACHED');
    expect((await claim(t, player, id, 9)).json().code).toBe('MISSION_TIER_NOT_REACHED');
    const before = await mainBalance(t, player);
    const burst = await Promise.all(Array.from({ length: 10 }, () => claim(t, player, id, 1)));
    expect(burst.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(new Set(burst.filter((res) => res.statusCode !== 200).map((res) => res.json().code))).toEqual(
      new Set(['MISSION_TIER_CLAIMED']),
    );
    expect((await mainBalance(t, player)) - before).toBe(500n);
    const paid = burst.find((res) => res.statusCode === 200)?.json().value;
    expect(paid.paid).toEqual({ kind: 'CASH', amount: '5.00' });
    expect(paid.mission.tiers[0].claimed).toBe(true);
  });

  it('pays a points tier in points', async () => {
    const id = await liveMission(t);
    const player = await newPlayer(t);
    const game = await playerInGame(t, player.username, 'Secret123!', 100_000n);
    await playRound(t, game, '300.00');
    await feedPoints(t.deps.db);
    const earned = (await api(t, player.token).get(POINTS_PATHS.summary)).json().value.balance;
    expect((await claim(t, player, id, 2)).statusCode).toBe(200);
    const after = (await api(t, player.token).get(POINTS_PATHS.summary)).json().value.balance;
    expect(Number(after) - Number(earned)).toBe(50);
    const details = (await api(t, player.token).get(`${POINTS_PATHS.transactions}?type=MISSION`)).json()
      .value;
    expect(details.list.map((row: { points: string }) => row.points)).toEqual(['50.00']);
  });

  it('hides drafts and unknown ids, and answers signed-in players only', async () => {
    const actor = await demoStaffActor(t.deps.db, merchantId, 'admin');
    const draft = await createMission(t.deps.db, actor, ZBoMissionBody.parse(missionBody()));
    const player = await newPlayer(t);
    expect((await board(t, player, draft)).json().code).toBe('MISSION_NOT_FOUND');
    expect((await claim(t, player, draft, 1)).json().code).toBe('MISSION_NOT_FOUND');
    expect((await board(t, player, '999999999')).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: MISSIONS_PATHS.summary });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the end of a mission', () => {
  it('pays every reached tier left unclaimed, once, and stops counting', async () => {
    const id = await liveMission(t);
    const claimer = await newPlayer(t);
    const idle = await newPlayer(t);
    for (const [player, stake] of [
      [claimer, '350.00'],
      [idle, '150.00'],
    ] as const) {
      const game = await playerInGame(t, player.username, 'Secret123!', 100_000n);
      await playRound(t, game, stake);
    }
    await feedPoints(t.deps.db);
    expect((await claim(t, claimer, id, 1)).statusCode).toBe(200);
    // The mission ended two minutes ago, and the feed has run since.
    await sql`UPDATE missions SET ends_at = now() - interval '2 minutes' WHERE id = ${id}`.execute(t.deps.db);
    await feedPoints(t.deps.db);
    const idleBefore = await mainBalance(t, idle);
    await settleEndedMissions(t.deps.db);
    await settleEndedMissions(t.deps.db);
    expect((await mainBalance(t, idle)) - idleBefore).toBe(500n);
    const claims = await t.deps.db
      .selectFrom('mission_claims')
      .select(['member_id', 'tier', 'how'])
      .where('mission_id', '=', BigInt(id))
      .orderBy('member_id')
      .orderBy('tier')
      .execute();
    expect(claims.map((row) => [BigInt(row.member_id), row.tier, row.how])).toEqual([
      [claimer.memberId, 1, 'CLAIMED'],
      [claimer.memberId, 2, 'AUTO'],
      [idle.memberId, 1, 'AUTO'],
    ]);
    const ended = await missionOf(t, claimer, id, 'C');
    expect(ended.tiers.every((tier) => tier.claimed)).toBe(true);
    expect((await claim(t, claimer, id, 2)).json().code).toBe('MISSION_TIER_CLAIMED');
  });
});

describe('back office', () => {
  it('validates a mission, fixes what players are counted by once it has started, and needs missions.edit', async () => {
    const create = (body: object, cookie = admin) => bo(t, 'POST', BO_MISSIONS_PATHS.list, { cookie, body });
    const falling = await create(
      missionBody({
        tiers: [
          { target: '300.00', rewardKind: 'CASH', reward: '5.00' },
          { target: '100.00', rewardKind: 'CASH', reward: '9.00' },
        ],
      }),
    );
    expect(falling.statusCode).toBe(400);
    expect((await create(missionBody({ goal: 'ROUNDS' }))).statusCode).toBe(400); // targets in money for a count
    expect((await create(missionBody({ gameCode: 'no-such-game' }))).json().code).toBe(
      'BO_MISSION_GAME_NOT_FOUND',
    );
    const support = await signIn(t, 'support');
    expect((await create(missionBody(), support)).statusCode).toBe(403);

    const made = await create(missionBody());
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().value.id;
    const path = (p: string) => p.replace(':id', id);
    expect(
      (await bo(t, 'PUT', path(BO_MISSIONS_PATHS.status), { cookie: admin, body: { status: 'LIVE' } }))
        .statusCode,
    ).toBe(200);
    const retier = await bo(t, 'PUT', path(BO_MISSIONS_PATHS.one), {
      cookie: admin,
      body: missionBody({ tiers: [{ target: '50.00', rewardKind: 'CASH', reward: '5.00' }] }),
    });
    expect(retier.json().code).toBe('BO_MISSION_STARTED');
    const list = (await bo(t, 'GET', BO_MISSIONS_PATHS.list, { cookie: support })).json().value.list;
    const listed = list.find((row: { id: string }) => row.id === id);
    const retitle = await bo(t, 'PUT', path(BO_MISSIONS_PATHS.one), {
      cookie: admin,
      body: { ...missionBody(), startsAt: listed.startsAt, tiers: listed.tiers, title: { en: 'Renamed' } },
    });
    expect(retitle.statusCode, retitle.body).toBe(200);
    expect(
      (
        await bo(t, 'PUT', path(BO_MISSIONS_PATHS.status), { cookie: admin, body: { status: 'DRAFT' } })
      ).json().code,
    ).toBe('BO_MISSION_STARTED');
    const boardRes = await bo(t, 'GET', path(BO_MISSIONS_PATHS.leaderboard), { cookie: support });
    expect(boardRes.statusCode, boardRes.body).toBe(200);
  });
});
