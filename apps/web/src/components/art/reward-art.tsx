import type { TRewardArt } from '@tala/contract/loyalty/points';
import { type ReactNode, useId } from 'react';

/** Each reward's backdrop: two stops of a diagonal gradient, chosen to read on both themes. */
const BACKDROPS: Record<TRewardArt, [string, string]> = {
  cash: ['#0f766e', '#14b8a6'],
  phone: ['#312e81', '#6366f1'],
  headphones: ['#7c2d12', '#f97316'],
  watch: ['#1e3a8a', '#38bdf8'],
  voucher: ['#831843', '#ec4899'],
  gift: ['#7f1d1d', '#ef4444'],
  console: ['#3b0764', '#a855f7'],
  jersey: ['#14532d', '#22c55e'],
};

const OBJECTS: Record<TRewardArt, ReactNode> = {
  cash: (
    <g>
      <rect x="38" y="40" width="84" height="46" rx="6" fill="#d1fae5" transform="rotate(-8 80 63)" />
      <rect x="38" y="36" width="84" height="46" rx="6" fill="#ecfdf5" stroke="#059669" strokeWidth="2" />
      <circle cx="80" cy="59" r="13" fill="none" stroke="#059669" strokeWidth="3" />
      <text x="80" y="65" textAnchor="middle" fontSize="16" fontWeight="800" fill="#047857">
        P
      </text>
      <circle cx="112" cy="88" r="12" fill="#fbbf24" stroke="#b45309" strokeWidth="2" />
      <circle cx="124" cy="80" r="12" fill="#fcd34d" stroke="#b45309" strokeWidth="2" />
    </g>
  ),
  phone: (
    <g>
      <rect x="58" y="18" width="44" height="84" rx="9" fill="#0f172a" stroke="#c7d2fe" strokeWidth="2" />
      <rect x="62" y="26" width="36" height="66" rx="4" fill="var(--reward-screen)" />
      <rect x="74" y="21" width="12" height="3" rx="1.5" fill="#334155" />
      <circle cx="80" cy="59" r="9" fill="#fff" opacity="0.85" />
    </g>
  ),
  headphones: (
    <g fill="none" strokeLinecap="round">
      <path d="M46 74a34 34 0 0 1 68 0" stroke="#fed7aa" strokeWidth="7" />
      <rect x="38" y="68" width="18" height="30" rx="7" fill="#1c1917" stroke="#fed7aa" strokeWidth="2" />
      <rect x="104" y="68" width="18" height="30" rx="7" fill="#1c1917" stroke="#fed7aa" strokeWidth="2" />
    </g>
  ),
  watch: (
    <g>
      <rect x="66" y="14" width="28" height="92" rx="8" fill="#0f172a" />
      <circle cx="80" cy="60" r="25" fill="#e0f2fe" stroke="#0f172a" strokeWidth="5" />
      <path d="M80 60V45M80 60l10 6" stroke="#0f172a" strokeWidth="3" strokeLinecap="round" />
      <circle cx="80" cy="60" r="2.5" fill="#0369a1" />
    </g>
  ),
  voucher: (
    <g>
      <path
        d="M34 40h92v14a8 8 0 0 0 0 16v14H34V70a8 8 0 0 0 0-16z"
        fill="#fdf2f8"
        stroke="#be185d"
        strokeWidth="2"
      />
      <path d="M92 42v40" stroke="#be185d" strokeWidth="2" strokeDasharray="4 4" />
      <text x="62" y="67" textAnchor="middle" fontSize="15" fontWeight="800" fill="#be185d">
        %
      </text>
    </g>
  ),
  gift: (
    <g>
      <rect x="44" y="54" width="72" height="46" rx="4" fill="#fee2e2" stroke="#b91c1c" strokeWidth="2" />
      <rect x="40" y="42" width="80" height="16" rx="4" fill="#fecaca" stroke="#b91c1c" strokeWidth="2" />
      <rect x="74" y="42" width="12" height="58" fill="#facc15" />
      <path
        d="M80 42c-10-16-26-10-18 0M80 42c10-16 26-10 18 0"
        fill="none"
        stroke="#facc15"
        strokeWidth="5"
      />
    </g>
  ),
  console: (
    <g>
      <path
        d="M40 52c4-10 16-12 24-8h32c8-4 20-2 24 8l8 30c2 10-8 16-16 8l-8-8H56l-8 8c-8 8-18 2-16-8z"
        fill="#f5f3ff"
        stroke="#6b21a8"
        strokeWidth="2"
      />
      <path d="M58 60v12M52 66h12" stroke="#6b21a8" strokeWidth="3" strokeLinecap="round" />
      <circle cx="100" cy="61" r="3.5" fill="#ef4444" />
      <circle cx="108" cy="68" r="3.5" fill="#22c55e" />
    </g>
  ),
  jersey: (
    <g>
      <path
        d="M58 22l-26 14 10 22 12-6v52h52V52l12 6 10-22-26-14c-4 8-10 12-22 12s-18-4-22-12z"
        fill="#f0fdf4"
        stroke="#166534"
        strokeWidth="2"
      />
      <text x="80" y="82" textAnchor="middle" fontSize="24" fontWeight="900" fill="#166534">
        10
      </text>
    </g>
  ),
};

/** A reward's artwork (decision 054): no images can be uploaded, so each kind of reward is drawn here. */
export function RewardArt({ art, className = '' }: { art: TRewardArt; className?: string }) {
  const [from, to] = BACKDROPS[art];
  // Ids per instance: a grid of rewards draws the same artwork more than once.
  const id = useId().replaceAll(':', '');
  return (
    <svg
      viewBox="0 0 160 120"
      // A wide or narrow frame crops the backdrop rather than leaving bands beside it.
      preserveAspectRatio="xMidYMid slice"
      className={className}
      aria-hidden="true"
      focusable="false"
      style={{ ['--reward-screen' as string]: `url(#${id}-screen)` }}
    >
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <linearGradient id={`${id}-screen`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#818cf8" />
          <stop offset="1" stopColor="#c084fc" />
        </linearGradient>
      </defs>
      <rect width="160" height="120" fill={`url(#${id}-bg)`} />
      <circle cx="138" cy="18" r="34" fill="#fff" opacity="0.08" />
      <circle cx="18" cy="112" r="28" fill="#fff" opacity="0.06" />
      {OBJECTS[art]}
    </svg>
  );
}
