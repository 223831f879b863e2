import { SECURITY_PATHS } from '@tala/contract/security/paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demoToken, newPlayer } from '../payments/payment-helpers.ts';
import { clearSmsThrottle, latestSmsCode } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('withdrawal password', () => {
  it('when set once, then a second set is SEC_WITHDRAW_PASSWORD_SET and a change needs the old one', async () => {
    const a = api(t, (await newPlayer(t)).token);
    const set = { password: 'Pay123456', confirmPassword: 'Pay123456' };
    expect(
      (await a.post(SECURITY_PATHS.withdrawPassword, { ...set, confirmPassword: 'Other1234' })).json().code,
    ).toBe('PASSWORD_CONFIRM_MISMATCH');
    const both = await Promise.all([
      a.post(SECURITY_PATHS.withdrawPassword, set),
      a.post(SECURITY_PATHS.withdrawPassword, set),
    ]);
    expect(both.map((r) => r.json().code).sort()).toEqual(['OK', 'SEC_WITHDRAW_PASSWORD_SET']);
    const wrongOld = await a.put(SECURITY_PATHS.withdrawPassword, {
      oldPassword: 'nope',
      password: 'New123456',
      confirmPassword: 'New123456',
    });
    expect(wrongOld.json().code).toBe('SEC_WITHDRAW_PASSWORD_WRONG');
    const ok = await a.put(SECURITY_PATHS.withdrawPassword, {
      oldPassword: 'Pay123456',
      password: 'New123456',
      confirmPassword: 'New123456',
    });
    expect(ok.json().code).toBe('OK');
    const hash = await t.deps.db
      .selectFrom('members')
      .select('payment_password_hash')
      .where('payment_password_hash', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(hash.payment_password_hash).toMatch(/^\$argon2id\$/);
  });
  it('when the old password is wrong 5 times, then verification is locked (RATE_LIMITED) even for the right one', async () => {
    const a = api(t, (await newPlayer(t)).token);
    await a.post(SECURITY_PATHS.withdrawPassword, { password: 'Pay123456', confirmPassword: 'Pay123456' });
    const change = (old: string) =>
      a.put(SECURITY_PATHS.withdrawPassword, {
        oldPassword: old,
        password: 'New123456',
        confirmPassword: 'New123456',
      });
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await change('Wrong0000')).json().code);
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('SEC_WITHDRAW_PASSWORD_WRONG'));
    expect(codes[5]).toBe('RATE_LIMITED');
    expect((await change('Pay123456')).json().code).toBe('RATE_LIMITED');
  });
  it('when the password breaks the rule, then VALIDATION_FAILED', async () => {
    const a = api(t, (await newPlayer(t)).token);
    for (const password of ['12345', 'has space1', 'x'.repeat(21)]) {
      expect(
        (await a.post(SECURITY_PATHS.withdrawPassword, { password, confirmPassword: password })).json().code,
      ).toBe('VALIDATION_FAILED');
    }
  });
});

