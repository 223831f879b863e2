import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TBaccaratDealAnswer, TBaccaratSpot, TCard } from '../../../src/service/api/api-contract.ts';
import { BACCARAT_MAX_ROUND_STAKE_CENTS } from '../../../src/service/api/game-registry.ts';
import { Chip } from '../shared/chip.tsx';
import { errorCodeOf, houseApi } from '../shared/house-api.ts';
import { t } from '../shared/i18n.ts';
import { formatCents, parseCents, toDecimal } from '../shared/money.ts';
import { usePlay } from '../shared/play-context.tsx';
import { wait } from '../shared/use-count-up.ts';
import { BaccaratHands, type TDealtCard } from './baccarat-hands.tsx';
import {
  addBead,
  betsToWire,
  chipRack,
  chipRefusal,
  EMPTY_BETS,
  type TBead,
  type TBets,
  totalStake,
} from './baccarat-logic.ts';
import { BaccaratSpots } from './baccarat-spots.tsx';
import { BeadRoad } from './bead-road.tsx';
import './baccarat.css';

type TPhase = 'betting' | 'dealing' | 'result';
type TRound = TBaccaratDealAnswer['round'];

/** Deals the round's cards in table order and turns them over, as a dealer would. */
async function animateDeal(round: TRound, setDealt: (cards: TDealtCard[]) => void, signal: AbortSignal) {
  const cards: TDealtCard[] = [];
  const push = async (card: TCard, side: 'player' | 'banker', slot: number, pauseMs: number) => {
    cards.push({ card, side, slot, isFaceUp: false });
    setDealt([...cards]);
    await wait(pauseMs, signal);
  };
  const flip = async (side: 'player' | 'banker', slots: number[], pauseMs: number) => {
    for (const card of cards) if (card.side === side && slots.includes(card.slot)) card.isFaceUp = true;
    setDealt(cards.map((card) => ({ ...card })));
    await wait(pauseMs, signal);
  };
  await push(round.playerCards[0]!, 'player', 0, 280);
  await push(round.bankerCards[0]!, 'banker', 0, 280);
  await push(round.playerCards[1]!, 'player', 1, 280);
  await push(round.bankerCards[1]!, 'banker', 1, 450);
  await flip('player', [0, 1], 650);
  await flip('banker', [0, 1], 750);
  if (round.playerCards[2]) {
    await push(round.playerCards[2], 'player', 2, 450);
    await flip('player', [2], 650);
  }
  if (round.bankerCards[2]) {
    await push(round.bankerCards[2], 'banker', 2, 450);
    await flip('banker', [2], 650);
  }
}

function payoutsOf(round: TRound): Partial<Record<TBaccaratSpot, bigint>> {
  const payouts: Partial<Record<TBaccaratSpot, bigint>> = {};
  for (const [spot, amount] of Object.entries(round.payouts))
    if (amount !== undefined) payouts[spot as TBaccaratSpot] = parseCents(amount);
  return payouts;
}

