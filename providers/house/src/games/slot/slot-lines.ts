import { LINE_PAYTABLE, REEL_COUNT, type TLineSymbol, type TSlotSymbol } from './slot-symbols.ts';

/** A paying line, before the bet: `multiplier` is in bets per line. */
export type TLineHit = { symbol: TLineSymbol; count: number; multiplier: number };

// Module-local copies: test runners compile imports to getter calls, and this runs 20 times per spin.
const PAYS = LINE_PAYTABLE;
const REELS = REEL_COUNT;

/**
 * Evaluates the five symbols a payline crosses, left to right. Wilds substitute for any symbol but the
 * scatter; a run of leading wilds also pays as wilds on its own. The line pays only its best combination
 * (standard video-slot rule), so W W W K K pays max(3 wilds, 5 kings), never both.
 */
export function evaluateLine(symbols: readonly TSlotSymbol[]): TLineHit | null {
  let wildRun = 0;
  while (wildRun < REELS && symbols[wildRun] === 'wild') wildRun += 1;
  const wildPay = wildRun >= 3 ? PAYS.wild[wildRun - 3]! : 0;
  const target = symbols[wildRun];
  if (target === undefined || target === 'scatter') return wildPay > 0 ? hit('wild', wildRun, wildPay) : null;
  let count = wildRun + 1;
  while (count < REELS && (symbols[count] === target || symbols[count] === 'wild')) count += 1;
  const symbolPay = count >= 3 ? PAYS[target][count - 3]! : 0;
  // Equal pays: report the substituted symbol, it is the longer run and what players expect to see.
  if (symbolPay > 0 && symbolPay >= wildPay) return hit(target, count, symbolPay);
  return wildPay > 0 ? hit('wild', wildRun, wildPay) : null;
}

function hit(symbol: TLineSymbol, count: number, multiplier: number): TLineHit {
  return { symbol, count, multiplier };
}
