import { type ReactNode, useCallback, useMemo } from 'react';
import { Chip } from '../shared/chip.tsx';
import { t } from '../shared/i18n.ts';
import { formatCents, parseCents } from '../shared/money.ts';
import { usePlay } from '../shared/play-context.tsx';
import { BaccaratHands } from './baccarat-hands.tsx';
import { chipRack } from './baccarat-logic.ts';
import { BaccaratSpots } from './baccarat-spots.tsx';
import { BeadRoad } from './bead-road.tsx';
import { payoutsOf, type TRound } from './deal-animation.ts';
import { useBaccaratTable } from './use-baccarat-table.ts';
import './baccarat.css';

export function BaccaratGame(): ReactNode {
  const play = usePlay();
  const table = useBaccaratTable();
  const rack = useMemo(() => chipRack(play.betLevels), [play.betLevels]);
  const chipIndex = useCallback(
    (cents: bigint) =>
      Math.max(
        0,
        rack.findLastIndex((chip) => chip <= cents),
      ),
    [rack],
  );
  const { round, phase } = table;
  return (
    <div className="baccarat-game">
      <div className="felt">
        <div className="table-arc">{t('baccarat.tableRule')}</div>
        <div className="deal-zone">
          <BaccaratHands dealt={table.dealt} winner={round?.outcome ?? null} />
          <div className="outcome-row">
            {round ? (
              <OutcomeBanner round={round} />
            ) : (
              <span className="outcome-idle">
                {t(phase === 'dealing' ? 'baccarat.dealing' : 'baccarat.placeBets')}
              </span>
            )}
          </div>
        </div>
        <BaccaratSpots
          bets={table.bets}
          payouts={round ? payoutsOf(round) : null}
          chipIndex={chipIndex}
          isLocked={phase === 'dealing'}
          onPlace={table.place}
        />
      </div>
      <div className="bac-dock">
        <div className="bac-controls">
          <ChipRack rack={rack} />
          <TableActions table={table} />
        </div>
        <BeadRoad beads={table.beads} />
      </div>
    </div>
  );
}

function ChipRack({ rack }: { rack: readonly bigint[] }): ReactNode {
  const { betCents, setBetCents } = usePlay();
  return (
    <fieldset className="chip-rack">
      <legend className="sr-only">{t('shell.betChip')}</legend>
      {rack.map((chip, index) => (
        <button
          type="button"
          aria-pressed={chip === betCents}
          key={chip.toString()}
          className={`rack-chip${chip === betCents ? ' is-selected' : ''}`}
          onClick={() => setBetCents(chip)}
        >
          <Chip cents={chip} colourIndex={index} size={46} />
        </button>
      ))}
    </fieldset>
  );
}

function TableActions({ table }: { table: ReturnType<typeof useBaccaratTable> }): ReactNode {
  const isDealing = table.phase === 'dealing';
  return (
    <div className="bac-actions">
      <span className="stake-total">
        {t('baccarat.totalStake')} <b>{formatCents(table.stake)}</b>
      </span>
      <button
        type="button"
        className="ghost-button"
        disabled={isDealing || table.stake === 0n}
        onClick={table.clear}
      >
        {t('baccarat.clear')}
      </button>
      <button
        type="button"
        className="ghost-button"
        disabled={isDealing || table.lastBets === null}
        onClick={table.rebet}
      >
        {t('baccarat.rebet')}
      </button>
      <button
        type="button"
        className="primary-button deal-button"
        disabled={isDealing || table.stake === 0n}
        onClick={() => void table.deal()}
      >
        {isDealing ? t('baccarat.dealing') : t('baccarat.deal')}
      </button>
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
