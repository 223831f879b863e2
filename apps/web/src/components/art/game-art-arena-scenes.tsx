import type { ReactNode } from 'react';
import { pick, Sparkle } from './game-art-parts.tsx';

/** Arena scenes of the game tiles: fishing, football, e-sports and sabong. */

function Fish({
  x,
  y,
  scale = 1,
  body,
  fin,
  flip = false,
}: {
  x: number;
  y: number;
  scale?: number;
  body: string;
  fin: string;
  flip?: boolean;
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})`}>
      <path d="M14 0l12-10v20z" fill={fin} />
      <path d="M-22 0C-14-14 6-16 16 0 6 16-14 14-22 0z" fill={body} />
      <path d="M-4-11c4-6 10-6 12-2" fill={fin} />
      <path d="M-6-9c3 5 3 13 0 18" stroke="#fff" strokeOpacity="0.5" strokeWidth="1.4" fill="none" />
      <circle cx="-13" cy="-2" r="3" fill="#fff" />
      <circle cx="-13.5" cy="-2" r="1.6" fill="#111827" />
    </g>
  );
}

function Bubbles({ points }: { points: Array<[number, number, number]> }) {
  return (
    <g fill="none" stroke="#e0f2fe" strokeWidth="1.2" opacity="0.8">
      {points.map(([cx, cy, r]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} />
      ))}
    </g>
  );
}

function Seaweed({ x }: { x: number }) {
  return (
    <path
      d={`M${x} 120c-6-10 6-16 0-26s6-16 0-26`}
      stroke="#10b981"
      strokeWidth="4"
      strokeLinecap="round"
      fill="none"
      opacity="0.7"
    />
  );
}

/** `hunter`: the house game — a golden boss fish in the crosshair. */
const FISH_COLOURS: ReadonlyArray<readonly [body: string, fin: string]> = [
  ['#fb7185', '#be123c'],
  ['#f97316', '#9a3412'],
  ['#a78bfa', '#6d28d9'],
  ['#facc15', '#a16207'],
  ['#2dd4bf', '#0f766e'],
];

export function FishingScene({ hunter = false, seed = 0 }: { hunter?: boolean; seed?: number }) {
  const [body, fin] = hunter
    ? ['#f59e0b', '#b45309']
    : (FISH_COLOURS[pick(seed, 30, FISH_COLOURS.length)] ?? ['#fb7185', '#be123c']);
  return (
    <g>
      <Seaweed x={20} />
      <Seaweed x={146} />
      <Fish x={hunter ? 76 : 70} y={58} scale={hunter ? 1.7 : 1.5} body={body} fin={fin} />
      <Fish x={122} y={30} scale={0.7} body="#38bdf8" fin="#0369a1" flip />
      <Fish x={118} y={92} scale={0.6} body="#a3e635" fin="#4d7c0f" flip />
      <Bubbles
        points={[
          [34, 34, 3],
          [40, 24, 2],
          [30, 16, 1.5],
          [100, 100, 2.5],
          [140, 60, 2],
        ]}
      />
      {hunter ? (
        <g stroke="#fef08a" strokeWidth="2" fill="none" opacity="0.95">
          <circle cx="70" cy="56" r="16" />
          <path d="M70 34v10M70 68v10M48 56h10M82 56h10" strokeLinecap="round" />
        </g>
      ) : null}
    </g>
  );
}

function SoccerBall({ x, y, r }: { x: number; y: number; r: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${r / 10})`}>
      <circle r="10.5" fill="#000" opacity="0.25" cy="1" />
      <circle r="10" fill="#fff" />
      <path d="M0-3.4l3.2 2.3-1.2 3.8h-4l-1.2-3.8z" fill="#111827" />
      <path
        d="M0-3.4V-10M3.2-1.1l6.3-2M2 2.7l3.9 5.4M-2 2.7l-3.9 5.4M-3.2-1.1l-6.3-2"
        stroke="#111827"
        strokeWidth="0.9"
      />
    </g>
  );
}

function BasketballScene() {
  return (
    <g>
      <path d="M0 84h160v36H0z" fill="#c2410c" />
      <path d="M0 84h160" stroke="#fed7aa" strokeWidth="1.5" />
      <path d="M30 120q50-40 100 0" stroke="#fed7aa" strokeWidth="1.5" fill="none" />
      <rect x="56" y="14" width="48" height="34" rx="3" fill="#f8fafc" stroke="#cbd5e1" strokeWidth="2" />
      <rect x="70" y="26" width="20" height="14" fill="none" stroke="#ef4444" strokeWidth="2" />
      <path d="M80 48v8" stroke="#94a3b8" strokeWidth="2" />
      <ellipse cx="80" cy="56" rx="14" ry="3.5" fill="none" stroke="#ef4444" strokeWidth="2.5" />
      <path
        d="M68 57l4 12h16l4-12M74 57l2 12M86 57l-2 12"
        stroke="#fff"
        strokeOpacity="0.8"
        strokeWidth="1"
        fill="none"
      />
      <g transform="translate(110 78)">
        <circle r="13" fill="#ea580c" stroke="#7c2d12" strokeWidth="1.5" />
        <path
          d="M-13 0h26M0-13v26M-9-9q6 9 0 18M9-9q-6 9 0 18"
          stroke="#7c2d12"
          strokeWidth="1.5"
          fill="none"
        />
      </g>
    </g>
  );
}

