import type {
  TMatchProofAnswer,
  TRoundProofAnswer,
  TVerifyAnswer,
} from '../../../src/service/api/api-contract.ts';
import { HouseError } from '../../../src/service/api/house-error.ts';
import {
  checkMatchProof,
  type TMatchChecks,
  verifyHouseRound,
} from '../../../src/service/verify/verify-house-round.ts';
import { houseApi } from '../shared/house-api.ts';
import { parseCents } from '../shared/money.ts';
import { type TVerifyForm, toVerifyRequest } from './verify-form.ts';

/**
 * What the verify page knows about a match beyond the form: its place in the published chain, the
 * contributions its entropy was drawn from, and what the board published (odds, result) to compare.
 */
export type TMatchEvidence = Pick<
  TMatchProofAnswer,
  'matchId' | 'chain' | 'contributions' | 'markets' | 'result'
>;

/**
 * What the verify page knows about a round opened by its id (game recall) beyond the form: the stakes it
 * was played with (a baccarat deal's spots scale its payouts) and the win it was settled with.
 */
export type TRoundEvidence = Pick<TRoundProofAnswer, 'gameId' | 'clientSeed' | 'nonce' | 'params' | 'win'>;

/** Everything the page learnt from a `round=` or `match=` link, besides the form it fills. */
export type TEvidence = { match: TMatchEvidence | null; round: TRoundEvidence | null };
export const NO_EVIDENCE: TEvidence = { match: null, round: null };

export type TLocalVerdict = {
  answer: TVerifyAnswer;
  /** Null when no match evidence applies (not an event game, or a form typed by hand). */
  matchChecks: TMatchChecks | null;
  /** The recomputed odds and result equal those the board published; null without evidence. */
  isPublishedAgreeing: boolean | null;
  /** The recomputed win equals the win the round was settled with; null without a round's evidence. */
  isWinAgreeing: boolean | null;
};

/** The form filled from a match's proof (match card link, or a bet's recall). */
export function formFromMatchProof(form: TVerifyForm, proof: TMatchProofAnswer): TVerifyForm {
  return {
    ...form,
    gameId: proof.gameId,
    serverSeed: proof.serverSeed ?? '',
    clientSeed: proof.matchId,
    nonce: '0',
    hash: proof.serverSeedHash,
    entropy: proof.entropy ?? '',
  };
}

/** The form filled from a round's proof (the game recall's round id). */
export function formFromRoundProof(form: TVerifyForm, proof: TRoundProofAnswer): TVerifyForm {
  return {
    ...form,
    gameId: proof.gameId,
    serverSeed: proof.serverSeed ?? '',
    clientSeed: proof.clientSeed,
    nonce: String(proof.nonce),
    hash: proof.serverSeedHash,
    bet: proof.params.bet ?? form.bet,
    species: proof.params.species ?? form.species,
  };
}

/**
 * Fills the form from a `round=` (game recall) or `match=` (match card) link. The proof API gives data,
 * never a verdict: the seeds, the stakes, what was published. Null when the link names neither.
 */
export async function loadProof(
  query: URLSearchParams,
  form: TVerifyForm,
): Promise<{ form: TVerifyForm; evidence: TEvidence } | null> {
  const roundId = query.get('round')?.slice(0, 40);
  let matchId = query.get('match')?.slice(0, 64);
  if (roundId) {
    const round = await houseApi.roundProof(roundId);
    if (round.matchId === null) {
      return { form: formFromRoundProof(form, round), evidence: { match: null, round } };
    }
    matchId = round.matchId;
  }
  if (!matchId) return null;
  const match = await houseApi.matchProof(matchId);
  return { form: formFromMatchProof(form, match), evidence: { match, round: null } };
}

/** The round's evidence, while the form still shows that round (the player may edit it). */
function roundEvidenceFor(form: TVerifyForm, round: TRoundEvidence | null): TRoundEvidence | null {
  const isSame =
    round !== null &&
    round.gameId === form.gameId &&
    round.clientSeed === form.clientSeed &&
    String(round.nonce) === form.nonce;
  return isSame ? round : null;
}

/** The win a recomputed outcome pays, in cents; null for an event match (its bets have their own). */
function recomputedWinCents(outcome: TVerifyAnswer['outcome']): bigint | null {
  switch (outcome.kind) {
    case 'slot':
      return parseCents(outcome.round.totalWin);
    case 'fish':
      return parseCents(outcome.round.win);
    case 'baccarat':
      return parseCents(outcome.round.totalWin);
    case 'events':
      return null;
  }
}

/**
 * Recomputes the round in the browser with the game's own code (the module the service plays with), and
 * for an event match checks the chain, the entropy and the published odds and result; for a round opened
 * by its id, that the recomputed win is the one it was settled with. Nothing here asks the service for an
 * outcome. Answers a translation key when the form or the recomputation fails.
 */
export function verifyLocally(
  form: TVerifyForm,
  { match: evidence, round: roundOpened }: TEvidence,
): { problem: string } | { verdict: TLocalVerdict } {
  const checked = toVerifyRequest(form);
  if ('problem' in checked) return checked;
  const round = roundEvidenceFor(form, roundOpened);
  const request = checked.request;
  // A deal's stakes are not in the form: the round's own stakes shape its payouts.
  if (round?.params.bets) request.params = { ...request.params, bets: round.params.bets };
  let answer: TVerifyAnswer;
  try {
    answer = verifyHouseRound(request);
  } catch (error) {
    return { problem: `errors.${error instanceof HouseError ? error.code : 'BAD_REQUEST'}` };
  }
  const winCents = recomputedWinCents(answer.outcome);
  const isWinAgreeing = round?.win && winCents !== null ? parseCents(round.win) === winCents : null;
  const applies =
    evidence !== null && answer.outcome.kind === 'events' && evidence.matchId === form.clientSeed;
  if (!applies || answer.outcome.kind !== 'events') {
    return { verdict: { answer, matchChecks: null, isPublishedAgreeing: null, isWinAgreeing } };
  }
  const matchChecks = checkMatchProof({
    matchId: evidence.matchId,
    serverSeed: form.serverSeed,
    entropy: form.entropy,
    chain: evidence.chain,
    contributions: evidence.chain === null ? null : evidence.contributions,
  });
  const replayed = answer.outcome.round;
  const isPublishedAgreeing =
    JSON.stringify(replayed.markets) === JSON.stringify(evidence.markets) &&
    (evidence.result === null || JSON.stringify(replayed.result) === JSON.stringify(evidence.result));
  return { verdict: { answer, matchChecks, isPublishedAgreeing, isWinAgreeing } };
}
