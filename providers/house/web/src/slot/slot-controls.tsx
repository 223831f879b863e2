import { type ReactNode, useState } from 'react';
import { PAYLINES } from '../../../src/games/slot/slot-symbols.ts';
import { t } from '../shared/i18n.ts';
import { formatCents } from '../shared/money.ts';
import { useCountUp } from '../shared/use-count-up.ts';
import type { TFeatureState } from './use-slot-presentation.ts';

/** Autoplay choices; the player can stop at any time, and a feature or a failure stops it. */
export const AUTOPLAY_COUNTS = [10, 25, 50, 100] as const;

type TProps = {
  isBusy: boolean;
  winCents: bigint;
  feature: TFeatureState | null;
  autoplayLeft: number | null;
  onSpin: () => void;
  onAutoplay: (count: number | null) => void;
};

function WinMeter({ winCents, feature }: { winCents: bigint; feature: TFeatureState | null }): ReactNode {
  const shown = useCountUp(winCents);
  return (
    <div className={`win-meter${winCents > 0n ? ' has-win' : ''}`}>
      <span className="meter-label">{feature ? t('slot.featureWin') : t('slot.win')}</span>
      <span className="meter-value">{formatCents(feature ? feature.winCents : shown)}</span>
    </div>
  );
}

function SpinIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true">
      <path
        d="M20 12a8 8 0 1 1-2.34-5.66"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <path
        d="M20 4v5h-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function AutoplayButton({
  left,
  onAutoplay,
  isBusy,
}: {
  left: number | null;
  onAutoplay: TProps['onAutoplay'];
  isBusy: boolean;
}) {
  const [isOpen, setOpen] = useState(false);
  if (left !== null) {
    return (
      <button type="button" className="ctl-button is-active" onClick={() => onAutoplay(null)}>
        {t('slot.autoplayStop', { left })}
      </button>
    );
  }
  return (
    <div className="autoplay">
      <button
        type="button"
        className="ctl-button"
        aria-expanded={isOpen}
        disabled={isBusy}
        onClick={() => setOpen(!isOpen)}
      >
        {t('slot.autoplay')}
      </button>
      {isOpen ? (
        <div className="autoplay-menu" role="menu">
          {AUTOPLAY_COUNTS.map((count) => (
            <button
              key={count}
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                onAutoplay(count);
              }}
            >
              {count}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

export function SlotControls({
  isBusy,
  winCents,
  feature,
  autoplayLeft,
  onSpin,
  onAutoplay,
}: TProps): ReactNode {
  return (
    <div className="slot-controls">
      <WinMeter winCents={winCents} feature={feature} />
      <button
        type="button"
        className={`spin-button${isBusy ? ' is-busy' : ''}`}
        onClick={onSpin}
        disabled={isBusy || autoplayLeft !== null}
        aria-label={t('slot.spin')}
      >
        <SpinIcon />
        <span>{t('slot.spin')}</span>
      </button>
      <div className="slot-side">
        <AutoplayButton left={autoplayLeft} onAutoplay={onAutoplay} isBusy={isBusy} />
        <span className="lines-note">{t('slot.lines', { count: PAYLINES.length })}</span>
      </div>
    </div>
  );
}
