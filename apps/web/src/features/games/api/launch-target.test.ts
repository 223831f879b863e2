import type { TGameTile } from '@tala/contract/games/catalogue';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { launchFailure } from './launch-failure.ts';
import {
  gameFrameSandbox,
  isSiteRoute,
  launchDestination,
  readGamePage,
  safeGameUrl,
} from './launch-target.ts';

const ORIGIN = 'https://site.example';

const TILE: TGameTile = {
  code: 'house-slot',
  name: 'Tala Treasure Reels',
  gameType: 'RNG',
  gameClassify: 'SLOT',
  vassalage: 'TALA_SLOTS',
  accountTypeName: 'TALA_SLOTS',
  vendorName: 'Tala Slots',
  minBet: '0.20',
  lineNum: 20,
  isHot: 1,
  isNew: 0,
  isPopular: 1,
  isGame: 1,
  defaultPlayType: null,
  status: 'ACTIVE',
  allowsTrial: true,
  art: 'house-slot',
};

const result = (over: Partial<Record<'game_url' | 'game_url2' | 'content' | 'route', string | null>>) => ({
  game_url: null,
  game_url2: null,
  content: null,
  route: null,
  ...over,
});

describe('launch destination', () => {
  it('when the server answers a lottery route, then the site goes to that route', () => {
    expect(launchDestination(result({ route: '/lottery?gameCode=L1' }), TILE)).toBe('/lottery?gameCode=L1');
  });

  it('when the route would leave the site, then it is not followed', () => {
    expect(isSiteRoute('//evil.example/x')).toBe(false);
    expect(isSiteRoute('https://evil.example')).toBe(false);
    expect(isSiteRoute('/\\evil.example')).toBe(false);
    expect(launchDestination(result({ route: '//evil.example' }), TILE)).toBeNull();
  });

  it('when the server answers a game URL, then /game frames it with the game named for the popup', () => {
    const href = launchDestination(result({ game_url: '/house/play/house-slot?token=abc&lang=en' }), TILE);
    const params = new URL(href ?? '', ORIGIN).searchParams;
    expect(new URL(href ?? '', ORIGIN).pathname).toBe('/game');
    expect(params.get('url')).toBe('/house/play/house-slot?token=abc&lang=en');
    expect(params.get('game')).toBe('house-slot');
    expect(params.get('vassalage')).toBe('TALA_SLOTS');
    expect(params.get('name')).toBe('Tala Treasure Reels');
  });

  it('when game_url is empty, then game_url2 is used', () => {
    const href = launchDestination(result({ game_url: '', game_url2: 'https://cdn.example/g' }), TILE);
    expect(new URL(href ?? '', ORIGIN).searchParams.get('url')).toBe('https://cdn.example/g');
  });

  it('when /game is opened with a javascript: or over-long URL, then nothing is framed', () => {
    expect(safeGameUrl('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(safeGameUrl(`/x?${'a'.repeat(2001)}`, ORIGIN)).toBeNull();
    expect(readGamePage(new URLSearchParams({ url: 'data:text/html,hi' }), ORIGIN)).toBeNull();
  });

  it('when /game is opened with a same-site path, then it resolves against the site', () => {
    const info = readGamePage(new URLSearchParams({ url: '/house/play/x?token=t', game: 'x' }), ORIGIN);
    expect(info).toEqual({
      url: `${ORIGIN}/house/play/x?token=t`,
      code: 'x',
      vassalage: null,
      gameType: null,
      name: null,
    });
  });
});

describe('launch failure', () => {
  it('when the game is under maintenance, then the valid suggested tiles are kept and bad ones dropped', () => {
    const error = new ApiError('GAME_MAINTENANCE', 'Under maintenance', 409, {
      games: [TILE, { code: 'broken' }],
    });
    expect(launchFailure(error)).toEqual({
      kind: 'maintenance',
      message: 'Under maintenance',
      games: [TILE],
    });
  });

  it('when a demo account may not play, then the trial notice shows the server message', () => {
    const error = new ApiError('GAME_TRIAL_NOT_ALLOWED', 'Register first', 403);
    expect(launchFailure(error)).toEqual({ kind: 'trial', message: 'Register first' });
  });

  it('when the network fails, then the message is left to the network text', () => {
    expect(launchFailure(new ApiError('NETWORK', '', 0))).toEqual({ kind: 'error', message: null });
    expect(launchFailure(new TypeError('x'))).toEqual({ kind: 'error', message: null });
  });
});

describe('game frame sandbox', () => {
  it('when the game is served by this site, then it runs in an opaque origin (no allow-same-origin)', () => {
    for (const url of ['/house/play/house-slot?token=x', `${ORIGIN}/house/play/house-fish`]) {
      const flags = gameFrameSandbox(url, ORIGIN).split(' ');
      expect(flags).toContain('allow-scripts');
      expect(flags).not.toContain('allow-same-origin');
    }
  });

  it('when the game is on a vendor origin, then it keeps that origin, still without top navigation', () => {
    const flags = gameFrameSandbox('https://games.vendor.example/play?t=1', ORIGIN).split(' ');
    expect(flags).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-popups']));
    expect(flags.some((flag) => flag.startsWith('allow-top-navigation'))).toBe(false);
    // Another port is another origin too.
    expect(gameFrameSandbox('https://site.example:8443/house/play/x', ORIGIN)).toContain('allow-same-origin');
  });
});
