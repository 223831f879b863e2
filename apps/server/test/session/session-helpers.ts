import { randomUUID } from 'node:crypto';
import type { TSwitch } from '@tala/contract/constants';
import { sql } from 'kysely';
import { captchaAnswerHash } from '../../src/modules/verification/captcha.service.ts';
import { solveHumanCheck } from '../support/human-check.ts';
import type { TTestApp } from '../support/test-app.ts';

/** Test helpers shared by the session, password, member, wallet and registration tests. */
export type TInjectOptions = { ip?: string; headers?: Record<string, string> };

export async function loginRequest(
  t: TTestApp,
  body: Record<string, unknown>,
  options: TInjectOptions & { humanCheck?: boolean; url?: string } = {},
) {
  const verification = options.humanCheck === false ? undefined : await solveHumanCheck(t.app);
  return t.app.inject({
    method: 'POST',
    url: options.url ?? '/wps/session/login',
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.headers,
    payload: (await t.seal({ type: 'username', verification, ...body })) as Record<string, unknown>,
  });
}

export async function login(t: TTestApp, username: string, password: string, options: TInjectOptions = {}) {
  const res = await loginRequest(t, { username, password }, options);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return res.json().value as { token: string; [key: string]: unknown };
}

export function authed(token: string, extra: Record<string, string> = {}) {
  return { authorization: `Bearer ${token}`, ...extra };
}

/** Flips one merchant switch and drops the merchant cache, so the next request sees it. */
export async function setSwitch(
  t: TTestApp,
  name: TSwitch,
  value: boolean,
  merchantCode = 'TALA',
): Promise<void> {
  const merchant = await t.deps.db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', merchantCode)
    .executeTakeFirstOrThrow();
  await sql`UPDATE merchant_settings SET settings = jsonb_set(settings, ${`{switches,${name}}`}::text[], ${JSON.stringify(value)}::jsonb)
    WHERE merchant_id = ${merchant.id}`.execute(t.deps.db);
  t.deps.merchants.invalidate();
}

/** The latest code texted to `recipient` (e.g. "+639171234567") by the outbox provider. */
export async function latestSmsCode(t: TTestApp, recipient: string): Promise<string | null> {
  const row = await t.deps.db
    .selectFrom('outbox_messages')
    .select('body')
    .where('channel', '=', 'sms')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.body.match(/\b(\d{6})\b/)?.[1] ?? null;
}

export async function countSms(t: TTestApp, recipient: string): Promise<number> {
  const row = await t.deps.db
    .selectFrom('outbox_messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('recipient', '=', recipient)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A captcha whose answer the test knows (the image's text is only ever stored hashed). */
export async function knownCaptcha(
  t: TTestApp,
  answer = 'AbCd',
): Promise<{ cookie: string; answer: string }> {
  const merchant = await t.deps.merchants.byMerchantCode('TALA');
  const id = randomUUID();
  await t.deps.db
    .insertInto('captcha_challenges')
    .values({
      id,
      merchant_id: merchant!.id,
      answer_hash: captchaAnswerHash(t.deps.secrets.hmacKey, id, answer),
      expires_at: sql`now() + interval '2 minutes'`,
    })
    .execute();
  return { cookie: `tala_captcha=${id}`, answer };
}

export async function requestSmsCode(
  t: TTestApp,
  kind: 'noLogin' | 'register' | 'forgot',
  mobile: string,
  options: TInjectOptions = {},
) {
  const field = kind === 'register' ? 'mobileNo' : 'mobileNum';
  return t.app.inject({
    method: 'POST',
    url: `/wps/verification/sms/${kind}`,
    remoteAddress: options.ip ?? '127.0.0.1',
    payload: { [field]: mobile, countryDialingCode: '+63', verification: await solveHumanCheck(t.app) },
  });
}

/** The 1-second per-number throttle is tested on its own; other tests step past it. */
export async function clearSmsThrottle(t: TTestApp): Promise<void> {
  await t.deps.db.deleteFrom('rate_limits').where('key', 'like', '%:sms:t:%').execute();
}

export async function memberId(t: TTestApp, username: string): Promise<bigint> {
  const row = await t.deps.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}
