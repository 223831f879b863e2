import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { errorCodeOf, houseApi } from '../shared/house-api.ts';
import { t } from '../shared/i18n.ts';
import { formatCents, parseCents, toDecimal } from '../shared/money.ts';
import { usePlay } from '../shared/play-context.tsx';
import { potentialWinCents } from './events-logic.ts';
import type { TPick } from './match-card.tsx';

const STAKE_RE = /^\d{1,10}(\.\d{1,2})?$/;

/** Why a typed stake cannot be placed, as a translation key, or null when it can. */
function stakeProblem(
  text: string,
  limits: { min: bigint; max: bigint; step: bigint },
  balance: bigint,
): string | null {
  if (!STAKE_RE.test(text)) return 'events.slip.badStake';
  const cents = parseCents(text);
  if (cents < limits.min || cents > limits.max) return 'events.slip.outOfLimits';
  if (cents % limits.step !== 0n) return 'events.slip.badStep';
  if (cents > balance) return 'errors.INSUFFICIENT_FUNDS';
  return null;
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
  const play = usePlay();
  const [stakeText, setStakeText] = useState(() => toDecimal(play.betCents));
  const [isPlacing, setPlacing] = useState(false);
  const [placedId, setPlacedId] = useState<string | null>(null);
  useEffect(() => setStakeText(toDecimal(play.betCents)), [play.betCents]);
  const limits = {
    min: parseCents(play.session.limits.minBet),
    max: parseCents(play.session.limits.maxBet),
    step: parseCents(play.session.limits.betStep),
  };
  const problem = stakeProblem(stakeText, limits, play.balanceCents);
  const stakeCents = problem === null ? parseCents(stakeText) : 0n;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pick === null || problem !== null || isPlacing) return;
    setPlacing(true);
    try {
      const answer = await houseApi.placeBet({
        matchId: pick.matchId,
        market: pick.market,
        selection: pick.selection,
        stake: toDecimal(stakeCents),
      });
      play.setBalance(answer.balance);
      setPlacedId(answer.bet.betId);
      onPlaced();
    } catch (error) {
      play.showError(errorCodeOf(error));
    } finally {
      setPlacing(false);
    }
  };

  if (pick === null) {
    return (
      <section className="bet-slip is-empty">
        <h3>{t('events.slip.title')}</h3>
        <p className="hint">{t('events.slip.empty')}</p>
      </section>
    );
  }
  return (
    <form className="bet-slip" onSubmit={submit}>
      <div className="slip-head">
        <h3>{t('events.slip.title')}</h3>
        <button type="button" className="icon-close" aria-label={t('shell.close')} onClick={onClear}>
          ×
        </button>
      </div>
      <div className="slip-pick">
        <span className="slip-match">{pick.matchLabel}</span>
        <span className="slip-market">{t(`events.markets.${pick.market}`)}</span>
        <span className="slip-selection">
          {pick.label} <b>@ {pick.odds}</b>
        </span>
      </div>
      <label className="field">
        <span>{t('events.slip.stake')}</span>
        <input
          inputMode="decimal"
          value={stakeText}
          maxLength={13}
          onChange={(event) => setStakeText(event.target.value.trim())}
        />
      </label>
      <div className="quick-stakes">
        {play.betLevels.slice(0, 5).map((level) => (
          <button type="button" key={level.toString()} onClick={() => setStakeText(toDecimal(level))}>
            {formatCents(level)}
          </button>
        ))}
      </div>
      <div className="slip-return">
        <span>{t('events.slip.potentialWin')}</span>
        <b>{formatCents(potentialWinCents(stakeCents, pick.odds))}</b>
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
      {placedId ? <p className="notice">{t('events.slip.placed')}</p> : null}
      <button type="submit" className="primary-button" disabled={problem !== null || isPlacing}>
        {isPlacing ? t('events.slip.placing') : t('events.slip.place')}
      </button>
    </form>
  );
}
