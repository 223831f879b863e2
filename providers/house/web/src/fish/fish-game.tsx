import { type ReactNode, useEffect, useRef, useState } from 'react';
import { t } from '../shared/i18n.ts';
import { formatCents } from '../shared/money.ts';
import { usePlay } from '../shared/play-context.tsx';
import { useElementSize } from '../shared/use-element-size.ts';
import { FishGuide } from './fish-guide.tsx';
import { FishScene } from './fish-scene.ts';
import { type TLastCatch, useFishPointer, useFishShooter } from './use-fish-shooter.ts';
import './fish.css';

export function FishGame(): ReactNode {
  const { betCents } = usePlay();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sceneRef = useRef<FishScene | null>(null);
  const [boxRef, size] = useElementSize<HTMLDivElement>();
  const [isGuideOpen, setGuideOpen] = useState(false);
  const { shoot, lastCatch, sessionWin } = useFishShooter(sceneRef);
  const { handlers, hint, hasShot } = useFishPointer(sceneRef, shoot);

  useEffect(() => {
    if (canvasRef.current === null) return;
    const scene = new FishScene(canvasRef.current);
    sceneRef.current = scene;
    scene.start();
    return () => scene.stop();
  }, []);
  useEffect(() => {
    if (size.width > 0 && size.height > 0) sceneRef.current?.resize(size.width, size.height);
  }, [size]);

  return (
    <div className="fish-game" ref={boxRef}>
      <canvas ref={canvasRef} className="fish-canvas" aria-label={t('fish.canvasLabel')} {...handlers} />
      <FishHud
        lastCatch={lastCatch}
        sessionWin={sessionWin}
        isGuideOpen={isGuideOpen}
        onGuide={() => setGuideOpen(!isGuideOpen)}
      />
      {hint !== null || !hasShot ? (
        <div className={`fish-hint${hint ? ' is-alert' : ''}`}>
          {hint ?? t('fish.howTo', { bet: formatCents(betCents) })}
        </div>
      ) : null}
      {isGuideOpen ? <FishGuide onClose={() => setGuideOpen(false)} /> : null}
    </div>
  );
}

type THudProps = {
  lastCatch: TLastCatch | null;
  sessionWin: bigint;
  isGuideOpen: boolean;
  onGuide: () => void;
};

function FishHud({ lastCatch, sessionWin, isGuideOpen, onGuide }: THudProps): ReactNode {
  return (
    <div className="fish-hud">
      <div className="hud-card">
        <span className="hud-label">{t('fish.lastCatch')}</span>
        <span className="hud-value">
          {lastCatch ? `${t(`house.fish.species.${lastCatch.species}`)} ×${lastCatch.multiplier}` : '—'}
        </span>
        {lastCatch ? <span className="hud-win">+{formatCents(lastCatch.winCents)}</span> : null}
      </div>
      <div className="hud-card">
        <span className="hud-label">{t('fish.sessionWin')}</span>
        <span className="hud-value is-gold">{formatCents(sessionWin)}</span>
      </div>
      <button type="button" className="hud-guide" onClick={onGuide} aria-expanded={isGuideOpen}>
        {t('fish.guide')}
      </button>
    </div>
  );
}
