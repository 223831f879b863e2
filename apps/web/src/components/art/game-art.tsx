import { lazy, Suspense, useId } from 'react';

/** The scenes are the heavy part of the artwork: they load after the first render, over the background. */
const GameArtScene = lazy(() => import('./game-art-scene.tsx'));

type TPalette = readonly [from: string, to: string, glow: string];

const HOUSE_PALETTES: Record<string, TPalette> = {
  'house-slot': ['#4c1d95', '#be185d', '#f472b6'],
  'house-fish': ['#0c4a6e', '#0e7490', '#22d3ee'],
  'house-baccarat': ['#052e16', '#14532d', '#fbbf24'],
  'house-baccarat-rooms': ['#134e4a', '#1e3a8a', '#5eead4'],
  'house-football': ['#0369a1', '#38bdf8', '#e0f2fe'],
  'house-esports': ['#1e1b4b', '#6d28d9', '#c084fc'],
  'house-sabong': ['#7f1d1d', '#ea580c', '#fcd34d'],
};

const GENERIC_PALETTES: readonly TPalette[] = [
  ['#312e81', '#7c3aed', '#a78bfa'],
  ['#7c2d12', '#db2777', '#fb923c'],
  ['#0f172a', '#0e7490', '#2dd4bf'],
  ['#14532d', '#65a30d', '#bef264'],
  ['#1e3a8a', '#0284c7', '#7dd3fc'],
  ['#4a044e', '#c026d3', '#f0abfc'],
  ['#422006', '#b45309', '#fcd34d'],
  ['#881337', '#e11d48', '#fda4af'],
];

/** A small stable hash (FNV-1a) of the game code, so a game keeps its colours on every visit. */
export function artSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function pickPalette(art: string, seed: string): TPalette {
  return (
    HOUSE_PALETTES[art] ??
    GENERIC_PALETTES[artSeed(seed) % GENERIC_PALETTES.length] ??
    (GENERIC_PALETTES[0] as TPalette)
  );
}

/** Soft rays from the centre: the casino-lobby glow behind every scene. */
const RAY_ANGLES = Array.from({ length: 12 }, (_, i) => i * 30);

function Rays() {
  return (
    <g opacity="0.08" fill="#fff">
      {RAY_ANGLES.map((angle) => (
        <path key={angle} d="M80 60L74-40h12z" transform={`rotate(${angle} 80 60)`} />
      ))}
    </g>
  );
}

/**
 * Game tile artwork, drawn because the site loads no remote images. The server names an `art` key
 * (contract games/catalogue.ts): the house games have their own scene and colours; `generic-<classify>`
 * entries get their classify's scene over one of several backgrounds picked from the game code, so a
 * page of thousands of titles does not repeat one picture; an unknown key falls back to the classify.
 * The background draws at once; the scene (game-art-scene.tsx) follows when its code has loaded.
 */
export function GameArt({
  art,
  classify,
  seed,
  className = '',
}: {
  art: string;
  classify: string;
  /** The game code: picks the background of generic art. */
  seed: string;
  className?: string;
}) {
  const uid = `ga${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [from, to, glow] = pickPalette(art, seed);
  return (
    <svg
      viewBox="0 0 160 120"
      preserveAspectRatio="xMidYMid slice"
      className={`block ${className}`}
      aria-hidden="true"
      data-art={art}
    >
      <defs>
        <linearGradient id={`${uid}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <radialGradient id={`${uid}-glow`} cx="0.5" cy="0.45" r="0.55">
          <stop offset="0" stopColor={glow} stopOpacity="0.55" />
          <stop offset="1" stopColor={glow} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="160" height="120" fill={`url(#${uid}-bg)`} />
      <Rays />
      <rect width="160" height="120" fill={`url(#${uid}-glow)`} />
      <Suspense fallback={null}>
        <GameArtScene art={art} classify={classify} uid={uid} seed={artSeed(seed)} />
      </Suspense>
    </svg>
  );
}
