import type { TMerchantSettings } from '../../src/modules/merchants/merchant-settings.ts';
import type { TTestApp } from '../support/test-app.ts';

/** Rewrites the demo merchant's settings document, as the back office would, and drops the cache. */
export async function patchSettings(t: TTestApp, patch: Partial<TMerchantSettings>): Promise<void> {
  const merchant = await t.deps.merchants.byMerchantCode('TALA');
  if (!merchant) throw new Error('demo merchant missing');
  const settings = { ...merchant.settings, ...patch };
  await t.deps.db
    .updateTable('merchant_settings')
    .set({ settings: JSON.stringify(settings) })
    .where('merchant_id', '=', merchant.id)
    .execute();
  t.deps.merchants.invalidate();
}
