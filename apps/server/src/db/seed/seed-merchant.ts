import type { TAppDeps } from '../../app-deps.ts';
import { ZMerchantSettings } from '../../modules/merchants/merchant-settings.ts';
import { addMerchantDomain } from '../../modules/system/system.service.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedNotices } from './seed-notices.ts';

export const DEMO_MERCHANT_CODE = 'TALA';

/**
 * Download and community links stay on this site (the /download page); the web draws their QR codes.
 * Labels are written in every interface language (decision 020), as staff write them in the side-bar
 * editor; the settings document is validated by the same schema as that editor's saves.
 */
const RESOURCES = [
  {
    resourceType: 'TELEGRAM',
    url: '/download#telegram',
    label: {
      en: 'Telegram channel',
      tl: 'Channel sa Telegram',
      zh: 'Telegram 频道',
      ja: 'Telegramチャンネル',
      th: 'ช่อง Telegram',
      vi: 'Kênh Telegram',
      id: 'Kanal Telegram',
    },
  },
  {
    resourceType: 'TELEGRAM2',
    url: '/download#telegram-support',
    label: {
      en: 'Telegram support',
      tl: 'Suporta sa Telegram',
      zh: 'Telegram 客服',
      ja: 'Telegramサポート',
      th: 'บริการ Telegram',
      vi: 'Hỗ trợ Telegram',
      id: 'Dukungan Telegram',
    },
  },
  {
    resourceType: 'IOS',
    url: '/download#ios',
    label: {
      en: 'iOS app',
      tl: 'App para sa iOS',
      zh: 'iOS 应用',
      ja: 'iOSアプリ',
      th: 'แอป iOS',
      vi: 'Ứng dụng iOS',
      id: 'Aplikasi iOS',
    },
  },
  {
    resourceType: 'MOBILECONFIG',
    url: '/download#ios-profile',
    label: {
      en: 'iOS web clip',
      tl: 'Web clip para sa iOS',
      zh: 'iOS 描述文件',
      ja: 'iOS Webクリップ',
      th: 'เว็บคลิป iOS',
      vi: 'Lối tắt web iOS',
      id: 'Pintasan web iOS',
    },
  },
  {
    resourceType: 'Android',
    url: '/download#android',
    label: {
      en: 'Android app',
      tl: 'App para sa Android',
      zh: '安卓应用',
      ja: 'Androidアプリ',
      th: 'แอป Android',
      vi: 'Ứng dụng Android',
      id: 'Aplikasi Android',
    },
  },
  {
    resourceType: 'USDJUMP',
    url: '/download#usdt',
    label: {
      en: 'USDT deposit guide',
      tl: 'Gabay sa pagdeposito ng USDT',
      zh: 'USDT 充值指南',
      ja: 'USDT入金ガイド',
      th: 'คู่มือฝาก USDT',
      vi: 'Hướng dẫn nạp USDT',
      id: 'Panduan deposit USDT',
    },
  },
].map((resource) => ({ ...resource, qrCodeUrl: resource.url }));

/** Chat entries open in a popup; the help centre without header hosts them until a chat provider is wired. */
const CUSTOMER_SERVICE = [
  {
    csType: 'LIVECHAT',
    path: '/helpmc?chat=livechat',
    label: {
      en: 'Live chat 24/7',
      tl: 'Live chat, 24 oras',
      zh: '24 小时在线客服',
      ja: '24時間チャット',
      th: 'แชทสด 24 ชม.',
      vi: 'Chat 24/7',
      id: 'Live chat 24 jam',
    },
  },
  {
    csType: 'VIP',
    path: '/helpmc?chat=vip',
    label: {
      en: 'VIP host',
      tl: 'VIP na host',
      zh: 'VIP 专属客服',
      ja: 'VIP専用サポート',
      th: 'ผู้ดูแล VIP',
      vi: 'Chăm sóc VIP',
      id: 'Layanan VIP',
    },
  },
];

/** Local addresses only: the demo runs on this machine. Speed is a latency hint in ms (lower first). */
const DEMO_DOMAINS = [
  { domain: 'localhost', speed: 20 },
  { domain: '127.0.0.1', speed: 35 },
];

/** Registration by username or phone with an SMS code, captcha after failed logins, password expiry. */
const SWITCHES = {
  DIRECTREG3: true,
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
  // Off at first so the seeded accounts sign in anywhere; an operator turns it on (decision 022).
  LOGINIPVERF3: false,
};

type TMerchantProfile = {
  code: string;
  name: string;
  minAge: number;
  settings: Record<string, unknown>;
};

/** One merchant row and its settings document (validated: defaults fill what a profile leaves out). */
async function insertMerchant(deps: Pick<TAppDeps, 'db'>, profile: TMerchantProfile): Promise<number> {
  const merchant = await deps.db
    .insertInto('merchants')
    .values({
      code: profile.code,
      name: profile.name,
      currency: 'PHP',
      currency_symbol: 'P',
      default_language: 'en',
      min_age: profile.minAge,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const settings = ZMerchantSettings.parse(profile.settings);
  await deps.db
    .insertInto('merchant_settings')
    .values({ merchant_id: merchant.id, settings: JSON.stringify(settings) })
    .execute();
  return merchant.id;
}

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
  const merchantId = await insertMerchant(deps, {
    code,
    name: 'Tala',
    minAge: 18,
    settings: {
      // Free demo: trial accounts holding play money, to show the site without registering.
      switches: { ...SWITCHES, FREEPLAY3: true },
      resources: RESOURCES,
      customerService: CUSTOMER_SERVICE,
      contactEmail: 'support@tala.local',
      // A Philippine brand (PHP, +63): its days — daily withdrawal counts, profit by day — are Manila days.
      timeZone: 'Asia/Manila',
      banks: DEMO_BANKS,
      // Every contract kind on, at the defaults' ceilings, so the agent centre shows all four.
      agentContracts: {
        DIVIDEND: { enabled: true, maxRateBp: 5_000, maxAmount: '0.00', maxTiers: 10 },
        DAILY_WAGE: { enabled: true, maxRateBp: 300, maxAmount: '10000.00', maxTiers: 10 },
        HOURLY_SALARY: { enabled: true, maxRateBp: 100, maxAmount: '0.00', maxTiers: 10 },
        REALTIME_SALARY: { enabled: true, maxRateBp: 100, maxAmount: '0.00', maxTiers: 1 },
      },
    },
  });
  await seedCatalogue(deps, merchantId);
  for (const domain of DEMO_DOMAINS) await addMerchantDomain(deps.db, merchantId, domain);
  await seedNotices(deps, merchantId);
  return merchantId;
}

/**
 * A production first start's merchant (decision 015): the code DEFAULT_MERCHANT names, the house
 * provider's catalogue and the registration rules, and nothing made up: no play-money trial accounts,
 * no download or chat links to pages that do not exist, no contact address, no notices, no domains
 * (the merchant is found as the default one until the operator adds its domains). A PHP brand is
 * regulated by PAGCOR, whose minimum age is 21 (reference.md).
 */
export async function seedProductionMerchant(deps: Pick<TAppDeps, 'db'>, code: string): Promise<number> {
  const merchantId = await insertMerchant(deps, {
    code,
    name: code,
    minAge: 21,
    settings: { switches: SWITCHES, timeZone: 'Asia/Manila' },
  });
  await seedCatalogue(deps, merchantId);
  return merchantId;
}
