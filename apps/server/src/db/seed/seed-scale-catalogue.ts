import type { TGameCategory } from '@tala/contract/constants';
import type { TGameClassify } from '@tala/contract/games/games-constants';
import { saveGames, type TGameInput } from '../../modules/games/catalogue.service.ts';
import { saveVendor } from '../../modules/games/games.service.ts';
import type { TDb } from '../database.ts';

/**
 * A generated catalogue of 10,000 games for scale tests and `bench:catalogue` — never the demo: no
 * provider plays these titles, so their vendors have no provider and none of them can be launched.
 * Shaped like a real aggregator's: mostly slots over many studios, a few hundred of each other kind;
 * names in English and Chinese (other languages fall back to English); deterministic, so runs compare.
 */
type TStudioPlan = {
  category: TGameCategory;
  studios: number;
  gamesEach: number;
  icon: string;
  /** Classifies with their weights. */
  classifies: readonly (readonly [TGameClassify, number])[];
};

const PLAN: readonly TStudioPlan[] = [
  {
    category: 'RNG',
    studios: 12,
    gamesEach: 600,
    icon: 'slots',
    classifies: [
      ['SLOT', 60],
      ['JACKPOT', 10],
      ['CLASSIC', 10],
      ['TABLE', 8],
      ['ARCADE', 7],
      ['SCRATCH', 5],
    ],
  },
  {
    category: 'FISH',
    studios: 3,
    gamesEach: 300,
    icon: 'fish',
    classifies: [
      ['FISHING', 80],
      ['ARCADE', 20],
    ],
  },
  {
    category: 'LIVE',
    studios: 3,
    gamesEach: 300,
    icon: 'cards',
    classifies: [
      ['BACCARAT', 40],
      ['ROULETTE', 20],
      ['SICBO', 15],
      ['DRAGON_TIGER', 15],
      ['BLACKJACK', 10],
    ],
  },
  {
    category: 'PVP',
    studios: 2,
    gamesEach: 250,
    icon: 'cards',
    classifies: [
      ['POKER', 50],
      ['BACCARAT', 30],
      ['TABLE', 20],
    ],
  },
  { category: 'SPORTS', studios: 1, gamesEach: 200, icon: 'ball', classifies: [['VIRTUAL_SPORTS', 1]] },
  {
    category: 'ESPORTS',
    studios: 1,
    gamesEach: 150,
    icon: 'controller',
    classifies: [['VIRTUAL_ESPORTS', 1]],
  },
  { category: 'COCKFIGHT', studios: 1, gamesEach: 150, icon: 'rooster', classifies: [['SABONG', 1]] },
];

/** [English, Chinese] word pairs; a title is adjective + noun + edition. */
const ADJECTIVES = [
  ['Golden', '黄金'],
  ['Lucky', '幸运'],
  ['Mystic', '神秘'],
  ['Royal', '皇家'],
  ['Wild', '狂野'],
  ['Jade', '翡翠'],
  ['Crimson', '赤红'],
  ['Silver', '白银'],
  ['Thunder', '雷霆'],
  ['Ancient', '远古'],
  ['Sapphire', '蓝宝石'],
  ['Blazing', '烈焰'],
  ['Frozen', '冰封'],
  ['Emerald', '祖母绿'],
  ['Celestial', '天界'],
  ['Island', '海岛'],
  ['Midnight', '午夜'],
  ['Sunrise', '日出'],
  ['Tropical', '热带'],
  ['Imperial', '帝国'],
  ['Hidden', '隐秘'],
  ['Cosmic', '宇宙'],
  ['Fiery', '火焰'],
  ['Shining', '闪耀'],
] as const;
const NOUNS = [
  ['Dragon', '龙'],
  ['Tiger', '虎'],
  ['Phoenix', '凤凰'],
  ['Fortune', '财富'],
  ['Treasure', '宝藏'],
  ['Temple', '神殿'],
  ['Empire', '帝国'],
  ['Pearl', '珍珠'],
  ['Lotus', '莲花'],
  ['Koi', '锦鲤'],
  ['Panda', '熊猫'],
  ['Volcano', '火山'],
  ['Galleon', '帆船'],
  ['Jungle', '丛林'],
  ['Carnival', '嘉年华'],
  ['Oasis', '绿洲'],
  ['Safari', '狩猎'],
  ['Castle', '城堡'],
  ['Monkey', '猴王'],
  ['Eagle', '雄鹰'],
  ['Reef', '珊瑚礁'],
  ['Comet', '彗星'],
  ['Harvest', '丰收'],
  ['Festival', '节日'],
] as const;
const EDITIONS = [
  ['', ''],
  [' Deluxe', '豪华版'],
  [' Megaways', '万路'],
  [' Hold & Win', '锁定奖金'],
  [' Quest', '探险'],
  [' Rush', '狂潮'],
  [' Gold', '金版'],
  [' Legends', '传奇'],
] as const;
const MIN_BETS_MINOR = [1n, 10n, 20n, 50n, 100n, 500n, 1000n] as const;
const SLOT_LINES = [5, 9, 10, 20, 25, 40, 50, 243, 1024] as const;