function TennisScene() {
  return (
    <g>
      <path d="M10 120l24-56h92l24 56z" fill="#1d4ed8" />
      <path
        d="M20 120l19-46h82l19 46M80 74v46M30 96h100"
        stroke="#fff"
        strokeWidth="1.5"
        fill="none"
        opacity="0.85"
      />
      <path d="M26 80h108" stroke="#e2e8f0" strokeWidth="3" />
      <path d="M28 80v-12M132 80v-12" stroke="#e2e8f0" strokeWidth="2" />
      <path d="M28 70h104" stroke="#e2e8f0" strokeWidth="1" strokeDasharray="2 2" />
      <circle cx="112" cy="40" r="8" fill="#d9f99d" stroke="#65a30d" strokeWidth="1.2" />
      <path d="M106 36q6 4 12 0" stroke="#fff" strokeWidth="1.2" fill="none" />
      <g transform="translate(52 42) rotate(-35)">
        <ellipse rx="11" ry="14" fill="none" stroke="#f43f5e" strokeWidth="3" />
        <path
          d="M-8-6h16M-9 0h18M-8 6h16M-4-12v24M0-14v28M4-12v24"
          stroke="#fff"
          strokeOpacity="0.6"
          strokeWidth="0.8"
        />
        <rect x="-2" y="14" width="4" height="16" rx="2" fill="#1f2937" />
      </g>
    </g>
  );
}

export function FootballScene({ house = false, seed = 0 }: { house?: boolean; seed?: number }) {
  const variant = house ? 0 : pick(seed, 33, 3);
  if (variant === 1) return <BasketballScene />;
  if (variant === 2) return <TennisScene />;
  return (
    <g>
      <path d="M0 70h160v50H0z" fill="#15803d" />
      {[0, 1, 2, 3].map((i) => (
        <path key={i} d={`M${i * 44 - 10} 70h22l-14 50h-22z`} fill="#16a34a" />
      ))}
      <path d="M20 118l24-44h72l24 44" stroke="#fff" strokeOpacity="0.7" strokeWidth="1.5" fill="none" />
      <g stroke="#fff" strokeWidth="2" fill="none">
        <path d="M52 70V36h56v34" />
        <path d="M52 36l6 6h44l6-6M58 42v28M102 42v28" strokeOpacity="0.6" strokeWidth="1" />
      </g>
      <g stroke="#fff" strokeOpacity="0.35" strokeWidth="0.8">
        {[62, 72, 82, 92].map((x) => (
          <path key={x} d={`M${x} 42v28`} />
        ))}
        {[50, 60].map((y) => (
          <path key={y} d={`M58 ${y}h44`} />
        ))}
      </g>
      <SoccerBall x={house ? 84 : 80} y={house ? 92 : 88} r={house ? 14 : 12} />
      {house ? (
        <path
          d="M60 100q-14-4-26 2M62 94q-12-8-26-6"
          stroke="#fff"
          strokeOpacity="0.6"
          strokeWidth="2"
          fill="none"
        />
      ) : null}
    </g>
  );
}

/** A crosshair over a hex arena: the shooter-game take on e-sports. */
function CrosshairMotif() {
  return (
    <g>
      <circle cx="80" cy="66" r="30" fill="#0f172a" stroke="#22d3ee" strokeWidth="2.5" />
      <circle cx="80" cy="66" r="16" fill="none" stroke="#22d3ee" strokeWidth="2" strokeDasharray="6 4" />
      <path d="M80 28v20M80 84v20M42 66h20M98 66h20" stroke="#f43f5e" strokeWidth="3" strokeLinecap="round" />
      <circle cx="80" cy="66" r="3" fill="#f43f5e" />
    </g>
  );
}

/** A trophy struck by lightning: the tournament take on e-sports. */
function TrophyMotif() {
  return (
    <g>
      <path d="M58 34h44v14a22 22 0 0 1-44 0z" fill="#facc15" stroke="#b45309" strokeWidth="1.5" />
      <path
        d="M58 38H48a8 8 0 0 0 10 12M102 38h10a8 8 0 0 1-10 12"
        stroke="#facc15"
        strokeWidth="3"
        fill="none"
      />
      <path d="M74 70h12v12h-12zM64 82h32v8H64z" fill="#b45309" />
      <path d="M82 36l-8 12h7l-5 12 12-15h-7l5-9z" fill="#fff" />
    </g>
  );
}

