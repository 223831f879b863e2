import type { TAppDeps } from '../../app-deps.ts';
import { ZMerchantSettings } from '../../modules/merchants/merchant-settings.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedNotices } from './seed-notices.ts';

export const DEMO_MERCHANT_CODE = 'TALA';

/** Download and community links stay on this site (the /download page); the web draws their QR codes. */
const RESOURCES = [
  {
    resourceType: 'TELEGRAM',
    url: '/download#telegram',
    labelNameEn: 'Telegram channel',
    labelNameCn: 'Telegram 频道',
  },
  {
    resourceType: 'TELEGRAM2',
    url: '/download#telegram-support',
    labelNameEn: 'Telegram support',
    labelNameCn: 'Telegram 客服',
  },
  { resourceType: 'IOS', url: '/download#ios', labelNameEn: 'iOS app', labelNameCn: 'iOS 应用' },
  {
    resourceType: 'MOBILECONFIG',
    url: '/download#ios-profile',
    labelNameEn: 'iOS web clip',
    labelNameCn: 'iOS 描述文件',
  },
  { resourceType: 'Android', url: '/download#android', labelNameEn: 'Android app', labelNameCn: '安卓应用' },
  {
    resourceType: 'USDJUMP',
    url: '/download#usdt',
    labelNameEn: 'USDT deposit guide',
    labelNameCn: 'USDT 充值指南',
  },
].map((resource) => ({ ...resource, qrCodeUrl: resource.url }));

/** Chat entries open in a popup; the help centre without header hosts them until a chat provider is wired. */
const CUSTOMER_SERVICE = [
  { csType: 'LIVECHAT', path: '/helpmc?chat=livechat' },
  { csType: 'VIP', path: '/helpmc?chat=vip' },
];

/**
 * The demo brand's banks (decision 025): Philippine banks and e-wallets players withdraw to, by the
 * short codes they are known by. Staff edit the list in the back office (Settings → General).
 */
export const DEMO_BANKS = [
  ['BDO', 'BDO Unibank'],
  ['BPI', 'Bank of the Philippine Islands'],
  ['MBTC', 'Metrobank'],
  ['LBP', 'Landbank'],
  ['UBP', 'UnionBank'],
  ['SECB', 'Security Bank'],
  ['RCBC', 'RCBC'],
  ['CHIB', 'China Bank'],
  ['PNB', 'Philippine National Bank'],
  ['GCASH', 'GCash'],
  ['MAYA', 'Maya'],
].map(([code, name]) => ({ code, name, currency: 'PHP', country: 'PH' }));

/** The demo merchant: name, currency, language, age, its settings document, catalogue and notices. */
export async function seedDemoMerchant(
  deps: Pick<TAppDeps, 'db'>,
  code = DEMO_MERCHANT_CODE,
): Promise<number> {
  const merchant = await deps.db
    .insertInto('merchants')
    .values({
      code,
      name: 'Tala',
      currency: 'PHP',
      currency_symbol: 'P',
      default_language: 'en',
      min_age: 18,
    })
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
    resources: RESOURCES,
    customerService: CUSTOMER_SERVICE,
    contactEmail: 'support@tala.local',
    // A Philippine brand (PHP, +63): its days — daily withdrawal counts, profit by day — are Manila days.
    timeZone: 'Asia/Manila',
    banks: DEMO_BANKS,
  });
  await deps.db
    .insertInto('merchant_settings')
    .values({ merchant_id: merchant.id, settings: JSON.stringify(settings) })
    .execute();
  await seedCatalogue(deps, merchant.id);
  await seedNotices(deps, merchant.id);
  return merchant.id;
}
