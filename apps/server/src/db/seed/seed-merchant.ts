import type { TAppDeps } from '../../app-deps.ts';
import { ZMerchantSettings } from '../../modules/merchants/merchant-settings.ts';
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
  });
  await deps.db
    .insertInto('merchant_settings')
    .values({ merchant_id: merchant.id, settings: JSON.stringify(settings) })
    .execute();
  await seedCatalogue(deps, merchant.id);
  await seedNotices(deps, merchant.id);
  return merchant.id;
}
