import type { ReactNode } from 'react';
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

/** What the tile draws over its background: a scene per house game, per classify for the others. */
type TScene = (props: { uid: string; seed: number }) => ReactNode;

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

const HOUSE_SCENES: Record<string, TScene> = {
  'house-slot': ({ uid }) => <SlotCabinetScene uid={uid} />,
  'house-fish': () => <FishingScene hunter />,
  'house-baccarat': () => <BaccaratScene premium />,
  'house-baccarat-rooms': () => <BaccaratRoomsScene />,
  'house-football': () => <FootballScene house />,
  'house-esports': () => <EsportsScene house />,
  'house-sabong': () => <SabongScene house />,
};

/**
 * The scene of a tile (game-art.tsx draws the background at once; this module, the heavy part of the
 * artwork, loads after the first render). An unknown key falls back to the classify, then to reels.
 */
export default function GameArtScene({
  art,
  classify,
  uid,
  seed,
}: {
  art: string;
  classify: string;
  uid: string;
  seed: number;
}) {
  const key = art.startsWith('generic-') ? art.slice('generic-'.length) : classify.toLowerCase();
  const Scene =
    HOUSE_SCENES[art] ??
    CLASSIFY_SCENES[key] ??
    CLASSIFY_SCENES[classify.toLowerCase()] ??
    CLASSIFY_SCENES.slot;
  return Scene ? <Scene uid={uid} seed={seed} /> : null;
}
