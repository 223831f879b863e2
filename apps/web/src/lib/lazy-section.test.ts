import { describe, expect, it } from 'vitest';
import { lazySection, loadSection, SectionLoadError } from './lazy-section.ts';

describe('section loading', () => {
  it('when the module loads in time, then it is returned', async () => {
    await expect(loadSection('index', async () => ({ default: 1 }), 1000, 'addr')).resolves.toEqual({
      default: 1,
    });
  });
  it('when loading takes longer than the time-out, then a timeout SectionLoadError carries the address', async () => {
    const never = () => new Promise<never>(() => {});
    const error = await loadSection('live', never, 20, 'http://x/live#live').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SectionLoadError);
    expect(error).toMatchObject({ section: 'live', kind: 'timeout', address: 'http://x/live#live' });
  });
  it('when the chunk is missing, then the kind is missing; other failures are error', async () => {
    const missing = await loadSection(
      'fish',
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/fish.js')),
      1000,
      'a',
    ).catch((e: unknown) => e);
    expect(missing).toMatchObject({ kind: 'missing' });
    const broken = await loadSection('pvp', () => Promise.reject(new Error('boom')), 1000, 'a').catch(
      (e: unknown) => e,
    );
    expect(broken).toMatchObject({ kind: 'error' });
  });
  it('when a section is preloaded, then the module loads once however often it is asked for', async () => {
    let loads = 0;
    const Page = lazySection('index', async () => {
      loads += 1;
      return { default: () => null };
    });
    await Promise.all([Page.preload(), Page.preload()]);
    await Page.preload();
    expect(loads).toBe(1);
  });
});
