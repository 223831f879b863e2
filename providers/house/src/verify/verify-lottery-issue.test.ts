import { describe, expect, it } from 'vitest';
import { chainLink, chainSeedRange, drawEntropy } from '../fair/seed-chain.ts';
import { hashServerSeed } from '../fair/server-seed.ts';
import { LOTTERY_GAMES } from '../games/lottery/lottery-catalog.ts';
import { drawIssueResult } from '../service/lottery/lottery-draw.ts';
import { lotteryIssueProblem, verifyLotteryIssue } from './verify-lottery-issue.ts';

/** One game of each family: the verify page recomputes every draw format. */
const ONE_PER_FAMILY = [...new Map(LOTTERY_GAMES.map((game) => [game.family, game])).values()];
// A fixed chain, so every run checks the same draws (a random one could make two seeds draw alike by chance).
const seeds = chainSeedRange('7'.repeat(64), 5, 0, 5);
const chain = { seeds, anchor: chainLink(seeds[0]!) };
const contributions = ['player-b-seed', 'player-a-seed', 'player-b-seed', 'Zed 42'];

describe('verifying a lottery issue in the browser', () => {
  it('covers every family of the catalogue', () => {
    expect(ONE_PER_FAMILY.map((game) => game.family).sort()).toEqual(
      ['k3', 'pk10', 'sea-4d', 'ssc5', 'vn-north', 'vn-regional'].sort(),
    );
  });

  for (const game of ONE_PER_FAMILY) {
    it(`when a ${game.family} issue is recomputed from its revealed seed, then it is the service's draw and every check holds`, () => {
      const issueNo = '20261126-0576';
      const position = 3;
      const serverSeed = chain.seeds[position]!;
      const served = drawIssueResult({
        family: game.family,
        serverSeed,
        gameClientSeed: game.gameId,
        issueNo,
        contributions,
      });
      // Stored as jsonb, the published result comes back with its keys in another order.
      const published = JSON.parse(
        JSON.stringify(Object.fromEntries(Object.entries(served.result).reverse())),
      );
      const checked = verifyLotteryIssue({
        gameId: game.gameId,
        issueNo,
        serverSeed,
        entropy: served.entropy,
        serverSeedHash: hashServerSeed(serverSeed),
        contributions,
        chain: { anchor: chain.anchor, position },
        published,
      });
      expect(checked.result).toEqual(served.result);
      expect(checked.family).toBe(game.family);
      expect(checked.floats.length).toBeGreaterThan(0);
      expect(checked).toMatchObject({
        isCommitmentValid: true,
        isEntropyValid: true,
        isInChain: true,
        isPublishedAgreeing: true,
      });
    });

    it(`when a ${game.family} issue's seed, entropy, commitment or result was tampered with, then the check says so`, () => {
      const issueNo = '20261126-0001';
      const serverSeed = chain.seeds[1]!;
      const served = drawIssueResult({
        family: game.family,
        serverSeed,
        gameClientSeed: game.gameId,
        issueNo,
        contributions,
      });
      const otherSeed = chain.seeds[2]!;
      const wrongSeed = verifyLotteryIssue({
        gameId: game.gameId,
        issueNo,
        serverSeed: otherSeed,
        entropy: served.entropy,
        serverSeedHash: hashServerSeed(serverSeed),
        chain: { anchor: chain.anchor, position: 1 },
        published: served.result,
      });
      expect(wrongSeed).toMatchObject({
        isCommitmentValid: false,
        isInChain: false,
        isPublishedAgreeing: false,
      });
      // Entropy that leaves out a slip's seed is not the one the listed slips make.
      const dropped = drawEntropy(`${game.gameId}:${issueNo}`, contributions.slice(1, 2));
      const wrongEntropy = verifyLotteryIssue({
        gameId: game.gameId,
        issueNo,
        serverSeed,
        entropy: dropped,
        contributions,
        published: served.result,
      });
      expect(wrongEntropy.isEntropyValid).toBe(false);
      expect(wrongEntropy.isPublishedAgreeing).toBe(false);
      expect(wrongEntropy.isCommitmentValid).toBeNull();
      expect(wrongEntropy.isInChain).toBeNull();
    });
  }

  it('when the input is not a lottery issue, then the problem is named, not thrown at the page', () => {
    const base = {
      gameId: 'house-k3-1m',
      issueNo: '20261126-0001',
      serverSeed: chain.seeds[0]!,
      entropy: 'a'.repeat(64),
    };
    expect(lotteryIssueProblem(base)).toBeNull();
    expect(lotteryIssueProblem({ ...base, gameId: 'house-slot' })).toBe('game');
    expect(lotteryIssueProblem({ ...base, serverSeed: 'xyz' })).toBe('serverSeed');
    expect(lotteryIssueProblem({ ...base, entropy: 'A'.repeat(64) })).toBe('entropy');
    expect(lotteryIssueProblem({ ...base, serverSeedHash: '12' })).toBe('hash');
    expect(() => verifyLotteryIssue({ ...base, gameId: 'house-slot' })).toThrow(RangeError);
  });
});
