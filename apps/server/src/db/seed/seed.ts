import { sql } from 'kysely';
import type { TAppDeps } from '../../app-deps.ts';
import { feedTeamFigures } from '../../modules/agent/team-figures.feed.ts';
import { settleEndedMissions } from '../../modules/missions/mission-settlement.ts';
import { seedDefaultDepositChannels } from '../../modules/payments/deposit-channels.service.ts';
import { feedPoints } from '../../modules/points/points.feed.ts';
import { settleRebates } from '../../modules/promotions/rebate-settlement.ts';
import { runVipUpgrades, UPGRADE_BATCH } from '../../modules/vip/vip-upgrades.ts';
import type { TDb } from '../database.ts';
import { seedDemoContracts } from './seed-contracts.ts';
import { seedDemoHelp, seedHelpCentre } from './seed-help.ts';
import { seedDemoMembers } from './seed-members.ts';
import { DEMO_MERCHANT_CODE, seedDemoMerchant, seedProductionMerchant } from './seed-merchant.ts';
import { seedDemoMessages } from './seed-messages.ts';
import { seedDemoMissions } from './seed-missions.ts';
import { seedDemoPoints } from './seed-points.ts';
import { seedDemoPromotions } from './seed-promotions.ts';
import { seedHouseProvider } from './seed-providers.ts';
import { seedScaleCatalogue } from './seed-scale-catalogue.ts';
import { seedDemoStaff } from './seed-staff.ts';
import { seedDemoTeamHistory } from './seed-team-history.ts';
import { seedDemoVip } from './seed-vip.ts';

export type TDemoAccount = { username: string; password: string; note: string };

/** What a first start created: the demo (accounts to print) or a production merchant with no one in it. */
export type TFirstStart =
  | { kind: 'demo'; accounts: TDemoAccount[] }
  | { kind: 'production'; merchantCode: string }
  | null;

/** `npm start` on an empty database: the demo outside production, an empty real merchant in it. */
export async function seedOnFirstStart(deps: TAppDeps): Promise<TFirstStart> {
  if (deps.env.NODE_ENV === 'production') {
    const merchantCode = await seedProductionIfEmpty(deps);
    return merchantCode ? { kind: 'production', merchantCode } : null;
  }
  const accounts = await seedDemoIfEmpty(deps);
  if (accounts) await settleSeededHistory(deps.db);
  return accounts ? { kind: 'demo', accounts } : null;
}

/**
 * The demo's month of play taken in by the team-figures feed, its daily rebates, its points and mission progress paid
 * and an ended mission's tiers paid before the site opens (decisions 044, 050, 054, 058), by the jobs' own code: a first visitor — or a browser test reading a balance — meets the
 * history settled, not a month of payouts landing in the first minutes.
 */
async function settleSeededHistory(db: TDb): Promise<void> {
  await feedTeamFigures(db);
  // The feed queued every member it took play in for: their VIP ranks, by the upgrade job itself (decision 057).
  let taken = UPGRADE_BATCH;
  while (taken === UPGRADE_BATCH) taken = (await runVipUpgrades(db)).taken;
  // A call settles a few periods of each rebate; the seeded month takes a handful of calls.
  let periods = 1;
  while (periods > 0) periods = (await settleRebates(db)).periods;
  await feedPoints(db);
  await settleEndedMissions(db);
}

async function isEmpty(deps: Pick<TAppDeps, 'db'>): Promise<boolean> {
  const existing = await deps.db.selectFrom('merchants').select('id').limit(1).executeTakeFirst();
  return !existing;
}

/**
 * Seeds the demo merchant on first start (nothing when any merchant exists). Sample data goes through
 * the same services users and operators use, so it obeys the same rules. Never called in production
 * by `npm start` (seedOnFirstStart); tests and benches call it directly for their fixtures.
 */
export async function seedDemoIfEmpty(
  deps: TAppDeps,
  /** An upgrade test seeds the schema of an older release: no agent contracts (0029) or promotions (0034) yet. */
  options: { currentSchema: boolean } = { currentSchema: true },
): Promise<TDemoAccount[] | null> {
  return withFirstStartLock(deps, async () => {
    if (!(await isEmpty(deps))) return null;
    const merchantId = await seedDemoMerchant(deps, DEMO_MERCHANT_CODE);
    await seedHouseProvider(deps, merchantId);
    const accounts = await seedDemoMembers(deps, merchantId);
    await seedDefaultDepositChannels(deps.db, merchantId);
    accounts.push(...(await seedDemoStaff(deps, { id: merchantId, code: DEMO_MERCHANT_CODE })));
    const history = deps.env.SEED_DEMO_HISTORY === '1';
    if (history) await seedDemoTeamHistory(deps.db, merchantId);
    if (options.currentSchema) {
      await seedDemoContracts(deps, DEMO_MERCHANT_CODE, { startedWithTheHistory: history });
      await seedDemoPromotions(deps.db, merchantId);
      await seedDemoPoints(deps.db, merchantId);
      await seedDemoVip(deps.db, merchantId);
      await seedDemoMissions(deps.db, merchantId);
      await seedDemoHelp(deps, DEMO_MERCHANT_CODE);
      await seedDemoMessages(deps, merchantId);
    }
    if (deps.env.SEED_SCALE_CATALOGUE === '1' && deps.env.NODE_ENV !== 'production') {
      await seedScaleCatalogue(deps.db, merchantId);
    }
    deps.merchants.invalidate();
    return accounts;
  });
}

/**
 * A production first start (decision 015): the DEFAULT_MERCHANT with its real catalogue and the house
 * provider account, and no members, staff, money, deposit channels or notices. The first admin comes
 * from `npm run staff:create`. Returns the merchant code, or null when the database was not empty.
 */
export async function seedProductionIfEmpty(deps: TAppDeps): Promise<string | null> {
  return withFirstStartLock(deps, async () => {
    if (!(await isEmpty(deps))) return null;
    const code = deps.env.DEFAULT_MERCHANT;
    const merchantId = await seedProductionMerchant(deps, code);
    // The help centre the site links to (terms, responsible gaming…): its defaults, for the operator to edit.
    await seedHelpCentre(deps.db, { id: merchantId, name: code, contactEmail: null });
    await seedHouseProvider(deps, merchantId);
    deps.merchants.invalidate();
    return code;
  });
}

/** Any fixed number: the advisory lock only this first-start seeding takes (migrate.ts has its own). */
const FIRST_START_LOCK = 7_130_001;

/**
 * Runs `seed` holding a session advisory lock on one connection of the pool, so instances started at
 * once on one empty database seed one after the other: the first seeds, the others find it done. (The
 * seeding itself uses the pool, through the same services users use.)
 */
async function withFirstStartLock<T>(deps: Pick<TAppDeps, 'db'>, seed: () => Promise<T>): Promise<T> {
  return deps.db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${FIRST_START_LOCK})`.execute(connection);
    try {
      return await seed();
    } finally {
      await sql`SELECT pg_advisory_unlock(${FIRST_START_LOCK})`.execute(connection);
    }
  });
}
