/**
 * The sea creatures, drawn with canvas paths (no image files). Each is drawn facing +x, centred on the
 * origin, `length` pixels long; `phase` (radians) drives the tail wag, fins and tentacles.
 */
export type TDrawFish = (ctx: CanvasRenderingContext2D, length: number, phase: number) => void;

type TBodyStyle = {
  top: string;
  bottom: string;
  height: number;
  fin: string;
  tail: 'fork' | 'fan' | 'crescent';
  outline?: string;
};

/** A streamlined body with a wagging tail, dorsal and pectoral fins and an eye. */
function fishBody(ctx: CanvasRenderingContext2D, length: number, phase: number, style: TBodyStyle): void {
  const L = length;
  const H = L * style.height;
  const wag = Math.sin(phase) * H * 0.18;
  ctx.fillStyle = style.fin;
  // tail
  ctx.beginPath();
  ctx.moveTo(-L * 0.3, 0);
  if (style.tail === 'fork') {
    ctx.lineTo(-L * 0.52, -H * 0.5 + wag);
    ctx.quadraticCurveTo(-L * 0.4, wag * 0.5, -L * 0.52, H * 0.5 + wag);
  } else if (style.tail === 'crescent') {
    ctx.quadraticCurveTo(-L * 0.42, -H * 0.2 + wag, -L * 0.52, -H * 0.7 + wag);
    ctx.quadraticCurveTo(-L * 0.4, wag * 0.4, -L * 0.52, H * 0.7 + wag);
    ctx.quadraticCurveTo(-L * 0.42, H * 0.2 + wag, -L * 0.3, 0);
  } else {
    ctx.quadraticCurveTo(-L * 0.55, -H * 0.55 + wag, -L * 0.5, wag);
    ctx.quadraticCurveTo(-L * 0.55, H * 0.55 + wag, -L * 0.3, 0);
  }
  ctx.closePath();
  ctx.fill();
  // dorsal fin
  ctx.beginPath();
  ctx.moveTo(L * 0.12, -H * 0.42);
  ctx.quadraticCurveTo(-L * 0.02, -H * 0.9, -L * 0.16, -H * 0.34);
  ctx.closePath();
  ctx.fill();
  // body
  const gradient = ctx.createLinearGradient(0, -H / 2, 0, H / 2);
  gradient.addColorStop(0, style.top);
  gradient.addColorStop(1, style.bottom);
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.moveTo(L * 0.5, 0);
  ctx.bezierCurveTo(L * 0.44, -H * 0.62, -L * 0.08, -H * 0.66, -L * 0.32, -H * 0.14);
  ctx.lineTo(-L * 0.32, H * 0.14);
  ctx.bezierCurveTo(-L * 0.08, H * 0.66, L * 0.44, H * 0.62, L * 0.5, 0);
  ctx.closePath();
  ctx.fill();
  if (style.outline) {
    ctx.strokeStyle = style.outline;
    ctx.lineWidth = Math.max(1, L * 0.015);
    ctx.stroke();
  }
}

