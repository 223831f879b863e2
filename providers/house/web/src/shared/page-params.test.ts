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