describe('bank accounts', () => {
  it('when the member has no real name, then SEC_REAL_NAME_REQUIRED; after setting it, the payee is the real name', async () => {
    const a = api(t, (await newPlayer(t, { realName: null })).token);
    const add = () => a.post(SECURITY_PATHS.bankAccounts, { bankCode: 'BPI', accountNumber: '000111222333' });
    expect((await add()).json().code).toBe('SEC_REAL_NAME_REQUIRED');
    expect((await a.put(SECURITY_PATHS.profile, { realName: 'Maria Santos' })).statusCode).toBe(200);
    const added = await add();
    expect(added.json().value).toMatchObject({
      bankCode: 'BPI',
      bankName: 'Bank of the Philippine Islands',
      accountName: 'Maria Santos',
      accountNumber: '****2333',
    });
    expect((await add()).json().code).toBe('SEC_BANK_ACCOUNT_DUPLICATE');
  });
  it('when more than 5 are added at once, then exactly 5 are bound and the rest get SEC_BANK_ACCOUNT_LIMIT', async () => {
    const a = api(t, (await newPlayer(t)).token);
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        a.post(SECURITY_PATHS.bankAccounts, { bankCode: 'BDO', accountNumber: `99988877${i}` }),
      ),
    );
    expect(results.filter((r) => r.json().code === 'OK')).toHaveLength(5);
    expect(results.filter((r) => r.json().code === 'SEC_BANK_ACCOUNT_LIMIT')).toHaveLength(2);
    expect((await a.get(SECURITY_PATHS.bankAccounts)).json().value.list).toHaveLength(5);
  });
  it.each([
    [{ bankCode: 'BDO', accountNumber: '12345' }],
    [{ bankCode: 'BDO', accountNumber: '1'.repeat(31) }],
    [{ bankCode: 'BDO', accountNumber: '12ab5678' }],
    [{ bankCode: 'B'.repeat(21), accountNumber: '12345678' }],
    [{ bankCode: '', accountNumber: '12345678' }],
    [{ bankCode: 'BDO', accountNumber: 12345678 }],
    [{ bankName: 'BDO', accountNumber: '12345678' }],
  ])('when the input is %j, then VALIDATION_FAILED', async (body) => {
    const a = api(t, (await newPlayer(t)).token);
    const res = await a.post(SECURITY_PATHS.bankAccounts, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
  it("when a member removes another member's account, then NOT_FOUND; their own, then it is gone", async () => {
    const owner = api(t, (await newPlayer(t)).token);
    const other = api(t, (await newPlayer(t)).token);
    const id = (
      await owner.post(SECURITY_PATHS.bankAccounts, { bankCode: 'GCASH', accountNumber: '09171234567' })
    ).json().value.id;
    const url = SECURITY_PATHS.bankAccountById.replace(':id', id);
    expect((await other.delete(url)).json().code).toBe('NOT_FOUND');
    expect((await owner.delete(url)).json().code).toBe('OK');
    expect((await owner.delete(url)).json().code).toBe('NOT_FOUND');
    expect((await owner.get(SECURITY_PATHS.bankAccounts)).json().value.list).toEqual([]);
  });
  it("when the player asks for the banks, then the merchant's list of its currency comes, code and name", async () => {
    const a = api(t, (await newPlayer(t)).token);
    const banks = (await a.get(SECURITY_PATHS.bankNames)).json().value.banks;
    expect(banks).toContainEqual({ code: 'BDO', name: 'BDO Unibank' });
    expect(banks).toContainEqual({ code: 'GCASH', name: 'GCash' });
  });
  it.each([['NOPE'], ['bdo_unibank'], ['<B>']])(
    'when the bank code %s is not in the merchant list, then it is refused and nothing is bound',
    async (bankCode) => {
      const a = api(t, (await newPlayer(t)).token);
      const res = await a.post(SECURITY_PATHS.bankAccounts, { bankCode, accountNumber: '1234567890' });
      expect(res.statusCode).toBe(400);
      expect(['SEC_BANK_UNKNOWN', 'VALIDATION_FAILED']).toContain(res.json().code);
      expect((await a.get(SECURITY_PATHS.bankAccounts)).json().value.list).toEqual([]);
    },
  );
  it('when the code is a bank of another currency, then SEC_BANK_UNKNOWN', async () => {
    const m = await t.deps.merchants.byMerchantCode('TALA');
    await sql`UPDATE merchant_settings SET settings = jsonb_set(settings, '{banks}',
      settings -> 'banks' || '[{"code":"VCB","name":"Vietcombank","currency":"VND","country":"VN"}]'::jsonb)
      WHERE merchant_id = ${m!.id}`.execute(t.deps.db);
    t.deps.merchants.invalidate();
    const a = api(t, (await newPlayer(t)).token);
    const res = await a.post(SECURITY_PATHS.bankAccounts, { bankCode: 'VCB', accountNumber: '1234567890' });
    expect(res.json().code).toBe('SEC_BANK_UNKNOWN');
    expect(
      (await a.get(SECURITY_PATHS.bankNames)).json().value.banks.map((b: { code: string }) => b.code),
    ).not.toContain('VCB');
  });
});

describe('profile', () => {
  it('when the editable fields are saved, then they read back; real name and ID number are set once', async () => {
    const a = api(t, (await newPlayer(t, { realName: null })).token);
    const res = await a.put(SECURITY_PATHS.profile, {
      nickname: 'Lucky',
      realName: 'Ana Reyes',
      idNumber: 'P1234567',
      birthday: '1990-05-17',
      address: 'Makati City',
      occupation: 'Engineer',
      contacts: { telegram: '@ana', whatsapp: '+639170000000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      nickname: 'Lucky',
      realName: 'Ana Reyes',
      idNumber: '****4567',
      birthday: '1990-05-17',
      address: 'Makati City',
      contacts: { telegram: '@ana', whatsapp: '+639170000000', qq: null },
    });
    expect((await a.put(SECURITY_PATHS.profile, { realName: 'Someone Else' })).json().code).toBe(
      'SEC_FIELD_LOCKED',
    );
    expect(
      (await a.put(SECURITY_PATHS.profile, { realName: 'Ana Reyes', address: null })).json().value.address,
    ).toBeNull();
    expect((await a.put(SECURITY_PATHS.profile, { idNumber: 'X9999999' })).json().code).toBe(
      'SEC_FIELD_LOCKED',
    );
  });
  it.each([
    [{ nickname: 'x'.repeat(41) }],
    [{ birthday: '1990-13-45' }],
    [{ birthday: 19900517 }],
    [{ address: 'a'.repeat(201) }],
    [{ realName: '<script>' }],
    [{ username: 'hijack' }],
    [{ contacts: { icq: '1' } }],
  ])('when the update is %j, then 400', async (body) => {
    const a = api(t, (await newPlayer(t)).token);
    const res = await a.put(SECURITY_PATHS.profile, body);
    expect(res.statusCode).toBe(400);
  });
  it('when a demo account opens the security centre, then REAL_ACCOUNT_REQUIRED', async () => {
    const a = api(t, await demoToken(t));
    for (const res of [
      await a.get(SECURITY_PATHS.profile),
      await a.get(SECURITY_PATHS.overview),
      await a.get(SECURITY_PATHS.bankAccounts),
    ]) {
      expect(res.json().code).toBe('REAL_ACCOUNT_REQUIRED');
    }
  });
});

describe('binding mobile and e-mail', () => {
  it('when the e-mailed code is entered, then the e-mail is bound and shown masked', async () => {
    const a = api(t, (await newPlayer(t)).token);
    expect(
      (await a.post(SECURITY_PATHS.bindEmailCode, { email: 'demo.player@example.com' })).json().code,
    ).toBe('EMAIL_TAKEN');
    const sent = await a.post(SECURITY_PATHS.bindEmailCode, { email: 'New.Mail@example.com' });
    expect(sent.json().value).toEqual({ expiredMinutes: 10 });
    const mail = await t.deps.db
      .selectFrom('outbox_messages')
      .select('body')
      .where('recipient', '=', 'new.mail@example.com')
      .executeTakeFirstOrThrow();
    const code = mail.body.match(/\b(\d{6})\b/)![1]!;
    const stored = await t.deps.db
      .selectFrom('email_bind_codes')
      .select('code_hash')
      .executeTakeFirstOrThrow();
    expect(stored.code_hash.toString('hex')).not.toContain(code);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await a.post(SECURITY_PATHS.bindEmail, { email: 'new.mail@example.com', code: wrong })).json().code,
    ).toBe('SMS_CODE_INVALID');
    const bound = await a.post(SECURITY_PATHS.bindEmail, { email: 'new.mail@example.com', code });
    expect(bound.json().value.masked).toMatch(/\*/);
    expect(
      (await a.post(SECURITY_PATHS.bindEmail, { email: 'new.mail@example.com', code })).json().code,
    ).toBe('SMS_CODE_INVALID');
    expect((await a.get(SECURITY_PATHS.overview)).json().value.email).toBe(bound.json().value.masked);
  });
  it('when the texted code is entered, then the mobile is bound; a number someone holds is MOBILE_TAKEN', async () => {
    const a = api(t, (await newPlayer(t)).token);
    expect(
      (
        await a.post(SECURITY_PATHS.bindMobileCode, { countryDialingCode: '+63', mobileNum: '9171234567' })
      ).json().code,
    ).toBe('MOBILE_TAKEN');
    await clearSmsThrottle(t);
    const sent = await a.post(SECURITY_PATHS.bindMobileCode, {
      countryDialingCode: '+63',
      mobileNum: '9175550001',
    });
    expect(sent.json().code).toBe('OK');
    const code = await latestSmsCode(t, '+639175550001');
    const bad = await a.post(SECURITY_PATHS.bindMobile, {
      countryDialingCode: '+63',
      mobileNum: '9175550001',
      code: '12345',
    });
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    const bound = await a.post(SECURITY_PATHS.bindMobile, {
      countryDialingCode: '+63',
      mobileNum: '9175550001',
      code,
    });
    expect(bound.json().value.masked).toBe('+63 917****001');
    expect((await a.get(SECURITY_PATHS.profile)).json().value.mobile).toBe('+63 917****001');
  });
});
