import type { TGameInput } from '../../src/modules/games/catalogue.service.ts';
import type { TTestApp } from '../support/test-app.ts';

/** Helpers of the catalogue tests: calls by path, and the list a filter should give, worked out in JS. */
export async function getJson(t: TTestApp, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
}

export function query(params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).filter(([, value]) => value !== undefined);
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
}

export type TExpectFilter = {
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  maxMinBetMinor?: bigint;
  minLineNum?: number;
};

/**
 * The codes a list should show, in order: listed (not disabled), every given filter, by (sort, then
 * insertion order — ids grow in the order games were saved). `games` are all saved inputs, in order.
 */
export function expectedCodes(games: readonly TGameInput[], filter: TExpectFilter): string[] {
  const term = filter.gameName?.toLowerCase();
  return games
    .map((game, index) => ({ game, index }))
    .filter(({ game }) => game.status !== 'DISABLED')
    .filter(({ game }) => filter.gameType === undefined || game.gameType === filter.gameType)
    .filter(({ game }) => filter.vassalage === undefined || game.vassalage === filter.vassalage)
    .filter(({ game }) => filter.gameClassify === undefined || game.gameClassify === filter.gameClassify)
    .filter(
      ({ game }) =>
        term === undefined ||
        [...Object.values(game.names), game.code].some((text) => text?.toLowerCase().includes(term)),
    )
    .filter(({ game }) => filter.maxMinBetMinor === undefined || game.minBetMinor <= filter.maxMinBetMinor)
    .filter(({ game }) => filter.minLineNum === undefined || (game.lineCount ?? 0) >= filter.minLineNum)
    .sort((a, b) => (a.game.sort ?? 0) - (b.game.sort ?? 0) || a.index - b.index)
    .map(({ game }) => game.code);
}
