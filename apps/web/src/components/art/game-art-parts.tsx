/**
 * Drawing pieces the game tile scenes share (playing cards, chips, dice, coins, sparkles). All in the
 * 160×120 frame of GameArt; colours are literal because tile art is an illustration that must read the
 * same in both themes.
 */

export type TSuit = 'spade' | 'heart' | 'diamond' | 'club';

/**
 * The `salt`-th choice among `count` for a game's art seed: one hash gives a game several independent,
 * stable choices (symbols, card ranks, dice), so titles sharing a scene still differ.
 */
export function pick(seed: number, salt: number, count: number): number {
  let x = (seed ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return ((x ^ (x >>> 16)) >>> 0) % count;
}

export const RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'] as const;
export const SUITS: readonly TSuit[] = ['spade', 'heart', 'diamond', 'club'];

const SUIT_PATHS: Record<TSuit, string> = {
  heart: 'M0 3.2C-2.6 1-5 -.6-5-3a2.6 2.6 0 0 1 5-1 2.6 2.6 0 0 1 5 1c0 2.4-2.4 4-5 6.2z',
  diamond: 'M0-5 4 0 0 5-4 0z',
  spade: 'M0-5c2.6 2.4 5 4 5 6.3a2.5 2.5 0 0 1-4.3 1.7L1.5 5h-3l.8-2A2.5 2.5 0 0 1-5 1.3C-5-1 -2.6-2.6 0-5z',
  club: 'M0-5a2.2 2.2 0 0 1 2 3.2A2.2 2.2 0 1 1 .9 2.3L1.5 5h-3l.6-2.7A2.2 2.2 0 1 1-2-1.8 2.2 2.2 0 0 1 0-5z',
};

export function Suit({ suit, x, y, scale = 1 }: { suit: TSuit; x: number; y: number; scale?: number }) {
  const red = suit === 'heart' || suit === 'diamond';
  return (
    <path
      d={SUIT_PATHS[suit]}
      transform={`translate(${x} ${y}) scale(${scale})`}
      fill={red ? '#e11d48' : '#111827'}
    />
  );
}

/** A playing card 28×40 centred on (x, y), turned by `rotate` degrees. */
export function PlayingCard({
  x,
  y,
  rotate = 0,
  rank,
  suit,
  scale = 1,
}: {
  x: number;
  y: number;
  rotate?: number;
  rank: string;
  suit: TSuit;
  scale?: number;
}) {
  const red = suit === 'heart' || suit === 'diamond';
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate}) scale(${scale})`}>
      <rect
        x="-14"
        y="-20"
        width="28"
        height="40"
        rx="3.5"
        fill="#000"
        opacity="0.25"
        transform="translate(1.5 2)"
      />
      <rect
        x="-14"
        y="-20"
        width="28"
        height="40"
        rx="3.5"
        fill="#fffdf7"
        stroke="#e7e2d3"
        strokeWidth="0.8"
      />
      <text
        x="-10.5"
        y="-10"
        fontSize="8"
        fontWeight="800"
        fontFamily="Inter Variable, system-ui, sans-serif"
        fill={red ? '#e11d48' : '#111827'}
      >
        {rank}
      </text>
      <Suit suit={suit} x={0} y={4} scale={1.5} />
    </g>
  );
}

/** A casino chip seen from above. */
export function Chip({ cx, cy, r = 9, colour }: { cx: number; cy: number; r?: number; colour: string }) {
  return (
    <g>
      <circle cx={cx} cy={cy + 1.5} r={r} fill="#000" opacity="0.25" />
      <circle cx={cx} cy={cy} r={r} fill={colour} />
      <circle
        cx={cx}
        cy={cy}
        r={r * 0.78}
        fill="none"
        stroke="#fff"
        strokeWidth={r * 0.22}
        strokeDasharray={`${r * 0.5} ${r * 0.48}`}
      />
      <circle cx={cx} cy={cy} r={r * 0.5} fill={colour} stroke="#fff" strokeOpacity="0.6" strokeWidth="0.8" />
    </g>
  );
}

/** A stack of chips seen from the side. */
export function ChipStack({ x, y, count, colour }: { x: number; y: number; count: number; colour: string }) {
  return (
    <g>
      {Array.from({ length: count }, (_, i) => i).map((level) => (
        <g key={level} transform={`translate(${x} ${y - level * 4})`}>
          <ellipse cx="0" cy="2" rx="9" ry="3.4" fill="#000" opacity="0.2" />
          <rect x="-9" y="-2" width="18" height="4" fill={colour} />
          <ellipse
            cx="0"
            cy="-2"
            rx="9"
            ry="3.4"
            fill={colour}
            stroke="#fff"
            strokeOpacity="0.5"
            strokeWidth="0.7"
          />
          <path d="M-6-1v3M0-1v3M6-1v3" stroke="#fff" strokeWidth="1.2" opacity="0.8" />
        </g>
      ))}
    </g>
  );
}

const PIPS: Record<number, Array<[number, number]>> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

/** A die of side `size` centred on (x, y) showing `pips`. */
export function Die({
  x,
  y,
  size,
  pips,
  rotate = 0,
}: {
  x: number;
  y: number;
  size: number;
  pips: number;
  rotate?: number;
}) {
  const half = size / 2;
  const step = size * 0.27;
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate})`}>
      <rect
        x={-half + 1.5}
        y={-half + 2.5}
        width={size}
        height={size}
        rx={size * 0.2}
        fill="#000"
        opacity="0.3"
      />
      <rect x={-half} y={-half} width={size} height={size} rx={size * 0.2} fill="#fff8f0" stroke="#e8dccb" />
      {(PIPS[pips] ?? []).map(([px, py]) => (
        <circle
          key={`${px}${py}`}
          cx={px * step}
          cy={py * step}
          r={size * 0.085}
          fill={pips === 1 || pips === 4 ? '#dc2626' : '#1f2937'}
        />
      ))}
    </g>
  );
}

export function Coin({ cx, cy, r = 8 }: { cx: number; cy: number; r?: number }) {
  return (
    <g>
      <ellipse cx={cx} cy={cy + r * 0.25} rx={r} ry={r} fill="#b45309" />
      <circle cx={cx} cy={cy} r={r} fill="#fbbf24" />
      <circle cx={cx} cy={cy} r={r * 0.7} fill="none" stroke="#fde68a" strokeWidth="1.2" />
      <path d={`M${cx - r * 0.2} ${cy - r * 0.35}h${r * 0.4}v${r * 0.7}h-${r * 0.4}z`} fill="#d97706" />
    </g>
  );
}

/** A four-point twinkle. */
export function Sparkle({
  x,
  y,
  size = 4,
  opacity = 0.9,
}: {
  x: number;
  y: number;
  size?: number;
  opacity?: number;
}) {
  const s = size;
  return (
    <path
      d={`M${x} ${y - s}Q${x + s * 0.15} ${y - s * 0.15} ${x + s} ${y}Q${x + s * 0.15} ${y + s * 0.15} ${x} ${y + s}Q${x - s * 0.15} ${y + s * 0.15} ${x - s} ${y}Q${x - s * 0.15} ${y - s * 0.15} ${x} ${y - s}z`}
      fill="#fff"
      opacity={opacity}
    />
  );
}
