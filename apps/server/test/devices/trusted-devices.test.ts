import { DEVICE_PATHS } from '@tala/contract/security/devices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealedKeyId } from '../../src/lib/secret-box.ts';
import { currentTotpCode } from '../../src/lib/totp.ts';
import { authed, setSwitch } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { createPlayer, loginFrom, newBrowser, type TBrowser } from './device-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PASSWORD = 'Secret123!';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signIn(browser: TBrowser, username: string, ip = '127.0.0.1'): Promise<string> {
  const res = await loginFrom(t, browser, username, PASSWORD, { ip });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.token;
}

function call(token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: authed(token), ...(payload ? { payload } : {}) });
}

describe('trusted devices in the security centre', () => {
  it('when a member signed in on two browsers, then both are listed with names, IPs and the current one marked', async () => {
    await createPlayer(t, { username: 'td_list', email: 'td.list@example.com' });
    const laptop = newBrowser();
    const phone = newBrowser(IPHONE);
    const laptopToken = await signIn(laptop, 'td_list');
    await signIn(phone, 'td_list', '203.0.113.9');
    const res = await call(laptopToken, 'GET', DEVICE_PATHS.devices);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json().value.list;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      name: 'Safari · iPhone',
      current: false,
      trusted: true,
      lastIp: '203.0.113.9',
      activeSessions: 1,
    });
    expect(list[1]).toMatchObject({
      name: 'Chrome · Windows',
      current: true,
      trusted: true,
      lastIp: '127.0.0.1',
    });
    expect(list[1].firstSeenAt).toMatch(/^\d{4}-/);
  });

  it('when a member removes another device, then that device is untrusted and its session ends at once', async () => {
    await createPlayer(t, { username: 'td_one', email: 'td.one@example.com' });
    const laptop = newBrowser();
    const phone = newBrowser(IPHONE);
    const laptopToken = await signIn(laptop, 'td_one');
    const phoneToken = await signIn(phone, 'td_one');
    const list = (await call(laptopToken, 'GET', DEVICE_PATHS.devices)).json().value.list;
    const phoneDevice = list.find((d: { current: boolean }) => !d.current);
    const removed = await call(laptopToken, 'DELETE', DEVICE_PATHS.deviceById.replace(':id', phoneDevice.id));
    expect(removed.json().value).toEqual({ removed: 1, sessionsEnded: 1 });
    expect((await call(phoneToken, 'GET', DEVICE_PATHS.devices)).statusCode).toBe(401);
    expect((await call(laptopToken, 'GET', DEVICE_PATHS.devices)).json().value.list).toHaveLength(1);
    // With the check on, the removed device is a new device again.
    await setSwitch(t, 'LOGINIPVERF3', true);
    expect((await loginFrom(t, phone, 'td_one', PASSWORD)).json().code).toBe('LOGIN_VERIFICATION_REQUIRED');
    expect((await loginFrom(t, laptop, 'td_one', PASSWORD)).statusCode).toBe(200);
    await setSwitch(t, 'LOGINIPVERF3', false);
  });

  it("when a member removes the current device or someone else's, then it is refused", async () => {
    await createPlayer(t, { username: 'td_own', email: 'td.own@example.com' });
    await createPlayer(t, { username: 'td_other', email: 'td.other@example.com' });
    const mine = await signIn(newBrowser(), 'td_own');
    const theirs = await signIn(newBrowser(), 'td_other');
    const myDevice = (await call(mine, 'GET', DEVICE_PATHS.devices)).json().value.list[0];
    const theirDevice = (await call(theirs, 'GET', DEVICE_PATHS.devices)).json().value.list[0];
    expect(
      (await call(mine, 'DELETE', DEVICE_PATHS.deviceById.replace(':id', myDevice.id))).json().code,
    ).toBe('FORBIDDEN');
    const foreign = await call(mine, 'DELETE', DEVICE_PATHS.deviceById.replace(':id', theirDevice.id));
    expect(foreign.json().code).toBe('NOT_FOUND');
    expect((await call(theirs, 'GET', DEVICE_PATHS.devices)).statusCode).toBe(200);
  });

  it('when a member removes all other devices, then every other session ends and this one stays', async () => {
    await createPlayer(t, { username: 'td_all', email: 'td.all@example.com' });
    const here = await signIn(newBrowser(), 'td_all');
    const a = await signIn(newBrowser(IPHONE), 'td_all');
    const b = await signIn(newBrowser(), 'td_all');
    const res = await call(here, 'DELETE', DEVICE_PATHS.otherDevices);
    expect(res.json().value).toEqual({ removed: 2, sessionsEnded: 2 });
    expect((await call(a, 'GET', DEVICE_PATHS.devices)).statusCode).toBe(401);
    expect((await call(b, 'GET', DEVICE_PATHS.devices)).statusCode).toBe(401);
    const left = (await call(here, 'GET', DEVICE_PATHS.devices)).json().value.list;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });

  it('when a demo account asks for devices, then it needs a real account', async () => {
    const res = await t.app.inject({ method: 'GET', url: DEVICE_PATHS.devices });
    expect(res.statusCode).toBe(401);
  });
});

