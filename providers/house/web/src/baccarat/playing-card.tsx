import type { ReactNode } from 'react';
import { SUIT_PATHS, type TSuitName } from '../shared/suit-paths.ts';

const RANK_LABELS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const RED = '#d61f3c';
const BLACK = '#161b2c';

// Pip centres on a 100×140 card (x, y, upside-down), the classic layouts for 2–10.
const L = 31;
const C = 50;
const R = 69;
type TPip = readonly [number, number, boolean];
const SIDES_4: TPip[] = [
  [L, 32, false],
  [R, 32, false],
  [L, 108, true],
  [R, 108, true],
];
const SIDES_6: TPip[] = [...SIDES_4, [L, 70, false], [R, 70, false]];
const SIDES_8: TPip[] = [...SIDES_4, [L, 57, false], [R, 57, false], [L, 83, true], [R, 83, true]];
const PIPS: Record<number, TPip[]> = {
  2: [
    [C, 32, false],
    [C, 108, true],
  ],
  3: [
    [C, 32, false],
    [C, 70, false],
    [C, 108, true],
  ],
  4: SIDES_4,
  5: [...SIDES_4, [C, 70, false]],
  6: SIDES_6,
  7: [...SIDES_6, [C, 51, false]],
  8: [...SIDES_6, [C, 51, false], [C, 89, true]],
  9: [...SIDES_8, [C, 70, false]],
  10: [...SIDES_8, [C, 45, false], [C, 95, true]],
};

function Suit({
  suit,
  x,
  y,
  size,
  flip = false,
}: {
  suit: TSuitName;
  x: number;
  y: number;
  size: number;
  flip?: boolean;
}) {
  const scale = size / 100;
  const rotate = flip ? ` rotate(180 50 50)` : '';
  return (
    <path
      d={SUIT_PATHS[suit]}
      transform={`translate(${x - size / 2} ${y - size / 2}) scale(${scale})${rotate}`}
    />
  );
}

function Corner({ label, suit, flip }: { label: string; suit: TSuitName; flip: boolean }) {
  return (
    <g transform={flip ? 'rotate(180 50 70)' : undefined}>
      <text
        x="13"
        y="25"
        textAnchor="middle"
        fontFamily="Georgia, serif"
        fontWeight="700"
        fontSize={label.length > 1 ? 19 : 22}
        letterSpacing={label.length > 1 ? -2 : 0}
      >
        {label}
      </text>
      <Suit suit={suit} x={13} y={36} size={13} />
    </g>
  );
}

/** Jack, queen and king: a framed panel with the letter and a crown, in the suit's colour. */
function Face({ label, suit, color }: { label: string; suit: TSuitName; color: string }) {
  return (
    <g>
      <rect x="24" y="26" width="52" height="88" rx="5" fill="#fbf3dc" stroke={color} strokeWidth="2" />
      <rect x="28" y="30" width="44" height="80" rx="3" fill="none" stroke="#d7b25c" strokeWidth="1.5" />
      <path
        d="M36 58 L34 42 L43 50 L50 38 L57 50 L66 42 L64 58 Z"
        fill="#e9b53b"
        stroke="#8a5a06"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <text x="50" y="92" textAnchor="middle" fontFamily="Georgia, serif" fontWeight="900" fontSize="30">
        {label}
      </text>
      <Suit suit={suit} x={50} y={102} size={10} />
    </g>
  );
}

export function PlayingCard({ rank, suit }: { rank: number; suit: TSuitName }): ReactNode {
  const label = RANK_LABELS[rank] ?? '?';
  const color = suit === 'hearts' || suit === 'diamonds' ? RED : BLACK;
  return (
    <svg className="card-svg" viewBox="0 0 100 140" role="img" aria-label={`${label} ${suit}`}>
      <rect
        x="1.5"
        y="1.5"
        width="97"
        height="137"
        rx="9"
        fill="#fffdf7"
        stroke="#c9c3b3"
        strokeWidth="1.5"
      />
      <g fill={color}>
        <Corner label={label} suit={suit} flip={false} />
        <Corner label={label} suit={suit} flip={true} />
        {rank === 1 ? <Suit suit={suit} x={50} y={70} size={44} /> : null}
        {rank >= 2 && rank <= 10
          ? (PIPS[rank] ?? []).map(([x, y, flip]) => (
              <Suit key={`${x}-${y}`} suit={suit} x={x} y={y} size={17} flip={flip} />
            ))
          : null}
        {rank >= 11 ? <Face label={label} suit={suit} color={color} /> : null}
      </g>
    </svg>
  );
}

export function CardBack(): ReactNode {
  return (
    <svg className="card-svg" viewBox="0 0 100 140" aria-hidden="true">
      <defs>
        <pattern
          id="card-back-lattice"
          width="10"
          height="10"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="10" height="10" fill="#4b2fc9" />
          <path d="M0 5 H10 M5 0 V10" stroke="#7c5cff" strokeWidth="1.6" />
        </pattern>
      </defs>
      <rect
        x="1.5"
        y="1.5"
        width="97"
        height="137"
        rx="9"
        fill="#fffdf7"
        stroke="#c9c3b3"
        strokeWidth="1.5"
      />
      <rect
        x="8"
        y="8"
        width="84"
        height="124"
        rx="6"
        fill="url(#card-back-lattice)"
        stroke="#f5b83d"
        strokeWidth="2"
      />
      <circle cx="50" cy="70" r="16" fill="#1c1240" stroke="#f5b83d" strokeWidth="2" />
      <path d="M50 58 L54 67 L63 68 L56 74 L58 83 L50 78 L42 83 L44 74 L37 68 L46 67 Z" fill="#f5b83d" />
    </svg>
  );
}
