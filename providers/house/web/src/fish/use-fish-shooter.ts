import { type PointerEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { errorCodeOf, houseApi } from '../shared/house-api.ts';
import { t } from '../shared/i18n.ts';
import { formatCents, parseCents, toDecimal } from '../shared/money.ts';
import { usePlay } from '../shared/play-context.tsx';
import type { FishScene, TFish } from './fish-scene.ts';

/** Shots in flight at once: enough for rapid fire, bounded so a stuck network cannot pile up bets. */
const MAX_PENDING_SHOTS = 5;
/** Holding the pointer down keeps firing at the locked fish this often. */
const AUTO_FIRE_MS = 320;

export type TLastCatch = { species: string; multiplier: number; winCents: bigint };

/**
 * One shot = one API call with the species the bullet flies at. The bullet leaves at once; the answer
 * decides whether it nets the fish or passes through. Answers may overtake each other, so only the
 * newest round's balance is taken.
 */
export function useFishShooter(sceneRef: RefObject<FishScene | null>) {
  const play = usePlay();
  const pending = useRef(0);
  const lastNonce = useRef(-1);
  const [lastCatch, setLastCatch] = useState<TLastCatch | null>(null);
  const [sessionWin, setSessionWin] = useState(0n);

  const shoot = useCallback(
    async (fish: TFish): Promise<boolean> => {
      const scene = sceneRef.current;
      if (scene === null || pending.current >= MAX_PENDING_SHOTS) return true;
      const betCents = play.betCents;
      if (play.balanceCents < betCents) {
        play.showError('INSUFFICIENT_FUNDS');
        return false;
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
        play.noteRoundPlayed(round.nonce, { roundId: round.roundId, betCents, species: round.species });
        if (round.nonce > lastNonce.current) {
          lastNonce.current = round.nonce;
          play.setBalance(balance);
        }
        if (round.hit) {
          setLastCatch({ species: round.species, multiplier: round.multiplier, winCents });
          setSessionWin((value) => value + winCents);
        }
        return true;
      } catch (error) {
        scene.resolve(bulletId, 'cancelled');
        play.showStakeTaken(-betCents);
        play.showError(errorCodeOf(error));
        return false;
      } finally {
        pending.current -= 1;
      }
    },
    [play, sceneRef],
  );
  return { shoot, lastCatch, sessionWin };
}

/** Tap a fish to shoot it; hold to keep shooting the same fish until it is caught, leaves, or a shot fails. */
export function useFishPointer(
  sceneRef: RefObject<FishScene | null>,
  shoot: (fish: TFish) => Promise<boolean>,
) {
  const lockedFish = useRef<number | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  // The how-to line helps until the first shot; after that it would only cover fish.
  const [hasShot, setHasShot] = useState(false);
  const fire = useCallback(
    async (fish: TFish) => {
      if (!(await shoot(fish))) lockedFish.current = null;
    },
    [shoot],
  );
  useEffect(() => {
    const timer = setInterval(() => {
      const id = lockedFish.current;
      const fish = id === null ? null : (sceneRef.current?.findFish(id) ?? null);
      if (id !== null && fish === null) lockedFish.current = null;
      if (fish) void fire(fish);
    }, AUTO_FIRE_MS);
    return () => clearInterval(timer);
  }, [sceneRef, fire]);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLCanvasElement>) => {
      const { x, y } = pointAt(event);
      sceneRef.current?.aimAt(x, y);
      const fish = sceneRef.current?.pickFish(x, y) ?? null;
      if (fish === null) return setHint(t('fish.aimHint'));
      setHint(null);
      setHasShot(true);
      lockedFish.current = fish.id;
      event.currentTarget.setPointerCapture(event.pointerId);
      void fire(fish);
    },
    onPointerUp: () => {
      lockedFish.current = null;
    },
    onPointerCancel: () => {
      lockedFish.current = null;
    },
    onPointerMove: (event: PointerEvent<HTMLCanvasElement>) => {
      const { x, y } = pointAt(event);
      sceneRef.current?.aimAt(x, y);
    },
  };
  return { handlers, hint, hasShot };
}
