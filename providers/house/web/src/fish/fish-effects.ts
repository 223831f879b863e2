/** Short-lived sprites of a catch: the net, the coins flying home, the amount rising. */
export type TEffect =
  | { kind: 'net'; x: number; y: number; radius: number; age: number }
  | {
      kind: 'coin';
      x0: number;
      y0: number;
      x1: number;
      y1: number;
      burstX: number;
      burstY: number;
      age: number;
      delay: number;
    }
  | { kind: 'text'; x: number; y: number; text: string; size: number; colour: string; age: number }
  | { kind: 'splash'; x: number; y: number; age: number };

const LIFE_MS: Record<TEffect['kind'], number> = { net: 650, coin: 1100, text: 1500, splash: 400 };
/** Even a boss shows at most this many coins: enough to read as a shower, cheap to draw. */
export const MAX_COINS = 18;

export function coinCount(multiplier: number): number {
  return Math.min(MAX_COINS, 3 + Math.round(Math.log2(Math.max(1, multiplier)) * 2));
}

export function isExpired(effect: TEffect): boolean {
  const delay = effect.kind === 'coin' ? effect.delay : 0;
  return effect.age > LIFE_MS[effect.kind] + delay;
}

export function drawEffect(ctx: CanvasRenderingContext2D, effect: TEffect): void {
  if (effect.kind === 'net') drawNet(ctx, effect);
  else if (effect.kind === 'coin') drawCoin(ctx, effect);
  else if (effect.kind === 'text') drawText(ctx, effect);
  else drawSplash(ctx, effect);
}

function drawNet(ctx: CanvasRenderingContext2D, effect: Extract<TEffect, { kind: 'net' }>): void {
  const t = effect.age / LIFE_MS.net;
  const r = effect.radius * (0.4 + 0.8 * Math.min(1, t * 2.2));
  ctx.save();
  ctx.globalAlpha = Math.max(0, 1 - t);
  ctx.strokeStyle = '#ffcf5c';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(effect.x, effect.y, r, 0, Math.PI * 2);
  ctx.stroke();
  ctx.lineWidth = 1.2;
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(effect.x, effect.y);
    ctx.lineTo(effect.x + Math.cos(a) * r, effect.y + Math.sin(a) * r);
    ctx.stroke();
  }
  for (const ring of [0.35, 0.7]) {
    ctx.beginPath();
    ctx.arc(effect.x, effect.y, r * ring, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.restore();
}

function drawCoin(ctx: CanvasRenderingContext2D, effect: Extract<TEffect, { kind: 'coin' }>): void {
  const age = effect.age - effect.delay;
  if (age < 0) return;
  const t = Math.min(1, age / LIFE_MS.coin);
  // First a burst around the catch, then a curved flight to the cannon, accelerating.
  const burst = Math.min(1, t / 0.3);
  const fly = Math.max(0, (t - 0.3) / 0.7) ** 2;
  const bx = effect.x0 + effect.burstX * Math.sin((burst * Math.PI) / 2);
  const by = effect.y0 + effect.burstY * Math.sin((burst * Math.PI) / 2);
  const x = bx + (effect.x1 - bx) * fly;
  const y = by + (effect.y1 - by) * fly - Math.sin(fly * Math.PI) * 60;
  const spin = Math.abs(Math.cos(age / 90));
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(Math.max(0.15, spin), 1);
  const gradient = ctx.createRadialGradient(-3, -3, 1, 0, 0, 10);
  gradient.addColorStop(0, '#fff6c2');
  gradient.addColorStop(0.6, '#ffcf5c');
  gradient.addColorStop(1, '#b7740c');
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.arc(0, 0, 9, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#8a5a06';
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.restore();
}

function drawText(ctx: CanvasRenderingContext2D, effect: Extract<TEffect, { kind: 'text' }>): void {
  const t = effect.age / LIFE_MS.text;
  const pop = t < 0.15 ? 0.6 + (t / 0.15) * 0.5 : 1.1 - Math.min(0.1, (t - 0.15) * 0.4);
  ctx.save();
  ctx.globalAlpha = t > 0.7 ? Math.max(0, 1 - (t - 0.7) / 0.3) : 1;
  ctx.translate(effect.x, effect.y - t * 50);
  ctx.scale(pop, pop);
  ctx.font = `900 ${effect.size}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 5;
  ctx.strokeStyle = 'rgb(40 20 0 / 0.85)';
  ctx.strokeText(effect.text, 0, 0);
  ctx.fillStyle = effect.colour;
  ctx.fillText(effect.text, 0, 0);
  ctx.restore();
}

function drawSplash(ctx: CanvasRenderingContext2D, effect: Extract<TEffect, { kind: 'splash' }>): void {
  const t = effect.age / LIFE_MS.splash;
  ctx.save();
  ctx.globalAlpha = 1 - t;
  ctx.strokeStyle = '#bfe9ff';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(effect.x, effect.y, 6 + t * 22, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}
