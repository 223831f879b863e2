import { randomUUID } from 'node:crypto';
import { type TBoMissionBody, ZBoMissionBody } from '@tala/contract/backoffice/missions';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffActor } from '../../src/db/seed/seed-actor.ts';
import { createMission, setMissionStatus } from '../../src/modules/missions/missions-staff.service.ts';
import { feedPoints } from '../../src/modules/points/points.feed.ts';
import { expectBooksBalance, merchantId as merchantIdOf, newPlayer } from '../payments/payment-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

/**
 * Issue 14 §8 (decision 058): for random streams of rounds — closed at random times inside and outside a mission's
 * period, in random categories, taken in by feed runs in random batches, some cut by a rollback after they closed —
 * each mission's figure equals an independent evaluator written here: valid bets = the stakes left on the period's
 * rounds of the category; rounds = those with a stake left; days played = the merchant-calendar days of the
 * period's rounds that had a stake when first counted.
 */
let t: TTestApp;
let merchantId: number;
let zone: string;
let vendors: { id: number; category: string }[];
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  vendors = await t.deps.db
    .selectFrom('game_vendors')
    .select(['id', 'category'])
    .where('merchant_id', '=', merchantId)
    .execute();
  const settings = await t.deps.db
    .selectFrom('merchant_settings')
    .select('settings')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  zone = (settings?.settings as { timeZone?: string } | undefined)?.timeZone ?? 'UTC';
  await feedPoints(t.deps.db);
});
afterAll(async () => {
  await expectBooksBalance(t);
  await t.close();
});

const START_DAYS_AGO = 6;
async function liveMission(goal: TBoMissionBody['goal'], category: TBoMissionBody['category']) {
  const actor = await demoStaffActor(t.deps.db, merchantId, 'admin');
  const money = goal === 'VALID_BET';
  const id = await createMission(
    t.deps.db,
    actor,
    ZBoMissionBody.parse({
      title: { en: `Property ${goal}` },
      summary: {},
      art: 'dice',
      goal,
      category,
      gameCode: null,
      startsAt: new Date(Date.now() - START_DAYS_AGO * DAY_MS).toISOString(),
      endsAt: new Date(Date.now() + DAY_MS).toISOString(),
      leaderboardSize: 10,
      tiers: [{ target: money ? '1.00' : '1', rewardKind: 'POINTS', reward: '1.00' }],
      sort: 0,
    }),
  );
  await setMissionStatus(t.deps.db, actor, BigInt(id), 'LIVE');
  return BigInt(id);
}

async function figure(missionId: bigint, memberId: bigint): Promise<bigint> {
  const row = await t.deps.db
    .selectFrom('mission_progress')
    .select('value')
    .where('mission_id', '=', missionId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row ? BigInt(row.value) : 0n;
}

const dayIn = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

type TRound = { vendor: number; stake: number; hoursAgo: number; cutTo: number | null };
const ZRound = fc.record({
  vendor: fc.nat(),
  stake: fc.integer({ min: 0, max: 500_000 }),
  // Up to nine days back: some rounds closed before the period began (six days ago) and count for nothing.
  hoursAgo: fc.integer({ min: 0, max: 9 * 24 }),
  cutTo: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
});

describe('mission progress', () => {
  it('equals an independent evaluator over random rounds, periods, categories and late rollbacks', async () => {
    const bets = await liveMission('VALID_BET', 'RNG');
    const rounds = await liveMission('ROUNDS', null);
    const days = await liveMission('DAYS_PLAYED', null);
    const periodStart = Date.now() - START_DAYS_AGO * DAY_MS;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(ZRound, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        async (batches) => {
          const player = await newPlayer(t);
          const played: Array<{
            id: bigint;
            category: string;
            stake: bigint;
            closedAt: Date;
            cutTo: number | null;
          }> = [];
          const firstDays = new Set<string>();
          for (const batch of batches) {
            for (const round of batch as TRound[]) {
              const vendor = vendors[round.vendor % vendors.length];
              if (!vendor) throw new Error('the demo has vendors');
              // Whole hours back, less a minute: never exactly on the period's first instant.
              const closedAt = new Date(Date.now() - round.hoursAgo * 3_600_000 + 60_000);
              const { rows } = await sql<{ id: bigint }>`
              INSERT INTO game_rounds (merchant_id, provider_code, round_ref, member_id, vendor_id, game_code, status,
                stake_minor, bet_count, live_bet_count, opened_at, closed_at, points_xid)
              VALUES (${merchantId}, 'HOUSE', ${randomUUID()}, ${player.memberId}, ${vendor.id}, 'g', 'CLOSED',
                ${round.stake}, 1, 1, ${closedAt}, ${closedAt}, pg_current_xact_id()) RETURNING id`.execute(
                t.deps.db,
              );
              played.push({
                id: BigInt(rows[0]?.id ?? 0),
                category: vendor.category,
                stake: BigInt(round.stake),
                closedAt,
                cutTo: round.cutTo,
              });
              if (round.stake > 0 && closedAt.getTime() >= periodStart) firstDays.add(dayIn(closedAt));
            }
            await feedPoints(t.deps.db);
          }
          for (const round of played.filter((r) => r.cutTo !== null)) {
            round.stake = BigInt(Math.floor(Number(round.stake) * (round.cutTo ?? 1)));
            await sql`UPDATE game_rounds SET stake_minor = ${round.stake}, points_xid = pg_current_xact_id()
            WHERE id = ${round.id}`.execute(t.deps.db);
          }
          await feedPoints(t.deps.db);
          const inPeriod = played.filter((round) => round.closedAt.getTime() >= periodStart);
          const expectedBets = inPeriod
            .filter((round) => round.category === 'RNG')
            .reduce((sum, round) => sum + round.stake, 0n);
          expect(await figure(bets, player.memberId)).toBe(expectedBets);
          expect(await figure(rounds, player.memberId)).toBe(
            BigInt(inPeriod.filter((round) => round.stake > 0n).length),
          );
          expect(await figure(days, player.memberId)).toBe(BigInt(firstDays.size));
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
