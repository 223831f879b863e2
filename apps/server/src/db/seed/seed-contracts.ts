import type { TContractTermsBody } from '@tala/contract/agent/contracts';
import { sql } from 'kysely';
import type { TAppDeps } from '../../app-deps.ts';
import { actOnContract, assignTopContract, offerContract } from '../../modules/agent/contracts.service.ts';
import { findMerchantByCode } from '../../modules/merchants/merchant.repository.ts';
import type { TDb } from '../database.ts';
import { demoStaffActor } from './seed-actor.ts';

const DEMO_WAGE: TContractTermsBody = {
  kind: 'DAILY_WAGE',
  tiers: [
    { minDailyBet: '1000.00', minActive: 1, rateBp: 100, amount: null },
    { minDailyBet: '10000.00', minActive: 3, rateBp: 150, amount: null },
    { minDailyBet: '50000.00', minActive: 10, rateBp: 200, amount: null },
  ],
};
const SUB_WAGE: TContractTermsBody = {
  kind: 'DAILY_WAGE',
  tiers: [
    { minDailyBet: '1000.00', minActive: 1, rateBp: 80, amount: null },
    { minDailyBet: '10000.00', minActive: 3, rateBp: 120, amount: null },
    { minDailyBet: '50000.00', minActive: 10, rateBp: 160, amount: null },
  ],
};
const DEMO_DIVIDEND: TContractTermsBody = {
  kind: 'DIVIDEND',
  period: 'MONTHLY',
  tiers: [
    { minValidBet: '10000.00', minLoss: '1000.00', minActive: 3, rateBp: 2_000 },
    { minValidBet: '100000.00', minLoss: '10000.00', minActive: 10, rateBp: 3_000 },
    { minValidBet: '500000.00', minLoss: '50000.00', minActive: 30, rateBp: 4_000 },
  ],
};
const SUB_DIVIDEND: TContractTermsBody = {
  kind: 'DIVIDEND',
  period: 'MONTHLY',
  tiers: [
    { minValidBet: '10000.00', minLoss: '1000.00', minActive: 3, rateBp: 1_500 },
    { minValidBet: '100000.00', minLoss: '10000.00', minActive: 10, rateBp: 2_500 },
  ],
};

const DEMO_HOURLY: TContractTermsBody = {
  kind: 'HOURLY_SALARY',
  tiers: [
    { minHourlyBet: '500.00', rateBp: 30 },
    { minHourlyBet: '5000.00', rateBp: 50 },
  ],
};
const DEMO_REALTIME: TContractTermsBody = {
  kind: 'REALTIME_SALARY',
  profitRateBp: 20,
  lossRateBp: 60,
  minSingleBet: '10.00',
};

/**
 * The demo's contracts, made as staff and agents make them: the house gives demo_agent one of each kind (daily wage, monthly
 * dividend, hourly and real-time salary); demo_agent offers demo_subagent both — the wage accepted, the dividend waiting for its answer (so the
 * sub-agent sees an offer and its badge).
 */
export async function seedDemoContracts(
  deps: Pick<TAppDeps, 'db'>,
  merchantCode: string,
  options: { startedWithTheHistory: boolean },
): Promise<void> {
  const { db } = deps;
  const merchant = await findMerchantByCode(db, merchantCode);
  if (!merchant) throw new Error(`Invariant failed: the demo merchant ${merchantCode} was seeded`);
  const idOf = async (username: string) =>
    (
      await db
        .selectFrom('members')
        .select('id')
        .where('merchant_id', '=', merchant.id)
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;
  const staff = await demoStaffActor(db, merchant.id, 'admin');
  const agent = await idOf('demo_agent');
  const sub = await idOf('demo_subagent');
  for (const terms of [DEMO_WAGE, DEMO_DIVIDEND, DEMO_HOURLY, DEMO_REALTIME]) {
    await assignTopContract(db, merchant, staff.staffId, { memberId: agent, terms, confirmCascade: false });
  }
  const wage = await offerContract(db, merchant, agent, { memberId: String(sub), terms: SUB_WAGE });
  await actOnContract(db, merchant, sub, { id: BigInt(wage.id), action: 'accept', confirmCascade: false });
  await offerContract(db, merchant, agent, { memberId: String(sub), terms: SUB_DIVIDEND });
  if (options.startedWithTheHistory) await startedWithTheHistory(db, merchant.id, merchant.settings.timeZone);
}

/**
 * The demo's accepted contracts began with the team's month of history (seed-team-history.ts): wages and dividends
 * a month back, hourly and real-time salaries a day back (a month of five-minute windows would be 8,640 lines). The
 * settlement job pays those periods after the first start, as it would have paid them on the days.
 */
async function startedWithTheHistory(db: TDb, merchantId: number, timeZone: string): Promise<void> {
  await sql`
    UPDATE agent_contracts c SET effective_from = contract_period_start(p.period,
      now() - CASE WHEN p.period IN ('HOURLY', 'FIVE_MINUTES') THEN interval '1 day' ELSE interval '30 days' END,
      ${timeZone})
    FROM (SELECT id, CASE kind WHEN 'DAILY_WAGE' THEN 'DAILY' WHEN 'HOURLY_SALARY' THEN 'HOURLY'
            WHEN 'REALTIME_SALARY' THEN 'FIVE_MINUTES' ELSE terms->>'period' END AS period
          FROM agent_contracts) p
    WHERE p.id = c.id AND c.merchant_id = ${merchantId} AND c.status = 'ACCEPTED'`.execute(db);
}
