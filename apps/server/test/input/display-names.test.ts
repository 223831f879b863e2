import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { SECURITY_PATHS } from '@tala/contract/security/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bo, signIn } from '../backoffice/bo-helpers.ts';
import { api, newPlayer } from '../payments/payment-helpers.ts';
import { solveHumanCheck } from '../support/human-check.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

/**
 * Decision 017/025: names staff read (nickname, real name, payee, username, bank names) refuse control
 * and bidirectional formatting characters, so "\u202Egnp.exe" cannot pass for "exe.png"; banks are
 * taken from the merchant's list, which admins keep in the back office.
 */
let t: TTestApp;
let admin: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  support = await signIn(t, 'support');
});
afterAll(async () => t.close());

const TRICKS = [
  '\u202Eevil',
  'a\u2066b\u2069',
  'x\u200Fy',
  'tab\there',
  'bell\u0007',
  'c1\u0085x',
  'ar\u061Cb',
];

function expectInvalidCharacters(res: { statusCode: number; json: () => unknown }, path: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    fields: expect.arrayContaining([{ path, messageKey: 'validation.invalid_characters' }]),
  });
}

describe('names staff read', () => {
  it.each(TRICKS)('when a nickname or real name holds %j, then 400 and nothing is saved', async (trick) => {
    const a = api(t, (await newPlayer(t, { realName: null })).token);
    expectInvalidCharacters(await a.put(SECURITY_PATHS.profile, { nickname: trick }), 'nickname');
    expectInvalidCharacters(await a.put(SECURITY_PATHS.profile, { realName: `Juan ${trick}` }), 'realName');
    expectInvalidCharacters(await a.put(SECURITY_PATHS.profile, { address: trick }), 'address');
    const profile = (await a.get(SECURITY_PATHS.profile)).json().value;
    expect([profile.realName, profile.address]).toEqual([null, null]);
  });

  it('when a plain name in any script is given, then it is saved as typed (trimmed)', async () => {
    const a = api(t, (await newPlayer(t, { realName: null })).token);
    const res = await a.put(SECURITY_PATHS.profile, { nickname: ' 幸运星 🎰 ', realName: 'Nguyễn Văn Anh' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ nickname: '幸运星 🎰', realName: 'Nguyễn Văn Anh' });
  });

  it('when a registration names its payee or username with a direction override, then 400', async () => {
    const register = async (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/wps/member/register',
        remoteAddress: `10.60.0.${Object.keys(body).length}`,
        payload: (await t.seal({
          username: 'plainname1',
          password: 'Secret123',
          confirmPassword: 'Secret123',
          agreeAge: true,
          verification: await solveHumanCheck(t.app),
          ...body,
        })) as object,
      });
    expectInvalidCharacters(await register({ payeeName: 'Maria\u202E Santos' }), 'payeeName');
    expectInvalidCharacters(await register({ username: 'user\u202Eexe', x: 1 }), 'username');
  });
});

describe("the merchant's bank list", () => {
  const put = (cookie: string, banks: unknown[]) =>
    bo(t, 'PUT', BO_PATHS.settingsBanks, { cookie, body: { banks } });

  it('when an admin replaces the list, then players pick from it, bind by the new code, and the change is audited', async () => {
    const banks = [
      { code: 'bdo', name: 'BDO Unibank', currency: 'PHP', country: 'PH' },
      { code: 'SEABANK', name: 'SeaBank Philippines', currency: 'php', country: null },
    ];
    const res = await put(admin, banks);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.banks).toEqual([
      { code: 'BDO', name: 'BDO Unibank', currency: 'PHP', country: 'PH' },
      { code: 'SEABANK', name: 'SeaBank Philippines', currency: 'PHP', country: null },
    ]);
    const a = api(t, (await newPlayer(t)).token);
    expect((await a.get(SECURITY_PATHS.bankNames)).json().value.banks).toEqual([
      { code: 'BDO', name: 'BDO Unibank' },
      { code: 'SEABANK', name: 'SeaBank Philippines' },
    ]);
    const bound = await a.post(SECURITY_PATHS.bankAccounts, {
      bankCode: 'SEABANK',
      accountNumber: '5551234567',
    });
    expect(bound.json().value).toMatchObject({ bankCode: 'SEABANK', bankName: 'SeaBank Philippines' });
    expect(
      (await a.post(SECURITY_PATHS.bankAccounts, { bankCode: 'GCASH', accountNumber: '5551234567' })).json()
        .code,
    ).toBe('SEC_BANK_UNKNOWN');
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'settings.banks')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it.each(TRICKS)('when a bank name holds %j, then the list is refused', async (trick) => {
    const res = await put(admin, [{ code: 'BDO', name: `BDO ${trick}`, currency: 'PHP', country: 'PH' }]);
    expectInvalidCharacters(res, 'banks.0.name');
  });

  it('when a code repeats, is malformed, or support tries, then the list is refused', async () => {
    const bank = { code: 'BDO', name: 'BDO', currency: 'PHP', country: 'PH' };
    expect((await put(admin, [bank, { ...bank, name: 'Other' }])).statusCode).toBe(400);
    expect((await put(admin, [{ ...bank, code: 'B-D-O' }])).statusCode).toBe(400);
    expect((await put(admin, [{ ...bank, currency: 'PESO' }])).statusCode).toBe(400);
    expect((await put(support, [bank])).statusCode).toBe(403);
  });
});