export function BaccaratGame(): ReactNode {
  const play = usePlay();
  const [bets, setBets] = useState<TBets>(EMPTY_BETS);
  const [lastBets, setLastBets] = useState<TBets | null>(null);
  const [phase, setPhase] = useState<TPhase>('betting');
  const [dealt, setDealt] = useState<TDealtCard[]>([]);
  const [round, setRound] = useState<TRound | null>(null);
  const [beads, setBeads] = useState<TBead[]>([]);
  const alive = useRef(new AbortController());
  useEffect(() => () => alive.current.abort(), []);
  const rack = useMemo(() => chipRack(play.betLevels), [play.betLevels]);
  const chipIndex = useCallback(
    (cents: bigint) =>
      Math.max(
        0,
        rack.findLastIndex((chip) => chip <= cents),
      ),
    [rack],
  );

  const startNewBets = useCallback((): TBets => {
    if (phase !== 'result') return bets;
    setPhase('betting');
    setRound(null);
    setDealt([]);
    setBets(EMPTY_BETS);
    return EMPTY_BETS;
  }, [phase, bets]);

  const place = (spot: TBaccaratSpot) => {
    const current = startNewBets();
    const refusal = chipRefusal(current, spot, play.betCents, {
      maxSpotCents: parseCents(play.session.limits.maxBet),
      maxRoundCents: BigInt(BACCARAT_MAX_ROUND_STAKE_CENTS),
      balanceCents: play.balanceCents,
    });
    if (refusal) return play.showError(refusal);
    setBets({ ...current, [spot]: current[spot] + play.betCents });
  };

  const deal = async () => {
    const stake = totalStake(bets);
    if (stake === 0n || phase === 'dealing') return;
    if (stake > play.balanceCents) return play.showError('INSUFFICIENT_FUNDS');
    setPhase('dealing');
    setRound(null);
    setDealt([]);
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
    play.noteRoundPlayed(answer.round.nonce, {});
    await animateDeal(answer.round, setDealt, alive.current.signal);
    setRound(answer.round);
    setLastBets(bets);
    const { outcome, isPlayerPair, isBankerPair } = answer.round;
    setBeads((list) => addBead(list, { outcome, isPlayerPair, isBankerPair }));
    play.setBalance(answer.balance);
    setPhase('result');
  };

  const rebet = () => {
    if (!lastBets) return;
    if (totalStake(lastBets) > play.balanceCents) return play.showError('INSUFFICIENT_FUNDS');
    setPhase('betting');
    setRound(null);
    setDealt([]);
    setBets(lastBets);
  };

  const stake = totalStake(bets);
  return (
    <div className="baccarat-game">
      <div className="felt">
        <div className="table-arc">{t('baccarat.tableRule')}</div>
        <BaccaratHands dealt={dealt} winner={round?.outcome ?? null} />
        <div className="outcome-row">
          {round ? (
            <OutcomeBanner round={round} />
          ) : (
            <span className="outcome-idle">
              {t(phase === 'dealing' ? 'baccarat.dealing' : 'baccarat.placeBets')}
            </span>
          )}
        </div>
        <BaccaratSpots
          bets={bets}
          payouts={round ? payoutsOf(round) : null}
          chipIndex={chipIndex}
          isLocked={phase === 'dealing'}
          onPlace={place}
        />
      </div>
      <div className="bac-controls">
        <fieldset className="chip-rack">
          <legend className="sr-only">{t('shell.betChip')}</legend>
          {rack.map((chip, index) => (
            <button
              type="button"
              aria-pressed={chip === play.betCents}
              key={chip.toString()}
              className={`rack-chip${chip === play.betCents ? ' is-selected' : ''}`}
              onClick={() => play.setBetCents(chip)}
            >
              <Chip cents={chip} colourIndex={index} size={46} />
            </button>
          ))}
        </fieldset>
        <div className="bac-actions">
          <span className="stake-total">
            {t('baccarat.totalStake')} <b>{formatCents(stake)}</b>
          </span>
          <button
            type="button"
            className="ghost-button"
            disabled={phase === 'dealing' || stake === 0n}
            onClick={() => {
              setBets(EMPTY_BETS);
              setRound(null);
              setDealt([]);
              setPhase('betting');
            }}
          >
            {t('baccarat.clear')}
          </button>
          <button
            type="button"
            className="ghost-button"
            disabled={phase === 'dealing' || lastBets === null}
            onClick={rebet}
          >
            {t('baccarat.rebet')}
          </button>
          <button
            type="button"
            className="primary-button deal-button"
            disabled={phase === 'dealing' || stake === 0n}
            onClick={() => void deal()}
          >
            {phase === 'dealing' ? t('baccarat.dealing') : t('baccarat.deal')}
          </button>
        </div>
      </div>
      <BeadRoad beads={beads} />
    </div>
  );
}

function OutcomeBanner({ round }: { round: TRound }): ReactNode {
  const win = parseCents(round.totalWin);
  return (
    <div className={`outcome-banner is-${round.outcome}`} role="status">
      <span className="outcome-title">{t(`baccarat.outcome.${round.outcome}`)}</span>
      <span className="outcome-score">
        {round.playerTotal} : {round.bankerTotal}
      </span>
      {win > 0n ? (
        <span className="outcome-win">{t('baccarat.youWin', { amount: formatCents(win) })}</span>
      ) : null}
    </div>
  );
}
