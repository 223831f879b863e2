/** The sea: a static backdrop painted once per size, and light rays, bubbles and weed that move each frame. */
type TBubble = { x: number; y: number; r: number; speed: number; wobble: number };

export class SeaBackground {
  private backdrop: HTMLCanvasElement | null = null;
  private bubbles: TBubble[] = [];
  private width = 0;
  private height = 0;

  resize(width: number, height: number, dpr: number): void {
    this.width = width;
    this.height = height;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
    const ctx = canvas.getContext('2d');
    if (ctx === null) return;
    ctx.scale(dpr, dpr);
    paintBackdrop(ctx, width, height);
    this.backdrop = canvas;
    const count = Math.round(Math.min(40, (width * height) / 30000));
    this.bubbles = Array.from({ length: count }, () => this.newBubble(Math.random() * height));
  }

  draw(ctx: CanvasRenderingContext2D, time: number, dt: number): void {
    if (this.backdrop) ctx.drawImage(this.backdrop, 0, 0, this.width, this.height);
    this.drawRays(ctx, time);
    this.drawBubbles(ctx, dt, time);
  }

  /** Weed in front of the fish, so they swim between the rocks rather than on a flat picture. */
  drawForeground(ctx: CanvasRenderingContext2D, time: number): void {
    const { width: w, height: h } = this;
    const strands = Math.max(4, Math.round(w / 180));
    ctx.lineCap = 'round';
    for (let i = 0; i < strands; i++) {
      const x = ((i + 0.5) / strands) * w + Math.sin(i * 7.3) * 40;
      const tall = h * (0.12 + ((i * 37) % 10) / 100);
      ctx.strokeStyle = i % 2 === 0 ? 'rgb(34 140 90 / 0.85)' : 'rgb(60 170 110 / 0.75)';
      ctx.lineWidth = 7;
      ctx.beginPath();
      ctx.moveTo(x, h);
      for (let s = 1; s <= 6; s++) {
        const sway = Math.sin(time * 0.0012 + i + s * 0.5) * s * 2.4;
        ctx.lineTo(x + sway, h - (tall * s) / 6);
      }
      ctx.stroke();
    }
  }

  private drawRays(ctx: CanvasRenderingContext2D, time: number): void {
    const { width: w, height: h } = this;
    ctx.save();
    ctx.globalCompositeOperation = 'lighter';
    for (let i = 0; i < 4; i++) {
      const x = w * (0.15 + i * 0.24) + Math.sin(time * 0.0003 + i) * w * 0.04;
      const gradient = ctx.createLinearGradient(0, 0, 0, h * 0.8);
      gradient.addColorStop(0, 'rgb(160 220 255 / 0.10)');
      gradient.addColorStop(1, 'rgb(160 220 255 / 0)');
      ctx.fillStyle = gradient;
      ctx.beginPath();
      ctx.moveTo(x - w * 0.03, 0);
      ctx.lineTo(x + w * 0.03, 0);
      ctx.lineTo(x + w * 0.12, h * 0.8);
      ctx.lineTo(x - w * 0.02, h * 0.8);
      ctx.fill();
    }
    ctx.restore();
  }

  private drawBubbles(ctx: CanvasRenderingContext2D, dt: number, time: number): void {
    ctx.strokeStyle = 'rgb(200 235 255 / 0.45)';
    ctx.fillStyle = 'rgb(200 235 255 / 0.08)';
    ctx.lineWidth = 1;
    for (const [index, bubble] of this.bubbles.entries()) {
      bubble.y -= bubble.speed * dt;
      if (bubble.y < -10) this.bubbles[index] = this.newBubble(this.height + 10);
      const x = bubble.x + Math.sin(time * 0.002 + bubble.wobble) * 4;
      ctx.beginPath();
      ctx.arc(x, bubble.y, bubble.r, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
    }
  }

  private newBubble(y: number): TBubble {
    return {
      x: Math.random() * this.width,
      y,
      r: 1.5 + Math.random() * 4,
      speed: 20 + Math.random() * 40,
      wobble: Math.random() * 10,
    };
  }
}

function paintBackdrop(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  const water = ctx.createLinearGradient(0, 0, 0, h);
  water.addColorStop(0, '#0c5c8a');
  water.addColorStop(0.45, '#08365e');
  water.addColorStop(1, '#041529');
  ctx.fillStyle = water;
  ctx.fillRect(0, 0, w, h);
  const glow = ctx.createRadialGradient(w * 0.5, -h * 0.2, 10, w * 0.5, -h * 0.2, h);
  glow.addColorStop(0, 'rgb(124 220 255 / 0.35)');
  glow.addColorStop(1, 'rgb(124 220 255 / 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, w, h);
  paintRocks(ctx, w, h);
  const sand = ctx.createLinearGradient(0, h * 0.86, 0, h);
  sand.addColorStop(0, '#1d3b4a');
  sand.addColorStop(1, '#0d1f2b');
  ctx.fillStyle = sand;
  ctx.beginPath();
  ctx.moveTo(0, h);
  ctx.lineTo(0, h * 0.9);
  for (let x = 0; x <= w; x += w / 8)
    ctx.quadraticCurveTo(x + w / 16, h * (0.86 + Math.sin(x) * 0.015), x + w / 8, h * 0.9);
  ctx.lineTo(w, h);
  ctx.fill();
}

/** Dark rocks and coral fans along the bottom edge, seeded from the size so they do not jump on redraw. */
function paintRocks(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  ctx.fillStyle = '#06233a';
  for (let i = 0; i < 6; i++) {
    const x = (i / 5) * w;
    const r = h * (0.08 + ((i * 53) % 7) / 100);
    ctx.beginPath();
    ctx.ellipse(x, h * 0.93, r * 1.6, r, 0, Math.PI, 0);
    ctx.fill();
  }
  const corals = ['#e0527a', '#f59e0b', '#a855f7'];
  for (let i = 0; i < 5; i++) {
    const x = w * (0.08 + i * 0.21);
    ctx.strokeStyle = corals[i % corals.length]!;
    ctx.globalAlpha = 0.55;
    ctx.lineWidth = 4;
    ctx.lineCap = 'round';
    drawCoral(ctx, x, h * 0.92, h * 0.09, -Math.PI / 2, 4);
    ctx.globalAlpha = 1;
  }
}

function drawCoral(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  length: number,
  angle: number,
  depth: number,
): void {
  if (depth === 0) return;
  const x2 = x + Math.cos(angle) * length;
  const y2 = y + Math.sin(angle) * length;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x2, y2);
  ctx.stroke();
  drawCoral(ctx, x2, y2, length * 0.68, angle - 0.45, depth - 1);
  drawCoral(ctx, x2, y2, length * 0.68, angle + 0.4, depth - 1);
}