/** mulberry32: a tiny deterministic generator, so the catalogue is the same on every run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Invariant failed: pick from an empty list');
  return item;
}

function pickWeighted<T>(items: readonly (readonly [T, number])[], random: () => number): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [item, weight] of items) {
    left -= weight;
    if (left < 0) return item;
  }
  return pick(items, random)[0];
}

function studioVassalage(plan: TStudioPlan, studio: number): string {
  return `SCALE_${plan.category}_${String(studio + 1).padStart(2, '0')}`;
}

function scaleGame(plan: TStudioPlan, vassalage: string, n: number, random: () => number): TGameInput {
  const [adjEn, adjZh] = pick(ADJECTIVES, random);
  const [nounEn, nounZh] = pick(NOUNS, random);
  const [editionEn, editionZh] = pick(EDITIONS, random);
  const classify = pickWeighted(plan.classifies, random);
  const roll = random();
  return {
    code: `${vassalage.toLowerCase().replaceAll('_', '-')}-${String(n).padStart(4, '0')}`,
    providerGameId: `scale-${n}`,
    vassalage,
    gameType: plan.category,
    gameClassify: classify,
    names: { en: `${adjEn} ${nounEn}${editionEn}`, zh: `${adjZh}${nounZh}${editionZh}` },
    minBetMinor: pick(MIN_BETS_MINOR, random),
    lineCount: classify === 'SLOT' || classify === 'JACKPOT' ? pick(SLOT_LINES, random) : 0,
    isHot: random() < 0.05,
    isNew: random() < 0.05,
    isPopular: random() < 0.03,
    status: roll < 0.01 ? 'DISABLED' : roll < 0.03 ? 'MAINTENANCE' : 'ACTIVE',
    sort: Math.floor(random() * 10_000),
    art: `generic-${classify.toLowerCase().replaceAll('_', '-')}`,
  };
}

/**
 * Adds the studios and their games (`total` scales the plan down for quicker tests); returns the
 * inputs, so a test can work out what a filter should find without asking the code under test.
 */
export async function seedScaleCatalogue(db: TDb, merchantId: number, total = 10_000): Promise<TGameInput[]> {
  const random = generator(20_261_124);
  const planned = PLAN.reduce((sum, plan) => sum + plan.studios * plan.gamesEach, 0);
  const games: TGameInput[] = [];
  let accountTypeId = 9000;
  for (const plan of PLAN) {
    for (let studio = 0; studio < plan.studios; studio++) {
      const vassalage = studioVassalage(plan, studio);
      await saveVendor(db, merchantId, {
        accountTypeId: ++accountTypeId,
        vassalage,
        displayName: `Scale Studio ${plan.category} ${studio + 1}`,
        category: plan.category,
        icon: plan.icon,
        sort: accountTypeId - 8000,
        providerCode: null,
      });
      const count = Math.max(1, Math.round((plan.gamesEach * total) / planned));
      for (let n = 1; n <= count; n++) games.push(scaleGame(plan, vassalage, n, random));
    }
  }
  await saveGames(db, merchantId, games);
  return games;
}
