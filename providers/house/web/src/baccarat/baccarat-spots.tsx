import type { ReactNode } from 'react';
import { BACCARAT_PAYS } from '../../../src/games/baccarat/baccarat-rules.ts';
import type { TBaccaratSpot } from '../../../src/service/api/api-contract.ts';
import { Chip } from '../shared/chip.tsx';
import { t } from '../shared/i18n.ts';
import { formatCents } from '../shared/money.ts';
import type { TBets } from './baccarat-logic.ts';

/** The API's spot names and the math module's bet names differ only in case style. */
const PAYS_KEY: Record<TBaccaratSpot, keyof typeof BACCARAT_PAYS> = {
  player: 'player',
  banker: 'banker',
  tie: 'tie',
  playerPair: 'player-pair',
  bankerPair: 'banker-pair',
};
const LAYOUT: TBaccaratSpot[] = ['playerPair', 'tie', 'bankerPair', 'player', 'banker'];

export function payLabel(spot: TBaccaratSpot): string {
  const { numerator, denominator } = BACCARAT_PAYS[PAYS_KEY[spot]];
  return denominator === 1 ? `${numerator}:1` : `${(numerator / denominator).toFixed(2)}:1`;
}

type TProps = {
  bets: TBets;
  payouts: Partial<Record<TBaccaratSpot, bigint>> | null;
  chipIndex: (cents: bigint) => number;
  isLocked: boolean;
  onPlace: (spot: TBaccaratSpot) => void;
};

export function BaccaratSpots({ bets, payouts, chipIndex, isLocked, onPlace }: TProps): ReactNode {
  return (
    <div className="spots">
      {LAYOUT.map((spot) => {
        const stake = bets[spot];
        const payout = payouts?.[spot];
        const state =
          payout === undefined ? '' : payout > stake ? ' is-won' : payout === stake ? ' is-push' : ' is-lost';
        return (
          <button
            type="button"
            key={spot}
            className={`spot spot-${spot}${state}`}
            disabled={isLocked}
            onClick={() => onPlace(spot)}
          >
            <span className="spot-body">
              <span className="spot-label">
                <span className="spot-name">{t(`baccarat.spots.${spot}`)}</span>
                <span className="spot-pay">{payLabel(spot)}</span>
              </span>
              <SpotBet stake={stake} payout={payout} colourIndex={chipIndex(stake)} />
            </span>
          </button>
        );
      })}
    </div>
  );
}

/**
 * The chip on a spot and what it paid. It has a box of its own beside (wide spots) or under (narrow
 * spots) the name and odds, so a chip never covers them.
 */
function SpotBet({
  stake,
  payout,
  colourIndex,
}: {
  stake: bigint;
  payout: bigint | undefined;
  colourIndex: number;
}): ReactNode {
  const isPaid = payout !== undefined && payout > 0n;
  return (
    <span className={`spot-bet${isPaid ? ' has-payout' : ''}`}>
      {stake > 0n ? (
        <span className="spot-stake">
          <Chip cents={stake} colourIndex={colourIndex} size={30} />
          <span className="stake-amount">{formatCents(stake)}</span>
        </span>
      ) : null}
      {isPaid && payout > stake ? <span className="spot-payout">+{formatCents(payout)}</span> : null}
      {isPaid && payout === stake ? (
        <span className="spot-push">{t('baccarat.returned', { amount: formatCents(payout) })}</span>
      ) : null}
    </span>
  );
}