describe('player authenticator', () => {
  it('when a member enrols, then the secret is stored encrypted, confirmed by a code, and can be disabled with password + code', async () => {
    const id = await createPlayer(t, { username: 'td_totp', email: 'td.totp@example.com' });
    const token = await signIn(newBrowser(), 'td_totp');
    expect((await call(token, 'GET', DEVICE_PATHS.authenticator)).json().value).toEqual({ enrolled: false });
    const setup = (await call(token, 'POST', DEVICE_PATHS.authenticatorSetup)).json().value;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/Tala:td_totp\?.*secret=/);
    const row = await t.deps.db
      .selectFrom('member_authenticators')
      .select(['secret_enc', 'confirmed_at'])
      .where('member_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(sealedKeyId(row.secret_enc)).toBe(t.deps.secretBox.current.id);
    expect(row.secret_enc).not.toContain(setup.secret);
    expect(row.confirmed_at).toBeNull();

    const wrongCode = currentTotpCode(setup.secret) === '000000' ? '111111' : '000000';
    const wrong = await call(token, 'POST', DEVICE_PATHS.authenticatorConfirm, { code: wrongCode });
    expect(wrong.json().code).toBe('AUTHENTICATOR_CODE_INVALID');
    const ok = await call(token, 'POST', DEVICE_PATHS.authenticatorConfirm, {
      code: currentTotpCode(setup.secret),
    });
    expect(ok.json().value).toEqual({ enrolled: true });
    expect((await call(token, 'POST', DEVICE_PATHS.authenticatorSetup)).json().code).toBe(
      'AUTHENTICATOR_ALREADY_ENROLLED',
    );

    const disable = async (password: string, code: string) =>
      t.app.inject({
        method: 'DELETE',
        url: DEVICE_PATHS.authenticator,
        headers: authed(token),
        payload: (await t.seal({ password, code })) as Record<string, unknown>,
      });
    const next = currentTotpCode(setup.secret, Date.now() + 30_000);
    expect((await disable('Wrong123!', next)).json().code).toBe('PASSWORD_WRONG');
    const off = await disable(PASSWORD, next);
    expect(off.json().value).toEqual({ enrolled: false });
    expect(
      await t.deps.db
        .selectFrom('member_authenticators')
        .select('member_id')
        .where('member_id', '=', id)
        .execute(),
    ).toEqual([]);
  });

  it('when wrong codes keep coming, then the sixth is refused with RATE_LIMITED and even a right code waits', async () => {
    await createPlayer(t, { username: 'td_brute', email: 'td.brute@example.com' });
    const token = await signIn(newBrowser(), 'td_brute');
    const { secret } = (await call(token, 'POST', DEVICE_PATHS.authenticatorSetup)).json().value;
    const right = currentTotpCode(secret);
    const wrongCode = right === '999999' ? '888888' : '999999';
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (await call(token, 'POST', DEVICE_PATHS.authenticatorConfirm, { code: wrongCode })).json().code,
      );
    }
    expect(codes).toEqual([...Array(5).fill('AUTHENTICATOR_CODE_INVALID'), 'RATE_LIMITED']);
    expect((await call(token, 'POST', DEVICE_PATHS.authenticatorConfirm, { code: right })).json().code).toBe(
      'RATE_LIMITED',
    );
  });

  it('when the stored secret was sealed for another member, then it does not open (bound to its row)', async () => {
    const a = await createPlayer(t, { username: 'td_ra', email: 'td.ra@example.com' });
    const b = await createPlayer(t, { username: 'td_rb', email: 'td.rb@example.com' });
    const tokenA = await signIn(newBrowser(), 'td_ra');
    const tokenB = await signIn(newBrowser(), 'td_rb');
    const { secret } = (await call(tokenA, 'POST', DEVICE_PATHS.authenticatorSetup)).json().value;
    await call(tokenB, 'POST', DEVICE_PATHS.authenticatorSetup);
    const sealedA = await t.deps.db
      .selectFrom('member_authenticators')
      .select('secret_enc')
      .where('member_id', '=', a)
      .executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('member_authenticators')
      .set({ secret_enc: sealedA.secret_enc })
      .where('member_id', '=', b)
      .execute();
    const res = await call(tokenB, 'POST', DEVICE_PATHS.authenticatorConfirm, {
      code: currentTotpCode(secret),
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL_ERROR');
    expect(res.body).not.toMatch(/secret-box|member-totp|copied from another row/);
  });
});
