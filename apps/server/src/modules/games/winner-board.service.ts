import type { TWinner } from '@tala/contract/games/catalogue';
import type { TLanguage } from '@tala/contract/i18n/languages';
import { minorToDecimalString } from '@tala/contract/money';
import type { TDb } from '../../db/database.ts';
import { maskUsername } from '../member/personal-data-mask.ts';
import { nameIn } from './game-tile.ts';
import { selectTopWins } from './winner-board.repository.ts';

/** The winner board covers the last day (issue 4: largest win multiples of the last 24 h). */
const WINDOW_HOURS = 24;

/** win ÷ stake to two decimals, rounded down, computed exactly on minor units. */
export function winMultiple(winMinor: bigint, stakeMinor: bigint): string {
  return minorToDecimalString((winMinor * 100n) / stakeMinor);
}

export async function listWinners(
  db: TDb,
  merchantId: number,
  lang: TLanguage,
  count: number,
): Promise<TWinner[]> {
  const rows = await selectTopWins(db, merchantId, WINDOW_HOURS, count);
  return rows.map((row) => ({
    username: maskUsername(row.username),
    gameCode: row.gameCode,
    gameName: row.names ? nameIn(row.names, lang) : null,
    vassalage: row.vassalage,
    gameType: row.category,
    bet: minorToDecimalString(row.stakeMinor),
    win: minorToDecimalString(row.winMinor),
    multiple: winMultiple(row.winMinor, row.stakeMinor),
    time: new Date(row.at).toISOString(),
  }));
}
