import type { TAppDeps } from '../../app-deps.ts';
import { ZMerchantSettings } from '../../modules/merchants/merchant-settings.ts';

export const DEMO_MERCHANT_CODE = 'TALA';

/** The demo merchant: name, currency, language, age and its settings document. */
export async function seedDemoMerchant(deps: Pick<TAppDeps, 'db'>, code = DEMO_MERCHANT_CODE): Promise<number> {
  const merchant = await deps.db
    .insertInto('merchants')
    .values({ code, name: 'Tala', currency: 'PHP', currency_symbol: 'P', default_language: 'en', min_age: 18 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const settings = ZMerchantSettings.parse({
    switches: {
      DIRECTREG3: true,
      FREEPLAY3: true,
      MOBILEVERCODELOGIN3: true,
      PHONE_REGISTRATION: true,
      PHONE_REGISTRATION_PASSWORD: true,
      SMS_VERIFICATION: true,
      CAPTCHA: true,
      AFFILIATE_CODE: true,
      COUNTRY_CODE_PICKER: true,
      PASSWORD_EXPIRY: true,
      LOGIN_REQUIRED_HOME: false,
      SOCIAL_SIGN_IN: false,
      PHONE_RECOVERY: true,
    },
  });
  await deps.db
    .insertInto('merchant_settings')
    .values({ merchant_id: merchant.id, settings: JSON.stringify(settings) })
    .execute();
  return merchant.id;
}
