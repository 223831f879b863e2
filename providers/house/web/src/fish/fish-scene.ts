import { FISH_SPECIES } from '../../../src/games/fish/fish-rules.ts';
import { FISH_ART, FISH_LOOK } from './fish-art.ts';
import { SeaBackground } from './fish-background.ts';
import { coinCount, drawEffect, isExpired, type TEffect } from './fish-effects.ts';

/**
 * The fish tank: swimming fish, the cannon, bullets and catch effects on one canvas. It only animates:
 * which species a shot is at comes from here, whether it hits comes from the server (`resolve`).
 */
export type TFish = {
  id: number;
  species: string;
  x: number;
  y: number;
  baseY: number;
  vx: number;
  amplitude: number;
  frequency: number;
  phase: number;
  length: number;
  age: number;
  caughtAge: number | null;
  heading: number;
};

type TBullet = {
  id: number;
  x: number;
  y: number;
  fishId: number;
  aimX: number;
  aimY: number;
  dirX: number;
  dirY: number;
  state: 'flying' | 'waiting' | 'passing' | 'spent';
  age: number;
  result: TShotResult | null;
};

export type TShotResult = { hit: false } | { hit: true; multiplier: number; amountLabel: string };

/** How often each species turns up: cheap fish are common, the dragon is a rare sight. */
const SPAWN_WEIGHTS: Record<string, number> = {
  clownfish: 10,
  pufferfish: 8,
  angelfish: 8,
  lionfish: 6,
  turtle: 5,
  octopus: 4,
  stingray: 3.5,
  swordfish: 2.5,
  shark: 2,
  whale: 1,
  'golden-dragon': 0.6,
};
const BULLET_SPEED_PX_S = 1100;
/** A result that never comes (the request timed out) lets the bullet fade after this. */
const MAX_WAIT_MS = 16_000;
const CAUGHT_MS = 900;
const CANNON_LIFT = 26;
const MAX_TILT = 0.3;
const MULTIPLIERS = new Map(FISH_SPECIES.map((species) => [species.id, species.multipliers]));

export class FishScene {
  private readonly ctx: CanvasRenderingContext2D;
  private readonly sea = new SeaBackground();
  private fish: TFish[] = [];
  private bullets: TBullet[] = [];
  private effects: TEffect[] = [];
  private width = 0;
  private height = 0;
  private cannonAngle = -Math.PI / 2;
  private recoil = 0;
  private frame = 0;
  private lastTime = 0;
  private nextId = 1;
  private hoverFishId: number | null = null;

  constructor(private readonly canvas: HTMLCanvasElement) {
    const ctx = canvas.getContext('2d');
    if (ctx === null) throw new Error('canvas 2d unavailable');
    this.ctx = ctx;
  }

  resize(width: number, height: number): void {
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    this.width = width;
    this.height = height;
    this.canvas.width = Math.round(width * dpr);
    this.canvas.height = Math.round(height * dpr);
    this.ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    this.sea.resize(width, height, dpr);
    if (this.fish.length === 0) this.populate();
  }

  start(): void {
    if (this.frame !== 0) return;
    this.lastTime = performance.now();
    this.frame = requestAnimationFrame(this.tick);
  }

