import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { errorCodeOf, houseApi } from '../shared/house-api.ts';
import { t } from '../shared/i18n.ts';
import { formatCents, parseCents, toDecimal } from '../shared/money.ts';
import { usePlay } from '../shared/play-context.tsx';
import { potentialWinCents, randomClientSeed } from './events-logic.ts';
import type { TPick } from './match-card.tsx';

const STAKE_RE = /^\d{1,10}(\.\d{1,2})?$/;
const QUICK_STAKES = 5;
type TLimits = { min: bigint; max: bigint; step: bigint };

/** Why a typed stake cannot be placed, as a translation key, or null when it can. */
function stakeProblem(text: string, limits: TLimits, balance: bigint): string | null {
  if (!STAKE_RE.test(text)) return 'events.slip.badStake';
  const cents = parseCents(text);
  if (cents < limits.min || cents > limits.max) return 'events.slip.outOfLimits';
  if (cents % limits.step !== 0n) return 'events.slip.badStep';
  if (cents > balance) return 'errors.INSUFFICIENT_FUNDS';
  return null;
}

/** A few stakes around the chosen one, for one-tap changes. */
function nearbyLevels(levels: readonly bigint[], cents: bigint): readonly bigint[] {
  const index = Math.max(0, levels.indexOf(cents));
  const start = Math.max(0, Math.min(levels.length - QUICK_STAKES, index - 2));
  return levels.slice(start, start + QUICK_STAKES);
}

/** The slip's stake, its checks against the limits and the balance, and placing the bet. */
function usePlaceBet(pick: TPick | null, onPlaced: () => void) {
  const play = usePlay();
  const [stakeText, setStakeText] = useState(() => toDecimal(play.betCents));
  const [isPlacing, setPlacing] = useState(false);
  const [isPlaced, setPlaced] = useState(false);
  useEffect(() => setStakeText(toDecimal(play.betCents)), [play.betCents]);
  const { limits: wire } = play.session;
  const limits = {
    min: parseCents(wire.minBet),
    max: parseCents(wire.maxBet),
    step: parseCents(wire.betStep),
  };
  const problem = stakeProblem(stakeText, limits, play.balanceCents);
  const stakeCents = problem === null ? parseCents(stakeText) : 0n;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pick === null || problem !== null || isPlacing) return;
    setPlacing(true);
    try {
      const { matchId, market, selection } = pick;
      const answer = await houseApi.placeBet({
        matchId,
        market,
        selection,
        stake: toDecimal(stakeCents),
        clientSeed: randomClientSeed(),
      });
      play.setBalance(answer.balance);
      setPlaced(true);
      onPlaced();
    } catch (error) {
      play.showError(errorCodeOf(error));
    } finally {
      setPlacing(false);
    }
  };
  return { stakeText, setStakeText, isPlacing, isPlaced, limits, problem, stakeCents, submit };
}

function PickSummary({ pick }: { pick: TPick }): ReactNode {
  return (
    <div className="slip-pick">
      <span className="slip-match">{pick.matchLabel}</span>
      <span className="slip-market">{t(`events.markets.${pick.market}`)}</span>
      <span className="slip-selection">
        {pick.label} <b>@ {pick.odds}</b>
      </span>
    </div>
  );
}

export function BetSlip({
  pick,
  onClear,
  onPlaced,
}: {
  pick: TPick | null;
  onClear: () => void;
  onPlaced: () => void;
}): ReactNode {
  const { betLevels, betCents } = usePlay();
  const slip = usePlaceBet(pick, onPlaced);
  if (pick === null) {
    return (
      <section className="bet-slip is-empty">
        <h3>{t('events.slip.title')}</h3>
        <p className="hint">{t('events.slip.empty')}</p>
      </section>
    );
  }
  const { limits, problem } = slip;
  return (
    <form className="bet-slip" onSubmit={slip.submit}>
      <div className="slip-head">
        <h3>{t('events.slip.title')}</h3>
        <button type="button" className="icon-close" aria-label={t('shell.close')} onClick={onClear}>
          ×
        </button>
      </div>
      <PickSummary pick={pick} />
      <label className="field">
        <span>{t('events.slip.stake')}</span>
        <input
          inputMode="decimal"
          value={slip.stakeText}
          maxLength={13}
          onChange={(event) => slip.setStakeText(event.target.value.trim())}
        />
      </label>
      <div className="quick-stakes">
        {nearbyLevels(betLevels, betCents).map((level) => (
          <button type="button" key={level.toString()} onClick={() => slip.setStakeText(toDecimal(level))}>
            {formatCents(level)}
          </button>
        ))}
      </div>
      <div className="slip-return">
        <span>{t('events.slip.potentialWin')}</span>
        <b>{formatCents(potentialWinCents(slip.stakeCents, pick.odds))}</b>
      </div>
      {problem ? (
        <p className="hint is-problem">
          {t(problem, {
            min: formatCents(limits.min),
            max: formatCents(limits.max),
            step: formatCents(limits.step),
          })}
        </p>
      ) : null}
      {slip.isPlaced ? <p className="notice">{t('events.slip.placed')}</p> : null}
      <button type="submit" className="primary-button" disabled={problem !== null || slip.isPlacing}>
        {slip.isPlacing ? t('events.slip.placing') : t('events.slip.place')}
      </button>
    </form>
  );
}
