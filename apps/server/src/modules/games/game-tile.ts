import { GAME_CATEGORIES, type TGameCategory } from '@tala/contract/constants';
import type { TGameTile } from '@tala/contract/games/catalogue';
import { GAME_CLASSIFIES, type TGameClassify } from '@tala/contract/games/games-constants';
import { DEFAULT_LANGUAGE, parseLanguage, type TLanguage } from '@tala/contract/i18n/languages';
import { minorToDecimalString } from '@tala/contract/money';
import { assert } from '../../lib/app-error.ts';
import type { TGameRow } from './catalogue.repository.ts';

export function isGameCategory(value: string): value is TGameCategory {
  return (GAME_CATEGORIES as readonly string[]).includes(value);
}

export function isGameClassify(value: string): value is TGameClassify {
  return (GAME_CLASSIFIES as readonly string[]).includes(value);
}

/** The request's `language` parameter when it names a language we have, else the `Language` header's. */
export function namesLanguage(parameter: string | undefined, header: TLanguage): TLanguage {
  return parseLanguage(parameter) ?? header;
}

/** The name in the asked language, else English (always present: the table's CHECK). */
export function nameIn(names: Record<string, string>, lang: TLanguage): string {
  return names[lang] ?? names[DEFAULT_LANGUAGE] ?? '';
}

function flag(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}

/** A row as the lists show it; category and classify were checked on the way in (saveGames). */
export function toTile(row: TGameRow, lang: TLanguage): TGameTile {
  const category = row.category;
  const classify = row.gameClassify;
  assert(isGameCategory(category), `game ${row.code} has category ${category}`);
  assert(isGameClassify(classify), `game ${row.code} has classify ${classify}`);
  const inMaintenance = row.status === 'MAINTENANCE' || row.vendorStatus === 'MAINTENANCE';
  return {
    code: row.code,
    name: nameIn(row.names, lang),
    gameType: category,
    gameClassify: classify,
    vassalage: row.vassalage,
    accountTypeName: row.vassalage,
    vendorName: row.vendorName,
    minBet: minorToDecimalString(row.minBetMinor),
    lineNum: row.lineCount,
    isHot: flag(row.isHot),
    isNew: flag(row.isNew),
    isPopular: flag(row.isPopular),
    isGame: flag(row.isGame),
    defaultPlayType: row.defaultPlayType,
    status: inMaintenance ? 'MAINTENANCE' : 'ACTIVE',
    allowsTrial: row.allowsTrial && row.vendorAllowsTrial,
    art: row.art,
  };
}
