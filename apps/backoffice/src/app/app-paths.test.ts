import { readFileSync } from 'node:fs';
import { BACKOFFICE_PATHS } from '@tala/contract/site-routes';
import { describe, expect, it } from 'vitest';

/**
 * The server answers 404 under /bo for an address that is none of BACKOFFICE_PATHS (the console's
 * not-found screen), so the console's router must serve exactly those paths (children of "/" are
 * relative). Read from the source: importing it would start a browser router.
 */
describe('back-office routes', () => {
  it('when the router is read, then its paths are exactly the contract list', () => {
    const source = readFileSync(new URL('./app.tsx', import.meta.url), 'utf8');
    const paths = [...source.matchAll(/\bpath:\s*'([^']+)'/g)].map((match) => match[1] ?? '');
    expect(paths).toContain('*');
    const absolute = paths
      .filter((path) => path !== '*')
      .map((path) => (path.startsWith('/') ? path : `/${path}`));
    expect(new Set(absolute)).toEqual(new Set(BACKOFFICE_PATHS));
  });
});
