import type { ReactNode } from 'react';

/**
 * Banner artworks keyed by the server's `artwork` key. Banners are vivid in both themes (like printed
 * posters), so the palettes here are fixed colours rather than theme tokens. Unknown keys get a generic
 * gold-burst artwork.
 */
const ROULETTE_ANGLES = Array.from({ length: 18 }, (_, i) => i * 20);
const RAY_ANGLES = Array.from({ length: 12 }, (_, i) => i * 30);

export type TArt = { from: string; to: string; glow: string; scene: ReactNode };

export function Coins({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      {[0, 1, 2, 3].map((i) => (
        <g key={i} transform={`translate(0 ${-i * 9})`}>
          <ellipse cx="0" cy="6" rx="26" ry="9" fill="#b87408" />
          <ellipse cx="0" cy="0" rx="26" ry="9" fill="url(#ba-gold)" />
        </g>
      ))}
      <text x="0" y="-23" textAnchor="middle" fontSize="11" fontWeight="800" fill="#8a5200">
        $
      </text>
    </g>
  );
}

const welcomeBonus = (
  <g>
    <Coins x={90} y={250} />
    <Coins x={330} y={262} />
    <g transform="translate(150 110)">
      <rect x="0" y="60" width="130" height="110" rx="10" fill="#6d28d9" />
      <rect x="-10" y="36" width="150" height="34" rx="8" fill="#7c3aed" />
      <rect x="55" y="36" width="20" height="134" fill="url(#ba-gold)" />
      <path
        d="M65 36c-20-34-58-30-46-6 6 11 30 8 46 6zM65 36c20-34 58-30 46-6-6 11-30 8-46 6z"
        fill="url(#ba-gold)"
      />
    </g>
    <circle cx="120" cy="80" r="6" fill="#ffe29a" />
    <circle cx="340" cy="120" r="4" fill="#fff" />
    <path d="M300 60l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill="#ffe29a" />
  </g>
);

const liveCasino = (
  <g>
    <g transform="translate(230 160)">
      <circle r="118" fill="#3b0a14" />
      <circle r="112" fill="url(#ba-gold)" />
      <circle r="100" fill="#111827" />
      {ROULETTE_ANGLES.map((angle) => (
        <path
          key={angle}
          d="M0 0L-17.4 -98.5A100 100 0 0 1 17.4 -98.5z"
          fill={angle % 40 ? '#b91c1c' : '#0f172a'}
          transform={`rotate(${angle})`}
        />
      ))}
      <circle r="52" fill="#7c2d12" />
      <circle r="44" fill="url(#ba-gold)" />
      <circle cx="60" cy="-50" r="8" fill="#f8fafc" />
    </g>
    {[
      [70, 250, '#dc2626'],
      [110, 270, '#2563eb'],
      [360, 270, '#16a34a'],
    ].map(([x, y, c]) => (
      <g key={`${x}`} transform={`translate(${x} ${y})`}>
        <ellipse rx="30" ry="11" cy="6" fill="#0b0f1a" opacity="0.5" />
        <ellipse rx="30" ry="11" fill={String(c)} />
        <ellipse rx="19" ry="7" fill="none" stroke="#fff" strokeDasharray="5 5" strokeWidth="3" />
      </g>
    ))}
  </g>
);

const slotsJackpot = (
  <g>
    <rect x="110" y="50" width="220" height="230" rx="24" fill="#4c1d95" />
    <rect x="120" y="60" width="200" height="40" rx="12" fill="url(#ba-gold)" />
    <text x="220" y="88" textAnchor="middle" fontSize="22" fontWeight="900" fill="#5b2100" letterSpacing="3">
      JACKPOT
    </text>
    {[0, 1, 2].map((i) => (
      <g key={i} transform={`translate(${132 + i * 62} 114)`}>
        <rect width="52" height="100" rx="10" fill="#f8fafc" />
        <text x="26" y="66" textAnchor="middle" fontSize="46" fontWeight="900" fill="#dc2626">
          7
        </text>
      </g>
    ))}
    <rect x="130" y="228" width="180" height="34" rx="10" fill="#2e1065" />
    <path
      d="M330 130h20v60h-20M350 130v-40"
      stroke="url(#ba-gold)"
      strokeWidth="8"
      fill="none"
      strokeLinecap="round"
    />
    <circle cx="350" cy="84" r="14" fill="#ef4444" />
    <Coins x={70} y={270} />
  </g>
);

