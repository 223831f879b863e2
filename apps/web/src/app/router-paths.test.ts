import { readFileSync } from 'node:fs';
import { PLAYER_SITE_PATHS } from '@tala/contract/site-routes';
import { describe, expect, it } from 'vitest';

/**
 * The server answers 404 for an address that is none of PLAYER_SITE_PATHS (the not-found page, with
 * the status a crawler or a monitor reads), so the router must serve exactly those paths. Read from
 * the router's source: importing it would start a browser router.
 */
describe('player site routes', () => {
  it('when the router is read, then its paths are exactly the contract list', () => {
    const source = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
    const paths = [...source.matchAll(/\bpath:\s*'([^']+)'/g)].map((match) => match[1]);
    expect(paths).toContain('*');
    expect(new Set(paths.filter((path) => path !== '*'))).toEqual(new Set(PLAYER_SITE_PATHS));
  });
});
