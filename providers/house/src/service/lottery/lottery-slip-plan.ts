import { MAX_SLIP_LINES } from '../../games/lottery/lottery-catalog.ts';
import { findPlayType } from '../../games/lottery/lottery-registry.ts';
import {
  bestLineOdds,
  LotteryInputError,
  payoutCents,
  type TLine,
  type TPlayType,
} from '../../games/lottery/lottery-types.ts';
import { HouseError } from '../api/house-error.ts';
import type { TSlipRequest } from '../api/lottery-contract.ts';
import { parseStake } from '../money.ts';
import type { TOddsRow, TOddsTerms } from './lottery-games.ts';

/** One selection of a slip, checked and priced: what each issue of the slip gets a bet row of. */
export type TPlannedBet = {
  playType: TPlayType;
  selection: unknown;
  lines: TLine[];
  /** The stake a line pays on (the typed stake × the multiplier). */
  stakePerLineCents: bigint;
  /** What the bet costs on one issue: stake per line × units per line × lines. */
  stakeCents: bigint;
};

export type TSlipPlan = {
  bets: TPlannedBet[];
  /** Per issue: what the slip would pay on each number, for the liability cap. */
  exposure: Map<string, bigint>;
  stakePerIssueCents: bigint;
};

/**
 * Reads and prices a slip against the game's current terms: each selection parsed by its play type
 * (BAD_SELECTION), stakes within the play type's limits and step (BET_LIMIT), at most MAX_SLIP_LINES lines,
 * and no single line able to pay more than the game's maximum payout.
 */
export function planSlip(family: string, odds: TOddsRow, request: TSlipRequest): TSlipPlan {
  const terms = odds.play_types as TOddsTerms;
  const bets: TPlannedBet[] = [];
  const exposure = new Map<string, bigint>();
  let lineCount = 0;
  let stakePerIssueCents = 0n;
  for (const bet of request.bets) {
    const playType = findPlayType(bet.playType);
    const term = terms[bet.playType];
    if (!playType || playType.family !== family || !term?.enabled) {
      throw new HouseError('BET_NOT_ALLOWED', `play type ${bet.playType} is not offered by this game`);
    }
    const selection = parseSelection(playType, bet.selection);
    const lines = playType.lines(selection);
    lineCount += lines.length;
    if (lineCount > MAX_SLIP_LINES)
      throw new HouseError('BET_LIMIT', `a slip has at most ${MAX_SLIP_LINES} lines`);
    const stakePerLineCents = checkLineStake(term, bet.stakePerLine) * BigInt(request.multiplier);
    for (const line of lines) {
      const linePayout = BigInt(
        payoutCents(Number(stakePerLineCents), bestLineOdds(playType, line, term.odds)),
      );
      if (linePayout > odds.max_payout_cents) {
        throw new HouseError('BET_LIMIT', 'a line could pay more than the maximum payout of an issue');
      }
      for (const key of line.exposure) exposure.set(key, (exposure.get(key) ?? 0n) + linePayout);
    }
    const stakeCents = stakePerLineCents * BigInt(playType.unitsPerLine * lines.length);
    stakePerIssueCents += stakeCents;
    bets.push({ playType, selection, lines, stakePerLineCents, stakeCents });
  }
  return { bets, exposure, stakePerIssueCents };
}

function parseSelection(playType: TPlayType, input: unknown): unknown {
  try {
    return playType.parse(input);
  } catch (error) {
    if (error instanceof LotteryInputError)
      throw new HouseError('BAD_SELECTION', `${error.code}: ${error.message}`);
    throw error;
  }
}

function checkLineStake(term: TOddsTerms[string], text: string): bigint {
  const cents = parseStake(text);
  if (cents < BigInt(term.minStakeCents) || cents > BigInt(term.maxStakeCents)) {
    throw new HouseError('BET_LIMIT', `a line's stake is ${term.minStakeCents}–${term.maxStakeCents} cents`);
  }
  if (cents % BigInt(term.stepCents) !== 0n) {
    throw new HouseError('BET_LIMIT', `a line's stake is a multiple of ${term.stepCents} cents`);
  }
  return cents;
}

/** A voided bet as stored: enough to recompute what it added to each number. */
export type TVoidedBet = {
  issue_id: bigint;
  odds_id: bigint;
  play_type: string;
  selection: unknown;
  stake_per_line_cents: bigint;
};

/** What a stored bet added to each number's liability when it was placed (planSlip's rule, replayed). */
export function betExposure(odds: TOddsRow, bet: TVoidedBet): Map<string, bigint> {
  const playType = findPlayType(bet.play_type);
  const term = (odds.play_types as TOddsTerms)[bet.play_type];
  if (!playType || !term)
    throw new Error(`Invariant failed: a stored bet's play type ${bet.play_type} exists`);
  const amounts = new Map<string, bigint>();
  for (const line of playType.lines(playType.parse(bet.selection))) {
    const best = BigInt(
      payoutCents(Number(bet.stake_per_line_cents), bestLineOdds(playType, line, term.odds)),
    );
    for (const key of line.exposure) amounts.set(key, (amounts.get(key) ?? 0n) + best);
  }
  return amounts;
}