const sportsWeek = (
  <g>
    <path d="M0 300L120 170h200l120 130z" fill="#065f46" opacity="0.7" />
    <path
      d="M220 170v130M80 300l60-90h160l60 90"
      stroke="#a7f3d0"
      strokeOpacity="0.35"
      fill="none"
      strokeWidth="2"
    />
    <g transform="translate(250 130)">
      <circle r="80" fill="#f8fafc" />
      <path d="M0 -30l28.5 20.7-10.9 33.5h-35.2l-10.9-33.5z" fill="#0f172a" />
      <path
        d="M0 -30V-80M28.5 -9.3l47.6 -15.5M17.6 24.2l29.4 40.5M-17.6 24.2l-29.4 40.5M-28.5 -9.3l-47.6 -15.5"
        stroke="#0f172a"
        strokeWidth="5"
      />
      <circle r="80" fill="none" stroke="#cbd5e1" strokeWidth="3" />
    </g>
    <path
      d="M110 90l-40 10M120 120l-50 0M115 150l-40 -8"
      stroke="#fff"
      strokeOpacity="0.6"
      strokeWidth="5"
      strokeLinecap="round"
    />
  </g>
);

const heroStar = (
  <g transform="translate(220 150)">
    {RAY_ANGLES.map((angle) => (
      <path key={angle} d="M-6 0L0 -140L6 0z" fill="#ffe29a" opacity="0.18" transform={`rotate(${angle})`} />
    ))}
    <circle r="70" fill="#4c1d95" />
    <path d="M0 -48l13 27 30 4-22 20 6 30L0 19l-27 14 6-30-22-20 30-4z" fill="url(#ba-gold)" />
  </g>
);

const ARTS: Record<string, TArt> = {
  'welcome-bonus': { from: '#4c1d95', to: '#0b1230', glow: '#a78bfa', scene: welcomeBonus },
  'live-casino': { from: '#7f1d1d', to: '#0b1230', glow: '#f87171', scene: liveCasino },
  'slots-jackpot': { from: '#86198f', to: '#1e1b4b', glow: '#f0abfc', scene: slotsJackpot },
  'sports-week': { from: '#047857', to: '#0b1230', glow: '#6ee7b7', scene: sportsWeek },
  'login-hero': { from: '#3730a3', to: '#0b1230', glow: '#a5b4fc', scene: heroStar },
  'register-hero': { from: '#6d28d9', to: '#1e1b4b', glow: '#f5d0fe', scene: welcomeBonus },
};
const GENERIC: TArt = { from: '#312e81', to: '#0b1230', glow: '#fde68a', scene: heroStar };

export function bannerPalette(artwork: string): { from: string; to: string } {
  const art = ARTS[artwork] ?? GENERIC;
  return { from: art.from, to: art.to };
}

/**
 * Full-bleed banner background: gradient, glow and the scene on the right. `art` draws a scene kept outside this
 * module (the promotions' event artworks, which the home page's first load does not carry).
 */
export function BannerArtwork({
  artwork,
  art: given,
  className = '',
}: {
  artwork: string;
  art?: TArt;
  className?: string;
}) {
  const art = given ?? ARTS[artwork] ?? GENERIC;
  return (
    <div
      aria-hidden="true"
      className={`absolute inset-0 overflow-hidden ${className}`}
      style={{ background: `linear-gradient(115deg, ${art.to} 0%, ${art.to} 25%, ${art.from} 100%)` }}
    >
      <div
        className="absolute -top-1/3 right-[-10%] h-[160%] w-[70%] rounded-full opacity-40 blur-3xl"
        style={{ background: art.glow }}
      />
      <svg
        aria-hidden="true"
        viewBox="0 0 440 300"
        preserveAspectRatio="xMaxYMax meet"
        className="absolute right-0 bottom-0 h-full w-[70%] opacity-60 sm:w-[58%] sm:opacity-100"
      >
        <defs>
          <linearGradient id="ba-gold" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ffe29a" />
            <stop offset="1" stopColor="#f59e0b" />
          </linearGradient>
        </defs>
        {art.scene}
      </svg>
    </div>
  );
}
