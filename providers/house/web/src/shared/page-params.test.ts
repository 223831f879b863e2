import { describe, expect, it } from 'vitest';
import { readPageParams } from './page-params.ts';

describe('page params', () => {
  it('when the play page opens from a launch URL, then game, token and language are read from it', () => {
    const token = 't'.repeat(43);
    const params = readPageParams({ pathname: '/house/play/house-slot', search: `?token=${token}&lang=CN` });
    expect(params).toMatchObject({ gameId: 'house-slot', token, lang: 'zh' });
  });

  it('when the address is odd, then nothing unsafe or unknown is taken from it', () => {
    const params = readPageParams({ pathname: '/house/play/<script>', search: '?token=short&lang=xx' });
    expect(params).toMatchObject({ gameId: null, token: null, lang: 'en' });
  });

  it('when the verify page names a game in its query, then that game is used', () => {
    expect(readPageParams({ pathname: '/house/verify', search: '?game=house-fish' }).gameId).toBe(
      'house-fish',
    );
    expect(readPageParams({ pathname: '/house/rules/house-fish', search: '' }).gameId).toBe('house-fish');
  });
});

describe('lottery page params', () => {
  it('when the launch URL names a view, a play type and a way back, then all three are read', () => {
    const params = readPageParams({
      pathname: '/house/play/house-ssc5-1m',
      search: '?view=lobby&playType=ssc5.position&back=%2Felott&device=WEB',
    });
    expect(params).toMatchObject({ view: 'lobby', playType: 'ssc5.position', back: '/elott' });
  });

  it('when back points at another site or the values are odd, then they are dropped', () => {
    for (const back of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil',
      'javascript:alert(1)',
      '/a/../b',
      'elott',
    ]) {
      expect(
        readPageParams({ pathname: '/house/play/house-4d', search: `?back=${encodeURIComponent(back)}` })
          .back,
      ).toBeNull();
    }
    const params = readPageParams({ pathname: '/house/play/house-4d', search: '?view=admin&playType=<x>' });
    expect(params).toMatchObject({ view: null, playType: null, back: null });
  });

  it('when back is a site path with a query, then it is kept', () => {
    expect(
      readPageParams({ pathname: '/house/play/house-4d', search: '?back=%2Flottery%3Ftab%3D2' }).back,
    ).toBe('/lottery?tab=2');
  });

  it('when the platform passes its theme, then light is read and anything else is the default dark', () => {
    const theme = (search: string) => readPageParams({ pathname: '/house/play/house-4d', search }).theme;
    expect(theme('?theme=light')).toBe('light');
    expect(theme('?theme=dark')).toBe('dark');
    expect(theme('?theme=LIGHT')).toBe('dark');
    expect(theme('')).toBe('dark');
  });
});
