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
import { type TVerifyForm, toVerifyRequest } from './verify-form.ts';

/**
 * What the verify page knows about a match beyond the form: its place in the published chain, the
 * contributions its entropy was drawn from, and what the board published (odds, result) to compare.
 */
export type TMatchEvidence = Pick<
  TMatchProofAnswer,
  'matchId' | 'chain' | 'contributions' | 'markets' | 'result'
>;

export type TLocalVerdict = {
  answer: TVerifyAnswer;
  /** Null when no match evidence applies (not an event game, or a form typed by hand). */
  matchChecks: TMatchChecks | null;
  /** The recomputed odds and result equal those the board published; null without evidence. */
  isPublishedAgreeing: boolean | null;
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
 * Recomputes the round in the browser with the game's own code (the module the service plays with), and
 * for an event match checks the chain, the entropy and the published odds and result. Nothing here asks
 * the service for an outcome. Answers a translation key when the form or the recomputation fails.
 */
export function verifyLocally(
  form: TVerifyForm,
  evidence: TMatchEvidence | null,
): { problem: string } | { verdict: TLocalVerdict } {
  const checked = toVerifyRequest(form);
  if ('problem' in checked) return checked;
  let answer: TVerifyAnswer;
  try {
    answer = verifyHouseRound(checked.request);
  } catch (error) {
    return { problem: `errors.${error instanceof HouseError ? error.code : 'BAD_REQUEST'}` };
  }
  const applies =
    evidence !== null && answer.outcome.kind === 'events' && evidence.matchId === form.clientSeed;
  if (!applies || answer.outcome.kind !== 'events') {
    return { verdict: { answer, matchChecks: null, isPublishedAgreeing: null } };
  }
  const matchChecks = checkMatchProof({
    matchId: evidence.matchId,
    serverSeed: form.serverSeed,
    entropy: form.entropy,
    chain: evidence.chain,
    contributions: evidence.chain === null ? null : evidence.contributions,
  });
  const round = answer.outcome.round;
  const isPublishedAgreeing =
    JSON.stringify(round.markets) === JSON.stringify(evidence.markets) &&
    (evidence.result === null || JSON.stringify(round.result) === JSON.stringify(evidence.result));
  return { verdict: { answer, matchChecks, isPublishedAgreeing } };
}
