import { decimalStringToMinor } from '@tala/contract/money';
import {
  RECALL_DETAIL_LIMITS as LIMITS,
  type TFairProof,
  type TRecallValue,
} from '@tala/contract/play-records/game-recall';

/**
 * The provider's round detail (endRound `detail`, any JSON) made safe to pass on: plain values only,
 * every string, list, object and nesting level bounded, so one odd provider cannot bloat the recall.
 */
export function boundValue(value: unknown, depth = 0): TRecallValue {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    return value.length > LIMITS.text ? `${value.slice(0, LIMITS.text)}…` : value;
  }
  if (depth >= LIMITS.depth) return '…';
  if (Array.isArray(value)) return value.slice(0, LIMITS.items).map((item) => boundValue(item, depth + 1));
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).slice(0, LIMITS.keys);
    return Object.fromEntries(entries.map(([key, item]) => [key.slice(0, 40), boundValue(item, depth + 1)]));
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const SEED_TEXT = /^[\w.:-]{1,128}$/;

/** The house provider's proof shape ({serverSeedHash, clientSeed, nonce, serverSeed?}); null if not that. */
export function parseProof(value: unknown): TFairProof | null {
  if (!isRecord(value)) return null;
  const { serverSeedHash, clientSeed, nonce, serverSeed } = value;
  if (typeof serverSeedHash !== 'string' || !SEED_TEXT.test(serverSeedHash)) return null;
  if (typeof clientSeed !== 'string' || !SEED_TEXT.test(clientSeed)) return null;
  if (typeof nonce !== 'number' || !Number.isSafeInteger(nonce) || nonce < 0) return null;
  const revealed = typeof serverSeed === 'string' && SEED_TEXT.test(serverSeed) ? serverSeed : null;
  return { serverSeedHash, clientSeed, nonce, serverSeed: revealed };
}

/** True when the provider's amount says the same as our ledger-backed figure. */
function sameAmount(value: unknown, minor: bigint): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  return decimalStringToMinor(String(value)) === minor;
}

export type TSplitDetail = {
  outcome: TRecallValue | null;
  details: Array<{ key: string; value: TRecallValue }>;
  proof: TFairProof | null;
  providerGameId: string | null;
};

/**
 * Known keys first: `outcome` and `proof` get their own places; the provider's `stake` and `win` are
 * dropped when they equal our figures (shown from the round row) and kept, visibly, when they differ.
 * Everything else stays for the definition list, by key name: jsonb keeps no key order, so the
 * provider's own order is already lost when we read it.
 */
export function splitDetail(detail: unknown, round: { stakeMinor: bigint; winMinor: bigint }): TSplitDetail {
  if (detail === null || detail === undefined) {
    return { outcome: null, details: [], proof: null, providerGameId: null };
  }
  if (!isRecord(detail))
    return { outcome: boundValue(detail), details: [], proof: null, providerGameId: null };
  const proof = parseProof(detail.proof);
  const details: TSplitDetail['details'] = [];
  const keys = Object.keys(detail).sort((a, b) => a.localeCompare(b, 'en'));
  for (const key of keys) {
    const value = detail[key];
    if (details.length >= LIMITS.keys) break;
    if (key === 'outcome' || (key === 'proof' && proof)) continue;
    if (key === 'stake' && sameAmount(value, round.stakeMinor)) continue;
    if (key === 'win' && (value === null || sameAmount(value, round.winMinor))) continue;
    details.push({ key: key.slice(0, 40), value: boundValue(value, 1) });
  }
  const gameId =
    typeof detail.gameId === 'string' && /^[\w-]{1,64}$/.test(detail.gameId) ? detail.gameId : null;
  return {
    outcome: detail.outcome === undefined ? null : boundValue(detail.outcome, 1),
    details,
    proof,
    providerGameId: gameId,
  };
}
