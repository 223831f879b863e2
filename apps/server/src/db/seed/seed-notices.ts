import type { TAppDeps } from '../../app-deps.ts';
import { createAnnouncement, createBanner } from '../../modules/notices/notices.service.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type TSeedAnnouncement = Parameters<typeof createAnnouncement>[2] & {
  hoursAgo: number;
  expiresInDays?: number;
};

/** Oldest last in the list's reading order: hoursAgo gives each a distinct publication time. */
const ANNOUNCEMENTS: TSeedAnnouncement[] = [
  {
    type: 'B',
    language: 'en',
    popup: true,
    hoursAgo: 1,
    title: 'Welcome to Tala!',
    contentHtml:
      '<p>Welcome! New members get a <strong>100% first deposit bonus</strong> up to P5,000.</p>' +
      '<p>See <a href="/promotions">Promotions</a> for the terms.</p>',
  },
  {
    type: 'B',
    language: 'zh',
    popup: true,
    hoursAgo: 1,
    title: '欢迎来到 Tala！',
    contentHtml:
      '<p>新会员首存可获 <strong>100% 红利</strong>，最高 P5,000。</p><p>详情请查看<a href="/promotions">优惠活动</a>。</p>',
  },
  {
    type: 'B',
    language: 'tl',
    popup: true,
    hoursAgo: 1,
    title: 'Maligayang pagdating sa Tala!',
    contentHtml:
      '<p>Ang mga bagong miyembro ay may <strong>100% bonus sa unang deposito</strong> hanggang P5,000.</p>' +
      '<p>Tingnan ang <a href="/promotions">Promotions</a> para sa mga tuntunin.</p>',
  },
  {
    type: 'B',
    language: null,
    hoursAgo: 6,
    title: 'Beware of fake Tala sites',
    contentHtml:
      '<p>Only use the addresses listed on our <a href="/download">download page</a>. ' +
      'Our staff will never ask for your password or SMS code.</p>',
  },
  {
    type: 'B',
    language: null,
    hoursAgo: 30,
    title: 'New deposit channels available',
    contentHtml: '<p>GCash and bank transfer deposits are now credited within <em>5 minutes</em>.</p>',
  },
  {
    type: 'B',
    language: null,
    hoursAgo: 72,
    title: 'Play responsibly',
    contentHtml:
      '<p>You can set daily, weekly and monthly deposit limits in the Security Centre.</p>' +
      '<ul><li>Take regular breaks</li><li>Never chase losses</li></ul>',
  },
  {
    type: 'PL',
    language: null,
    hoursAgo: 12,
    title: 'Tala Live VIP tables now open',
    contentHtml:
      '<p>High-limit baccarat tables are open daily from 18:00 to 02:00 (PHT). <a href="/live">Play now</a>.</p>',
  },
  {
    type: 'PU',
    language: null,
    hoursAgo: 96,
    title: 'Updated terms and conditions',
    contentHtml: '<p>Our general terms were updated. Read them in the <a href="/help">help centre</a>.</p>',
  },
  {
    type: 'PR',
    language: 'en',
    hoursAgo: 2,
    title: '100% first deposit bonus',
    contentHtml:
      '<h3>Double your first deposit</h3><p>Deposit P200 or more and receive a 100% bonus up to P5,000.</p>' +
      '<p>Turnover requirement: 10× bonus.</p>',
  },
  {
    type: 'PR',
    language: 'en',
    hoursAgo: 20,
    title: 'Weekly slots cashback 5%',
    contentHtml: "<p>Every Monday, get 5% of last week's net slot losses back, up to P10,000.</p>",
  },
  {
    type: 'PR',
    language: 'zh',
    hoursAgo: 2,
    title: '首存 100% 红利',
    contentHtml: '<p>首次存款 P200 以上，即可获得 100% 红利，最高 P5,000。</p>',
  },
  {
    type: 'H',
    language: null,
    hoursAgo: 4,
    expiresInDays: 14,
    title: 'Scheduled maintenance: Tuesday 03:00–05:00 (PHT)',
    contentHtml: '<p>The site will be unavailable during routine maintenance. Balances are not affected.</p>',
  },
  {
    type: 'H',
    language: null,
    hoursAgo: 120,
    title: 'Virtual sports upgrade complete',
    contentHtml: '<p>Tala Virtual Sports now offers more markets per match.</p>',
  },
];

const BANNERS = [
  {
    group: 'home',
    artwork: 'welcome-bonus',
    title: 'Welcome bonus 100%',
    subtitle: 'Up to P5,000 on your first deposit',
    linkUrl: '/promotions',
  },
  {
    group: 'home',
    artwork: 'live-casino',
    title: 'Tala Live Baccarat',
    subtitle: 'Real-time tables, all day',
    linkUrl: '/live',
  },
  {
    group: 'home',
    artwork: 'slots-jackpot',
    title: 'Slots jackpot',
    subtitle: 'Spin Tala Slots and Classic Reels',
    linkUrl: '/rng',
  },
  {
    group: 'home',
    artwork: 'sports-week',
    title: 'Sports week',
    subtitle: 'Virtual matches every few minutes',
    linkUrl: '/sports',
  },
  {
    group: 'w_login',
    artwork: 'login-hero',
    title: 'Welcome back',
    subtitle: 'Your tables are waiting',
    linkUrl: null,
  },
  {
    group: 'w_register',
    artwork: 'register-hero',
    title: 'Join Tala',
    subtitle: 'Register in a minute, 18+ only',
    linkUrl: null,
  },
] as const;

/** Sample notices go through the operators' service, so they are sanitised and limited like real ones. */
export async function seedNotices(deps: Pick<TAppDeps, 'db'>, merchantId: number): Promise<void> {
  const now = Date.now();
  for (const { hoursAgo, expiresInDays, ...announcement } of ANNOUNCEMENTS) {
    await createAnnouncement(deps.db, merchantId, {
      ...announcement,
      publishedAt: new Date(now - hoursAgo * HOUR_MS),
      expiresAt: expiresInDays ? new Date(now + expiresInDays * DAY_MS) : null,
    });
  }
  for (const [index, banner] of BANNERS.entries()) {
    await createBanner(deps.db, merchantId, { ...banner, sort: index * 10 });
  }
}
