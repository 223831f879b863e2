import { Chip, ChipStack, Die, PlayingCard, pick, RANKS, Sparkle, SUITS } from './game-art-parts.tsx';

/** Card and table scenes of the game tiles (baccarat, blackjack, poker, roulette, sic bo …). */

/** An oval felt table seen at an angle, with a gold rail. */
function Felt({ colour = '#0f766e', y = 78 }: { colour?: string; y?: number }) {
  return (
    <g>
      <ellipse cx="80" cy={y + 4} rx="74" ry="30" fill="#000" opacity="0.3" />
      <ellipse cx="80" cy={y} rx="72" ry="28" fill="#b45309" />
      <ellipse cx="80" cy={y - 2} rx="66" ry="24" fill={colour} />
      <ellipse
        cx="80"
        cy={y - 2}
        rx="50"
        ry="15"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.25"
        strokeDasharray="3 3"
      />
    </g>
  );
}

/** Two cards of the game's seed (the house table keeps its own 9 and K). */
function cardOf(
  seed: number | undefined,
  salt: number,
  fallback: [string, 'spade' | 'heart' | 'diamond' | 'club'],
) {
  if (seed === undefined) return { rank: fallback[0], suit: fallback[1] };
  return {
    rank: RANKS[pick(seed, salt, RANKS.length)] ?? 'A',
    suit: SUITS[pick(seed, salt + 10, SUITS.length)] ?? 'spade',
  };
}

export function BaccaratScene({ premium = false, seed }: { premium?: boolean; seed?: number }) {
  const left = cardOf(seed, 1, ['9', 'heart']);
  const right = cardOf(seed, 2, ['K', 'spade']);
  return (
    <g>
      <Felt colour={premium ? '#065f46' : '#0f766e'} />
      <circle cx="44" cy="78" r="9" fill="#2563eb" opacity="0.85" />
      <circle cx="116" cy="78" r="9" fill="#dc2626" opacity="0.85" />
      <PlayingCard x={64} y={48} rotate={-10} rank={left.rank} suit={left.suit} />
      <PlayingCard x={92} y={46} rotate={8} rank={right.rank} suit={right.suit} />
      <Chip cx={44} cy={76} r={7} colour="#1d4ed8" />
      <Chip cx={116} cy={76} r={7} colour="#b91c1c" />
      {premium ? (
        <>
          <Sparkle x={128} y={26} size={5} />
          <Sparkle x={30} y={34} size={3.5} opacity={0.7} />
        </>
      ) : null}
    </g>
  );
}

/** Several small tables: a lobby of rooms where players meet. */
export function BaccaratRoomsScene() {
  const tables: Array<[number, number, number]> = [
    [42, 54, 0.8],
    [118, 54, 0.8],
    [80, 84, 1],
  ];
  return (
    <g>
      {tables.map(([x, y, s]) => (
        <g key={`${x}-${y}`} transform={`translate(${x} ${y}) scale(${s})`}>
          <ellipse cx="0" cy="4" rx="30" ry="13" fill="#000" opacity="0.3" />
          <ellipse cx="0" cy="0" rx="29" ry="12" fill="#b45309" />
          <ellipse cx="0" cy="-1" rx="25" ry="9.5" fill="#047857" />
          {[-22, -8, 8, 22].map((sx) => (
            <circle key={sx} cx={sx} cy={sx === -22 || sx === 22 ? -12 : -15} r="4" fill="#fde68a" />
          ))}
          <rect x="-9" y="-6" width="8" height="11" rx="1.5" fill="#fff" transform="rotate(-8)" />
          <rect x="1" y="-6" width="8" height="11" rx="1.5" fill="#fff" transform="rotate(8)" />
        </g>
      ))}
    </g>
  );
}

export function BlackjackScene({ seed }: { seed: number }) {
  const second = cardOf(seed, 3, ['10', 'diamond']);
  return (
    <g>
      <Felt colour="#166534" y={84} />
      <PlayingCard x={66} y={52} rotate={-12} rank="A" suit="spade" scale={1.15} />
      <PlayingCard
        x={94}
        y={50}
        rotate={10}
        rank={second.rank === 'A' ? 'K' : second.rank}
        suit={second.suit}
        scale={1.15}
      />
      <ChipStack x={36} y={90} count={4} colour="#7c3aed" />
      <ChipStack x={126} y={92} count={3} colour="#0ea5e9" />
    </g>
  );
}

