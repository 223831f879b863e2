import type { TSlotSpin } from '../../../src/service/api/api-contract.ts';
import { t } from '../shared/i18n.ts';
import { formatCents, parseCents } from '../shared/money.ts';
import type { THighlight } from './slot-reels.tsx';

/** Line-by-line presentation shows at most this many lines; the rest are in the all-lines view. */
export const MAX_LINES_PRESENTED = 6;
/** Wins of at least these multiples of the bet get the big-win banner. */
export const BIG_WIN_MULTIPLE = 20n;
export const MEGA_WIN_MULTIPLE = 50n;

export type TBanner =
  | { kind: 'feature-start'; spins: number }
  | { kind: 'retrigger'; spins: number }
  | { kind: 'feature-end'; spins: number; winCents: bigint }
  | { kind: 'big-win' | 'mega-win'; winCents: bigint };

export function spinHighlight(spin: TSlotSpin, lineIndexes?: number[]): THighlight | null {
  const lines = spin.lineWins
    .filter((win) => lineIndexes === undefined || lineIndexes.includes(win.lineIndex))
    .map(({ lineIndex, count }) => ({ lineIndex, count }));
  const scatters =
    lineIndexes === undefined && (parseCents(spin.scatterWin) > 0n || spin.freeSpinsAwarded > 0);
  if (lines.length === 0 && !scatters) return null;
  return { window: spin.window, lines, scatters };
}

export function lineCaption(win: TSlotSpin['lineWins'][number]): string {
  return t('slot.lineWin', {
    line: win.lineIndex + 1,
    count: win.count,
    symbol: t(`slot.symbols.${win.symbol}`),
    amount: formatCents(parseCents(win.win)),
  });
}

/** What the caption under the reels says when a spin stops with every win shown at once. */
export function spinCaption(spin: TSlotSpin): string | null {
  const scatterCents = parseCents(spin.scatterWin);
  if (spin.freeSpinsAwarded > 0) return t('slot.featureTriggered', { spins: spin.freeSpinsAwarded });
  if (spin.lineWins.length === 1 && scatterCents === 0n) return lineCaption(spin.lineWins[0]!);
  if (spin.lineWins.length > 0) {
    return t('slot.linesWin', { count: spin.lineWins.length, amount: formatCents(parseCents(spin.win)) });
  }
  if (scatterCents > 0n) {
    return t('slot.scatterWin', { count: spin.scatterCount, amount: formatCents(scatterCents) });
  }
  return null;
}

export function bigWinBanner(totalWinCents: bigint, betCents: bigint): TBanner | null {
  if (betCents <= 0n) return null;
  if (totalWinCents >= betCents * MEGA_WIN_MULTIPLE) return { kind: 'mega-win', winCents: totalWinCents };
  if (totalWinCents >= betCents * BIG_WIN_MULTIPLE) return { kind: 'big-win', winCents: totalWinCents };
  return null;
}
