import { newToken } from '../../src/lib/tokens.ts';
import { createMemberAccount } from '../../src/modules/registration/registration.service.ts';
import { loginRequest, type TInjectOptions } from '../session/session-helpers.ts';
import type { TTestApp } from '../support/test-app.ts';

/** Test helpers for new-device verification, trusted devices and the authenticator (decision 022). */
export const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** A browser: its device cookie (as the server would have issued it) and user agent. */
export function newBrowser(userAgent = CHROME_WINDOWS) {
  const id = newToken();
  return { id, headers: { cookie: `tala_device=${id}`, 'user-agent': userAgent } };
}
export type TBrowser = ReturnType<typeof newBrowser>;

export function loginFrom(
  t: TTestApp,
  browser: TBrowser,
  username = 'demo_player',
  password = 'Player123!',
  options: TInjectOptions = {},
) {
  return loginRequest(t, { username, password }, { ...options, headers: browser.headers });
}

export async function sealedPost(
  t: TTestApp,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  ip = '127.0.0.1',
) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers,
    payload: (await t.seal(body)) as Record<string, unknown>,
  });
}

export async function latestMail(t: TTestApp, recipient: string) {
  return t.deps.db
    .selectFrom('outbox_messages')
    .select(['subject', 'body'])
    .where('channel', '=', 'email')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** A member with what the test needs bound; the password is always "Secret123!". */
export async function createPlayer(
  t: TTestApp,
  input: { username: string; email?: string; mobile?: string; payeeName?: string; bank?: boolean },
): Promise<bigint> {
  const merchant = await t.deps.merchants.byMerchantCode('TALA');
  const member = await createMemberAccount(t.deps.db, {
    merchantId: merchant!.id,
    username: input.username,
    password: 'Secret123!',
    fields: {
      ...(input.email ? { email: input.email } : {}),
      ...(input.mobile ? { mobileNum: input.mobile } : {}),
      ...(input.payeeName ? { payeeName: input.payeeName } : {}),
    },
    dialingCode: input.mobile ? '63' : null,
    language: 'en',
  });
  if (input.bank) {
    await t.deps.db
      .insertInto('bank_accounts')
      .values({
        merchant_id: merchant!.id,
        member_id: member.id,
        bank_name: 'BDO',
        account_name: input.payeeName ?? 'x',
        account_number: '1234567890',
      })
      .execute();
  }
  return member.id;
}
