import { ZBoMissionBody } from '@tala/contract/backoffice/missions';
import type { TDb } from '../../apps/server/src/db/database.ts';
import { demoStaffActor } from '../../apps/server/src/db/seed/seed-actor.ts';
import {
  createMission,
  setMissionStatus,
} from '../../apps/server/src/modules/missions/missions-staff.service.ts';

const HOUR_MS = 3_600_000;

/**
 * Three live missions every settled bet of the bench may count for, written as staff write them: all valid bets
 * (its board is the one measured), slot valid bets, days played. Answers the all-valid-bets mission's id.
 */
export async function benchMissions(db: TDb, merchantId: number): Promise<{ allBets: bigint }> {
  const actor = await demoStaffActor(db, merchantId, 'admin');
  const goals = [
    { goal: 'VALID_BET', category: null, target: '1000.00' },
    { goal: 'VALID_BET', category: 'RNG', target: '500.00' },
    { goal: 'DAYS_PLAYED', category: null, target: '3' },
  ] as const;
  const ids: bigint[] = [];
  for (const { goal, category, target } of goals) {
    const id = await createMission(
      db,
      actor,
      ZBoMissionBody.parse({
        title: { en: `Bench ${goal} ${category ?? 'ALL'}` },
        summary: {},
        art: 'trophy',
        goal,
        category,
        gameCode: null,
        startsAt: new Date(Date.now() - HOUR_MS).toISOString(),
        endsAt: new Date(Date.now() + 48 * HOUR_MS).toISOString(),
        leaderboardSize: 20,
        tiers: [{ target, rewardKind: 'POINTS', reward: '10.00' }],
        sort: 0,
      }),
    );
    await setMissionStatus(db, actor, BigInt(id), 'LIVE');
    ids.push(BigInt(id));
  }
  return { allBets: ids[0] as bigint };
}
