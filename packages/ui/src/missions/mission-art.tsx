import type { TMissionArt } from '@tala/contract/loyalty/missions';
import { type ReactNode, useId } from 'react';

/** Each artwork's backdrop: two stops of a diagonal gradient, dark enough for white detail on both themes. */
const BACKDROPS: Record<TMissionArt, [string, string]> = {
  trophy: ['#78350f', '#f59e0b'],
  target: ['#881337', '#f43f5e'],
  flame: ['#7c2d12', '#f97316'],
  rocket: ['#1e1b4b', '#6366f1'],
  crown: ['#4a044e', '#c026d3'],
  dice: ['#064e3b', '#10b981'],
};

/** A five-pointed star's outline around (cx, cy). */
function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `M${points.join('L')}z`;
}

const FLAME =
  'M12 21c-3.9 0-7-2.7-7-6.6 0-3.2 2.3-5.2 3.6-7.4.4 1.6 1.3 2.7 2.4 3.2C11 6.6 12.6 4 15 2.5c-.3 3 1 5 2.4 6.7 1 1.3 1.6 2.8 1.6 4.6 0 4.2-3 7.2-7 7.2z';

const DRAWINGS: Record<TMissionArt, ReactNode> = {
  trophy: (
    <g strokeLinejoin="round">
      <path
        d="M30 27h-7c0 9 4 14 10 15M66 27h7c0 9-4 14-10 15"
        fill="none"
        stroke="#fde68a"
        strokeWidth="4"
      />
      <path d="M30 20h36v16c0 11-8 20-18 20s-18-9-18-20z" fill="#fcd34d" stroke="#b45309" strokeWidth="2" />
      <path d={starPath(48, 35, 8, 3.4)} fill="#fff7ed" />
      <rect x="44" y="55" width="8" height="10" fill="#f59e0b" stroke="#b45309" strokeWidth="2" />
      <rect x="33" y="64" width="30" height="8" rx="2" fill="#fcd34d" stroke="#b45309" strokeWidth="2" />
      <rect x="28" y="71" width="40" height="7" rx="2" fill="#92400e" />
    </g>
  ),
  target: (
    <g>
      <circle cx="42" cy="54" r="30" fill="#fff1f2" />
      <circle cx="42" cy="54" r="23" fill="#e11d48" />
      <circle cx="42" cy="54" r="16" fill="#fff1f2" />
      <circle cx="42" cy="54" r="9" fill="#e11d48" />
      <path d="M42 54 78 18" stroke="#1f2937" strokeWidth="3.5" strokeLinecap="round" />
      <path d="M42 54l9-2-7-7z" fill="#1f2937" />
      <path d="M74 14l8-4-2 8zM78 22l8-4-6 8z" fill="#fbbf24" />
    </g>
  ),
  flame: (
    <g>
      <path
        d={FLAME}
        transform="translate(6 6) scale(3.5)"
        fill="#fb923c"
        stroke="#fed7aa"
        strokeWidth="0.4"
      />
      <path d={FLAME} transform="translate(24 37) scale(2)" fill="#fde047" />
      <path d={FLAME} transform="translate(36 58) scale(1)" fill="#fffbeb" />
    </g>
  ),
  rocket: (
    <g>
      <circle cx="16" cy="22" r="1.6" fill="#fff" opacity="0.8" />
      <circle cx="80" cy="74" r="1.4" fill="#fff" opacity="0.7" />
      <circle cx="22" cy="78" r="1.2" fill="#fff" opacity="0.6" />
      <circle cx="84" cy="26" r="1.8" fill="#fff" opacity="0.8" />
      <g transform="rotate(35 48 48)" strokeLinejoin="round">
        <path d="M40 62h16l-3 10-5 9-5-9z" fill="#f97316" />
        <path d="M44 62h8l-2 7-2 5-2-5z" fill="#fde047" />
        <path d="M34 50l-9 12v7l9-4zM62 50l9 12v7l-9-4z" fill="#ef4444" stroke="#1e1b4b" strokeWidth="2" />
        <path
          d="M48 12c10 8 14 20 14 34v16H34V46c0-14 4-26 14-34z"
          fill="#f8fafc"
          stroke="#1e1b4b"
          strokeWidth="2"
        />
        <circle cx="48" cy="38" r="6.5" fill="#38bdf8" stroke="#1e1b4b" strokeWidth="2.5" />
        <path d="M48 55v7" stroke="#1e1b4b" strokeWidth="2" />
      </g>
    </g>
  ),
  crown: (
    <g strokeLinejoin="round">
      <path d="M20 64l-4-32 18 15 14-23 14 23 18-15-4 32z" fill="#fcd34d" stroke="#b45309" strokeWidth="2" />
      <rect x="19" y="62" width="58" height="11" rx="2.5" fill="#f59e0b" stroke="#b45309" strokeWidth="2" />
      <circle cx="16" cy="31" r="4" fill="#fef3c7" />
      <circle cx="48" cy="23" r="4" fill="#fef3c7" />
      <circle cx="80" cy="31" r="4" fill="#fef3c7" />
      <circle cx="48" cy="52" r="5.5" fill="#ef4444" stroke="#7f1d1d" strokeWidth="1.5" />
      <circle cx="32" cy="55" r="3.5" fill="#22c55e" stroke="#14532d" strokeWidth="1.2" />
      <circle cx="64" cy="55" r="3.5" fill="#3b82f6" stroke="#1e3a8a" strokeWidth="1.2" />
    </g>
  ),
  dice: (
    <g>
      <g transform="rotate(-12 34 54)">
        <rect x="15" y="35" width="38" height="38" rx="8" fill="#ffffff" stroke="#0f172a" strokeWidth="2" />
        {[
          [24, 44],
          [44, 44],
          [34, 54],
          [24, 64],
          [44, 64],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="3.4" fill="#0f172a" />
        ))}
      </g>
      <g transform="rotate(16 63 38)">
        <rect x="47" y="21" width="33" height="33" rx="7" fill="#fef2f2" stroke="#7f1d1d" strokeWidth="2" />
        {[
          [55, 29],
          [63.5, 37.5],
          [72, 46],
        ].map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="3.2" fill="#dc2626" />
        ))}
      </g>
    </g>
  ),
};

/**
 * A mission's artwork (decision 058): missions carry no uploaded images, so each art key is drawn here, on a rounded
 * gradient tile. Shared by the site's cards and the back office's picker and preview.
 */
export function MissionArt({ art, className = 'size-16' }: { art: TMissionArt; className?: string }) {
  const [from, to] = BACKDROPS[art];
  // Ids per instance: a list of missions draws the same artwork more than once.
  const id = useId().replaceAll(':', '');
  return (
    <svg viewBox="0 0 96 96" className={className} aria-hidden="true" focusable="false" data-art={art}>
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <radialGradient id={`${id}-glow`} cx="0.3" cy="0.2" r="0.7">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.35" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="96" height="96" rx="22" fill={`url(#${id}-bg)`} />
      <rect width="96" height="96" rx="22" fill={`url(#${id}-glow)`} />
      {DRAWINGS[art]}
    </svg>
  );
}