  stop(): void {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  /** The cannon's pivot: bottom centre, raised a little so the turret sits clear of the edge. */
  get muzzle(): { x: number; y: number } {
    return { x: this.width / 2, y: this.height - CANNON_LIFT };
  }

  aimAt(x: number, y: number): void {
    const { x: cx, y: cy } = this.muzzle;
    this.cannonAngle = Math.max(-Math.PI + 0.12, Math.min(-0.12, Math.atan2(y - cy, x - cx)));
    this.hoverFishId = this.pickFish(x, y)?.id ?? null;
  }

  /** The fish a tap means: one under the finger, else the first one on the line from the cannon. */
  pickFish(x: number, y: number): TFish | null {
    const swimming = this.fish.filter((fish) => fish.caughtAge === null && this.isOnScreen(fish));
    const under = swimming
      .filter((fish) => Math.hypot(fish.x - x, fish.y - y) <= this.hitRadius(fish))
      .sort((a, b) => a.length - b.length)[0];
    if (under) return under;
    const { x: cx, y: cy } = this.muzzle;
    const length = Math.hypot(x - cx, y - cy) || 1;
    const [ux, uy] = [(x - cx) / length, (y - cy) / length];
    let best: { fish: TFish; along: number } | null = null;
    for (const fish of swimming) {
      const along = (fish.x - cx) * ux + (fish.y - cy) * uy;
      const across = Math.abs((fish.x - cx) * uy - (fish.y - cy) * ux);
      if (along > 0 && across <= this.hitRadius(fish) && (best === null || along < best.along))
        best = { fish, along };
    }
    return best?.fish ?? null;
  }

  findFish(id: number): TFish | null {
    return this.fish.find((fish) => fish.id === id && fish.caughtAge === null) ?? null;
  }

  /** Fires at a fish; the bullet homes in on it and waits there for the server's answer. */
  fire(fish: TFish): number {
    const { x, y } = this.muzzle;
    this.cannonAngle = Math.max(-Math.PI + 0.12, Math.min(-0.12, Math.atan2(fish.y - y, fish.x - x)));
    this.recoil = 1;
    const id = this.nextId++;
    const dir = { x: Math.cos(this.cannonAngle), y: Math.sin(this.cannonAngle) };
    const start = { x: x + dir.x * 70, y: y + dir.y * 70 };
    this.bullets.push({
      id,
      ...start,
      fishId: fish.id,
      aimX: fish.x,
      aimY: fish.y,
      dirX: dir.x,
      dirY: dir.y,
      state: 'flying',
      age: 0,
      result: null,
    });
    return id;
  }

  resolve(bulletId: number, result: TShotResult | 'cancelled'): void {
    const bullet = this.bullets.find((candidate) => candidate.id === bulletId);
    if (!bullet) return;
    if (result === 'cancelled') {
      this.bullets = this.bullets.filter((candidate) => candidate !== bullet);
      this.effects.push({ kind: 'splash', x: bullet.x, y: bullet.y, age: 0 });
      return;
    }
    bullet.result = result;
    if (bullet.state === 'waiting') this.land(bullet);
  }

  private readonly tick = (time: number): void => {
    const dtMs = Math.min(50, time - this.lastTime);
    this.lastTime = time;
    this.update(dtMs);
    this.draw(time, dtMs / 1000);
    this.frame = requestAnimationFrame(this.tick);
  };

  private update(dtMs: number): void {
    const dt = dtMs / 1000;
    for (const fish of this.fish) this.moveFish(fish, dt, dtMs);
    this.fish = this.fish.filter(
      (fish) => !this.hasLeft(fish) && !(fish.caughtAge !== null && fish.caughtAge > CAUGHT_MS),
    );
    for (const bullet of this.bullets) this.moveBullet(bullet, dt, dtMs);
    this.bullets = this.bullets.filter((bullet) => !this.isBulletDone(bullet));
    for (const effect of this.effects) effect.age += dtMs;
    this.effects = this.effects.filter((effect) => !isExpired(effect));
    this.recoil = Math.max(0, this.recoil - dt * 6);
    this.populate();
  }

  private moveFish(fish: TFish, dt: number, dtMs: number): void {
    fish.age += dt;
    if (fish.caughtAge !== null) {
      fish.caughtAge += dtMs;
      return;
    }
    const previousY = fish.y;
    fish.x += fish.vx * dt;
    fish.y = fish.baseY + fish.amplitude * Math.sin(fish.age * fish.frequency + fish.phase);
    // Tilt with the swim path, but only a little: slow, big fish would otherwise stand on their tails.
    const tilt = Math.atan2(fish.y - previousY, Math.abs(fish.vx * dt) || 1);
    fish.heading = Math.max(-MAX_TILT, Math.min(MAX_TILT, tilt));
  }

  private moveBullet(bullet: TBullet, dt: number, dtMs: number): void {
    bullet.age += dtMs;
    const fish = this.findFish(bullet.fishId);
    if (bullet.state === 'waiting') {
      if (fish) [bullet.x, bullet.y] = [fish.x, fish.y];
      return;
    }
    if (bullet.state === 'flying') {
      if (fish) [bullet.aimX, bullet.aimY] = [fish.x, fish.y];
      const dx = bullet.aimX - bullet.x;
      const dy = bullet.aimY - bullet.y;
      const distance = Math.hypot(dx, dy);
      const step = BULLET_SPEED_PX_S * dt;
      if (distance <= Math.max(step, fish ? this.hitRadius(fish) * 0.4 : 8)) {
        [bullet.x, bullet.y] = [bullet.aimX, bullet.aimY];
        if (bullet.result) this.land(bullet);
        else bullet.state = 'waiting';
        return;
      }
      [bullet.dirX, bullet.dirY] = [dx / distance, dy / distance];
    }
    bullet.x += bullet.dirX * BULLET_SPEED_PX_S * dt;
    bullet.y += bullet.dirY * BULLET_SPEED_PX_S * dt;
  }

  /** The bullet reached its fish and the answer is in: a net and coins, or it passes on through. */
  private land(bullet: TBullet): void {
    const result = bullet.result;
    if (result === null) return;
    if (!result.hit) {
      bullet.state = 'passing';
      return;
    }
    bullet.state = 'spent';
    const fish = this.findFish(bullet.fishId);
    const at = fish ? { x: fish.x, y: fish.y } : { x: bullet.x, y: bullet.y };
    if (fish) fish.caughtAge = 0;
    this.celebrate(at.x, at.y, fish?.length ?? 80, result);
  }

  private celebrate(x: number, y: number, size: number, result: Extract<TShotResult, { hit: true }>): void {
    this.effects.push({ kind: 'net', x, y, radius: Math.max(40, size * 0.45), age: 0 });
    const home = this.muzzle;
    for (let i = 0; i < coinCount(result.multiplier); i++) {
      const angle = (i / coinCount(result.multiplier)) * Math.PI * 2;
      const spread = 30 + Math.random() * 40;
      this.effects.push({
        kind: 'coin',
        x0: x,
        y0: y,
        x1: home.x,
        y1: home.y,
        burstX: Math.cos(angle) * spread,
        burstY: Math.sin(angle) * spread,
        age: 0,
        delay: i * 35,
      });
    }
    const big = result.multiplier >= 30;
    this.effects.push({
      kind: 'text',
      x,
      y: y - 16,
      text: `+${result.amountLabel}`,
      size: big ? 34 : 24,
      colour: '#ffcf5c',
      age: 0,
    });
    this.effects.push({
      kind: 'text',
      x,
      y: y + 18,
      text: `×${result.multiplier}`,
      size: big ? 22 : 16,
      colour: '#ffffff',
      age: 0,
    });
  }

  private isBulletDone(bullet: TBullet): boolean {
    if (bullet.state === 'spent') return true;
    if (bullet.state === 'waiting') return bullet.age > MAX_WAIT_MS;
    const margin = 40;
    return (
      bullet.x < -margin ||
      bullet.x > this.width + margin ||
      bullet.y < -margin ||
      bullet.y > this.height + margin
    );
  }

  private hitRadius(fish: TFish): number {
    return Math.max(22, fish.length * (FISH_LOOK[fish.species]?.hitRadius ?? 0.3));
  }

  private isOnScreen(fish: TFish): boolean {
    return fish.x > 0 && fish.x < this.width && fish.y > 0 && fish.y < this.height;
  }

  private hasLeft(fish: TFish): boolean {
    return fish.vx > 0 ? fish.x - fish.length > this.width : fish.x + fish.length < 0;
  }

  /** Keeps the tank stocked: more fish on a bigger screen, schools of clownfish, a dragon now and then. */
  private populate(): void {
    if (this.width === 0) return;
    const target = Math.max(8, Math.min(15, Math.round((this.width * this.height) / 70_000)));
    const isFirstFill = this.fish.length === 0;
    while (this.fish.length < target) {
      const species = pickSpecies();
      const school = species === 'clownfish' ? 3 : 1;
      for (let i = 0; i < school; i++) this.fish.push(this.spawn(species, isFirstFill, i));
    }
  }

  private spawn(species: string, isAnywhere: boolean, offset: number): TFish {
    const look = FISH_LOOK[species] ?? { size: 0.1, speed: 0.08 };
    // A phone's narrow side would make small fish hard to tap: never size them for less than 460 px.
    const short = Math.max(460, Math.min(this.width, this.height * 1.2));
    const length = look.size * short * (0.9 + Math.random() * 0.2);
    const fromLeft = Math.random() < 0.5;
    const speed = look.speed * this.width * (0.85 + Math.random() * 0.3);
    const x = isAnywhere
      ? Math.random() * this.width
      : fromLeft
        ? -length - offset * length * 0.9
        : this.width + length + offset * length * 0.9;
    const baseY = this.height * (0.12 + Math.random() * 0.58) + offset * length * 0.35;
    return {
      id: this.nextId++,
      species,
      x,
      y: baseY,
      baseY,
      vx: fromLeft ? speed : -speed,
      amplitude: this.height * (0.015 + Math.random() * 0.04),
      frequency: 0.6 + Math.random() * 0.8,
      phase: Math.random() * Math.PI * 2,
      length,
      age: 0,
      caughtAge: null,
      heading: 0,
    };
  }

  private draw(time: number, dt: number): void {
    const ctx = this.ctx;
    this.sea.draw(ctx, time, dt);
    for (const fish of [...this.fish].sort((a, b) => b.length - a.length)) this.drawFish(fish, time);
    this.sea.drawForeground(ctx, time);
    for (const bullet of this.bullets) drawBullet(ctx, bullet);
    for (const effect of this.effects) drawEffect(ctx, effect);
    drawCannon(ctx, this.muzzle, this.height, this.cannonAngle, this.recoil, Math.min(92, this.width * 0.19));
  }

  private drawFish(fish: TFish, time: number): void {
    const ctx = this.ctx;
    const draw = FISH_ART[fish.species];
    if (!draw) return;
    ctx.save();
    ctx.translate(fish.x, fish.y);
    if (fish.caughtAge !== null) {
      const t = fish.caughtAge / CAUGHT_MS;
      ctx.rotate(t * Math.PI * 3);
      ctx.scale(1 - t * 0.7, 1 - t * 0.7);
      ctx.globalAlpha = 1 - t;
      ctx.filter = `brightness(${1 + Math.sin(t * 20) * 0.8})`;
    }
    if (fish.vx < 0) ctx.scale(-1, 1);
    ctx.rotate(fish.heading);
    const phase = time * 0.008 * (1 + 40 / fish.length) + fish.phase;
    draw(ctx, fish.length, phase);
    ctx.restore();
    this.drawBadge(fish);
  }

  /** Big fish carry their multiple; the fish under the pointer gets a ring, so the player sees the target. */
  private drawBadge(fish: TFish): void {
    if (fish.caughtAge !== null) return;
    const ctx = this.ctx;
    const multipliers = MULTIPLIERS.get(fish.species) ?? [];
    const isTarget = fish.id === this.hoverFishId;
    if (isTarget) {
      ctx.strokeStyle = 'rgb(255 207 92 / 0.9)';
      ctx.setLineDash([6, 5]);
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(fish.x, fish.y, this.hitRadius(fish) + 6, 0, Math.PI * 2);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    const top = Math.max(...multipliers);
    if (!isTarget && top < 20) return;
    const label = multipliers.length > 1 ? `×${Math.min(...multipliers)}–${top}` : `×${top}`;
    ctx.font = '800 13px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.lineWidth = 4;
    ctx.strokeStyle = 'rgb(0 0 0 / 0.7)';
    ctx.strokeText(label, fish.x, fish.y - this.hitRadius(fish) - 8);
    ctx.fillStyle = '#ffcf5c';
    ctx.fillText(label, fish.x, fish.y - this.hitRadius(fish) - 8);
  }
}

function pickSpecies(): string {
  const entries = Object.entries(SPAWN_WEIGHTS);
  let roll = Math.random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [species, weight] of entries) {
    roll -= weight;
    if (roll < 0) return species;
  }
  return 'clownfish';
}

function drawBullet(ctx: CanvasRenderingContext2D, bullet: TBullet): void {
  ctx.save();
  const glow = ctx.createRadialGradient(bullet.x, bullet.y, 1, bullet.x, bullet.y, 16);
  glow.addColorStop(0, 'rgb(255 255 255 / 1)');
  glow.addColorStop(0.35, bullet.state === 'waiting' ? 'rgb(255 207 92 / 0.9)' : 'rgb(124 220 255 / 0.9)');
  glow.addColorStop(1, 'rgb(124 220 255 / 0)');
  ctx.fillStyle = glow;
  ctx.beginPath();
  ctx.arc(bullet.x, bullet.y, 16, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = 'rgb(124 220 255 / 0.45)';
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.moveTo(bullet.x, bullet.y);
  ctx.lineTo(bullet.x - bullet.dirX * 34, bullet.y - bullet.dirY * 34);
  ctx.stroke();
  ctx.restore();
}

function drawCannon(
  ctx: CanvasRenderingContext2D,
  pivot: { x: number; y: number },
  bottom: number,
  angle: number,
  recoil: number,
  halfWidth: number,
): void {
  const { x, y } = pivot;
  const platform = ctx.createLinearGradient(0, y - 20, 0, bottom);
  platform.addColorStop(0, '#3b2a8f');
  platform.addColorStop(1, '#140d33');
  ctx.fillStyle = platform;
  ctx.beginPath();
  ctx.roundRect(x - halfWidth, y + 6, halfWidth * 2, bottom - y, 16);
  ctx.fill();
  ctx.strokeStyle = 'rgb(255 207 92 / 0.7)';
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle + Math.PI / 2);
  ctx.translate(0, recoil * 12);
  const barrel = ctx.createLinearGradient(-18, 0, 18, 0);
  barrel.addColorStop(0, '#7a4a06');
  barrel.addColorStop(0.5, '#ffe08a');
  barrel.addColorStop(1, '#7a4a06');
  ctx.fillStyle = barrel;
  ctx.beginPath();
  ctx.roundRect(-16, -74, 32, 74, 8);
  ctx.fill();
  ctx.fillStyle = '#7c5cff';
  ctx.fillRect(-20, -78, 40, 11);
  ctx.fillRect(-18, -40, 36, 7);
  if (recoil > 0.6) {
    ctx.fillStyle = `rgb(255 240 180 / ${recoil})`;
    ctx.beginPath();
    ctx.arc(0, -86, 15 * recoil, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
  const base = ctx.createRadialGradient(x - 10, y - 12, 4, x, y, 44);
  base.addColorStop(0, '#c4b5fd');
  base.addColorStop(0.5, '#7c5cff');
  base.addColorStop(1, '#2a1a7a');
  ctx.fillStyle = base;
  ctx.beginPath();
  ctx.arc(x, y, 38, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#ffcf5c';
  ctx.lineWidth = 4;
  ctx.stroke();
  ctx.fillStyle = '#ffcf5c';
  ctx.beginPath();
  ctx.arc(x, y, 10, 0, Math.PI * 2);
  ctx.fill();
}
