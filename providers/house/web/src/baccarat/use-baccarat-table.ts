import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TBaccaratDealAnswer, TBaccaratSpot } from '../../../src/service/api/api-contract.ts';
import { baccaratRoundCapCents } from '../../../src/service/api/game-registry.ts';
import { errorCodeOf, houseApi } from '../shared/house-api.ts';
import { parseCents, toDecimal } from '../shared/money.ts';
import { usePlay } from '../shared/play-context.tsx';
import type { TDealtCard } from './baccarat-hands.tsx';
import {
  addBead,
  betsToWire,
  chipRefusal,
  EMPTY_BETS,
  type TBead,
  type TBets,
  totalStake,
} from './baccarat-logic.ts';
import { animateDeal, type TRound } from './deal-animation.ts';

export type TPhase = 'betting' | 'dealing' | 'result';

/** A spot may hold up to the session's maximum bet; all spots of a deal together up to the table's round cap. */
function tableLimits(play: ReturnType<typeof usePlay>) {
  return {
    maxSpotCents: parseCents(play.session.limits.maxBet),
    maxRoundCents: BigInt(baccaratRoundCapCents(play.session.game.gameId)),
    balanceCents: play.balanceCents,
  };
}

/**
 * The table's state: the chips on the spots, the deal in progress, the last result and the bead road.
 * After a result the chips stay to show what they won; the next chip placed starts a fresh layout.
 */
export function useBaccaratTable() {
  const play = usePlay();
  const [bets, setBets] = useState<TBets>(EMPTY_BETS);
  const [lastBets, setLastBets] = useState<TBets | null>(null);
  const [phase, setPhase] = useState<TPhase>('betting');
  const [dealt, setDealt] = useState<TDealtCard[]>([]);
  const [round, setRound] = useState<TRound | null>(null);
  const [beads, setBeads] = useState<TBead[]>([]);
  const alive = useRef(new AbortController());
  useEffect(() => () => alive.current.abort(), []);

  const reset = useCallback((next: TBets, nextPhase: TPhase = 'betting') => {
    setPhase(nextPhase);
    setRound(null);
    setDealt([]);
    setBets(next);
  }, []);

  const place = (spot: TBaccaratSpot) => {
    const current = phase === 'result' ? EMPTY_BETS : bets;
    const refusal = chipRefusal(current, spot, play.betCents, tableLimits(play));
    if (refusal) return play.showError(refusal);
    reset({ ...current, [spot]: current[spot] + play.betCents });
  };

  const finish = (answer: TBaccaratDealAnswer) => {
    const { outcome, isPlayerPair, isBankerPair } = answer.round;
    setRound(answer.round);
    setLastBets(bets);
    setBeads((list) => addBead(list, { outcome, isPlayerPair, isBankerPair }));
    play.setBalance(answer.balance);
    setPhase('result');
  };

  const deal = async () => {
    const stake = totalStake(bets);
    if (stake === 0n || phase === 'dealing') return;
    if (stake > play.balanceCents) return play.showError('INSUFFICIENT_FUNDS');
    reset(bets, 'dealing');
    play.showStakeTaken(stake);
    let answer: TBaccaratDealAnswer;
    try {
      answer = await houseApi.deal(betsToWire(bets, toDecimal));
    } catch (error) {
      play.showStakeTaken(-stake);
      play.showError(errorCodeOf(error));
      setPhase('betting');
      return;
    }
    play.noteRoundPlayed(answer.round.nonce, { roundId: answer.round.roundId });
    await animateDeal(answer.round, setDealt, alive.current.signal);
    finish(answer);
  };

  const rebet = () => {
    if (lastBets && totalStake(lastBets) > play.balanceCents) return play.showError('INSUFFICIENT_FUNDS');
    if (lastBets) reset(lastBets);
  };

  const stake = useMemo(() => totalStake(bets), [bets]);
  const clear = () => reset(EMPTY_BETS);
  return { bets, lastBets, phase, dealt, round, beads, stake, place, deal, rebet, clear };
}
