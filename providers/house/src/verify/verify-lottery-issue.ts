import type { TFloatSource } from '../fair/float-source.ts';
import { checkDrawProof, drawStream } from '../fair/scheduled-draw.ts';
import { hashServerSeed, isValidServerSeed } from '../fair/server-seed.ts';
import { findLotteryGame } from '../games/lottery/lottery-catalog.ts';
import { drawOf } from '../games/lottery/lottery-registry.ts';
import type { TLotteryResult } from '../games/lottery/lottery-types.ts';

/**
 * A lottery issue's draw recomputed from its revealed seed, as the verify page does it in the player's
 * browser (decision 033, 036). Browser-safe: game math and the house's own SHA-256 only.
 *
 *   label   = "<game client seed>:<issue no>"              (the game's client seed is public: its id)
 *   entropy = SHA-256(label + "\n" + each distinct slip client seed, sorted)
 *   result  = the family's draw over HMAC-SHA256(server seed, entropy + ":0:" + cursor)
 *
 * The service draws with the same scheduled-draw module (fair/scheduled-draw.ts, decision 059) and this
 * label (lottery-draw.ts `drawIssueResult`); a test holds the two equal for every family.
 */
export type TLotteryIssueInput = {
  gameId: string;
  issueNo: string;
  serverSeed: string;
  /** The draw's client seed as published; recomputed from the contributions when they are given. */
  entropy: string;
  /** The hash published before the issue opened; null when not given. */
  serverSeedHash?: string | null;
  /** Default: the game id (what the house stores as each game's public client seed). */
  gameClientSeed?: string;
  /** Every slip client seed of the issue (the public proof's list); null when not fetched. */
  contributions?: readonly string[] | null;
  /** The game's chain anchor and the issue's place in it; null when not known. */
  chain?: { anchor: string; position: number } | null;
  /** The result the service published, to compare with; undefined when not known. */
  published?: unknown;
};

export type TLotteryIssueCheck = {
  family: TLotteryResult['family'];
  result: TLotteryResult;
  /** The floats the draw read, in order (what a hand check follows). */
  floats: number[];
  serverSeedHash: string;
  isCommitmentValid: boolean | null;
  isEntropyValid: boolean | null;
  isInChain: boolean | null;
  isPublishedAgreeing: boolean | null;
};

const HEX64 = /^[0-9a-f]{64}$/;

export type TLotteryIssueProblem = 'game' | 'serverSeed' | 'entropy' | 'hash';

/** The first thing wrong with an input, or null: what the page asks the player to fix. */
export function lotteryIssueProblem(input: TLotteryIssueInput): TLotteryIssueProblem | null {
  if (!findLotteryGame(input.gameId)) return 'game';
  if (!isValidServerSeed(input.serverSeed)) return 'serverSeed';
  if (!HEX64.test(input.entropy)) return 'entropy';
  if (input.serverSeedHash && !HEX64.test(input.serverSeedHash)) return 'hash';
  return null;
}

export function lotteryDrawLabel(gameClientSeed: string, issueNo: string): string {
  return `${gameClientSeed}:${issueNo}`;
}

/** Recomputes the draw and every check the input allows. Throws RangeError on an input with a problem. */
export function verifyLotteryIssue(input: TLotteryIssueInput): TLotteryIssueCheck {
  const problem = lotteryIssueProblem(input);
  if (problem) throw new RangeError(`verifyLotteryIssue: bad ${problem}`);
  const game = findLotteryGame(input.gameId)!;
  const floats: number[] = [];
  const stream = drawStream(input.serverSeed, input.entropy);
  const recording: TFloatSource = () => {
    const value = stream();
    floats.push(value);
    return value;
  };
  const result = drawOf(game.family)(recording) as TLotteryResult;
  const checks = checkDrawProof({
    seed: input.serverSeed,
    entropy: input.entropy,
    label: lotteryDrawLabel(input.gameClientSeed ?? input.gameId, input.issueNo),
    seedHash: input.serverSeedHash ?? null,
    chain: input.chain ?? null,
    contributions: input.contributions ?? null,
  });
  return {
    family: game.family,
    result,
    floats,
    serverSeedHash: hashServerSeed(input.serverSeed),
    ...checks,
    isPublishedAgreeing:
      input.published === undefined || input.published === null
        ? null
        : canonicalJson(result) === canonicalJson(input.published),
  };
}

/** JSON with object keys sorted: the database hands a stored result back with its keys reordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
