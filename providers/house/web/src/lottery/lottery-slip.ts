import { bestLineOdds, payoutCents, type TLine } from '../../../src/games/lottery/lottery-types.ts';
import type { TPlayTypeTerms, TSlipRequest } from '../../../src/service/api/lottery-contract.ts';
import { parseCents, toDecimal } from '../shared/money.ts';
import { requirePlayType } from './lottery-selection.ts';

/** One selection on the slip: the canonical selection, its lines and the stake a line pays on. */
export type TSlipItem = {
  id: string;
  playType: string;
  selection: unknown;
  lines: TLine[];
  stakePerLineCents: bigint;
};

export type TSlipOptions = { multiplier: number; chaseIssues: number; stopOnWin: boolean };

/** What one item costs on one issue: stake per line × multiplier × units per line × lines. */
export function itemStakeCents(item: TSlipItem, multiplier: number): bigint {
  const units = requirePlayType(item.playType).unitsPerLine;
  return item.stakePerLineCents * BigInt(multiplier) * BigInt(units * item.lines.length);
}

/** The most one line of the item can win on one hit, at the board's odds (payouts round up to the cent). */
export function itemBestWinCents(
  item: TSlipItem,
  terms: TPlayTypeTerms | undefined,
  multiplier: number,
): bigint {
  if (!terms) return 0n;
  const playType = requirePlayType(item.playType);
  const stake = Number(item.stakePerLineCents * BigInt(multiplier));
  let best = 0;
  for (const line of item.lines)
    best = Math.max(best, payoutCents(stake, bestLineOdds(playType, line, terms.odds)));
  return BigInt(best);
}

export type TSlipTotals = { lines: number; perIssueCents: bigint; totalCents: bigint; issues: number };

export function slipTotals(items: readonly TSlipItem[], options: TSlipOptions): TSlipTotals {
  const perIssueCents = items.reduce((sum, item) => sum + itemStakeCents(item, options.multiplier), 0n);
  const issues = Math.max(1, options.chaseIssues);
  return {
    lines: items.reduce((sum, item) => sum + item.lines.length, 0),
    perIssueCents,
    totalCents: perIssueCents * BigInt(issues),
    issues,
  };
}

/** The numbers of an item the board says are closed (at their liability cap) for the current issue. */
export function closedPicks(item: TSlipItem, closedNumbers: readonly string[]): string[] {
  if (closedNumbers.length === 0) return [];
  const closed = new Set(closedNumbers);
  return item.lines.filter((line) => line.exposure.some((key) => closed.has(key))).map((line) => line.pick);
}

/** A stake the play type accepts: within min–max and a multiple of its step. */
export function stakeProblem(cents: bigint, terms: TPlayTypeTerms): 'LOW' | 'HIGH' | 'STEP' | null {
  const min = parseCents(terms.minStake);
  const max = parseCents(terms.maxStake);
  const step = parseCents(terms.stakeStep);
  if (cents < min) return 'LOW';
  if (cents > max) return 'HIGH';
  if (step > 0n && cents % step !== 0n) return 'STEP';
  return null;
}

/** The page's own slip id: sending the same slip again (a retry) places nothing twice. */
export function newSlipId(randomUUID: () => string = () => crypto.randomUUID()): string {
  // A UUID without dashes is 32 hex characters: inside ZSlipId's [A-Za-z0-9_-]{8,40}.
  return `s${randomUUID().replaceAll('-', '')}`.slice(0, 40);
}

export function slipRequest(
  slipId: string,
  gameId: string,
  issueNo: string,
  items: readonly TSlipItem[],
  options: TSlipOptions,
): TSlipRequest {
  return {
    slipId,
    gameId,
    issueNo,
    bets: items.map((item) => ({
      playType: item.playType,
      selection: item.selection,
      stakePerLine: toDecimal(item.stakePerLineCents),
    })),
    multiplier: options.multiplier,
    chase: { issues: Math.max(1, options.chaseIssues), stopOnWin: options.stopOnWin },
  };
}
