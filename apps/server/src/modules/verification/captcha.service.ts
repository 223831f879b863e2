import { createHmac, randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashesEqual } from '../../lib/tokens.ts';
import { consumeCaptcha, insertCaptcha, pruneCaptchas } from './captcha.repository.ts';
import { enforceLimit, limitKey } from './limits.ts';

export const CAPTCHA_COOKIE = 'tala_captcha';
export const CAPTCHA_TTL_SECONDS = 120;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Keyed hash of the lower-cased answer, bound to the challenge id (answers are case-insensitive). */
export function captchaAnswerHash(hmacKey: string, id: string, answer: string): Buffer {
  return createHmac('sha256', hmacKey).update(`${id}:${answer.trim().toLowerCase()}`).digest();
}

/** A new image captcha; its id goes to an HttpOnly cookie, the answer only to the database (hashed). */
export async function newCaptcha(db: TDb, hmacKey: string, merchantId: number, ip: string) {
  // The site refreshes at most once a second (seed §9); the minute cap stops bulk harvesting.
  await enforceLimit(db, limitKey(merchantId, 'captcha:s', ip), { limit: 1, windowMs: 1000 });
  await enforceLimit(db, limitKey(merchantId, 'captcha:m', ip), { limit: 20, windowMs: 60_000 });
  const image = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1iIlL',
    color: true,
    background: '#f4f4f5',
  });
  const id = randomUUID();
  await insertCaptcha(db, {
    id,
    merchantId,
    answerHash: captchaAnswerHash(hmacKey, id, image.text),
    ttlSeconds: CAPTCHA_TTL_SECONDS,
  });
  if (Math.random() < 0.05) await pruneCaptchas(db);
  return { id, image: `data:image/svg+xml;base64,${Buffer.from(image.data).toString('base64')}` };
}

/**
 * Checks the answer against the challenge named by the cookie and spends the challenge whatever the
 * outcome, so one image allows one guess. Failures carry `{ captcha: true }` so the form keeps the field.
 */
export async function requireCaptcha(
  db: TDb,
  hmacKey: string,
  merchantId: number,
  challengeId: string | null,
  answer: string | undefined,
): Promise<void> {
  if (!answer?.trim()) throw new AppError('CAPTCHA_REQUIRED', { value: { captcha: true } });
  if (!challengeId || !UUID_RE.test(challengeId))
    throw new AppError('CAPTCHA_INVALID', { value: { captcha: true } });
  const stored = await consumeCaptcha(db, merchantId, challengeId);
  if (!stored || !hashesEqual(stored, captchaAnswerHash(hmacKey, challengeId, answer))) {
    throw new AppError('CAPTCHA_INVALID', { value: { captcha: true } });
  }
}

/** Reads one cookie from a Cookie header without a cookie plugin. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('=')).slice(0, 100);
    } catch {
      return null;
    }
  }
  return null;
}
