import { isHit, type TFloatSource } from '../../fair/float-source.ts';
import type { TMarketModel, TMarketSettlement } from './event-odds.ts';

/** Virtual e-sports: a best-of-three series; team A wins each map independently with probability q. */
const MIN_MAP_WIN = 0.25;
const MAP_WIN_SPREAD = 0.5;

export type TEsportsParams = { teamAMapWinProbability: number };
export type TEsportsTeam = 'team-a' | 'team-b';
export type TEsportsOutcome = { kind: 'esports'; mapWinners: TEsportsTeam[] };

/** One float: q in [0.25, 0.75), so neither side is a certainty and every price stays above 1.01. */
export function createEsportsParams(source: TFloatSource): TEsportsParams {
  return { teamAMapWinProbability: MIN_MAP_WIN + MAP_WIN_SPREAD * source() };
}

/** P(A takes the series) = q² + 2q²(1 − q); P(a third map) = 2q(1 − q). */
export function esportsMarkets(params: TEsportsParams): TMarketModel[] {
  const q = params.teamAMapWinProbability;
  const teamA = q * q * (3 - 2 * q);
  const threeMaps = 2 * q * (1 - q);
  const selection = (id: string, probability: number) => ({ id, probability, refundProbability: 0 });
  return [
    { id: 'match-winner', selections: [selection('team-a', teamA), selection('team-b', 1 - teamA)] },
    { id: 'total-maps-2.5', selections: [selection('over', threeMaps), selection('under', 1 - threeMaps)] },
  ];
}

/** One float per map (A wins it if float < q) until a team has two maps: two or three floats. */
export function playEsportsOutcome(source: TFloatSource, params: TEsportsParams): TEsportsOutcome {
  const mapWinners: TEsportsTeam[] = [];
  let teamAMaps = 0;
  while (teamAMaps < 2 && mapWinners.length - teamAMaps < 2) {
    const winner: TEsportsTeam = isHit(source, params.teamAMapWinProbability) ? 'team-a' : 'team-b';
    if (winner === 'team-a') teamAMaps += 1;
    mapWinners.push(winner);
  }
  return { kind: 'esports', mapWinners };
}

export function settleEsports(outcome: TEsportsOutcome): Record<string, TMarketSettlement> {
  const teamAMaps = outcome.mapWinners.filter((winner) => winner === 'team-a').length;
  return {
    'match-winner': { winner: teamAMaps === 2 ? 'team-a' : 'team-b', refunded: [] },
    'total-maps-2.5': { winner: outcome.mapWinners.length === 3 ? 'over' : 'under', refunded: [] },
  };
}
