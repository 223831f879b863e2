import type { TBoVipRankBody } from '@tala/contract/loyalty/vip-staff';
import { addVipRank, saveVipSettings } from '../../modules/vip/vip-ladder-staff.service.ts';
import type { TDb } from '../database.ts';
import { demoStaffActor } from './seed-actor.ts';

const names = (en: string, id: string, ja: string, th: string, tl: string, vi: string, zh: string) => ({
  en,
  id,
  ja,
  th,
  tl,
  vi,
  zh,
});

/** The demo's dedicated line for Diamond and above (VIP service, seed 001 §6: rank above 4). */
const VIP_LINE = 'VIP host 24/7 · +63 917 888 8888 · Telegram @TalaVIPHost';
const VIP_URL = 'https://t.me/TalaVIPHost';

/**
 * Seven ranks in pesos over 90 days. The first two ask only for play, so a member climbs by betting before they are
 * asked to deposit: demo_player's seeded month (about 47,000 in valid bets, no deposit) reaches Silver (level 2),
 * demo_newbie (no play) has no rank. From Diamond (level 5) the member gets the VIP service line.
 */
const LADDER: TBoVipRankBody[] = [
  {
    names: names('Bronze', 'Perunggu', 'ブロンズ', 'บรอนซ์', 'Bronze', 'Đồng', '青铜'),
    deposit: '0.00',
    validBet: '1000.00',
    pointsMultiplier: 105,
    withdrawDailyCount: null,
    withdrawMaxAmount: null,
    rebateBonusBp: 0,
    birthdayBonus: '88.00',
    serviceLine: null,
    serviceUrl: null,
  },
  {
    names: names('Silver', 'Perak', 'シルバー', 'ซิลเวอร์', 'Silver', 'Bạc', '白银'),
    deposit: '0.00',
    validBet: '20000.00',
    pointsMultiplier: 110,
    withdrawDailyCount: 6,
    withdrawMaxAmount: null,
    rebateBonusBp: 5,
    birthdayBonus: '188.00',
    serviceLine: null,
    serviceUrl: null,
  },
  {
    names: names('Gold', 'Emas', 'ゴールド', 'โกลด์', 'Gold', 'Vàng', '黄金'),
    deposit: '10000.00',
    validBet: '80000.00',
    pointsMultiplier: 120,
    withdrawDailyCount: 8,
    withdrawMaxAmount: '100000.00',
    rebateBonusBp: 10,
    birthdayBonus: '388.00',
    serviceLine: null,
    serviceUrl: null,
  },
  {
    names: names('Platinum', 'Platinum', 'プラチナ', 'แพลทินัม', 'Platinum', 'Bạch kim', '铂金'),
    deposit: '50000.00',
    validBet: '300000.00',
    pointsMultiplier: 135,
    withdrawDailyCount: 10,
    withdrawMaxAmount: '200000.00',
    rebateBonusBp: 15,
    birthdayBonus: '888.00',
    serviceLine: null,
    serviceUrl: null,
  },
  {
    names: names('Diamond', 'Berlian', 'ダイヤモンド', 'ไดมอนด์', 'Diamond', 'Kim cương', '钻石'),
    deposit: '150000.00',
    validBet: '1000000.00',
    pointsMultiplier: 150,
    withdrawDailyCount: 15,
    withdrawMaxAmount: '500000.00',
    rebateBonusBp: 20,
    birthdayBonus: '1888.00',
    serviceLine: VIP_LINE,
    serviceUrl: VIP_URL,
  },
  {
    names: names(
      'Black Diamond',
      'Berlian Hitam',
      'ブラックダイヤ',
      'แบล็กไดมอนด์',
      'Black Diamond',
      'Kim cương đen',
      '黑钻',
    ),
    deposit: '500000.00',
    validBet: '3000000.00',
    pointsMultiplier: 175,
    withdrawDailyCount: 20,
    withdrawMaxAmount: '1000000.00',
    rebateBonusBp: 30,
    birthdayBonus: '3888.00',
    serviceLine: VIP_LINE,
    serviceUrl: VIP_URL,
  },
  {
    names: names('Crown', 'Mahkota', 'クラウン', 'คราวน์', 'Korona', 'Vương miện', '皇冠'),
    deposit: '1500000.00',
    validBet: '10000000.00',
    pointsMultiplier: 200,
    withdrawDailyCount: 30,
    withdrawMaxAmount: '2000000.00',
    rebateBonusBp: 50,
    birthdayBonus: '8888.00',
    serviceLine: VIP_LINE,
    serviceUrl: VIP_URL,
  },
];

/**
 * The demo's VIP ladder (decision 057), written by an admin through the ladder editor's service. Nobody is given a
 * rank here: the upgrade job ranks the demo members from their seeded play on the first start, as it ranks anyone.
 */
export async function seedDemoVip(db: TDb, merchantId: number): Promise<void> {
  const admin = await demoStaffActor(db, merchantId, 'admin');
  await saveVipSettings(db, admin, { windowDays: 90, graceReviews: 1 });
  for (const rank of LADDER) await addVipRank(db, admin, rank);
}