export function EsportsScene({ house = false, seed = 0 }: { house?: boolean; seed?: number }) {
  const variant = house ? 0 : pick(seed, 31, 3);
  if (variant === 1) return <ArenaFrame motif={<CrosshairMotif />} />;
  if (variant === 2) return <ArenaFrame motif={<TrophyMotif />} />;
  return (
    <g>
      <g stroke="#c084fc" strokeOpacity="0.35" fill="none">
        {[0, 1, 2, 3, 4].map((i) => (
          <path key={i} d={`M${20 + i * 30} 10l13 7.5v15l-13 7.5-13-7.5v-15z`} />
        ))}
      </g>
      <path
        d="M50 52h60a16 16 0 0 1 15.4 20.4l-4 14a8.6 8.6 0 0 1-14.6 3.4L100 82H60l-6.8 7.8a8.6 8.6 0 0 1-14.6-3.4l-4-14A16 16 0 0 1 50 52z"
        fill={house ? '#312e81' : '#1e1b4b'}
        stroke="#a78bfa"
        strokeWidth="2"
      />
      <path d="M54 62v12M48 68h12" stroke="#e9d5ff" strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="104" cy="63" r="3.2" fill="#22d3ee" />
      <circle cx="112" cy="70" r="3.2" fill="#f43f5e" />
      <circle cx="96" cy="70" r="3.2" fill="#facc15" />
      <circle cx="104" cy="77" r="3.2" fill="#4ade80" />
      {house ? (
        <path d="M68 38l8-14h8l-6 10h10l-16 18 4-14z" fill="#facc15" stroke="#b45309" strokeWidth="1" />
      ) : null}
      <Sparkle x={132} y={28} size={4} />
    </g>
  );
}

function ArenaFrame({ motif }: { motif: ReactNode }) {
  return (
    <g>
      <g stroke="#c084fc" strokeOpacity="0.35" fill="none">
        {[0, 1, 2, 3, 4].map((i) => (
          <path key={i} d={`M${20 + i * 30} 10l13 7.5v15l-13 7.5-13-7.5v-15z`} />
        ))}
      </g>
      {motif}
      <Sparkle x={132} y={28} size={4} />
    </g>
  );
}

function Rooster({
  x,
  y,
  scale = 1,
  body,
  flip = false,
}: {
  x: number;
  y: number;
  scale?: number;
  body: string;
  flip?: boolean;
}) {
  return (
    <g transform={`translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})`}>
      <path d="M18-6c8-10 14-4 14 6-4-2-8-2-10 2z" fill="#0f172a" />
      <path d="M22-2c6-4 10 2 8 10-3-3-6-4-8-2z" fill="#166534" />
      <path d="M-10-20c8-2 14 4 14 12 0 6 6 6 12 4 4 10-2 22-16 22S-14 8-14 0c0-4 2-8 4-10z" fill={body} />
      <path d="M-12-22c-2-6 2-10 4-6 0-6 6-6 5 0 3-3 6 0 3 4z" fill="#dc2626" />
      <path d="M-16-16l-7 3 7 2z" fill="#f59e0b" />
      <path d="M-14-10c-2 3-2 6 0 8" stroke="#dc2626" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <circle cx="-9" cy="-16" r="1.6" fill="#111827" />
      <path
        d="M-2 18l-2 10M6 18l2 10M-7 28h6M5 28h6"
        stroke="#f59e0b"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </g>
  );
}

/** Two roosters facing off in the pit (meron red, wala blue). */
const ROOSTER_PAIRS: ReadonlyArray<readonly [meron: string, wala: string]> = [
  ['#9a3412', '#e5e7eb'],
  ['#7c2d12', '#1f2937'],
  ['#b45309', '#f8fafc'],
  ['#991b1b', '#52525b'],
];

export function SabongScene({ house = false, seed = 0 }: { house?: boolean; seed?: number }) {
  const [meron, wala] = house
    ? ['#b91c1c', '#1d4ed8']
    : (ROOSTER_PAIRS[pick(seed, 32, ROOSTER_PAIRS.length)] ?? ['#9a3412', '#e5e7eb']);
  return (
    <g>
      <ellipse cx="80" cy="100" rx="70" ry="14" fill="#78350f" opacity="0.6" />
      <ellipse
        cx="80"
        cy="100"
        rx="70"
        ry="14"
        fill="none"
        stroke="#fde68a"
        strokeOpacity="0.6"
        strokeWidth="2"
      />
      <Rooster x={48} y={68} scale={1.2} body={meron} />
      <Rooster x={112} y={68} scale={1.2} body={wala} flip />
      <path d="M80 40l4 8-4 8-4-8z" fill="#fde68a" />
      <Sparkle x={80} y={26} size={5} />
    </g>
  );
}
