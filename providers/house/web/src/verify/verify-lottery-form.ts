import { findLotteryGame, LOTTERY_GAMES } from '../../../src/games/lottery/lottery-catalog.ts';
import { ZIssueNo } from '../../../src/service/api/lottery-contract.ts';
import {
  LOTTERY_LIVE_PATHS,
  type TLotteryIssueProof,
  ZLotteryIssueProof,
} from '../../../src/service/api/lottery-live-contract.ts';
import {
  lotteryIssueProblem,
  type TLotteryIssueCheck,
  verifyLotteryIssue,
} from '../../../src/verify/verify-lottery-issue.ts';
import { request } from '../shared/house-api.ts';

/** The lottery verify form: one issue of one game, its revealed seed, the draw's entropy and commitment. */
export type TLotteryVerifyForm = {
  gameId: string;
  issueNo: string;
  serverSeed: string;
  entropy: string;
  hash: string;
};

/** What the public proof adds to the form: the checks that need the service's published data. */
export type TLotteryEvidence = {
  gameClientSeed: string;
  chainAnchor: string;
  chainPosition: number;
  /** Every slip client seed, or null when there were more than the page fetches. */
  contributions: string[] | null;
  contributionsTotal: number;
  published: unknown;
};

/** Pages of 1,000 client seeds the verify page fetches at most (beyond, the entropy is not checked here). */
export const MAX_CONTRIBUTION_PAGES = 50;

export function isLotteryGame(gameId: string | null | undefined): boolean {
  return findLotteryGame(gameId ?? '') !== undefined;
}

export function lotteryFormFromQuery(query: URLSearchParams): TLotteryVerifyForm {
  const get = (name: string, max: number) => (query.get(name) ?? '').slice(0, max).trim();
  const gameId = get('game', 64);
  return {
    gameId: isLotteryGame(gameId) ? gameId : LOTTERY_GAMES[0]!.gameId,
    issueNo: get('issue', 20),
    serverSeed: get('serverSeed', 64).toLowerCase(),
    entropy: get('entropy', 64).toLowerCase(),
    hash: get('hash', 64).toLowerCase(),
  };
}

/** The issue's public proof, every page of its contributions (up to the cap): data only, never a verdict. */
export async function loadLotteryProof(
  gameId: string,
  issueNo: string,
): Promise<{ proof: TLotteryIssueProof; evidence: TLotteryEvidence }> {
  const page = (n: number) =>
    request(ZLotteryIssueProof, 'GET', `${LOTTERY_LIVE_PATHS.proof(gameId, issueNo)}?page=${n}`);
  const proof = await page(1);
  const seeds = [...proof.contributions.clientSeeds];
  const pages = Math.ceil(proof.contributions.total / Math.max(1, proof.contributions.clientSeeds.length));
  const isComplete = pages <= MAX_CONTRIBUTION_PAGES;
  for (let n = 2; isComplete && n <= pages; n++) seeds.push(...(await page(n)).contributions.clientSeeds);
  return {
    proof,
    evidence: {
      gameClientSeed: proof.gameClientSeed,
      chainAnchor: proof.chainAnchor,
      chainPosition: proof.issue.chainPosition,
      contributions: isComplete ? seeds : null,
      contributionsTotal: proof.contributions.total,
      published: proof.issue.result ?? null,
    },
  };
}

/** The form filled from the proof where the link left a field empty. */
export function formWithProof(form: TLotteryVerifyForm, proof: TLotteryIssueProof): TLotteryVerifyForm {
  return {
    ...form,
    serverSeed: form.serverSeed || (proof.issue.serverSeed ?? ''),
    entropy: form.entropy || (proof.issue.entropy ?? ''),
    hash: form.hash || proof.issue.serverSeedHash,
  };
}

/**
 * Recomputes the draw in the browser (verify-lottery-issue.ts, the game's own code) with every check the
 * evidence allows. Answers a translation key when the form cannot be checked.
 */
export function verifyLotteryForm(
  form: TLotteryVerifyForm,
  evidence: TLotteryEvidence | null,
): { problem: string } | { check: TLotteryIssueCheck } {
  if (!ZIssueNo.safeParse(form.issueNo).success) return { problem: 'verify.lottery.problems.issue' };
  const input = {
    gameId: form.gameId,
    issueNo: form.issueNo,
    serverSeed: form.serverSeed,
    entropy: form.entropy,
    serverSeedHash: form.hash || null,
    gameClientSeed: evidence?.gameClientSeed,
    contributions: evidence?.contributions ?? null,
    chain: evidence ? { anchor: evidence.chainAnchor, position: evidence.chainPosition } : null,
    published: evidence?.published ?? undefined,
  };
  const problem = lotteryIssueProblem(input);
  if (problem === 'game') return { problem: 'verify.problems.game' };
  if (problem === 'serverSeed') return { problem: 'verify.problems.serverSeed' };
  if (problem === 'entropy') return { problem: 'verify.lottery.problems.entropy' };
  if (problem === 'hash') return { problem: 'verify.problems.hash' };
  return { check: verifyLotteryIssue(input) };
}
