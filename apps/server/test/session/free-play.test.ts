import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseBalance } from '../../src/modules/ledger/ledger.service.ts';
import { solveHumanCheck } from '../support/human-check.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { authed, setSwitch } from './session-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function freePlay(ip = '127.0.0.1', verification?: string) {
  const payload = {
    os: 'Linux',
    platform: 'W',
    random: 'r'.repeat(24),
    gatewayVersion: 3,
    verification: verification ?? (await solveHumanCheck(t.app)),
  };
  const sealed = await t.seal(payload);
  return t.app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    remoteAddress: ip,
    payload: sealed as object,
  });
}

describe('free play', () => {
  it('when a visitor starts free play, then a demo account (isAgent 4) logs in with the demo balance', async () => {
    const res = await freePlay();
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ isAgent: 4, firstTimeLogin: true, defaultPassword: false });
    expect(value.userName).toMatch(/^demo_[0-9a-f]{12}$/);
    const balance = await t.app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: authed(value.token),
    });
    expect(balance.json().value).toMatchObject({
      sumBalance: '2000.00',
      wallets: expect.arrayContaining([{ code: 'MAIN', balance: '2000.00' }]),
    });
    // The demo float is a sharded house account: its balance is the sum of its shard rows.
    const merchantId = (await t.deps.merchants.byMerchantCode('TALA'))!.id;
    expect(await houseBalance(t.deps.db, merchantId, 'DEMO_FLOAT')).toBe(-200_000n);
  });
  it('when a demo account opens the member centre, then REAL_ACCOUNT_REQUIRED', async () => {
    const { token } = (await freePlay()).json().value;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      headers: authed(token),
      payload: { language: 'zh' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('REAL_ACCOUNT_REQUIRED');
    // The header still shows who is playing.
    expect(
      (await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed(token) })).json().value
        .isAgent,
    ).toBe(4);
  });
  it('when the human check is missing, the body is wrong or not sealed, then HUMAN_CHECK_FAILED, VALIDATION_FAILED or DECRYPTION_FAILED', async () => {
    expect((await freePlay('127.0.0.2', '')).json().code).toBe('HUMAN_CHECK_FAILED');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: (await t.seal({ platform: 'X', gatewayVersion: 2 })) as object,
    });
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    const unsealed = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'Linux', platform: 'W', random: 'r'.repeat(24), gatewayVersion: 3, verification: 'x' },
    });
    expect(unsealed.json().code).toBe('DECRYPTION_FAILED');
  });
  it('when FREEPLAY3 is off, then FEATURE_DISABLED', async () => {
    await setSwitch(t, 'FREEPLAY3', false);
    expect((await freePlay()).json().code).toBe('FEATURE_DISABLED');
    await setSwitch(t, 'FREEPLAY3', true);
  });
  it('when one IP starts more than 10 free plays an hour, then RATE_LIMITED', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) codes.push((await freePlay('10.9.9.9')).json().code);
    expect(codes.slice(0, 10).every((c) => c === 'OK')).toBe(true);
    expect(codes[10]).toBe('RATE_LIMITED');
  });
});
