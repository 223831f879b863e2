import { type PointerEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { errorCodeOf, houseApi } from '../shared/house-api.ts';
import { t } from '../shared/i18n.ts';
import { formatCents, parseCents, toDecimal } from '../shared/money.ts';
import { usePlay } from '../shared/play-context.tsx';
import { useElementSize } from '../shared/use-element-size.ts';
import { FishGuide } from './fish-guide.tsx';
import { FishScene, type TFish } from './fish-scene.ts';
import './fish.css';

/** Shots in flight at once: enough for rapid fire, bounded so a stuck network cannot pile up bets. */
const MAX_PENDING_SHOTS = 5;
/** Holding the pointer down keeps firing at the locked fish this often. */
const AUTO_FIRE_MS = 320;

type TLastCatch = { species: string; multiplier: number; winCents: bigint };

export function FishGame(): ReactNode {
  const play = usePlay();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sceneRef = useRef<FishScene | null>(null);
  const [boxRef, size] = useElementSize<HTMLDivElement>();
  const pending = useRef(0);
  const lastNonce = useRef(-1);
  const lockedFish = useRef<number | null>(null);
  const [lastCatch, setLastCatch] = useState<TLastCatch | null>(null);
  const [sessionWin, setSessionWin] = useState(0n);
  const [isGuideOpen, setGuideOpen] = useState(false);
  const [hint, setHint] = useState<string | null>(null);
  // The how-to line helps until the first shot; after that it would only cover fish.
  const [hasShot, setHasShot] = useState(false);

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

  const shoot = useCallback(
    async (fish: TFish) => {
      const scene = sceneRef.current;
      if (scene === null || pending.current >= MAX_PENDING_SHOTS) return;
      const betCents = play.betCents;
      if (play.balanceCents < betCents) {
        play.showError('INSUFFICIENT_FUNDS');
        lockedFish.current = null;
        return;
      }
      pending.current += 1;
      play.showStakeTaken(betCents);
      const bulletId = scene.fire(fish);
      try {
        const { round, balance } = await houseApi.shoot(fish.species, toDecimal(betCents));
        const winCents = parseCents(round.win);
        scene.resolve(
          bulletId,
          round.hit
            ? { hit: true, multiplier: round.multiplier, amountLabel: formatCents(winCents) }
            : { hit: false },
        );
        play.noteRoundPlayed(round.nonce, { betCents, species: round.species });
        // Answers can overtake each other: only the latest round's balance is the newest truth.
        if (round.nonce > lastNonce.current) {
          lastNonce.current = round.nonce;
          play.setBalance(balance);
        }
        if (round.hit) {
          setLastCatch({ species: round.species, multiplier: round.multiplier, winCents });
          setSessionWin((value) => value + winCents);
        }
      } catch (error) {
        scene.resolve(bulletId, 'cancelled');
        play.showStakeTaken(-betCents);
        play.showError(errorCodeOf(error));
        lockedFish.current = null;
      } finally {
        pending.current -= 1;
      }
    },
    [play],
  );

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const scene = sceneRef.current;
    if (scene === null) return;
    const { x, y } = pointAt(event);
    scene.aimAt(x, y);
    const fish = scene.pickFish(x, y);
    if (fish === null) {
      setHint(t('fish.aimHint'));
      return;
    }
    setHint(null);
    setHasShot(true);
    lockedFish.current = fish.id;
    event.currentTarget.setPointerCapture(event.pointerId);
    void shoot(fish);
  };
  const onPointerUp = () => {
    lockedFish.current = null;
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const { x, y } = pointAt(event);
    sceneRef.current?.aimAt(x, y);
  };
  useAutoFire(sceneRef, lockedFish, shoot);

  return (
    <div className="fish-game" ref={boxRef}>
      <canvas
        ref={canvasRef}
        className="fish-canvas"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onPointerMove={onPointerMove}
        aria-label={t('fish.canvasLabel')}
      />
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
        <button
          type="button"
          className="hud-guide"
          onClick={() => setGuideOpen(!isGuideOpen)}
          aria-expanded={isGuideOpen}
        >
          {t('fish.guide')}
        </button>
      </div>
      {hint !== null || !hasShot ? (
        <div className={`fish-hint${hint ? ' is-alert' : ''}`}>
          {hint ?? t('fish.howTo', { bet: formatCents(play.betCents) })}
        </div>
      ) : null}
      {isGuideOpen ? <FishGuide onClose={() => setGuideOpen(false)} /> : null}
    </div>
  );
}

/** While the pointer is held on a fish, keep shooting at it until it is caught or swims away. */
function useAutoFire(
  sceneRef: { current: FishScene | null },
  lockedFish: { current: number | null },
  shoot: (fish: TFish) => Promise<void>,
): void {
  useEffect(() => {
    const timer = setInterval(() => {
      const id = lockedFish.current;
      const fish = id === null ? null : (sceneRef.current?.findFish(id) ?? null);
      if (id !== null && fish === null) lockedFish.current = null;
      if (fish) void shoot(fish);
    }, AUTO_FIRE_MS);
    return () => clearInterval(timer);
  }, [sceneRef, lockedFish, shoot]);
}
