import { describe, expect, it } from 'vitest';
import { createRoundFloatSource } from '../../fair/round-floats.ts';
import { createSeededFloatSource } from '../../simulation/sfc32.ts';
import { esportsMarkets, playEsportsOutcome, settleEsports } from './esports-model.ts';
import {
  createEventMatch,
  EVENT_KINDS,
  playEventRound,
  settleEventBet,
  type TEventRound,
} from './event-match.ts';
import { MIN_ODDS_HUNDREDTHS } from './event-odds.ts';
import { footballMarkets, goalDistribution, playFootballOutcome, settleFootball } from './football-model.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('virtual events', () => {
  it('when any match is priced, then each market’s probabilities sum to 1 and every price is at least 1.01', () => {
    const source = createSeededFloatSource(5);
    let worstSumError = 0;
    let lowestOdds = Number.POSITIVE_INFINITY;
    for (const kind of EVENT_KINDS) {
      for (let i = 0; i < 10_000; i++) {
        for (const market of createEventMatch(source, kind).markets) {
          worstSumError = Math.max(
            worstSumError,
            Math.abs(sum(market.selections.map((s) => s.probability)) - 1),
          );
          for (const s of market.selections) lowestOdds = Math.min(lowestOdds, s.oddsHundredths);
        }
      }
    }
    expect(worstSumError).toBeLessThan(1e-12);
    expect(lowestOdds).toBeGreaterThanOrEqual(MIN_ODDS_HUNDREDTHS);
  });

  it('when goals are modelled, then the truncated Poisson keeps all its mass', () => {
    expect(sum(goalDistribution(2.25))).toBeCloseTo(1, 14);
    expect(goalDistribution(1)[0]).toBeCloseTo(Math.exp(-1), 14);
  });

  it('when a football score is settled, then 1X2 and over/under 2.5 follow the goals', () => {
    expect(settleFootball({ kind: 'football', homeGoals: 2, awayGoals: 1 })).toEqual({
      'match-result': { winner: 'home', refunded: [] },
      'total-goals-2.5': { winner: 'over', refunded: [] },
    });
    expect(settleFootball({ kind: 'football', homeGoals: 1, awayGoals: 1 })['match-result']?.winner).toBe(
      'draw',
    );
    expect(settleFootball({ kind: 'football', homeGoals: 0, awayGoals: 2 })['total-goals-2.5']?.winner).toBe(
      'under',
    );
  });

  it('when football results are drawn for one match, then their frequencies match the priced probabilities', () => {
    const params = { homeGoalsMean: 1.6, awayGoalsMean: 1.1 };
    const [result, totals] = footballMarkets(params);
    const source = createSeededFloatSource(17);
    const rounds = 200_000;
    let homeWins = 0;
    let overs = 0;
    for (let i = 0; i < rounds; i++) {
      const settled = settleFootball(playFootballOutcome(source, params));
      if (settled['match-result']?.winner === 'home') homeWins += 1;
      if (settled['total-goals-2.5']?.winner === 'over') overs += 1;
    }
    for (const [count, p] of [
      [homeWins, result!.selections[0]!.probability],
      [overs, totals!.selections[0]!.probability],
    ] as const) {
      expect(Math.abs(count - rounds * p)).toBeLessThan(5 * Math.sqrt(rounds * p * (1 - p)));
    }
  });

  it('when a best-of-three is priced, then the formulas match enumerating the three maps', () => {
    const q = 0.6;
    let teamA = 0;
    let threeMaps = 0;
    for (let mask = 0; mask < 8; mask++) {
      const maps = [0, 1, 2].map((bit) => ((mask >> bit) & 1) === 1);
      const p = maps.reduce((product, aWins) => product * (aWins ? q : 1 - q), 1);
      const outcome = playEsportsOutcome(
        (() => {
          const floats = maps.map((aWins) => (aWins ? 0 : 0.99));
          return () => floats.shift() ?? 0;
        })(),
        { teamAMapWinProbability: q },
      );
      const settled = settleEsports(outcome);
      if (settled['match-winner']?.winner === 'team-a') teamA += p;
      if (settled['total-maps-2.5']?.winner === 'over') threeMaps += p;
    }
    const [winner, maps] = esportsMarkets({ teamAMapWinProbability: q });
    expect(winner!.selections[0]!.probability).toBeCloseTo(teamA, 14);
    expect(maps!.selections[0]!.probability).toBeCloseTo(threeMaps, 14);
  });

  it('when a cockfight ends in a draw, then draw bets win and meron and wala bets are refunded', () => {
    const round: TEventRound = {
      match: createEventMatch(createSeededFloatSource(1), 'cockfight'),
      result: {
        outcome: { kind: 'cockfight', winner: 'draw' },
        settlements: { 'fight-result': { winner: 'draw', refunded: ['meron', 'wala'] } },
      },
    };
    const drawOdds = round.match.markets[0]!.selections.find((s) => s.id === 'draw')!.oddsHundredths;
    expect(settleEventBet(round, 'fight-result', 'draw', 1_000)).toBe(drawOdds * 10);
    expect(settleEventBet(round, 'fight-result', 'meron', 1_000)).toBe(1_000);
    expect(settleEventBet(round, 'fight-result', 'wala', 1_000)).toBe(1_000);
    expect(() => settleEventBet(round, 'fight-result', 'both', 1_000)).toThrow(RangeError);
    expect(() => settleEventBet(round, 'fight-result', 'draw', 0)).toThrow(RangeError);
  });

  it('when the same seeds and entropy are replayed, then the match, its odds and its result are identical', () => {
    const odds = { serverSeed: 'e'.repeat(64), clientSeed: 'football-7', nonce: 0 };
    const result = { ...odds, clientSeed: 'f'.repeat(64) };
    for (const kind of EVENT_KINDS) {
      expect(playEventRound(createRoundFloatSource(odds), createRoundFloatSource(result), kind)).toEqual(
        playEventRound(createRoundFloatSource(odds), createRoundFloatSource(result), kind),
      );
    }
  });

  it('when only the entropy changes, then the odds stay as priced and the result is drawn afresh', () => {
    const odds = { serverSeed: 'e'.repeat(64), clientSeed: 'football-7', nonce: 0 };
    const results = new Set<string>();
    const markets = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const entropy = { ...odds, clientSeed: i.toString(16).padStart(64, '0') };
      const round = playEventRound(createRoundFloatSource(odds), createRoundFloatSource(entropy), 'football');
      markets.add(JSON.stringify(round.match.markets));
      results.add(JSON.stringify(round.result.outcome));
    }
    expect(markets.size).toBe(1);
    expect(results.size).toBeGreaterThan(5);
  });
});
