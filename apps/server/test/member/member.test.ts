import { ZMemberInfo } from '@tala/contract/member/info';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, login } from '../session/session-helpers.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t, 'demo_player', 'Player123!')).token;
});
afterAll(async () => t.close());

describe('member info', () => {
  it('when a member asks for its info, then it comes back with mobile and e-mail masked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed(token) });
    const value = ZMemberInfo.parse(res.json().value);
    expect(value).toMatchObject({
      account: 'demo_player',
      isAgent: 0,
      toUpline: true,
      currency: 'PHP',
      language: 'en',
    });
    expect(value.mobileMasked).toBe('917****567');
    expect(value.emailMasked).toBe('d***@example.com');
    expect(res.body).not.toContain('9171234567');
    expect(value.affiliateCode).toBeNull();
  });
  it('when an agent asks for its info, then its own invitation code comes back for its link', async () => {
    const agent = (await login(t, 'demo_agent', 'Agent123!')).token;
    const res = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed(agent) });
    expect(ZMemberInfo.parse(res.json().value)).toMatchObject({ isAgent: 1, affiliateCode: 'DEMOAGENT' });
  });
  it('when icon and avatar are asked, then the stored avatar comes back', async () => {
    const icon = await t.app.inject({ method: 'GET', url: '/wps/member/info/icon', headers: authed(token) });
    expect(icon.json().value).toEqual({ icon: 'avatar-1' });
    const avatar = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getPlayerAvatar',
      headers: authed(token),
    });
    expect(avatar.json().value).toEqual({ avatar: 'avatar-1', avatarType: 'STATIC' });
  });
  it('when there is no token, then NOT_LOGGED_IN everywhere', async () => {
    for (const url of ['/wps/member/info', '/wps/member/info/icon', '/wps/relay/MCSFE_getPlayerAvatar']) {
      expect((await t.app.inject({ method: 'GET', url })).json().code).toBe('NOT_LOGGED_IN');
    }
  });
});

describe('member language', () => {
  it('when a known language (seed label or ISO code) is sent, then it is stored normalised', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      headers: authed(token),
      payload: { language: 'TY' },
    });
    expect(res.json()).toMatchObject({ success: true, value: { language: 'tl' } });
    const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: authed(token) });
    expect(info.json().value.language).toBe('tl');
  });
  it('when the language is unknown or missing, then VALIDATION_FAILED', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      headers: authed(token),
      payload: { language: 'xx' },
    });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'language' }] });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      headers: authed(token),
      payload: {},
    });
    expect(missing.json().code).toBe('VALIDATION_FAILED');
    const long = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      headers: authed(token),
      payload: { language: 'x'.repeat(11) },
    });
    expect(long.json().code).toBe('VALIDATION_FAILED');
  });
});
