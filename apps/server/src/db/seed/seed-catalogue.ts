import type { TAppDeps } from '../../app-deps.ts';
import { saveVendor } from '../../modules/games/games.service.ts';
import { saveRegisterRule, saveWhitelabelModule } from '../../modules/system/system.service.ts';
import { HOUSE_PROVIDER_VENDORS, seedHouseGames } from './seed-house-games.ts';
import { HOUSE_PROVIDER_CODE } from './seed-providers.ts';

/**
 * Every vendor is a studio of the house provider (providers/house), which serves all categories; a
 * category may carry two brands so the header drop-downs have a choice. No third-party names.
 */
const HOUSE_VENDORS = [
  {
    accountTypeId: 101,
    vassalage: 'TALA_LIVE',
    displayName: 'Tala Live Baccarat',
    category: 'LIVE',
    icon: 'cards',
    isHot: true,
  },
  {
    accountTypeId: 102,
    vassalage: 'TALA_LIVE_VIP',
    displayName: 'Tala Live VIP',
    category: 'LIVE',
    icon: 'cards',
  },
  {
    accountTypeId: 201,
    vassalage: 'TALA_SPORTS',
    displayName: 'Tala Virtual Sports',
    category: 'SPORTS',
    icon: 'ball',
    isHot: true,
  },
  {
    accountTypeId: 301,
    vassalage: 'TALA_SLOTS',
    displayName: 'Tala Slots',
    category: 'RNG',
    icon: 'slots',
    isHot: true,
  },
  {
    accountTypeId: 302,
    vassalage: 'TALA_REELS',
    displayName: 'Tala Classic Reels',
    category: 'RNG',
    icon: 'slots',
    // Transfer mode: players move money into this vendor's wallet before playing (seed 001 transferFund).
    walletMode: 'TRANSFER',
  },
  {
    accountTypeId: 401,
    vassalage: 'TALA_FISH',
    displayName: 'Tala Fishing',
    category: 'FISH',
    icon: 'fish',
    walletMode: 'TRANSFER',
  },
  {
    accountTypeId: 501,
    vassalage: 'TALA_PVP',
    displayName: 'Tala Baccarat Rooms',
    category: 'PVP',
    icon: 'cards',
  },
  // The seed's account type names route the launch (001 §2): TCG_LOTTO_VN to /vnlottery, TCG_SEA to
  // /seaLottery. They name the house's own Vietnamese-format and 4D draws, not a third party's.
  {
    accountTypeId: 601,
    vassalage: 'TCG_LOTTO_VN',
    displayName: 'Tala Vietnam-style Lotto',
    category: 'LOTT',
    icon: 'lotto',
    isHot: true,
  },
  { accountTypeId: 602, vassalage: 'TCG_SEA', displayName: 'Tala 4D', category: 'LOTT', icon: 'lotto' },
  {
    accountTypeId: 701,
    vassalage: 'TALA_ELOTT',
    displayName: 'Tala E-Lotto',
    category: 'ELOTT',
    icon: 'lotto',
  },
  {
    accountTypeId: 801,
    vassalage: 'TALA_ESPORTS',
    displayName: 'Tala Virtual E-Sports',
    category: 'ESPORTS',
    icon: 'controller',
  },
  {
    accountTypeId: 901,
    vassalage: 'TALA_COCKFIGHT',
    displayName: 'Tala Derby',
    category: 'COCKFIGHT',
    icon: 'rooster',
    isHot: true,
  },
] as const;

/** Site sections the back office can switch off; GAMES children mirror the header's categories. */
const MODULE_TREE: Record<string, string[]> = {
  HOME: [],
  GAMES: ['LIVE', 'SPORTS', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'ESPORTS', 'COCKFIGHT'],
  PROMOTIONS: [],
  POINTMALL: [],
  MEMBER: ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER', 'RECORDS', 'SECURITY', 'MESSAGES'],
  AGENT: [],
  DOWNLOAD: [],
  JOIN: [],
  HELP: [],
  FEEDBACK: [],
};

/** Seed 000 §5: username, password and mobile are always asked; SMS_VERIFICATION decides the code. */
const REGISTER_RULES = [
  { field: 'username', visible: true, required: true, patternId: 1, minLength: 4, maxLength: 16 },
  { field: 'password', visible: true, required: true, patternId: 16, minLength: 8, maxLength: 20 },
  { field: 'payeeName', visible: true, required: false, patternId: 18, minLength: 2, maxLength: 40 },
  { field: 'email', visible: true, required: false, patternId: 3, minLength: 6, maxLength: 80 },
  { field: 'mobileNum', visible: true, required: true, patternId: 6, minLength: 7, maxLength: 11 },
  { field: 'verificationCode', visible: true, required: false, patternId: 6, minLength: 4, maxLength: 8 },
  { field: 'affiliateCode', visible: true, required: false, patternId: 4, minLength: 4, maxLength: 20 },
  { field: 'qqNum', visible: false, required: false, patternId: 6, minLength: 5, maxLength: 12 },
  { field: 'line', visible: false, required: false, patternId: 9, minLength: 2, maxLength: 40 },
  { field: 'whatsapp', visible: false, required: false, patternId: 19, minLength: 7, maxLength: 16 },
  { field: 'facebook', visible: false, required: false, patternId: 9, minLength: 2, maxLength: 60 },
  { field: 'wechat', visible: false, required: false, patternId: 9, minLength: 2, maxLength: 40 },
  { field: 'idNumber', visible: false, required: false, patternId: 4, minLength: 6, maxLength: 20 },
  { field: 'recommenderId', visible: false, required: false, patternId: 4, minLength: 1, maxLength: 20 },
  { field: 'captcha', visible: false, required: false, patternId: 4, minLength: 4, maxLength: 6 },
  { field: 'paymentPassword', visible: false, required: false, patternId: 6, minLength: 6, maxLength: 6 },
] as const;

/**
 * The house provider's real catalogue (its studios and games), the site sections and the registration
 * rule set: what every merchant starts with, in production too (decision 015).
 */
export async function seedCatalogue(deps: Pick<TAppDeps, 'db'>, merchantId: number): Promise<void> {
  for (const [index, vendor] of HOUSE_VENDORS.entries()) {
    // Only vendors with a house game are linked to the provider; the others are not launchable yet.
    const providerCode = HOUSE_PROVIDER_VENDORS.has(vendor.vassalage) ? HOUSE_PROVIDER_CODE : null;
    await saveVendor(deps.db, merchantId, { ...vendor, sort: index * 10, providerCode });
  }
  await seedHouseGames(deps.db, merchantId);
  for (const [position, [modId, children]] of Object.entries(MODULE_TREE).entries()) {
    await saveWhitelabelModule(deps.db, merchantId, {
      modId,
      parentId: null,
      enabled: true,
      sort: position * 10,
    });
    for (const [index, child] of children.entries()) {
      await saveWhitelabelModule(deps.db, merchantId, {
        modId: `${modId}_${child}`,
        parentId: modId,
        enabled: true,
        sort: index * 10,
      });
    }
  }
  for (const rule of REGISTER_RULES) await saveRegisterRule(deps.db, merchantId, rule);
}
