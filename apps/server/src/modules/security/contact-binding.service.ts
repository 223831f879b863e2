import { createHmac } from 'node:crypto';
import type { TLanguage } from '@tala/contract/i18n/languages';
import { EMAIL_CODE_MINUTES } from '@tala/contract/security/paths';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { translate } from '../../lib/i18n.ts';
import type { TMessaging } from '../../lib/messaging/messaging.ts';
import { hashesEqual, numericCode } from '../../lib/tokens.ts';
import { maskEmail, maskMobile } from '../member/member.service.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { enforceLimit, limitKey } from '../verification/limits.ts';
import { normaliseDialingCode, sendSmsCode, verifySmsCode } from '../verification/sms-code.service.ts';

export type TBindDeps = { db: TDb; hmacKey: string; messaging: TMessaging };
export type TBindContext = { merchant: TMerchant; memberId: bigint; lang: TLanguage; ip: string };

const MAX_EMAIL_ATTEMPTS = 5;

/**
 * Binding a mobile proves possession of the new number with the verification module's SMS code. The
 * "register" purpose is reused on purpose: it already refuses a number another member holds
 * (MOBILE_TAKEN) and carries the SMS abuse limits; a code only proves the number, whoever asked.
 */
export async function sendBindMobileCode(
  deps: TBindDeps,
  ctx: TBindContext,
  input: { countryDialingCode: string; mobileNum: string },
): Promise<{ expiredMinutes: number }> {
  const sent = await sendSmsCode(deps, ctx, {
    purpose: 'register',
    dialingCode: input.countryDialingCode,
    mobileNum: input.mobileNum,
  });
  return { expiredMinutes: sent.minutes };
}

export async function bindMobile(
  deps: TBindDeps,
  ctx: TBindContext,
  input: { countryDialingCode: string; mobileNum: string; code: string },
): Promise<{ masked: string }> {
  const dialingCode = normaliseDialingCode(input.countryDialingCode);
  const target = {
    merchantId: ctx.merchant.id,
    purpose: 'register' as const,
    dialingCode,
    mobileNum: input.mobileNum,
  };
  await verifySmsCode(deps, target, input.code);
  try {
    await deps.db
      .updateTable('members')
      .set({ dialing_code: dialingCode, mobile_num: input.mobileNum })
      .where('merchant_id', '=', ctx.merchant.id)
      .where('id', '=', ctx.memberId)
      .execute();
  } catch (error) {
    // members_mobile is unique per merchant: someone bound or registered it after the code was sent.
    if ((error as { code?: string }).code === '23505') throw new AppError('MOBILE_TAKEN');
    throw error;
  }
  return { masked: `+${dialingCode} ${maskMobile(input.mobileNum)}` };
}

function emailCodeHash(hmacKey: string, ctx: TBindContext, email: string, code: string): Buffer {
  return createHmac('sha256', hmacKey)
    .update(`bind-email:${ctx.merchant.id}:${ctx.memberId}:${email}:${code}`)
    .digest();
}

async function ensureEmailFree(db: TDb, ctx: TBindContext, email: string): Promise<void> {
  const other = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', ctx.merchant.id)
    .where(sql<string>`lower(email)`, '=', email)
    .where('id', '<>', ctx.memberId)
    .executeTakeFirst();
  if (other) throw new AppError('EMAIL_TAKEN');
}

/** E-mails a 6-digit code (stored hashed, 10 minutes, newest code only); 1 a minute, 10 an hour. */
export async function sendBindEmailCode(
  deps: TBindDeps,
  ctx: TBindContext,
  input: { email: string },
): Promise<{ expiredMinutes: number }> {
  const email = input.email.toLowerCase();
  await ensureEmailFree(deps.db, ctx, email);
  const m = ctx.merchant.id;
  await enforceLimit(
    deps.db,
    limitKey(m, 'bind-email:t', ctx.memberId),
    { limit: 1, windowMs: 60_000 },
    'SMS_TOO_FREQUENT',
  );
  await enforceLimit(deps.db, limitKey(m, 'bind-email:h', ctx.memberId), { limit: 10, windowMs: 3_600_000 });
  const code = numericCode(6);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('email_bind_codes')
      .set({ consumed_at: sql`now()` })
      .where('merchant_id', '=', m)
      .where('member_id', '=', ctx.memberId)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('email_bind_codes')
      .values({
        merchant_id: m,
        member_id: ctx.memberId,
        email,
        code_hash: emailCodeHash(deps.hmacKey, ctx, email, code),
        expires_at: sql`now() + make_interval(mins => ${EMAIL_CODE_MINUTES})`,
      })
      .execute();
  });
  const text = translate(ctx.lang, 'server:sms_code', {
    brand: ctx.merchant.name,
    code,
    minutes: EMAIL_CODE_MINUTES,
  });
  await deps.messaging.mail.send({ merchantId: m, to: email, subject: ctx.merchant.name, text });
  return { expiredMinutes: EMAIL_CODE_MINUTES };
}

/** Checks and spends the newest code for this e-mail (5 guesses, single use), then binds it. */
export async function bindEmail(
  deps: TBindDeps,
  ctx: TBindContext,
  input: { email: string; code: string },
): Promise<{ masked: string }> {
  const email = input.email.toLowerCase();
  const counted = await deps.db
    .updateTable('email_bind_codes')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('email_bind_codes')
        .select('id')
        .where('merchant_id', '=', ctx.merchant.id)
        .where('member_id', '=', ctx.memberId)
        .where('consumed_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(1),
    )
    .where('attempts', '<', MAX_EMAIL_ATTEMPTS)
    .returning(['id', 'email', 'code_hash', sql<boolean>`expires_at <= now()`.as('expired')])
    .executeTakeFirst();
  if (!counted || counted.email !== email) throw new AppError('SMS_CODE_INVALID');
  if (counted.expired) throw new AppError('SMS_CODE_EXPIRED');
  if (!hashesEqual(counted.code_hash, emailCodeHash(deps.hmacKey, ctx, email, input.code))) {
    throw new AppError('SMS_CODE_INVALID');
  }
  const consumed = await deps.db
    .updateTable('email_bind_codes')
    .set({ consumed_at: sql`now()` })
    .where('id', '=', counted.id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!consumed) throw new AppError('SMS_CODE_INVALID');
  await ensureEmailFree(deps.db, ctx, email);
  await deps.db
    .updateTable('members')
    .set({ email })
    .where('merchant_id', '=', ctx.merchant.id)
    .where('id', '=', ctx.memberId)
    .execute();
  return { masked: maskEmail(email) ?? '' };
}
