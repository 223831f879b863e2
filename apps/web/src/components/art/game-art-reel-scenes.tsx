import { Coin, pick, Sparkle } from './game-art-parts.tsx';

/** Slot-style scenes of the game tiles (video slot cabinet, reels, classic fruit, jackpot, scratch, arcade, lottery). */

const FONT = 'Inter Variable, system-ui, sans-serif';

function Seven({
  x,
  y,
  size = 22,
  fill = '#e11d48',
}: {
  x: number;
  y: number;
  size?: number;
  fill?: string;
}) {
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      fontWeight="900"
      fontStyle="italic"
      textAnchor="middle"
      fontFamily={FONT}
      fill={fill}
      stroke="#7f1d1d"
      strokeWidth="0.8"
    >
      7
    </text>
  );
}

function Cherry({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M-4 2C-3-6 2-10 6-12M4 3C4-4 5-9 6-12" stroke="#15803d" strokeWidth="1.6" fill="none" />
      <path d="M6-12c3-1 6 0 7 2-3 1-6 0-7-2z" fill="#22c55e" />
      <circle cx="-4" cy="5" r="5" fill="#dc2626" />
      <circle cx="5" cy="6" r="5" fill="#e11d48" />
      <circle cx="-5.5" cy="3.5" r="1.4" fill="#fff" opacity="0.7" />
    </g>
  );
}

function Gem({ x, y, fill }: { x: number; y: number; fill: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M-9-4l4-5h10l4 5-9 12z" fill={fill} />
      <path
        d="M-9-4h18M-5-9l5 5 5-5M0-4v12"
        stroke="#fff"
        strokeOpacity="0.5"
        strokeWidth="0.8"
        fill="none"
      />
    </g>
  );
}

function Bell({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path
        d="M-8 5c2-2 2-4 2-8a6 6 0 0 1 12 0c0 4 0 6 2 8z"
        fill="#f59e0b"
        stroke="#b45309"
        strokeWidth="0.8"
      />
      <circle cx="0" cy="7" r="2" fill="#b45309" />
      <circle cx="0" cy="-10" r="1.4" fill="#b45309" />
    </g>
  );
}

