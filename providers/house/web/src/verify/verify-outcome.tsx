import type { ReactNode } from 'react';
import type { TSlotSpin, TVerifyAnswer } from '../../../src/service/api/api-contract.ts';
import { PlayingCard } from '../baccarat/playing-card.tsx';
import { FishPortrait } from '../fish/fish-guide.tsx';
import { t } from '../shared/i18n.ts';
import { formatCents, parseCents } from '../shared/money.ts';
import { SlotSprite, SlotSymbolIcon } from '../slot/slot-art.tsx';

type TOutcome = TVerifyAnswer['outcome'];

function SpinGrid({ spin, title }: { spin: TSlotSpin; title: string }): ReactNode {
  return (
    <figure className="spin-grid">
      <figcaption>
        {title} · {t('verify.stops')} [{spin.stops.join(', ')}] · {t('slot.win')}{' '}
        <b>{formatCents(parseCents(spin.win))}</b>
      </figcaption>
      <div className="mini-window">
        {[0, 1, 2].map((row) =>
          spin.window.map((column, reel) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed 5×3 window
            <SlotSymbolIcon key={`${reel}-${row}`} symbol={column[row]!} className="mini-symbol" />
          )),
        )}
      </div>
      {spin.lineWins.length > 0 || spin.scatterCount >= 3 ? (
        <ul className="win-list">
          {spin.lineWins.map((win) => (
            <li key={win.lineIndex}>
              {t('slot.lineWin', {
                line: win.lineIndex + 1,
                count: win.count,
                symbol: t(`slot.symbols.${win.symbol}`),
                amount: formatCents(parseCents(win.win)),
              })}
            </li>
          ))}
          {parseCents(spin.scatterWin) > 0n ? (
            <li>
              {t('slot.scatterWin', {
                count: spin.scatterCount,
                amount: formatCents(parseCents(spin.scatterWin)),
              })}
            </li>
          ) : null}
        </ul>
      ) : null}
    </figure>
  );
}

function SlotOutcome({ outcome }: { outcome: Extract<TOutcome, { kind: 'slot' }> }): ReactNode {
  const { round } = outcome;
  return (
    <div className="outcome-slot">
      <SlotSprite />
      <p>
        {t('verify.slotSummary', {
          bet: formatCents(parseCents(round.bet)),
          win: formatCents(parseCents(round.totalWin)),
          free: round.freeSpins.length,
        })}
      </p>
      <SpinGrid spin={round.baseSpin} title={t('verify.baseSpin')} />
      {round.freeSpins.map((spin, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: free spins are an ordered, fixed list
        <SpinGrid key={index} spin={spin} title={t('verify.freeSpin', { n: index + 1 })} />
      ))}
    </div>
  );
}

function BaccaratOutcome({ outcome }: { outcome: Extract<TOutcome, { kind: 'baccarat' }> }): ReactNode {
  const { round } = outcome;
  const hand = (side: 'player' | 'banker', cards: typeof round.playerCards, total: number) => (
    <div className={`verify-hand is-${side}`}>
      <b>
        {t(`baccarat.spots.${side}`)} · {total}
      </b>
      <div className="verify-cards">
        {cards.map((card, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: dealing order
          <PlayingCard key={index} rank={card.rank} suit={card.suit} />
        ))}
      </div>
    </div>
  );
  return (
    <div className="outcome-baccarat">
      <div className="verify-hands">
        {hand('player', round.playerCards, round.playerTotal)}
        {hand('banker', round.bankerCards, round.bankerTotal)}
      </div>
      <p className="verify-verdict">
        {t(`baccarat.outcome.${round.outcome}`)}
        {round.isPlayerPair ? ` · ${t('baccarat.spots.playerPair')}` : ''}
        {round.isBankerPair ? ` · ${t('baccarat.spots.bankerPair')}` : ''}
      </p>
    </div>
  );
}

function EventsOutcome({ outcome }: { outcome: Extract<TOutcome, { kind: 'events' }> }): ReactNode {
  const { markets, result } = outcome.round;
  const score = result.score;
  const scoreText =
    score.kind === 'football'
      ? `${score.homeGoals} : ${score.awayGoals}`
      : score.kind === 'esports'
        ? score.mapWinners
            .map(
              (winner, index) => `${t('events.map', { n: index + 1 })}: ${t(`events.selections.${winner}`)}`,
            )
            .join(' · ')
        : t(`events.selections.${score.winner}`);
  return (
    <div className="outcome-events">
      <p className="verify-verdict">{scoreText}</p>
      <table className="doc-table">
        <tbody>
          {markets.map((market) => (
            <tr key={market.market}>
              <th>{t(`events.markets.${market.market}`)}</th>
              {market.selections.map((selection) => (
                <td
                  key={selection.selection}
                  className={result.winners[market.market] === selection.selection ? 'is-winner' : ''}
                >
                  {t(`events.selections.${selection.selection}`)} @ {selection.odds}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function VerifyOutcome({ outcome }: { outcome: TOutcome }): ReactNode {
  switch (outcome.kind) {
    case 'slot':
      return <SlotOutcome outcome={outcome} />;
    case 'fish': {
      const { round } = outcome;
      return (
        <div className="outcome-fish">
          <FishPortrait species={round.species} size={96} />
          <p className="verify-verdict">
            {t(`house.fish.species.${round.species}`)} ·{' '}
            {round.hit
              ? t('verify.fishHit', { multiplier: round.multiplier, win: formatCents(parseCents(round.win)) })
              : t('verify.fishMiss')}
          </p>
        </div>
      );
    }
    case 'baccarat':
      return <BaccaratOutcome outcome={outcome} />;
    case 'events':
      return <EventsOutcome outcome={outcome} />;
  }
}
