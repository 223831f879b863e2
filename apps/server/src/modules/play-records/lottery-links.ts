import type { TFairProof, TRecallValue } from '@tala/contract/play-records/game-recall';
import { HOUSE_PROVIDER_CODE } from '../../db/seed/seed-providers.ts';
import type { TRecallRow } from './play-records.repository.ts';

/** The site's lottery categories (decision 034): a round of their vendors is one lottery slip. */
const LOTTERY_CATEGORIES: ReadonlySet<string> = new Set(['LOTT', 'ELOTT']);

/** A provider URL an operator configured: an absolute http(s) URL or a same-site path, nothing else. */
export const SAFE_BASE_URL = /^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/;
const ISSUE_NO = /^[0-9-]{8,20}$/;
const ROUND_REF = /^[A-Za-z0-9_-]{1,40}$/;

type TLinkRow = Pick<TRecallRow, 'providerCode' | 'launchUrl' | 'roundRef' | 'category'>;

/** The house provider's base URL for a house lottery round, else null (other providers: no pages we know). */
function houseLotteryBase(row: TLinkRow): string | null {
  if (row.providerCode !== HOUSE_PROVIDER_CODE || !LOTTERY_CATEGORIES.has(row.category)) return null;
  if (!row.launchUrl || !SAFE_BASE_URL.test(row.launchUrl)) return null;
  return row.launchUrl.replace(/\/+$/, '');
}

export function isHouseLottery(row: TLinkRow): boolean {
  return houseLotteryBase(row) !== null;
}

/**
 * The house's recall page of a lottery slip (`/recall/<round>`), which the member centre frames: each bet
 * with its issue, lines, result and win, and each draw's proof — a pending slip too, which the platform
 * knows only as a stake until the house ends the round.
 */
export function lotteryPageUrl(row: TLinkRow, lang: string): string | null {
  const base = houseLotteryBase(row);
  if (!base || !ROUND_REF.test(row.roundRef)) return null;
  return `${base}/recall/${encodeURIComponent(row.roundRef)}?${new URLSearchParams({ lang }).toString()}`;
}

/** The first issue a slip's recall outcome names (`issues[0]` or `bets[0]`), as the house stores it. */
export function firstIssueOf(outcome: TRecallValue | null): string | null {
  if (typeof outcome !== 'object' || outcome === null || Array.isArray(outcome)) return null;
  for (const key of ['issues', 'bets']) {
    const list = outcome[key];
    const first = Array.isArray(list) ? list[0] : undefined;
    if (typeof first !== 'object' || first === null || Array.isArray(first)) continue;
    const issueNo = first.issueNo;
    if (typeof issueNo === 'string' && ISSUE_NO.test(issueNo)) return issueNo;
  }
  return null;
}

/**
 * A lottery draw's verify link, as the house's lottery page writes it: the game, the issue, the seed's
 * hash, and once drawn the seed and the entropy (the house's slip proof carries the entropy as its client
 * seed). A round's seed pair link (`round=`) would not do: the house verifies a lottery issue by issue.
 */
export function lotteryVerifyUrl(
  row: TLinkRow,
  draw: { gameId: string | null; issueNo: string | null; proof: TFairProof | null; lang: string },
): string | null {
  const base = houseLotteryBase(row);
  if (!base || !draw.gameId || !draw.issueNo || !draw.proof) return null;
  const query = new URLSearchParams({
    lang: draw.lang,
    game: draw.gameId,
    issue: draw.issueNo,
    hash: draw.proof.serverSeedHash,
  });
  if (draw.proof.serverSeed) query.set('serverSeed', draw.proof.serverSeed);
  query.set('entropy', draw.proof.clientSeed);
  return `${base}/verify?${query.toString()}`;
}
