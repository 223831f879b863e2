/**
 * Drives the five reel strips by writing transforms straight to the DOM from one animation frame loop:
 * React renders the strips once, and the spin costs no re-renders. Positions are in cells along the real
 * strip (the top visible row); symbols move downwards, so a spinning reel's position decreases.
 */
const SPIN_SPEED_CELLS_PER_S = 30;
/** A stopping reel lands after travelling this many cells, the last real strip cells above its stop. */
const STOP_TRAVEL_CELLS = 5;
const STOP_DURATION_MS = 620;
const START_STAGGER_MS = 70;
/** easeOutBack overshoot: the reel runs a little past its stop and settles back, like a real reel. */
const OVERSHOOT = 1.1;

type TReel = {
  element: HTMLElement;
  length: number;
  position: number;
  phase: 'idle' | 'spinning' | 'stopping';
  startAt: number;
  stopFrom: number;
  stopTarget: number;
  stopAt: number;
  onStopped: (() => void) | null;
};

function easeOutBack(x: number): number {
  const c3 = OVERSHOOT + 1;
  return 1 + c3 * (x - 1) ** 3 + OVERSHOOT * (x - 1) ** 2;
}

function wrap(value: number, length: number): number {
  return ((value % length) + length) % length;
}

export class ReelEngine {
  private readonly reels: TReel[];
  private cellPx = 100;
  private frame = 0;
  private lastTime = 0;

  constructor(elements: HTMLElement[], lengths: number[], stops: readonly number[]) {
    this.reels = elements.map((element, index) => ({
      element,
      length: lengths[index]!,
      position: stops[index] ?? 0,
      phase: 'idle',
      startAt: 0,
      stopFrom: 0,
      stopTarget: 0,
      stopAt: 0,
      onStopped: null,
    }));
    this.render();
  }

  setCellSize(px: number): void {
    this.cellPx = px;
    this.render();
  }

  /** Starts every reel, left to right a few frames apart. */
  spin(): void {
    const now = performance.now();
    this.reels.forEach((reel, index) => {
      reel.phase = 'spinning';
      reel.startAt = now + index * START_STAGGER_MS;
      reel.element.classList.add('is-spinning');
    });
    this.ensureLoop();
  }

  /**
   * Lands reel i on stops[i], each `staggerMs` after the previous one; resolves when the last has settled.
   * On landing the reel jumps (unseen at full speed) to a few cells above its stop, so the cells that
   * roll into view are the real strip's.
   */
  stop(stops: readonly number[], staggerMs: number): Promise<void> {
    const now = performance.now();
    const landings = this.reels.map(
      (reel, index) =>
        new Promise<void>((resolve) => {
          reel.phase = 'stopping';
          reel.stopAt = Math.max(now, reel.startAt) + 220 + index * staggerMs;
          reel.stopTarget = stops[index] ?? 0;
          reel.stopFrom = reel.stopTarget + STOP_TRAVEL_CELLS;
          reel.onStopped = resolve;
        }),
    );
    this.ensureLoop();
    return Promise.all(landings).then(() => undefined);
  }

  /** Puts the reels on given stops at once (a returning page, a skipped animation). */
  show(stops: readonly number[]): void {
    this.reels.forEach((reel, index) => {
      reel.position = stops[index] ?? reel.position;
    });
    this.render();
  }

  dispose(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  private ensureLoop(): void {
    if (this.frame !== 0) return;
    this.lastTime = performance.now();
    this.frame = requestAnimationFrame(this.tick);
  }

  private readonly tick = (time: number): void => {
    const dt = Math.min(0.05, (time - this.lastTime) / 1000);
    this.lastTime = time;
    let isMoving = false;
    for (const reel of this.reels) isMoving = this.advance(reel, time, dt) || isMoving;
    this.render();
    this.frame = isMoving ? requestAnimationFrame(this.tick) : 0;
  };

  private advance(reel: TReel, time: number, dt: number): boolean {
    if (reel.phase === 'idle') return false;
    if (time < reel.startAt) return true;
    const isLanding = reel.phase === 'stopping' && time >= reel.stopAt;
    if (!isLanding) {
      reel.position = wrap(reel.position - SPIN_SPEED_CELLS_PER_S * dt, reel.length);
      return true;
    }
    const progress = Math.min(1, (time - reel.stopAt) / STOP_DURATION_MS);
    if (progress > 0.25) reel.element.classList.remove('is-spinning');
    const travelled = STOP_TRAVEL_CELLS * easeOutBack(progress);
    reel.position = wrap(reel.stopFrom - travelled, reel.length);
    if (progress < 1) return true;
    reel.position = reel.stopTarget;
    reel.phase = 'idle';
    reel.element.classList.remove('is-spinning');
    const done = reel.onStopped;
    reel.onStopped = null;
    done?.();
    return false;
  }

  private render(): void {
    for (const reel of this.reels) {
      // The strip is rendered twice in a row, so rows position…position+2 are always on it.
      reel.element.style.transform = `translate3d(0, ${-reel.position * this.cellPx}px, 0)`;
    }
  }
}
