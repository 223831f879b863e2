import { type ReactNode, useId } from 'react';
import { EsportsScene, FishingScene, FootballScene, SabongScene } from './game-art-arena-scenes.tsx';
import {
  ArcadeScene,
  ClassicFruitScene,
  JackpotScene,
  LotteryScene,
  ReelsScene,
  ScratchScene,
  SlotCabinetScene,
} from './game-art-reel-scenes.tsx';
import {
  BaccaratRoomsScene,
  BaccaratScene,
  BlackjackScene,
  DragonTigerScene,
  PokerScene,
  RouletteScene,
  SicboScene,
  TableScene,
} from './game-art-table-scenes.tsx';

/**
 * Game tile artwork, drawn because the site loads no remote images. The server names an `art` key
 * (contract games/catalogue.ts): the house games have their own scene and colours; `generic-<classify>`
 * entries get their classify's scene over one of several backgrounds picked from the game code, so a
 * page of thousands of titles does not repeat one picture; an unknown key falls back to the classify.
 */
type TScene = (props: { uid: string; seed: number }) => ReactNode;
type TPalette = readonly [from: string, to: string, glow: string];

const CLASSIFY_SCENES: Record<string, TScene> = {
  slot: ({ seed }) => <ReelsScene seed={seed} />,
  jackpot: () => <JackpotScene />,
  classic: () => <ClassicFruitScene />,
  table: () => <TableScene />,
  arcade: () => <ArcadeScene />,
  scratch: () => <ScratchScene />,
  fishing: ({ seed }) => <FishingScene seed={seed} />,
  baccarat: ({ seed }) => <BaccaratScene seed={seed} />,
  roulette: ({ uid }) => <RouletteScene uid={uid} />,
  sicbo: ({ seed }) => <SicboScene seed={seed} />,
  dragon_tiger: () => <DragonTigerScene />,
  blackjack: ({ seed }) => <BlackjackScene seed={seed} />,
  poker: ({ seed }) => <PokerScene seed={seed} />,
  virtual_sports: ({ seed }) => <FootballScene seed={seed} />,
  virtual_esports: ({ seed }) => <EsportsScene seed={seed} />,
  sabong: ({ seed }) => <SabongScene seed={seed} />,
  lottery: () => <LotteryScene />,
};

const HOUSE_ART: Record<string, { scene: TScene; palette: TPalette }> = {
  'house-slot': {
    scene: ({ uid }) => <SlotCabinetScene uid={uid} />,
    palette: ['#4c1d95', '#be185d', '#f472b6'],
  },
  'house-fish': { scene: () => <FishingScene hunter />, palette: ['#0c4a6e', '#0e7490', '#22d3ee'] },
  'house-baccarat': { scene: () => <BaccaratScene premium />, palette: ['#052e16', '#14532d', '#fbbf24'] },
  'house-baccarat-rooms': { scene: () => <BaccaratRoomsScene />, palette: ['#134e4a', '#1e3a8a', '#5eead4'] },
  'house-football': { scene: () => <FootballScene house />, palette: ['#0369a1', '#38bdf8', '#e0f2fe'] },
  'house-esports': { scene: () => <EsportsScene house />, palette: ['#1e1b4b', '#6d28d9', '#c084fc'] },
  'house-sabong': { scene: () => <SabongScene house />, palette: ['#7f1d1d', '#ea580c', '#fcd34d'] },
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

function pickArt(art: string, classify: string, seed: string): { scene: TScene; palette: TPalette } {
  const house = HOUSE_ART[art];
  if (house) return house;
  const key = art.startsWith('generic-') ? art.slice('generic-'.length) : classify.toLowerCase();
  const scene = CLASSIFY_SCENES[key] ?? CLASSIFY_SCENES[classify.toLowerCase()] ?? CLASSIFY_SCENES.slot;
  const palette = GENERIC_PALETTES[artSeed(seed) % GENERIC_PALETTES.length] ?? GENERIC_PALETTES[0];
  return { scene: scene as TScene, palette: palette as TPalette };
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
  const { scene: Scene, palette } = pickArt(art, classify, seed);
  const hash = artSeed(seed);
  const [from, to, glow] = palette;
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
      <Scene uid={uid} seed={hash} />
    </svg>
  );
}
