import '../../db/schema-devices.ts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { sealedContext } from '../../db/sealed-columns.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { hitRateLimit, resetRateLimit } from '../../lib/rate-limiter.ts';
import type { TSecretBox } from '../../lib/secret-box.ts';
import { matchTotpStep, newTotpSecret, otpauthUri } from '../../lib/totp.ts';
import { limitKey } from '../verification/limits.ts';
import type { TMemberRef } from './withdraw-password.service.ts';

/** 5 wrong codes (or passwords) in 15 minutes lock the authenticator calls for 15 minutes. */
const WRONG_CODE_RULE = { limit: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

/** The sealed secret is bound to its merchant and member: copied to another row it does not open. */
function contextOf(ref: TMemberRef): string {
  return sealedContext.memberTotp(ref.merchantId, ref.memberId);
}

async function findAuthenticator(db: TDb, ref: TMemberRef) {
  const row = await db
    .selectFrom('member_authenticators')
    .select(['secret_enc', 'confirmed_at', 'last_step'])
    .where('merchant_id', '=', ref.merchantId)
    .where('member_id', '=', ref.memberId)
    .executeTakeFirst();
  return row ?? null;
}

export async function authenticatorStatus(db: TDb, ref: TMemberRef): Promise<{ enrolled: boolean }> {
  return { enrolled: (await findAuthenticator(db, ref))?.confirmed_at != null };
}

/**
 * Starts (or restarts) enrolment: a new secret, stored encrypted and unconfirmed until the member
 * proves a code from it. A confirmed authenticator is never replaced here: it is disabled first.
 */
export async function setupAuthenticator(
  db: TDb,
  box: TSecretBox,
  ref: TMemberRef,
  label: { brand: string; username: string },
): Promise<{ secret: string; otpauthUri: string }> {
  const secret = newTotpSecret();
  const sealed = box.seal(secret, contextOf(ref));
  const stored = await db
    .insertInto('member_authenticators')
    .values({ merchant_id: ref.merchantId, member_id: ref.memberId, secret_enc: sealed })
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'member_id'])
        .doUpdateSet({ secret_enc: sealed, last_step: null, created_at: sql`now()` })
        .where('member_authenticators.confirmed_at', 'is', null),
    )
    .returning('member_id')
    .executeTakeFirst();
  if (!stored) throw new AppError('AUTHENTICATOR_ALREADY_ENROLLED');
  return { secret, otpauthUri: otpauthUri(secret, { issuer: label.brand, label: label.username }) };
}

async function countWrong(db: TDb, ref: TMemberRef): Promise<void> {
  const { allowed, retryAfterMs } = await hitRateLimit(db, limitKey(ref.merchantId, 'totp', ref.memberId), {
    ...WRONG_CODE_RULE,
  });
  if (!allowed) throw new AppError('RATE_LIMITED', { value: { retryAfterMs } });
}

/** Refuses at once while the member is locked out, without counting (a right code must wait too). */
async function ensureNotLocked(db: TDb, ref: TMemberRef): Promise<void> {
  const row = await db
    .selectFrom('rate_limits')
    .select(sql<boolean>`locked_until > now()`.as('locked'))
    .where('key', '=', limitKey(ref.merchantId, 'totp', ref.memberId))
    .executeTakeFirst();
  if (row?.locked) throw new AppError('RATE_LIMITED');
}

/**
 * Checks a code against the member's authenticator and spends its 30-second step, so the same code
 * cannot be used twice (replay). `confirmed` picks the enrolled secret or the one being enrolled.
 */
export async function useAuthenticatorCode(
  db: TDb,
  box: TSecretBox,
  ref: TMemberRef,
  code: string,
  confirmed: boolean,
): Promise<boolean> {
  const row = await findAuthenticator(db, ref);
  if (!row || (row.confirmed_at !== null) !== confirmed) return false;
  const step = matchTotpStep(box.open(row.secret_enc, contextOf(ref)), code);
  if (step === null || (row.last_step !== null && step <= row.last_step)) return false;
  const spent = await db
    .updateTable('member_authenticators')
    .set({
      last_step: step,
      ...(confirmed ? {} : { confirmed_at: sql`now()` }),
    })
    .where('merchant_id', '=', ref.merchantId)
    .where('member_id', '=', ref.memberId)
    .where('secret_enc', '=', row.secret_enc)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** Finishes enrolment with a code from the new secret. */
export async function confirmAuthenticator(db: TDb, box: TSecretBox, ref: TMemberRef, code: string) {
  const row = await findAuthenticator(db, ref);
  if (!row) throw new AppError('AUTHENTICATOR_NOT_ENROLLED');
  if (row.confirmed_at) throw new AppError('AUTHENTICATOR_ALREADY_ENROLLED');
  await ensureNotLocked(db, ref);
  if (!(await useAuthenticatorCode(db, box, ref, code, false))) {
    await countWrong(db, ref);
    throw new AppError('AUTHENTICATOR_CODE_INVALID');
  }
  await resetRateLimit(db, limitKey(ref.merchantId, 'totp', ref.memberId));
  return { enrolled: true };
}

/** Turning it off needs the login password and a current code: a stolen session alone cannot. */
export async function disableAuthenticator(
  db: TDb,
  box: TSecretBox,
  ref: TMemberRef,
  input: { password: string; code: string },
) {
  if (!(await authenticatorStatus(db, ref)).enrolled) throw new AppError('AUTHENTICATOR_NOT_ENROLLED');
  await ensureNotLocked(db, ref);
  const member = await db
    .selectFrom('members')
    .select('password_hash')
    .where('merchant_id', '=', ref.merchantId)
    .where('id', '=', ref.memberId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(member.password_hash, input.password))) {
    await countWrong(db, ref);
    throw new AppError('PASSWORD_WRONG');
  }
  if (!(await useAuthenticatorCode(db, box, ref, input.code, true))) {
    await countWrong(db, ref);
    throw new AppError('AUTHENTICATOR_CODE_INVALID');
  }
  await db
    .deleteFrom('member_authenticators')
    .where('merchant_id', '=', ref.merchantId)
    .where('member_id', '=', ref.memberId)
    .execute();
  return { enrolled: false };
}