export function PokerScene({ seed }: { seed: number }) {
  const suit = SUITS[pick(seed, 4, SUITS.length)] ?? 'heart';
  const fan = ['10', 'J', 'Q', 'K', 'A'].map((rank) => [rank, suit] as const);
  return (
    <g>
      {fan.map(([rank, suit], i) => (
        <PlayingCard
          key={rank}
          x={48 + i * 16}
          y={60 - Math.abs(i - 2) * 3}
          rotate={(i - 2) * 12}
          rank={rank}
          suit={suit}
        />
      ))}
      <Chip cx={36} cy={94} r={9} colour="#dc2626" />
      <Chip cx={124} cy={92} r={9} colour="#16a34a" />
      <Chip cx={110} cy={100} r={7} colour="#1d4ed8" />
    </g>
  );
}

export function TableScene() {
  return (
    <g>
      <Felt colour="#1e3a8a" />
      <ChipStack x={52} y={78} count={5} colour="#dc2626" />
      <ChipStack x={80} y={74} count={7} colour="#f59e0b" />
      <ChipStack x={108} y={80} count={4} colour="#16a34a" />
      <Sparkle x={80} y={30} size={5} />
    </g>
  );
}

export function RouletteScene({ uid }: { uid: string }) {
  const segments = 18;
  return (
    <g transform="translate(80 62)">
      <defs>
        <radialGradient id={`${uid}-hub`}>
          <stop offset="0" stopColor="#fde68a" />
          <stop offset="1" stopColor="#b45309" />
        </radialGradient>
      </defs>
      <circle r="50" fill="#000" opacity="0.3" cy="3" />
      <circle r="48" fill="#78350f" />
      <circle r="43" fill="#b45309" />
      {Array.from({ length: segments }, (_, i) => {
        const a0 = (i / segments) * Math.PI * 2;
        const a1 = ((i + 1) / segments) * Math.PI * 2;
        const p = (a: number, r: number) => `${(Math.cos(a) * r).toFixed(2)} ${(Math.sin(a) * r).toFixed(2)}`;
        const fill = i === 0 ? '#16a34a' : i % 2 ? '#111827' : '#dc2626';
        return (
          <path
            key={a0}
            d={`M${p(a0, 20)}L${p(a0, 40)}A40 40 0 0 1 ${p(a1, 40)}L${p(a1, 20)}Z`}
            fill={fill}
          />
        );
      })}
      <circle r="20" fill={`url(#${uid}-hub)`} />
      <path d="M0-14v28M-14 0h28" stroke="#78350f" strokeWidth="3" strokeLinecap="round" />
      <circle cx="24" cy="-30" r="4" fill="#fff" />
    </g>
  );
}

export function SicboScene({ seed }: { seed: number }) {
  const [a, b, c] = [5, 6, 7].map((salt) => 1 + pick(seed, salt, 6));
  return (
    <g>
      <ellipse cx="80" cy="88" rx="56" ry="14" fill="#000" opacity="0.25" />
      <Die x={56} y={70} size={30} pips={a ?? 6} rotate={-14} />
      <Die x={104} y={72} size={30} pips={b ?? 5} rotate={12} />
      <Die x={80} y={44} size={30} pips={c ?? 4} rotate={4} />
      <Sparkle x={128} y={30} size={4} />
    </g>
  );
}

/** Two cards facing off, a dragon-red half and a tiger-gold half. */
export function DragonTigerScene() {
  return (
    <g>
      <path d="M80 8a52 52 0 0 0 0 104z" fill="#dc2626" opacity="0.55" />
      <path d="M80 8a52 52 0 0 1 0 104z" fill="#f59e0b" opacity="0.55" />
      <path
        d="M50 18c4 9 15 12 13 26-2 10-14 14-21 8-7-6-3-15 2-17-1 6 2 9 5 9-5-9 0-18 1-26z"
        fill="#fde047"
        stroke="#b91c1c"
        strokeWidth="1.5"
        opacity="0.9"
      />
      <path
        d="M104 34l6 18M114 32l6 18M124 34l6 18"
        stroke="#78350f"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <PlayingCard x={58} y={74} rotate={-8} rank="Q" suit="diamond" />
      <PlayingCard x={102} y={74} rotate={8} rank="J" suit="club" />
    </g>
  );
}
