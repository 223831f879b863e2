import { useId } from 'react';

/**
 * A VIP rank's medal, drawn here (the site loads no images from elsewhere): a faceted shield in the rank's metal with
 * a gem, laurel wings from level 5 (the ranks customer service serves on its VIP line) and a crown on the top tiers.
 * Level 0 (no rank yet) is a plain outline. Decorative: the rank's name is always written beside it.
 */
type TMetal = { light: string; mid: string; dark: string; gem: [string, string]; glow: string };

/** Bronze, silver, gold, platinum, diamond, black diamond, crown; higher levels of a longer ladder keep the last. */
const METALS: TMetal[] = [
  { light: '#f3c08f', mid: '#c4783f', dark: '#7a3f17', gem: ['#fde68a', '#d97706'], glow: '#f59e0b' },
  { light: '#f8fafc', mid: '#b6c2d3', dark: '#5b6b82', gem: ['#e0f2fe', '#64748b'], glow: '#cbd5e1' },
  { light: '#fff3b0', mid: '#f5b83d', dark: '#9a5b00', gem: ['#fef9c3', '#ea580c'], glow: '#fbbf24' },
  { light: '#e6fffb', mid: '#7dd3c7', dark: '#2f6f73', gem: ['#ccfbf1', '#0d9488'], glow: '#5eead4' },
  { light: '#e0f2fe', mid: '#60a5fa', dark: '#1e3a8a', gem: ['#f0f9ff', '#38bdf8'], glow: '#7dd3fc' },
  { light: '#a5a3c9', mid: '#3f3a6b', dark: '#14122b', gem: ['#f5d0fe', '#a855f7'], glow: '#c084fc' },
  { light: '#f5d0fe', mid: '#9333ea', dark: '#3b0764', gem: ['#fff7ed', '#f59e0b'], glow: '#f0abfc' },
];

export function metalOf(level: number): TMetal {
  return METALS[Math.min(Math.max(level, 1), METALS.length) - 1] as TMetal;
}

const SHIELD = 'M48 6 82 20v26c0 22-14 36-34 44C28 82 14 68 14 46V20z';
const GEM = 'M48 30 62 40 48 66 34 40z';

function Laurel({ side, colour }: { side: 1 | -1; colour: string }) {
  const leaves = [0, 1, 2, 3];
  return (
    <g transform={side === 1 ? undefined : 'translate(96 0) scale(-1 1)'} fill={colour}>
      {leaves.map((leaf) => (
        <ellipse
          key={leaf}
          cx={10 + leaf * 1.5}
          cy={66 - leaf * 12}
          rx="4"
          ry="8"
          transform={`rotate(${-30 + leaf * 12} ${10 + leaf * 1.5} ${66 - leaf * 12})`}
          opacity={0.9 - leaf * 0.1}
        />
      ))}
    </g>
  );
}

function Crown({ metal }: { metal: TMetal }) {
  return (
    <g>
      <path d="M30 14 36 2l6 8 6-10 6 10 6-8 6 12z" fill="#fcd34d" stroke="#92400e" strokeWidth="1.5" />
      <circle cx="48" cy="4" r="2.2" fill={metal.gem[1]} />
    </g>
  );
}

export function RankBadge({ level, className = 'size-16' }: { level: number; className?: string }) {
  const id = useId().replace(/:/g, '');
  if (level <= 0) {
    return (
      <svg
        viewBox="0 0 96 96"
        className={className}
        aria-hidden="true"
        data-testid="rank-badge"
        data-level={0}
      >
        <path
          d={SHIELD}
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeDasharray="6 5"
          opacity="0.5"
        />
        <path d={GEM} fill="none" stroke="currentColor" strokeWidth="2.5" opacity="0.5" />
      </svg>
    );
  }
  const metal = metalOf(level);
  const top = level >= 6;
  return (
    <svg
      viewBox="0 0 96 96"
      className={className}
      aria-hidden="true"
      data-testid="rank-badge"
      data-level={level}
    >
      <defs>
        <linearGradient id={`${id}-m`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={metal.light} />
          <stop offset="0.55" stopColor={metal.mid} />
          <stop offset="1" stopColor={metal.dark} />
        </linearGradient>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={metal.gem[0]} />
          <stop offset="1" stopColor={metal.gem[1]} />
        </linearGradient>
        <radialGradient id={`${id}-h`} cx="0.5" cy="0.45" r="0.5">
          <stop offset="0" stopColor={metal.glow} stopOpacity="0.55" />
          <stop offset="1" stopColor={metal.glow} stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="48" cy="48" r="46" fill={`url(#${id}-h)`} />
      {level >= 5 ? (
        <>
          <Laurel side={1} colour={metal.mid} />
          <Laurel side={-1} colour={metal.mid} />
        </>
      ) : null}
      <path d={SHIELD} fill={`url(#${id}-m)`} stroke={metal.dark} strokeWidth="2" />
      <path d="M48 13 75 24v22c0 18-11 30-27 37-16-7-27-19-27-37V24z" fill={metal.dark} opacity="0.28" />
      <path d={GEM} fill={`url(#${id}-g)`} stroke="#ffffff" strokeOpacity="0.7" strokeWidth="1.5" />
      <path
        d="M34 40h28M48 30l-6 10 6 26 6-26z"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.55"
        strokeWidth="1"
      />
      <path d="M22 24 48 13" stroke="#ffffff" strokeOpacity="0.5" strokeWidth="2" strokeLinecap="round" />
      <g transform="translate(48 76)">
        <rect
          x="-11"
          y="-7"
          width="22"
          height="14"
          rx="7"
          fill={metal.dark}
          stroke={metal.light}
          strokeWidth="1.5"
        />
        <text y="4" textAnchor="middle" fontSize="10" fontWeight="800" fill="#ffffff">
          {level}
        </text>
      </g>
      {top ? <Crown metal={metal} /> : null}
    </svg>
  );
}
