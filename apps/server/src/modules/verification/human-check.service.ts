import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { markHumanCheckUsed, pruneHumanChecks } from './human-check.repository.ts';

/** Small enough that the widget solves it well under a second, big enough to cost a bot real work. */
const MAX_NUMBER = 50_000;
const CHALLENGE_TTL_MS = 10 * 60_000;

/** ALTCHA proof-of-work challenge for the widget, signed with the deployment's HMAC key. */
export function newHumanChallenge(hmacKey: string): Promise<Challenge> {
  return createChallenge({
    hmacKey,
    maxnumber: MAX_NUMBER,
    expires: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
}

type TDecoded = { signature: string; expiresAt: Date };

function decode(payload: string): TDecoded | null {
  try {
    const parsed = JSON.parse(atob(payload)) as { signature?: unknown; salt?: unknown };
    if (typeof parsed.signature !== 'string' || typeof parsed.salt !== 'string') return null;
    const expires = Number(extractParams(parsed as Challenge).expires);
    const expiresAt =
      Number.isFinite(expires) && expires > 0
        ? new Date(expires * 1000)
        : new Date(Date.now() + CHALLENGE_TTL_MS);
    return { signature: parsed.signature.slice(0, 200), expiresAt };
  } catch {
    return null;
  }
}

async function isValidSolution(payload: string, hmacKey: string): Promise<boolean> {
  try {
    return await verifySolution(payload, hmacKey, true);
  } catch {
    // A malformed payload (unknown algorithm, wrong types) is a failed check, not a server error.
    return false;
  }
}

/** Verifies the widget's solution and spends it, so each proof of work admits exactly one request. */
export async function requireHumanCheck(
  db: TDb,
  hmacKey: string,
  payload: string | undefined,
): Promise<void> {
  if (!payload) throw new AppError('HUMAN_CHECK_FAILED');
  const decoded = decode(payload);
  if (!decoded || !(await isValidSolution(payload, hmacKey))) throw new AppError('HUMAN_CHECK_FAILED');
  if (!(await markHumanCheckUsed(db, decoded.signature, decoded.expiresAt)))
    throw new AppError('HUMAN_CHECK_FAILED');
  if (Math.random() < 0.05) await pruneHumanChecks(db);
}
