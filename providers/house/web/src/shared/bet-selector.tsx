import { type ReactNode, useEffect, useRef, useState } from 'react';
import { t } from './i18n.ts';
import { formatCents } from './money.ts';
import { usePlay } from './play-context.tsx';

/** − value + with a list of every level; the levels come from the session's limits (bet-levels.ts). */
export function BetSelector({ label }: { label: string }): ReactNode {
  const { betLevels, betCents, setBetCents } = usePlay();
  const [isOpen, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const index = betLevels.indexOf(betCents);
  const step = (delta: number) => {
    const next = betLevels[Math.max(0, Math.min(betLevels.length - 1, index + delta))];
    if (next !== undefined) setBetCents(next);
  };
  useEffect(() => {
    if (!isOpen) return;
    const close = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('pointerdown', close);
    return () => window.removeEventListener('pointerdown', close);
  }, [isOpen]);
  return (
    <div className="bet-selector" ref={box}>
      <span className="bet-label">{label}</span>
      <div className="bet-stepper">
        <button type="button" aria-label={t('shell.betDown')} disabled={index <= 0} onClick={() => step(-1)}>
          −
        </button>
        <button
          type="button"
          className="bet-value"
          aria-haspopup="listbox"
          aria-expanded={isOpen}
          onClick={() => setOpen(!isOpen)}
        >
          {formatCents(betCents)}
        </button>
        <button
          type="button"
          aria-label={t('shell.betUp')}
          disabled={index >= betLevels.length - 1}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      {isOpen ? (
        <div className="bet-menu" role="listbox" aria-label={label}>
          {betLevels.map((level) => (
            <button
              type="button"
              role="option"
              aria-selected={level === betCents}
              key={level.toString()}
              onClick={() => {
                setBetCents(level);
                setOpen(false);
              }}
            >
              {formatCents(level)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
