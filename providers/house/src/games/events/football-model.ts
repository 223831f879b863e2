import type { TFloatSource } from '../../fair/float-source.ts';
import type { TMarketModel, TMarketSettlement } from './event-odds.ts';

/**
 * Virtual football: each side's goals are independent Poisson counts (the classic Maher model), truncated
 * at MAX_GOALS with the tail folded into the last value so the odds and the settlement use one and the same
 * finite distribution.
 */
export const MAX_GOALS = 10;
const MIN_MEAN = 0.5;
const MEAN_SPREAD = 1.5;
const HOME_ADVANTAGE = 0.25; // goals: home sides score more in real leagues, and so here

export type TFootballParams = { homeGoalsMean: number; awayGoalsMean: number };
export type TFootballOutcome = { kind: 'football'; homeGoals: number; awayGoals: number };

/** Two floats: home then away attack strength, scaled into mean goals in [0.5, 2.0) (+0.25 at home). */
export function createFootballParams(source: TFloatSource): TFootballParams {
  return {
    homeGoalsMean: MIN_MEAN + MEAN_SPREAD * source() + HOME_ADVANTAGE,
    awayGoalsMean: MIN_MEAN + MEAN_SPREAD * source(),
  };
}

export function goalDistribution(mean: number): number[] {
  const distribution: number[] = [];
  let term = Math.exp(-mean);
  let cumulative = 0;
  for (let goals = 0; goals < MAX_GOALS; goals++) {
    distribution.push(term);
    cumulative += term;
    term *= mean / (goals + 1);
  }
  distribution.push(1 - cumulative);
  return distribution;
}

export function footballMarkets(params: TFootballParams): TMarketModel[] {
  const home = goalDistribution(params.homeGoalsMean);
  const away = goalDistribution(params.awayGoalsMean);
  let homeWin = 0;
  let draw = 0;
  let under = 0;
  for (let homeGoals = 0; homeGoals < home.length; homeGoals++) {
    for (let awayGoals = 0; awayGoals < away.length; awayGoals++) {
      const p = home[homeGoals]! * away[awayGoals]!;
      if (homeGoals > awayGoals) homeWin += p;
      else if (homeGoals === awayGoals) draw += p;
      if (homeGoals + awayGoals <= 2) under += p;
    }
  }
  const selection = (id: string, probability: number) => ({ id, probability, refundProbability: 0 });
  return [
    {
      id: 'match-result',
      selections: [
        selection('home', homeWin),
        selection('draw', draw),
        selection('away', 1 - homeWin - draw),
      ],
    },
    { id: 'total-goals-2.5', selections: [selection('over', 1 - under), selection('under', under)] },
  ];
}

/** Two floats: home goals then away goals, each by inverse CDF of its truncated distribution. */
export function playFootballOutcome(source: TFloatSource, params: TFootballParams): TFootballOutcome {
  return {
    kind: 'football',
    homeGoals: inverseCdf(goalDistribution(params.homeGoalsMean), source()),
    awayGoals: inverseCdf(goalDistribution(params.awayGoalsMean), source()),
  };
}

export function settleFootball(outcome: TFootballOutcome): Record<string, TMarketSettlement> {
  const { homeGoals, awayGoals } = outcome;
  return {
    'match-result': {
      winner: homeGoals > awayGoals ? 'home' : homeGoals < awayGoals ? 'away' : 'draw',
      refunded: [],
    },
    'total-goals-2.5': { winner: homeGoals + awayGoals >= 3 ? 'over' : 'under', refunded: [] },
  };
}

function inverseCdf(distribution: readonly number[], float: number): number {
  let cumulative = 0;
  for (let value = 0; value < distribution.length - 1; value++) {
    cumulative += distribution[value]!;
    if (float < cumulative) return value;
  }
  return distribution.length - 1;
}
