import { MAX_EVENT_STAKE_CENTS, MIN_EVENT_STAKE_CENTS, type TEventKind } from './event-match.ts';
import { EVENTS_DECLARED_RTP, MIN_ODDS_HUNDREDTHS } from './event-odds.ts';

/** One event-betting engine behind three lobby games: one per platform category. */
export const EVENT_GAMES: readonly { gameId: string; kind: TEventKind; category: string; nameKey: string }[] =
  [
    {
      gameId: 'house-virtual-football',
      kind: 'football',
      category: 'SPORTS',
      nameKey: 'house.events.football.name',
    },
    {
      gameId: 'house-virtual-esports',
      kind: 'esports',
      category: 'ESPORTS',
      nameKey: 'house.events.esports.name',
    },
    {
      gameId: 'house-virtual-sabong',
      kind: 'cockfight',
      category: 'COCKFIGHT',
      nameKey: 'house.events.cockfight.name',
    },
  ];

/** The event kind a lobby game plays, or null when the game is not an event game. */
export function eventKindOfGame(gameId: string): TEventKind | null {
  return EVENT_GAMES.find((game) => game.gameId === gameId)?.kind ?? null;
}

export const EVENT_RULES = {
  games: EVENT_GAMES,
  rulesKey: 'house.events.rules',
  declaredRtp: EVENTS_DECLARED_RTP,
  markets: {
    football: { 'match-result': ['home', 'draw', 'away'], 'total-goals-2.5': ['over', 'under'] },
    esports: { 'match-winner': ['team-a', 'team-b'], 'total-maps-2.5': ['over', 'under'] },
    cockfight: { 'fight-result': ['meron', 'wala', 'draw'] },
  },
  odds: {
    format: 'decimal, two places, rounded to the nearest 0.01',
    minimum: MIN_ODDS_HUNDREDTHS / 100,
    payout: "stake × odds, rounded up to the cent (in the player's favour)",
  },
  cockfightDrawRule: 'a draw pays the draw bet and refunds meron and wala bets',
  stakeCents: { min: MIN_EVENT_STAKE_CENTS, max: MAX_EVENT_STAKE_CENTS },
} as const;
