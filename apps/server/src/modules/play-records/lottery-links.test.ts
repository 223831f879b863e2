import { describe, expect, it } from 'vitest';
import { firstIssueOf, lotteryPageUrl, lotteryVerifyUrl } from './lottery-links.ts';

const HOUSE_LOTTERY = { providerCode: 'HOUSE', launchUrl: '/house', roundRef: 'hr_abc-1', category: 'ELOTT' };
const PROOF = {
  serverSeedHash: 'a'.repeat(64),
  clientSeed: 'b'.repeat(64),
  nonce: 0,
  serverSeed: 'c'.repeat(64),
};

describe('lottery links of a recalled round', () => {
  it('when the round is a house lottery slip, then its page is the house slip recall in the reader language', () => {
    expect(lotteryPageUrl(HOUSE_LOTTERY, 'vi')).toBe('/house/recall/hr_abc-1?lang=vi');
    expect(lotteryPageUrl({ ...HOUSE_LOTTERY, launchUrl: 'https://house.example/house/' }, 'en')).toBe(
      'https://house.example/house/recall/hr_abc-1?lang=en',
    );
  });

  it('when the round is not a house lottery or its URL is unsafe, then there is no page', () => {
    expect(lotteryPageUrl({ ...HOUSE_LOTTERY, category: 'RNG' }, 'en')).toBeNull();
    expect(lotteryPageUrl({ ...HOUSE_LOTTERY, providerCode: 'OTHER' }, 'en')).toBeNull();
    expect(lotteryPageUrl({ ...HOUSE_LOTTERY, launchUrl: 'javascript:alert(1)' }, 'en')).toBeNull();
    expect(lotteryPageUrl({ ...HOUSE_LOTTERY, roundRef: '../admin' }, 'en')).toBeNull();
  });

  it('when the stored outcome names issues or bets, then the first issue is read, anything else is ignored', () => {
    expect(firstIssueOf({ issues: [{ issueNo: '20261126-0145' }], bets: [] })).toBe('20261126-0145');
    expect(firstIssueOf({ bets: [{ issueNo: '20261126' }] })).toBe('20261126');
    expect(firstIssueOf({ issues: 3, bets: 4 })).toBeNull();
    expect(firstIssueOf({ issues: [{ issueNo: '<script>' }] })).toBeNull();
    expect(firstIssueOf(['x'])).toBeNull();
    expect(firstIssueOf(null)).toBeNull();
  });

  it('when a drawn slip is verified, then the link names the game, the issue, the commitment, the seed and the entropy', () => {
    const url = lotteryVerifyUrl(HOUSE_LOTTERY, {
      gameId: 'house-4d-5m',
      issueNo: '20261126-0145',
      proof: PROOF,
      lang: 'en',
    });
    expect(url).toBe(
      `/house/verify?lang=en&game=house-4d-5m&issue=20261126-0145&hash=${'a'.repeat(64)}&serverSeed=${'c'.repeat(64)}&entropy=${'b'.repeat(64)}`,
    );
    expect(
      lotteryVerifyUrl(HOUSE_LOTTERY, { gameId: 'g', issueNo: null, proof: PROOF, lang: 'en' }),
    ).toBeNull();
    expect(
      lotteryVerifyUrl(HOUSE_LOTTERY, { gameId: 'g', issueNo: '20261126-0145', proof: null, lang: 'en' }),
    ).toBeNull();
  });
});
