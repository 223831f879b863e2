import type { ReactNode } from 'react';
import type { TCard } from '../../../src/service/api/api-contract.ts';
import { t } from '../shared/i18n.ts';
import { handPoints } from './baccarat-logic.ts';
import { CardBack, PlayingCard } from './playing-card.tsx';

export type TDealtCard = { card: TCard; side: 'player' | 'banker'; slot: number; isFaceUp: boolean };

function CardView({ dealt }: { dealt: TDealtCard }): ReactNode {
  return (
    <div className={`card${dealt.isFaceUp ? ' is-face-up' : ''}${dealt.slot === 2 ? ' is-third' : ''}`}>
      <div className="card-face card-back">
        <CardBack />
      </div>
      <div className="card-face card-front">
        <PlayingCard rank={dealt.card.rank} suit={dealt.card.suit} />
      </div>
    </div>
  );
}

function Hand({
  side,
  cards,
  isWinner,
}: {
  side: 'player' | 'banker';
  cards: TDealtCard[];
  isWinner: boolean;
}): ReactNode {
  const shown = cards.filter((card) => card.isFaceUp).map((card) => card.card);
  return (
    <div className={`hand is-${side}${isWinner ? ' is-winner' : ''}`}>
      <div className="hand-head">
        <span className="hand-name">{t(`baccarat.spots.${side}`)}</span>
        <span className={`hand-total${shown.length > 0 ? ' is-shown' : ''}`}>
          {shown.length > 0 ? handPoints(shown) : '–'}
        </span>
      </div>
      <div className="hand-cards">
        {[0, 1, 2].map((slot) => {
          const dealt = cards.find((card) => card.slot === slot);
          return (
            <div className={`card-slot${slot === 2 ? ' is-third' : ''}`} key={slot}>
              {dealt ? <CardView dealt={dealt} /> : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}

export function BaccaratHands({
  dealt,
  winner,
}: {
  dealt: TDealtCard[];
  winner: 'player' | 'banker' | 'tie' | null;
}): ReactNode {
  return (
    <div className="hands">
      <Hand
        side="player"
        cards={dealt.filter((card) => card.side === 'player')}
        isWinner={winner === 'player'}
      />
      <div className="hands-vs">{t('baccarat.vs')}</div>
      <Hand
        side="banker"
        cards={dealt.filter((card) => card.side === 'banker')}
        isWinner={winner === 'banker'}
      />
    </div>
  );
}
