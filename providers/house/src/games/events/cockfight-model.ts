import type { TFloatSource } from '../../fair/float-source.ts';
import type { TMarketModel, TMarketSettlement } from './event-odds.ts';

/**
 * Virtual sabong: meron (the favoured, "with money" side) against wala. As in the arenas, a draw refunds
 * bets on meron and wala and pays the draw bet; the odds account for that refund (see event-odds.ts).
 */
const MIN_DRAW = 0.03;
const DRAW_SPREAD = 0.05;
const MIN_MERON_SHARE = 0.5;
const MERON_SHARE_SPREAD = 0.2;

export type TCockfightParams = { drawProbability: number; meronShare: number };
export type TCockfightWinner = 'meron' | 'wala' | 'draw';
export type TCockfightOutcome = { kind: 'cockfight'; winner: TCockfightWinner };

/** Two floats: P(draw) in [3%, 8%), then meron's share of the decisive fights in [50%, 70%). */
export function createCockfightParams(source: TFloatSource): TCockfightParams {
  return {
    drawProbability: MIN_DRAW + DRAW_SPREAD * source(),
    meronShare: MIN_MERON_SHARE + MERON_SHARE_SPREAD * source(),
  };
}

export function cockfightMarkets(params: TCockfightParams): TMarketModel[] {
  const { drawProbability, meronShare } = params;
  const decisive = 1 - drawProbability;
  return [
    {
      id: 'fight-result',
      selections: [
        { id: 'meron', probability: decisive * meronShare, refundProbability: drawProbability },
        { id: 'wala', probability: decisive * (1 - meronShare), refundProbability: drawProbability },
        { id: 'draw', probability: drawProbability, refundProbability: 0 },
      ],
    },
  ];
}

/** One float: [0, meron) meron, then wala, then draw, by the same probabilities the odds were priced on. */
export function playCockfightOutcome(source: TFloatSource, params: TCockfightParams): TCockfightOutcome {
  const float = source();
  const meron = (1 - params.drawProbability) * params.meronShare;
  const wala = (1 - params.drawProbability) * (1 - params.meronShare);
  const winner: TCockfightWinner = float < meron ? 'meron' : float < meron + wala ? 'wala' : 'draw';
  return { kind: 'cockfight', winner };
}

export function settleCockfight(outcome: TCockfightOutcome): Record<string, TMarketSettlement> {
  const refunded = outcome.winner === 'draw' ? ['meron', 'wala'] : [];
  return { 'fight-result': { winner: outcome.winner, refunded } };
}
