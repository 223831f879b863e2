import { saveGames, type TGameInput } from '../../modules/games/catalogue.service.ts';
import type { TDb } from '../database.ts';

/**
 * The house provider's real games (providers/house/src/games/game-catalog.ts), listed by their
 * provider ids: the platform knows the provider only through its API, so they are written out here
 * rather than imported. One entry per game the provider plays; no skins it does not serve.
 * Smallest stakes: the slot's 1 cent a line on 20 fixed lines; 1 cent a shot, hand or event bet.
 */
export const HOUSE_GAMES: readonly TGameInput[] = [
  {
    code: 'house-slot',
    providerGameId: 'house-slot',
    vassalage: 'TALA_SLOTS',
    gameType: 'RNG',
    gameClassify: 'SLOT',
    names: {
      en: 'Tala Treasure Reels',
      zh: '塔拉宝藏转轴',
      tl: 'Kayamanan ng Tala Reels',
      vi: 'Cuộn Quay Kho Báu Tala',
      th: 'วงล้อสมบัติตาลา',
      id: 'Gulungan Harta Tala',
      ja: 'タラ・トレジャーリール',
    },
    minBetMinor: 20n,
    lineCount: 20,
    isHot: true,
    isPopular: true,
    art: 'house-slot',
    sort: 10,
  },
  {
    code: 'house-fish',
    providerGameId: 'house-fish',
    vassalage: 'TALA_FISH',
    gameType: 'FISH',
    gameClassify: 'FISHING',
    names: {
      en: 'Ocean Hunter',
      zh: '海洋猎手',
      tl: 'Mangangaso ng Karagatan',
      vi: 'Thợ Săn Đại Dương',
      th: 'นักล่าแห่งมหาสมุทร',
      id: 'Pemburu Samudra',
      ja: 'オーシャンハンター',
    },
    minBetMinor: 1n,
    isPopular: true,
    art: 'house-fish',
    sort: 20,
  },
  {
    code: 'house-baccarat-live',
    providerGameId: 'house-baccarat-live',
    vassalage: 'TALA_LIVE',
    gameType: 'LIVE',
    gameClassify: 'BACCARAT',
    names: {
      en: 'Baccarat Live Table',
      zh: '百家乐真人桌',
      tl: 'Baccarat Live na Mesa',
      vi: 'Bàn Baccarat Trực Tiếp',
      th: 'โต๊ะบาคาร่าสด',
      id: 'Meja Baccarat Langsung',
      ja: 'バカラ・ライブテーブル',
    },
    minBetMinor: 1n,
    isHot: true,
    isPopular: true,
    art: 'house-baccarat',
    sort: 30,
  },
  {
    code: 'house-baccarat-pvp',
    providerGameId: 'house-baccarat-pvp',
    vassalage: 'TALA_PVP',
    gameType: 'PVP',
    gameClassify: 'BACCARAT',
    names: {
      en: 'Baccarat Rooms',
      zh: '百家乐房间',
      tl: 'Mga Silid ng Baccarat',
      vi: 'Phòng Baccarat',
      th: 'ห้องบาคาร่า',
      id: 'Ruang Baccarat',
      ja: 'バカラルーム',
    },
    minBetMinor: 1n,
    art: 'house-baccarat-rooms',
    sort: 40,
  },
  {
    code: 'house-virtual-football',
    providerGameId: 'house-virtual-football',
    vassalage: 'TALA_SPORTS',
    gameType: 'SPORTS',
    gameClassify: 'VIRTUAL_SPORTS',
    names: {
      en: 'Virtual Football',
      zh: '虚拟足球',
      tl: 'Virtual na Football',
      vi: 'Bóng Đá Ảo',
      th: 'ฟุตบอลเสมือนจริง',
      id: 'Sepak Bola Virtual',
      ja: 'バーチャルフットボール',
    },
    minBetMinor: 1n,
    isPopular: true,
    art: 'house-football',
    sort: 50,
  },
  {
    code: 'house-virtual-esports',
    providerGameId: 'house-virtual-esports',
    vassalage: 'TALA_ESPORTS',
    gameType: 'ESPORTS',
    gameClassify: 'VIRTUAL_ESPORTS',
    names: {
      en: 'Virtual E-Sports Arena',
      zh: '虚拟电竞竞技场',
      tl: 'Virtual na E-Sports Arena',
      vi: 'Đấu Trường Thể Thao Điện Tử Ảo',
      th: 'สนามอีสปอร์ตเสมือนจริง',
      id: 'Arena E-Sports Virtual',
      ja: 'バーチャルeスポーツアリーナ',
    },
    minBetMinor: 1n,
    isNew: true,
    art: 'house-esports',
    sort: 60,
  },
  {
    code: 'house-virtual-sabong',
    providerGameId: 'house-virtual-sabong',
    vassalage: 'TALA_COCKFIGHT',
    gameType: 'COCKFIGHT',
    gameClassify: 'SABONG',
    names: {
      en: 'Virtual Sabong',
      zh: '虚拟斗鸡',
      tl: 'Virtual na Sabong',
      vi: 'Đá Gà Ảo',
      th: 'ไก่ชนเสมือนจริง',
      id: 'Sabung Ayam Virtual',
      ja: 'バーチャル闘鶏',
    },
    minBetMinor: 1n,
    isHot: true,
    isNew: true,
    art: 'house-sabong',
    sort: 70,
  },
];

/** The vendors whose games the house provider serves (their `provider_code` is HOUSE). */
export const HOUSE_PROVIDER_VENDORS: ReadonlySet<string> = new Set(HOUSE_GAMES.map((game) => game.vassalage));

export async function seedHouseGames(db: TDb, merchantId: number): Promise<void> {
  await saveGames(db, merchantId, [...HOUSE_GAMES]);
}
