import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { FREE_SPINS, PAYLINES } from '../../../src/games/slot/slot-symbols.ts';
import { t } from '../shared/i18n.ts';
import { useElementSize } from '../shared/use-element-size.ts';
import { SlotSprite } from './slot-art.tsx';
import { SlotBanner } from './slot-banner.tsx';
import { SlotControls } from './slot-controls.tsx';
import { SlotReels, type TCellSize, type TReelsHandle } from './slot-reels.tsx';
import { useSlotPresentation } from './use-slot-presentation.ts';
import { type TRoundResult, useSlotRound } from './use-slot-round.ts';
import './slot.css';

/** The idle reels before the first spin: a calm, varied window (stop 5 of every strip). */
const IDLE_STOPS = [5, 5, 5, 5, 5] as const;
const AUTOPLAY_PAUSE_MS = 450;

/**
 * Square cells as large as fit (at most 150 px); when the width is what limits them (a phone held
 * upright), the cells grow taller, up to 1.3 × their width, to use the height the screen has.
 */
export function cellSizeFor(width: number, height: number): TCellSize {
  const byWidth = (width - 24) / 5;
  const byHeight = (height - 130) / 3;
  const side = Math.max(52, Math.min(150, Math.floor(Math.min(byWidth, byHeight))));
  const tall = byWidth < byHeight ? Math.floor(Math.min(byHeight, side * 1.3)) : side;
  return { width: side, height: Math.max(side, tall) };
}

export function SlotGame(): ReactNode {
  const reels = useRef<TReelsHandle>(null);
  const [stageRef, stageSize] = useElementSize<HTMLDivElement>();
  const [isBusy, setBusy] = useState(false);
  const [autoplayLeft, setAutoplayLeft] = useState<number | null>(null);
  const isAutoplaying = useRef(false);
  isAutoplaying.current = autoplayLeft !== null;
  const show = useSlotPresentation(reels);
  const playRound = useSlotRound(reels, show, isAutoplaying, IDLE_STOPS);

  const spinOnce = useCallback(async (): Promise<TRoundResult | undefined> => {
    if (isBusy) return;
    setBusy(true);
    const result = await playRound();
    setBusy(false);
    return result;
  }, [isBusy, playRound]);
  useAutoplay(autoplayLeft, setAutoplayLeft, isBusy, spinOnce);
  useSpaceToSpin(spinOnce, isBusy);

  const idleCaption = t('slot.idleCaption', {
    lines: PAYLINES.length,
    scatters: FREE_SPINS.minScatters,
    spins: FREE_SPINS.award,
  });
  const { feature } = show;
  return (
    <div className={`slot-game${feature ? ' is-feature' : ''}`}>
      <SlotSprite />
      <div className="slot-stage" ref={stageRef}>
        <div className="slot-machine">
          <div className="slot-marquee">
            {feature
              ? t('slot.freeSpinCounter', { played: feature.played, total: feature.total })
              : t('slot.marquee')}
          </div>
          <SlotReels
            ref={reels}
            cell={cellSizeFor(stageSize.width, stageSize.height)}
            initialStops={IDLE_STOPS}
            highlight={show.highlight}
          />
          <div className="slot-caption" aria-live="polite">
            {show.caption ?? (isBusy ? '' : idleCaption)}
          </div>
        </div>
        {show.banner ? <SlotBanner banner={show.banner} /> : null}
      </div>
      <SlotControls
        isBusy={isBusy}
        winCents={show.winCents}
        feature={feature}
        autoplayLeft={autoplayLeft}
        onSpin={() => void spinOnce()}
        onAutoplay={setAutoplayLeft}
      />
    </div>
  );
}

/** Autoplay: the next spin starts shortly after the last settles; a feature or a failure ends it. */
function useAutoplay(
  left: number | null,
  setLeft: (value: number | null) => void,
  isBusy: boolean,
  spinOnce: () => Promise<TRoundResult | undefined>,
): void {
  useEffect(() => {
    if (left === null || isBusy) return;
    if (left <= 0) {
      setLeft(null);
      return;
    }
    const timer = setTimeout(async () => {
      const result = await spinOnce();
      setLeft(result === 'done' ? left - 1 : null);
    }, AUTOPLAY_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [left, isBusy, setLeft, spinOnce]);
}

function useSpaceToSpin(spinOnce: () => unknown, isBusy: boolean): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const isTyping = target?.tagName === 'INPUT' || target?.tagName === 'TEXTAREA';
      if (event.code !== 'Space' || isTyping || isBusy) return;
      event.preventDefault();
      void spinOnce();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [spinOnce, isBusy]);
}