/** The house video slot: a gold cabinet with three reels, a win line and a lever. */
export function SlotCabinetScene({ uid }: { uid: string }) {
  return (
    <g>
      <defs>
        <linearGradient id={`${uid}-gold`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="0.5" stopColor="#f59e0b" />
          <stop offset="1" stopColor="#b45309" />
        </linearGradient>
      </defs>
      <rect
        x="30"
        y="16"
        width="96"
        height="94"
        rx="12"
        fill="#000"
        opacity="0.3"
        transform="translate(2 3)"
      />
      <rect x="30" y="16" width="96" height="94" rx="12" fill={`url(#${uid}-gold)`} />
      <path d="M40 16a38 14 0 0 1 76 0z" fill="#e11d48" />
      <rect x="38" y="34" width="80" height="46" rx="6" fill="#1f1147" />
      {[0, 1, 2].map((i) => (
        <rect key={i} x={42 + i * 25.5} y="38" width="22" height="38" rx="3" fill="#fffdf7" />
      ))}
      <Seven x={53} y={66} />
      <Cherry x={79} y={57} scale={1.1} />
      <Seven x={104.5} y={66} />
      <path d="M38 57h80" stroke="#e11d48" strokeWidth="1.2" strokeDasharray="3 2" opacity="0.8" />
      <rect x="46" y="88" width="64" height="10" rx="5" fill="#7c2d12" opacity="0.6" />
      <path d="M126 70h8V34" stroke="#d1d5db" strokeWidth="3" strokeLinecap="round" fill="none" />
      <circle cx="134" cy="30" r="6" fill="#e11d48" />
      <Sparkle x={24} y={26} size={5} />
      <Sparkle x={142} y={96} size={4} opacity={0.7} />
    </g>
  );
}

type TReelSymbol = 'gem-purple' | 'gem-green' | 'gem-blue' | 'gem-red' | 'bell' | 'cherry' | 'seven' | 'star';
const REEL_SYMBOLS: readonly TReelSymbol[] = [
  'gem-purple',
  'gem-green',
  'gem-blue',
  'gem-red',
  'bell',
  'cherry',
  'seven',
  'star',
];
const GEM_FILLS: Record<string, string> = {
  'gem-purple': '#a855f7',
  'gem-green': '#22c55e',
  'gem-blue': '#0ea5e9',
  'gem-red': '#f43f5e',
};

function ReelSymbol({ symbol, x, y }: { symbol: TReelSymbol; x: number; y: number }) {
  if (symbol === 'bell') return <Bell x={x} y={y} />;
  if (symbol === 'cherry') return <Cherry x={x} y={y - 2} scale={0.9} />;
  if (symbol === 'seven') return <Seven x={x} y={y + 7} size={20} />;
  if (symbol === 'star') {
    return (
      <path
        d="M0-10l2.9 6 6.6.9-4.8 4.6 1.2 6.5L0 4.9-5.9 8l1.2-6.5-4.8-4.6 6.6-.9z"
        transform={`translate(${x} ${y})`}
        fill="#facc15"
        stroke="#b45309"
        strokeWidth="0.8"
      />
    );
  }
  return <Gem x={x} y={y} fill={GEM_FILLS[symbol] ?? '#a855f7'} />;
}

const REEL_XS = [40, 80, 120];
const REEL_ROWS = [34, 62, 89];

/** Three tilted reels; the symbols (and the winning middle line) come from the game's seed. */
export function ReelsScene({ seed }: { seed: number }) {
  const winner = REEL_SYMBOLS[pick(seed, 0, REEL_SYMBOLS.length)] ?? 'gem-blue';
  const cells = REEL_XS.flatMap((x, column) =>
    REEL_ROWS.map((y, row) => {
      const symbol =
        row === 1 ? winner : (REEL_SYMBOLS[pick(seed, 1 + column * 3 + row, REEL_SYMBOLS.length)] ?? 'bell');
      return { key: `${column}-${row}`, x, y, symbol };
    }),
  );
  return (
    <g>
      {REEL_XS.map((x, i) => (
        <g key={x} transform={`translate(${x} 60) rotate(${(i - 1) * 6})`}>
          <rect
            x="-17"
            y="-40"
            width="34"
            height="80"
            rx="8"
            fill="#000"
            opacity="0.25"
            transform="translate(2 3)"
          />
          <rect x="-17" y="-40" width="34" height="80" rx="8" fill="#fffdf7" />
          <path d="M-17-14h34M-17 14h34" stroke="#e5e7eb" />
        </g>
      ))}
      {cells.map((cell) => (
        <ReelSymbol key={cell.key} symbol={cell.symbol} x={cell.x} y={cell.y} />
      ))}
      <path d="M18 62h124" stroke="#facc15" strokeWidth="2" opacity="0.9" />
    </g>
  );
}

export function ClassicFruitScene() {
  return (
    <g>
      <Cherry x={52} y={64} scale={2.4} />
      <Seven x={108} y={84} size={56} fill="#facc15" />
      <Sparkle x={132} y={30} size={5} />
      <Sparkle x={28} y={28} size={3.5} opacity={0.7} />
    </g>
  );
}

export function JackpotScene() {
  return (
    <g>
      <path d="M50 44l10-22 20 14 20-14 10 22z" fill="#facc15" stroke="#b45309" strokeWidth="1.5" />
      <circle cx="60" cy="22" r="3" fill="#f43f5e" />
      <circle cx="80" cy="36" r="3" fill="#22d3ee" />
      <circle cx="100" cy="22" r="3" fill="#f43f5e" />
      <rect x="48" y="44" width="64" height="8" rx="3" fill="#b45309" />
      <Coin cx={50} cy={84} r={12} />
      <Coin cx={80} cy={90} r={14} />
      <Coin cx={110} cy={84} r={12} />
      <Coin cx={66} cy={70} r={10} />
      <Coin cx={95} cy={70} r={10} />
      <Sparkle x={124} y={40} size={6} />
      <Sparkle x={34} y={52} size={4} />
    </g>
  );
}

export function ScratchScene() {
  return (
    <g transform="rotate(-8 80 60)">
      <rect
        x="30"
        y="24"
        width="100"
        height="72"
        rx="8"
        fill="#000"
        opacity="0.3"
        transform="translate(2 3)"
      />
      <rect x="30" y="24" width="100" height="72" rx="8" fill="#fff7ed" />
      <rect x="38" y="32" width="84" height="14" rx="4" fill="#f43f5e" />
      {[0, 1, 2].map((i) => (
        <rect key={i} x={40 + i * 28} y="54" width="22" height="32" rx="4" fill="#cbd5e1" />
      ))}
      <path
        d="M42 70q6-8 12 0t6 6"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
        opacity="0.9"
      />
      <path d="M51 63l2.6 5.4 5.9.8-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" fill="#f59e0b" />
      <Coin cx={124} cy={92} r={11} />
    </g>
  );
}

/** A pixel invader over a joystick. */
const INVADER = [
  '..X.....X..',
  '...X...X...',
  '..XXXXXXX..',
  '.XX.XXX.XX.',
  'XXXXXXXXXXX',
  'X.XXXXXXX.X',
  'X.X.....X.X',
  '...XX.XX...',
];
const INVADER_PIXELS = INVADER.flatMap((row, y) =>
  [...row].flatMap((cell, x) => (cell === 'X' ? [{ key: `${x}-${y}`, x, y }] : [])),
);

export function ArcadeScene() {
  return (
    <g>
      {INVADER_PIXELS.map((pixel) => (
        <rect key={pixel.key} x={47 + pixel.x * 6} y={14 + pixel.y * 6} width="6" height="6" fill="#a3e635" />
      ))}
      <ellipse cx="80" cy="100" rx="30" ry="8" fill="#111827" />
      <rect x="77" y="76" width="6" height="24" fill="#9ca3af" />
      <circle cx="80" cy="74" r="8" fill="#ef4444" />
      <circle cx="108" cy="98" r="4" fill="#facc15" />
      <circle cx="52" cy="98" r="4" fill="#38bdf8" />
    </g>
  );
}

export function LotteryScene() {
  const balls: Array<[number, number, number, string, string]> = [
    [48, 72, 16, '#f43f5e', '8'],
    [82, 58, 18, '#facc15', '27'],
    [116, 74, 15, '#22c55e', '3'],
    [66, 96, 12, '#38bdf8', '14'],
    [102, 98, 12, '#a855f7', '36'],
  ];
  return (
    <g>
      {balls.map(([cx, cy, r, fill, label]) => (
        <g key={label}>
          <circle cx={cx} cy={cy + 2} r={r} fill="#000" opacity="0.25" />
          <circle cx={cx} cy={cy} r={r} fill={fill} />
          <circle cx={cx} cy={cy} r={r * 0.55} fill="#fff" />
          <text
            x={cx}
            y={cy + r * 0.22}
            fontSize={r * 0.62}
            fontWeight="800"
            textAnchor="middle"
            fontFamily={FONT}
            fill="#111827"
          >
            {label}
          </text>
          <circle cx={cx - r * 0.45} cy={cy - r * 0.5} r={r * 0.16} fill="#fff" opacity="0.6" />
        </g>
      ))}
    </g>
  );
}
