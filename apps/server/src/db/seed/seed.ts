import type { TAppDeps } from '../../app-deps.ts';
import { seedDefaultDepositChannels } from '../../modules/payments/deposit-channels.service.ts';
import { seedDemoMembers } from './seed-members.ts';
import { DEMO_MERCHANT_CODE, seedDemoMerchant } from './seed-merchant.ts';
import { seedHouseProvider } from './seed-providers.ts';
import { seedScaleCatalogue } from './seed-scale-catalogue.ts';
import { seedDemoStaff } from './seed-staff.ts';

export type TDemoAccount = { username: string; password: string; note: string };

/**
 * Seeds the demo merchant on first start (nothing when any merchant exists). Sample data goes through
 * the same services users and operators use, so it obeys the same rules.
 */
export async function seedDemoIfEmpty(deps: TAppDeps): Promise<TDemoAccount[] | null> {
  const existing = await deps.db.selectFrom('merchants').select('id').limit(1).executeTakeFirst();
  if (existing) return null;
  const merchantId = await seedDemoMerchant(deps, DEMO_MERCHANT_CODE);
  await seedHouseProvider(deps, merchantId);
  const accounts = await seedDemoMembers(deps, merchantId);
  await seedDefaultDepositChannels(deps.db, merchantId);
  accounts.push(...(await seedDemoStaff(deps, { id: merchantId, code: DEMO_MERCHANT_CODE })));
  if (deps.env.SEED_SCALE_CATALOGUE === '1' && deps.env.NODE_ENV !== 'production') {
    await seedScaleCatalogue(deps.db, merchantId);
  }
  deps.merchants.invalidate();
  return accounts;
}
