import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createServerSeed, hashServerSeed } from '../../../src/fair/server-seed.ts';
import { verifyHouseRound } from '../../../src/service/verify/verify-house-round.ts';
import { formFromQuery } from './verify-form.ts';
import { verifyLocally } from './verify-proof.ts';

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

  it('when the page verifies a round, then it is what the service computes, with no call to the service', () => {
    const serverSeed = createServerSeed();
    const form = formFromQuery(
      new URLSearchParams(
        `game=house-slot&serverSeed=${serverSeed}&clientSeed=me&nonce=3&hash=${hashServerSeed(serverSeed)}&bet=2.00`,
      ),
    );
    const local = verifyLocally(form, null);
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
});
