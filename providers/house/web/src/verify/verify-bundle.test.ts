import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createServerSeed, hashServerSeed } from '../../../src/fair/server-seed.ts';
import { verifyHouseRound } from '../../../src/service/verify/verify-house-round.ts';
import { formFromQuery } from './verify-form.ts';
import { NO_EVIDENCE, verifyLocally } from './verify-proof.ts';

const here = dirname(fileURLToPath(import.meta.url));

/** Every module the verify page reaches through relative imports, from its entry. */
function importGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, 'utf8');
  for (const match of source.matchAll(/(?:import|export)[^'"]*?from\s+'(\.{1,2}\/[^']+)'/g)) {
    importGraph(resolve(dirname(entry), match[1]!), seen);
  }
  for (const match of source.matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)) {
    importGraph(resolve(dirname(entry), match[1]!), seen);
  }
  return seen;
}

describe('the verify page recomputes in the browser', () => {
  it('when the page bundle is followed from its entry, then it ships the game math and no Node built-in', () => {
    const graph = [...importGraph(resolve(here, 'verify-main.tsx'))];
    const nodeImports = graph.filter((file) =>
      /from\s+'node:|require\('node:/.test(readFileSync(file, 'utf8')),
    );
    expect(nodeImports).toEqual([]);
    for (const module of [
      'fair/sha256.ts',
      'fair/round-floats.ts',
      'verify/verify-round.ts',
      'games/slot/slot-round.ts',
      // A lottery issue is recomputed here too, with the draws the service draws with (decision 036).
      'verify/verify-lottery-issue.ts',
      'games/lottery/lottery-registry.ts',
    ]) {
      expect(
        graph.some((file) => file.endsWith(`/src/${module}`)),
        module,
      ).toBe(true);
    }
  });

  it("when a round's proof page (the recall's frame) is followed from its entry, then it checks with the verify page's code and no Node built-in", () => {
    const graph = [...importGraph(resolve(here, '../lottery-recall/recall-main.tsx'))];
    expect(graph.filter((file) => /from\s+'node:|require\('node:/.test(readFileSync(file, 'utf8')))).toEqual(
      [],
    );
    for (const module of ['web/src/verify/verify-proof.ts', 'src/service/verify/verify-house-round.ts']) {
      expect(
        graph.some((file) => file.endsWith(`/house/${module}`)),
        module,
      ).toBe(true);
    }
  });

  it('when the page verifies a round, then it is what the service computes, with no call to the service', () => {
    const serverSeed = createServerSeed();
    const form = formFromQuery(
      new URLSearchParams(
        `game=house-slot&serverSeed=${serverSeed}&clientSeed=me&nonce=3&hash=${hashServerSeed(serverSeed)}&bet=2.00`,
      ),
    );
    const local = verifyLocally(form, NO_EVIDENCE);
    expect('verdict' in local && local.verdict.answer).toEqual(
      verifyHouseRound({
        gameId: 'house-slot',
        serverSeed,
        clientSeed: 'me',
        nonce: 3,
        serverSeedHash: hashServerSeed(serverSeed),
        params: { bet: '2.00' },
      }),
    );
    expect('verdict' in local && local.verdict.answer.isCommitmentValid).toBe(true);
  });

  it('when a round opened by its id is verified, then a deal is paid with its own stakes and its win is compared with the one it was settled with', () => {
    const serverSeed = createServerSeed();
    const bets = { banker: '1.00', tie: '0.50', playerPair: '0.10' };
    const expected = verifyHouseRound({
      gameId: 'house-baccarat-live',
      serverSeed,
      clientSeed: 'me',
      nonce: 5,
      params: { bets },
    });
    if (expected.outcome.kind !== 'baccarat') throw new Error('a baccarat outcome');
    const settled = expected.outcome.round.totalWin;
    const form = formFromQuery(
      new URLSearchParams(`game=house-baccarat-live&serverSeed=${serverSeed}&clientSeed=me&nonce=5`),
    );
    const round = {
      gameId: 'house-baccarat-live',
      clientSeed: 'me',
      nonce: 5,
      params: { bets },
      win: settled,
    };
    const verdictOf = (evidence: Parameters<typeof verifyLocally>[1], shown = form) => {
      const local = verifyLocally(shown, evidence);
      if (!('verdict' in local)) throw new Error(local.problem);
      return local.verdict;
    };
    const opened = verdictOf({ match: null, round });
    expect(opened.answer).toEqual(expected);
    expect(opened.isWinAgreeing).toBe(true);
    // A round settled with another win than its seeds give is called out.
    expect(verdictOf({ match: null, round: { ...round, win: '999.00' } }).isWinAgreeing).toBe(false);
    // The player edited the form to another round: that round's evidence no longer applies.
    expect(verdictOf({ match: null, round }, { ...form, nonce: '6' }).isWinAgreeing).toBeNull();
    expect(verdictOf(NO_EVIDENCE).isWinAgreeing).toBeNull();
  });
});
