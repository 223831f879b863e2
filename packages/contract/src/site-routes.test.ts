import { describe, expect, it } from 'vitest';
import { isBackofficePath, isPlayerSitePath, nearestPlayerPath } from './site-routes.ts';

describe('site routes', () => {
  it('when a player page is addressed as React Router matches it, then it is known', () => {
    for (const url of ['/', '/index', '/rng?page=TALA_SLOTS', '/RNG', '/pointMall/', '/game?url=x#top']) {
      expect(isPlayerSitePath(url), url).toBe(true);
    }
  });

  it('when an address is no page of the site, then it is unknown', () => {
    for (const url of ['/chess', '/pointsMall', '/rng/extra', '/bo', '/%E0%A4%A', '/index.htm']) {
      expect(isPlayerSitePath(url), url).toBe(false);
    }
  });

  it('when a back-office address is checked, then its segments and parameters are matched under /bo', () => {
    for (const url of ['/bo', '/bo/', '/bo/players/42', '/bo/games/vendors/7?tab=games', '/bo/login']) {
      expect(isBackofficePath(url), url).toBe(true);
    }
    for (const url of ['/bo/nope', '/bo/players/42/edit', '/players', '/boss']) {
      expect(isBackofficePath(url), url).toBe(false);
    }
  });

  it('when an address is one or two edits from a page, then that page is suggested; otherwise none', () => {
    expect(nearestPlayerPath('/pointsMall')).toBe('/pointMall');
    expect(nearestPlayerPath('/promotion')).toBe('/promotions');
    expect(nearestPlayerPath('/LIVE')).toBe('/live');
    expect(nearestPlayerPath('/chess')).toBeNull();
    expect(nearestPlayerPath(`/${'x'.repeat(60)}`)).toBeNull();
  });
});
