import { minorToDecimalString } from '@tala/contract/money';
import {
  GAME_RECALL_ROUNDS,
  type TFairProof,
  type TGameRecall,
  type TRecallRound,
} from '@tala/contract/play-records/game-recall';
import type { TDb } from '../../db/database.ts';
import { HOUSE_PROVIDER_CODE } from '../../db/seed/seed-providers.ts';
import { AppError } from '../../lib/app-error.ts';
import { toBetRecord } from './bet-record.ts';
import {
  firstIssueOf,
  isHouseLottery,
  lotteryPageUrl,
  lotteryVerifyUrl,
  SAFE_BASE_URL,
} from './lottery-links.ts';
import { selectRecallRounds, type TOwner, type TRecallRow } from './play-records.repository.ts';
import { splitDetail, type TSplitDetail } from './round-detail.ts';

/**
 * The house provider's verify page for the round, filled in (its page reads game, clientSeed, nonce,
 * hash and, once revealed, serverSeed). `round` (the provider's round id) lets the page fetch the round's
 * seeds itself: the server seed is revealed after the round closed (when the player changes the client
 * seed), so the detail stored at endRound never has it. Other providers have no verify page we know of.
 */
export function verifyUrlOf(
  row: Pick<TRecallRow, 'providerCode' | 'launchUrl' | 'roundRef'>,
  round: { gameId: string | null; proof: TFairProof | null; lang: string },
): string | null {
  if (row.providerCode !== HOUSE_PROVIDER_CODE || !round.proof || !round.gameId) return null;
  if (!row.launchUrl || !SAFE_BASE_URL.test(row.launchUrl)) return null;
  const query = new URLSearchParams({
    lang: round.lang,
    game: round.gameId,
    clientSeed: round.proof.clientSeed,
    nonce: String(round.proof.nonce),
    hash: round.proof.serverSeedHash,
  });
  if (round.proof.serverSeed) query.set('serverSeed', round.proof.serverSeed);
  query.set('round', row.roundRef);
  return `${row.launchUrl.replace(/\/+$/, '')}/verify?${query.toString()}`;
}

/** The provider round ids a link may carry (the house makes 19-character ones; encoded all the same). */
const ROUND_REF = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The house's live proof of a round of its other games (`/proof/<round>`), which the member centre frames:
 * the round's seeds with the server seed once revealed — the recall detail was stored before any reveal —
 * and the round recomputed in the player's browser, its seed checked against the commitment WE recorded
 * (`hash`), not only the one the house shows now. A lottery slip's page carries its draws' proofs.
 */
export function houseProofPageUrl(
  row: Pick<TRecallRow, 'providerCode' | 'launchUrl' | 'roundRef' | 'category'>,
  round: { proof: TFairProof; lang: string },
): string | null {
  if (row.providerCode !== HOUSE_PROVIDER_CODE || isHouseLottery(row)) return null;
  if (!row.launchUrl || !SAFE_BASE_URL.test(row.launchUrl) || !ROUND_REF.test(row.roundRef)) return null;
  const base = row.launchUrl.replace(/\/+$/, '');
  const query = new URLSearchParams({ lang: round.lang, hash: round.proof.serverSeedHash });
  return `${base}/proof/${encodeURIComponent(row.roundRef)}?${query.toString()}`;
}

/** The verify link: a lottery slip's first draw, or the round's seed pair for the other house games. */
function verifyLinkOf(row: TRecallRow, split: TSplitDetail, lang: string): string | null {
  if (isHouseLottery(row)) {
    // The slip's game is the detail's (a lottery page bets on any game of its family, whatever launched it).
    const gameId = split.providerGameId ?? row.providerGameId;
    return lotteryVerifyUrl(row, { gameId, issueNo: firstIssueOf(split.outcome), proof: split.proof, lang });
  }
  return verifyUrlOf(row, { gameId: row.providerGameId ?? split.providerGameId, proof: split.proof, lang });
}

function toRecallRound(row: TRecallRow, lang: string): TRecallRound {
  const split = splitDetail(row.detail, row);
  const money = (minor: bigint | null) => (minor === null ? null : minorToDecimalString(minor));
  return {
    ...toBetRecord(row),
    betCount: row.betCount,
    balanceBefore: money(row.balanceBefore),
    balanceAfter: money(row.balanceAfter),
    outcome: split.outcome,
    details: split.details,
    proof: split.proof,
    verifyUrl: verifyLinkOf(row, split, lang),
    pageUrl: lotteryPageUrl(row, lang),
    // Only for a round with a fairness proof: a void round was never played.
    proofPageUrl: split.proof ? houseProofPageUrl(row, { proof: split.proof, lang }) : null,
  };
}

async function recallRounds(
  db: TDb,
  owner: TOwner,
  query: { lang: string; limit: number; roundId?: bigint | undefined },
): Promise<TRecallRound[]> {
  const rows = await selectRecallRounds(db, owner, query);
  return rows.map((row) => toRecallRound(row, query.lang));
}

/** Game recall: the last GAME_RECALL_ROUNDS rounds, or one round of the betting record. */
export async function gameRecall(
  db: TDb,
  owner: TOwner,
  lang: string,
  roundId: string | undefined,
): Promise<TGameRecall> {
  const one = roundId === undefined ? undefined : BigInt(roundId);
  const list = await recallRounds(db, owner, { lang, roundId: one, limit: GAME_RECALL_ROUNDS });
  if (one !== undefined && list.length === 0) throw new AppError('NOT_FOUND');
  return { list };
}