function eye(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#0b0f1a';
  ctx.beginPath();
  ctx.arc(x + r * 0.2, y, r * 0.55, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(x + r * 0.35, y - r * 0.3, r * 0.2, 0, Math.PI * 2);
  ctx.fill();
}

function pectoral(ctx: CanvasRenderingContext2D, L: number, H: number, phase: number, colour: string): void {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(L * 0.16, H * 0.12);
  ctx.quadraticCurveTo(L * 0.02, H * (0.5 + Math.sin(phase * 1.7) * 0.12), -L * 0.04, H * 0.22);
  ctx.closePath();
  ctx.fill();
}

/** Vertical bands clipped to the body (clownfish, angelfish, lionfish). */
function bands(
  ctx: CanvasRenderingContext2D,
  L: number,
  H: number,
  xs: number[],
  width: number,
  colour: string,
  edge?: string,
): void {
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(L * 0.5, 0);
  ctx.bezierCurveTo(L * 0.44, -H * 0.62, -L * 0.08, -H * 0.66, -L * 0.32, -H * 0.14);
  ctx.lineTo(-L * 0.32, H * 0.14);
  ctx.bezierCurveTo(-L * 0.08, H * 0.66, L * 0.44, H * 0.62, L * 0.5, 0);
  ctx.clip();
  for (const x of xs) {
    if (edge) {
      ctx.fillStyle = edge;
      ctx.fillRect(L * x - L * width * 0.5 - L * 0.02, -H, L * (width + 0.04), H * 2);
    }
    ctx.fillStyle = colour;
    ctx.fillRect(L * x - L * width * 0.5, -H, L * width, H * 2);
  }
  ctx.restore();
}

const clownfish: TDrawFish = (ctx, L, phase) => {
  fishBody(ctx, L, phase, {
    top: '#ff9a3c',
    bottom: '#f0600f',
    height: 0.5,
    fin: '#ff7a1a',
    tail: 'fan',
    outline: '#1a0a00',
  });
  bands(ctx, L, L * 0.5, [0.26, 0.0, -0.24], 0.08, '#ffffff', '#1a0a00');
  pectoral(ctx, L, L * 0.5, phase, '#ff8a2a');
  eye(ctx, L * 0.33, -L * 0.06, L * 0.055);
};

const angelfish: TDrawFish = (ctx, L, phase) => {
  const H = L * 0.9;
  ctx.fillStyle = '#ffd84a';
  ctx.beginPath();
  ctx.moveTo(L * 0.05, -H * 0.3);
  ctx.quadraticCurveTo(-L * 0.15, -H * 0.95, -L * 0.3, -H * 0.8);
  ctx.quadraticCurveTo(-L * 0.2, -H * 0.4, -L * 0.25, -H * 0.1);
  ctx.moveTo(L * 0.05, H * 0.3);
  ctx.quadraticCurveTo(-L * 0.15, H * 0.95, -L * 0.3, H * 0.8);
  ctx.quadraticCurveTo(-L * 0.2, H * 0.4, -L * 0.25, H * 0.1);
  ctx.fill();
  fishBody(ctx, L, phase, { top: '#5ec8ff', bottom: '#1d5fd6', height: 0.72, fin: '#ffd84a', tail: 'fan' });
  bands(ctx, L, H * 0.8, [0.18, -0.08], 0.07, '#ffd84a');
  eye(ctx, L * 0.3, -L * 0.08, L * 0.055);
};

const pufferfish: TDrawFish = (ctx, L, phase) => {
  const r = L * 0.38;
  const breathe = 1 + Math.sin(phase * 0.5) * 0.04;
  ctx.fillStyle = '#e9c46a';
  ctx.beginPath();
  ctx.moveTo(-r * 0.9, 0);
  ctx.lineTo(-L * 0.52, -r * 0.45 + Math.sin(phase) * 4);
  ctx.lineTo(-L * 0.52, r * 0.45 + Math.sin(phase) * 4);
  ctx.fill();
  ctx.strokeStyle = '#8a6a1c';
  ctx.lineWidth = Math.max(1, L * 0.025);
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    ctx.beginPath();
    ctx.moveTo(Math.cos(a) * r * breathe * 0.95, Math.sin(a) * r * breathe * 0.95);
    ctx.lineTo(Math.cos(a) * r * breathe * 1.22, Math.sin(a) * r * breathe * 1.22);
    ctx.stroke();
  }
  const gradient = ctx.createRadialGradient(-r * 0.2, -r * 0.3, r * 0.1, 0, 0, r);
  gradient.addColorStop(0, '#fff3c4');
  gradient.addColorStop(0.6, '#f2c14e');
  gradient.addColorStop(1, '#b9832a');
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.arc(0, 0, r * breathe, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = 'rgb(120 80 20 / 0.5)';
  for (const [x, y] of [
    [-0.3, -0.4],
    [0.1, -0.55],
    [-0.5, 0],
    [-0.1, -0.1],
  ] as const) {
    ctx.beginPath();
    ctx.arc(x * r, y * r, r * 0.09, 0, Math.PI * 2);
    ctx.fill();
  }
  eye(ctx, r * 0.45, -r * 0.25, r * 0.2);
  ctx.strokeStyle = '#6b3f10';
  ctx.lineWidth = Math.max(1, L * 0.02);
  ctx.beginPath();
  ctx.arc(r * 0.78, r * 0.12, r * 0.1, 0, Math.PI);
  ctx.stroke();
};

const lionfish: TDrawFish = (ctx, L, phase) => {
  const H = L * 0.46;
  ctx.strokeStyle = '#ffe2d6';
  ctx.lineWidth = Math.max(1, L * 0.012);
  for (let i = 0; i < 9; i++) {
    const x = L * (0.2 - i * 0.06);
    const sway = Math.sin(phase + i * 0.6) * L * 0.02;
    ctx.beginPath();
    ctx.moveTo(x, -H * 0.3);
    ctx.lineTo(x - L * 0.08 + sway, -H * (1.2 + (i % 2) * 0.3));
    ctx.moveTo(x, H * 0.3);
    ctx.lineTo(x - L * 0.1 + sway, H * (1.1 + (i % 2) * 0.25));
    ctx.stroke();
  }
  fishBody(ctx, L, phase, { top: '#ffb4a2', bottom: '#c2412d', height: 0.46, fin: '#ff8f70', tail: 'fan' });
  bands(ctx, L, H, [0.3, 0.16, 0.02, -0.12, -0.26], 0.045, '#fff1ea');
  eye(ctx, L * 0.34, -L * 0.05, L * 0.045);
};

const turtle: TDrawFish = (ctx, L, phase) => {
  const flap = Math.sin(phase) * 0.5;
  ctx.fillStyle = '#5fae6e';
  for (const side of [-1, 1]) {
    ctx.save();
    ctx.translate(L * 0.15, side * L * 0.2);
    ctx.rotate(side * (0.6 + flap));
    ctx.beginPath();
    ctx.ellipse(L * 0.12, 0, L * 0.2, L * 0.07, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
    ctx.save();
    ctx.translate(-L * 0.22, side * L * 0.18);
    ctx.rotate(side * (0.9 - flap * 0.5));
    ctx.beginPath();
    ctx.ellipse(-L * 0.04, 0, L * 0.1, L * 0.05, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }
  ctx.beginPath();
  ctx.ellipse(L * 0.38, 0, L * 0.12, L * 0.09, 0, 0, Math.PI * 2);
  ctx.fill();
  const gradient = ctx.createRadialGradient(-L * 0.05, -L * 0.05, L * 0.05, 0, 0, L * 0.32);
  gradient.addColorStop(0, '#c9a86a');
  gradient.addColorStop(1, '#5b4020');
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.ellipse(0, 0, L * 0.32, L * 0.25, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#3b2a12';
  ctx.lineWidth = Math.max(1, L * 0.012);
  for (const [x, y] of [
    [0, 0],
    [-0.17, -0.1],
    [-0.17, 0.1],
    [0.15, -0.1],
    [0.15, 0.1],
  ] as const) {
    ctx.beginPath();
    for (let k = 0; k < 6; k++) {
      const a = (k / 6) * Math.PI * 2;
      const px = L * x + Math.cos(a) * L * 0.075;
      const py = L * y + Math.sin(a) * L * 0.075;
      if (k === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    }
    ctx.closePath();
    ctx.stroke();
  }
  eye(ctx, L * 0.43, -L * 0.035, L * 0.025);
};

const octopus: TDrawFish = (ctx, L, phase) => {
  // Drawn swimming head first along +x: mantle in front, arms trailing behind.
  ctx.strokeStyle = '#c04a8e';
  ctx.lineCap = 'round';
  for (let i = 0; i < 8; i++) {
    const spread = (i - 3.5) * L * 0.045;
    ctx.lineWidth = L * (0.06 - i * 0.002);
    ctx.beginPath();
    ctx.moveTo(-L * 0.05, spread * 0.6);
    for (let s = 1; s <= 6; s++) {
      const x = -L * 0.05 - s * L * 0.075;
      const y = spread * (0.6 + s * 0.18) + Math.sin(phase * 1.2 + s * 0.8 + i) * L * 0.03;
      ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  const gradient = ctx.createRadialGradient(L * 0.2, -L * 0.08, L * 0.03, L * 0.12, 0, L * 0.3);
  gradient.addColorStop(0, '#ffb3dc');
  gradient.addColorStop(1, '#a3306f');
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.ellipse(L * 0.14, 0, L * 0.3, L * 0.2, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = 'rgb(255 220 240 / 0.55)';
  for (const [x, y] of [
    [0.25, -0.08],
    [0.1, 0.1],
    [0.3, 0.07],
  ] as const) {
    ctx.beginPath();
    ctx.arc(L * x, L * y, L * 0.022, 0, Math.PI * 2);
    ctx.fill();
  }
  eye(ctx, 0, -L * 0.09, L * 0.045);
  eye(ctx, 0, L * 0.09, L * 0.045);
};

const stingray: TDrawFish = (ctx, L, phase) => {
  const flap = Math.sin(phase) * L * 0.06;
  ctx.strokeStyle = '#3d4f7a';
  ctx.lineWidth = Math.max(1, L * 0.02);
  ctx.beginPath();
  ctx.moveTo(-L * 0.15, 0);
  ctx.quadraticCurveTo(-L * 0.4, Math.sin(phase * 0.7) * L * 0.08, -L * 0.62, Math.sin(phase) * L * 0.04);
  ctx.stroke();
  const gradient = ctx.createLinearGradient(0, -L * 0.4, 0, L * 0.4);
  gradient.addColorStop(0, '#7f9bd6');
  gradient.addColorStop(0.5, '#4a66a8');
  gradient.addColorStop(1, '#7f9bd6');
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.moveTo(L * 0.38, 0);
  ctx.quadraticCurveTo(L * 0.2, -L * 0.15, -L * 0.02, -L * 0.42 - flap);
  ctx.quadraticCurveTo(-L * 0.08, -L * 0.15, -L * 0.2, 0);
  ctx.quadraticCurveTo(-L * 0.08, L * 0.15, -L * 0.02, L * 0.42 + flap);
  ctx.quadraticCurveTo(L * 0.2, L * 0.15, L * 0.38, 0);
  ctx.fill();
  ctx.fillStyle = 'rgb(220 235 255 / 0.35)';
  for (const [x, y] of [
    [0.05, -0.18],
    [0.05, 0.18],
    [0.12, 0],
    [-0.02, -0.08],
    [-0.02, 0.08],
  ] as const) {
    ctx.beginPath();
    ctx.arc(L * x, L * y, L * 0.018, 0, Math.PI * 2);
    ctx.fill();
  }
  eye(ctx, L * 0.24, -L * 0.05, L * 0.022);
  eye(ctx, L * 0.24, L * 0.05, L * 0.022);
};

const swordfish: TDrawFish = (ctx, L, phase) => {
  ctx.fillStyle = '#c7d2e0';
  ctx.beginPath();
  ctx.moveTo(L * 0.42, -L * 0.015);
  ctx.lineTo(L * 0.62, 0);
  ctx.lineTo(L * 0.42, L * 0.015);
  ctx.fill();
  fishBody(ctx, L * 0.9, phase, {
    top: '#3b5b9a',
    bottom: '#c9d6ea',
    height: 0.26,
    fin: '#2b4377',
    tail: 'crescent',
  });
  eye(ctx, L * 0.33, -L * 0.03, L * 0.025);
};

const shark: TDrawFish = (ctx, L, phase) => {
  fishBody(ctx, L, phase, {
    top: '#7d8ea6',
    bottom: '#e7edf5',
    height: 0.3,
    fin: '#6a7b93',
    tail: 'crescent',
  });
  ctx.strokeStyle = 'rgb(40 50 70 / 0.6)';
  ctx.lineWidth = Math.max(1, L * 0.008);
  for (let i = 0; i < 4; i++) {
    ctx.beginPath();
    ctx.moveTo(L * (0.22 - i * 0.025), -L * 0.04);
    ctx.lineTo(L * (0.2 - i * 0.025), L * 0.04);
    ctx.stroke();
  }
  ctx.strokeStyle = '#3a1a1a';
  ctx.lineWidth = Math.max(1, L * 0.01);
  ctx.beginPath();
  ctx.moveTo(L * 0.46, L * 0.03);
  ctx.quadraticCurveTo(L * 0.38, L * 0.06, L * 0.32, L * 0.05);
  ctx.stroke();
  eye(ctx, L * 0.38, -L * 0.035, L * 0.02);
};

const whale: TDrawFish = (ctx, L, phase) => {
  const wag = Math.sin(phase * 0.6) * L * 0.05;
  ctx.fillStyle = '#1f4f7a';
  ctx.beginPath();
  ctx.moveTo(-L * 0.36, 0);
  ctx.quadraticCurveTo(-L * 0.48, -L * 0.02 + wag, -L * 0.56, -L * 0.12 + wag);
  ctx.quadraticCurveTo(-L * 0.48, wag, -L * 0.56, L * 0.12 + wag);
  ctx.quadraticCurveTo(-L * 0.48, L * 0.02 + wag, -L * 0.36, 0);
  ctx.fill();
  const gradient = ctx.createLinearGradient(0, -L * 0.16, 0, L * 0.16);
  gradient.addColorStop(0, '#3f7fb5');
  gradient.addColorStop(0.6, '#285d8c');
  gradient.addColorStop(1, '#b9d4ea');
  ctx.fillStyle = gradient;
  ctx.beginPath();
  ctx.moveTo(L * 0.48, L * 0.02);
  ctx.bezierCurveTo(L * 0.48, -L * 0.2, L * 0.1, -L * 0.2, -L * 0.38, -L * 0.03);
  ctx.lineTo(-L * 0.38, L * 0.03);
  ctx.bezierCurveTo(L * 0.0, L * 0.18, L * 0.46, L * 0.16, L * 0.48, L * 0.02);
  ctx.fill();
  ctx.strokeStyle = 'rgb(30 60 90 / 0.5)';
  ctx.lineWidth = Math.max(1, L * 0.006);
  for (let i = 0; i < 6; i++) {
    ctx.beginPath();
    ctx.moveTo(L * (0.4 - i * 0.05), L * 0.07);
    ctx.lineTo(L * (0.32 - i * 0.05), L * 0.13);
    ctx.stroke();
  }
  ctx.fillStyle = '#285d8c';
  ctx.beginPath();
  ctx.ellipse(L * 0.12, L * 0.12, L * 0.1, L * 0.03, 0.5 + Math.sin(phase) * 0.2, 0, Math.PI * 2);
  ctx.fill();
  eye(ctx, L * 0.34, L * 0.02, L * 0.018);
};

/** The boss: a golden serpent dragon whose body undulates, with horns and a flowing mane. */
const goldenDragon: TDrawFish = (ctx, L, phase) => {
  const segments = 16;
  const points: [number, number][] = [];
  for (let i = 0; i <= segments; i++) {
    const x = L * 0.36 - (i / segments) * L * 0.86;
    const y = Math.sin(phase - i * 0.45) * L * 0.06 * (i / segments + 0.3);
    points.push([x, y]);
  }
  for (let i = segments; i >= 1; i--) {
    const [x, y] = points[i]!;
    const r = L * 0.075 * (1 - (i / segments) * 0.65);
    const gradient = ctx.createRadialGradient(x, y - r * 0.4, r * 0.1, x, y, r);
    gradient.addColorStop(0, '#fff3b0');
    gradient.addColorStop(0.6, '#f5b83d');
    gradient.addColorStop(1, '#a8650a');
    ctx.fillStyle = gradient;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
    if (i % 3 === 0) {
      ctx.fillStyle = '#e0324f';
      ctx.beginPath();
      ctx.moveTo(x, y - r);
      ctx.lineTo(x - r * 0.6, y - r * 1.7);
      ctx.lineTo(x - r * 0.9, y - r * 0.8);
      ctx.fill();
    }
  }
  const [hx, hy] = points[0]!;
  ctx.fillStyle = '#e0324f';
  ctx.beginPath();
  ctx.moveTo(hx - L * 0.04, hy - L * 0.05);
  ctx.quadraticCurveTo(hx - L * 0.16, hy - L * 0.14 + Math.sin(phase) * 4, hx - L * 0.2, hy - L * 0.04);
  ctx.quadraticCurveTo(hx - L * 0.1, hy, hx - L * 0.04, hy + L * 0.02);
  ctx.fill();
  const head = ctx.createLinearGradient(hx, hy - L * 0.07, hx, hy + L * 0.07);
  head.addColorStop(0, '#fff3b0');
  head.addColorStop(1, '#d9931a');
  ctx.fillStyle = head;
  ctx.beginPath();
  ctx.moveTo(hx + L * 0.16, hy);
  ctx.quadraticCurveTo(hx + L * 0.1, hy - L * 0.08, hx - L * 0.04, hy - L * 0.06);
  ctx.quadraticCurveTo(hx - L * 0.08, hy, hx - L * 0.04, hy + L * 0.06);
  ctx.quadraticCurveTo(hx + L * 0.1, hy + L * 0.08, hx + L * 0.16, hy);
  ctx.fill();
  ctx.strokeStyle = '#fff3b0';
  ctx.lineWidth = Math.max(1.5, L * 0.012);
  ctx.beginPath();
  ctx.moveTo(hx, hy - L * 0.05);
  ctx.quadraticCurveTo(hx - L * 0.04, hy - L * 0.14, hx - L * 0.1, hy - L * 0.15);
  ctx.moveTo(hx + L * 0.15, hy + L * 0.01);
  ctx.quadraticCurveTo(hx + L * 0.2, hy + L * 0.08 + Math.sin(phase * 1.3) * 5, hx + L * 0.1, hy + L * 0.12);
  ctx.stroke();
  eye(ctx, hx + L * 0.05, hy - L * 0.025, L * 0.018);
};

export const FISH_ART: Record<string, TDrawFish> = {
  clownfish,
  pufferfish,
  angelfish,
  lionfish,
  turtle,
  octopus,
  stingray,
  swordfish,
  shark,
  whale,
  'golden-dragon': goldenDragon,
};

/**
 * Size on screen (body length as a share of the scene's short side) and cruising speed (scene widths per
 * second): the more a fish pays, the bigger and slower it is, so it is easy to tell them apart.
 */
export const FISH_LOOK: Record<string, { size: number; speed: number; hitRadius: number }> = {
  clownfish: { size: 0.085, speed: 0.1, hitRadius: 0.36 },
  pufferfish: { size: 0.09, speed: 0.085, hitRadius: 0.45 },
  angelfish: { size: 0.1, speed: 0.085, hitRadius: 0.4 },
  lionfish: { size: 0.12, speed: 0.075, hitRadius: 0.36 },
  turtle: { size: 0.15, speed: 0.06, hitRadius: 0.38 },
  octopus: { size: 0.15, speed: 0.06, hitRadius: 0.38 },
  stingray: { size: 0.18, speed: 0.06, hitRadius: 0.36 },
  swordfish: { size: 0.22, speed: 0.08, hitRadius: 0.26 },
  shark: { size: 0.28, speed: 0.055, hitRadius: 0.28 },
  whale: { size: 0.42, speed: 0.035, hitRadius: 0.26 },
  'golden-dragon': { size: 0.46, speed: 0.045, hitRadius: 0.22 },
};
