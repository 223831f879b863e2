import { randomUUID } from 'node:crypto';
import { type TBoMissionBody, ZBoMissionBody } from '@tala/contract/backoffice/missions';
import { MISSIONS_PATHS, type TMission } from '@tala/contract/loyalty/missions';
import { SEAMLESS_PATHS } from '@tala/contract/vendor-wallet/seamless';
import { expect } from 'vitest';
import { demoStaffActor } from '../../src/db/seed/seed-actor.ts';
import { createMission, setMissionStatus } from '../../src/modules/missions/missions-staff.service.ts';
import { api, merchantId, type TPlayer } from '../payments/payment-helpers.ts';
import type { TTestApp } from '../support/test-app.ts';
import { betBody, seamlessCall, type TGameSession, winBody } from '../vendor-wallet/seamless-helpers.ts';

/** What the missions tests share: a mission as staff write it, made live, a closed round, the player's calls. */

const HOUR_MS = 3_600_000;

export function missionBody(body: Partial<TBoMissionBody> = {}): TBoMissionBody {
  return {
    title: { en: `Mission ${randomUUID().slice(0, 6)}` },
    summary: {},
    art: 'trophy',
    goal: 'VALID_BET',
    category: 'RNG',
    gameCode: null,
    startsAt: new Date(Date.now() - HOUR_MS).toISOString(),
    endsAt: new Date(Date.now() + 24 * HOUR_MS).toISOString(),
    leaderboardSize: 10,
    tiers: [
      { target: '100.00', rewardKind: 'CASH', reward: '5.00' },
      { target: '300.00', rewardKind: 'POINTS', reward: '50.00' },
    ],
    sort: 0,
    ...body,
  };
}

/** A mission made by the staff service and set LIVE; its id. */
export async function liveMission(t: TTestApp, body: Partial<TBoMissionBody> = {}): Promise<string> {
  const actor = await demoStaffActor(t.deps.db, await merchantId(t), 'admin');
  const id = await createMission(t.deps.db, actor, ZBoMissionBody.parse(missionBody(body)));
  await setMissionStatus(t.deps.db, actor, BigInt(id), 'LIVE');
  return id;
}

/** A closed slot round of `stake`: its bet, then the provider's end of round. */
export async function playRound(t: TTestApp, game: TGameSession, stake: string) {
  const bet = betBody(game, stake);
  expect((await seamlessCall(t, SEAMLESS_PATHS.bet, bet)).answer.status).toBe('OK');
  await seamlessCall(t, SEAMLESS_PATHS.endRound, {
    ...winBody(game, bet.roundId, '0'),
    transactionId: undefined,
  });
  return bet;
}

/** The mission as the player's summary lists it (status O, U or C). */
export async function missionOf(t: TTestApp, player: TPlayer, id: string, status = 'O'): Promise<TMission> {
  const res = await api(t, player.token).get(`${MISSIONS_PATHS.summary}?status=${status}&pageSize=20`);
  expect(res.statusCode, res.body).toBe(200);
  const found = res.json().value.list.find((mission: TMission) => mission.id === id);
  expect(found, `mission ${id} in the ${status} list`).toBeDefined();
  return found;
}

export const claim = (t: TTestApp, player: TPlayer, id: string, tier: number) =>
  api(t, player.token).post(MISSIONS_PATHS.claim.replace(':id', id), { tier });
export const board = (t: TTestApp, player: TPlayer, id: string) =>
  api(t, player.token).get(MISSIONS_PATHS.leaderboard.replace(':id', id));
