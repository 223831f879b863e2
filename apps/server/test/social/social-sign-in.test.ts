import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { SOCIAL_PATHS, socialStartPath, type TSocialProvider } from '@tala/contract/session/social';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealedKeyId } from '../../src/lib/secret-box.ts';
import { bo, signIn } from '../backoffice/bo-helpers.ts';
import { loginFrom, newBrowser, type TBrowser } from '../devices/device-helpers.ts';
import { authed, setSwitch } from '../session/session-helpers.ts';
import {
  signInAtProvider,
  startLocalOidcProvider,
  type TLocalProvider,
} from '../support/local-oidc-provider.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';

/**
 * Google (OIDC discovery) and Facebook (configured OAuth endpoints) sign-in end to end against a real
 * OpenID provider started here; every redirect is followed as a browser would (decision 022).
 */
let t: TTestApp;
let idp: TLocalProvider;
let admin: string;
const CALLBACK = (provider: TSocialProvider) => `http://localhost/wps/social/${provider}/callback`;

beforeAll(async () => {
  t = await createTestApp();
  idp = await startLocalOidcProvider([
    { clientId: 'tala-google', clientSecret: 'google-secret-123', redirectUris: [CALLBACK('google')] },
    { clientId: 'tala-facebook', clientSecret: 'facebook-secret-123', redirectUris: [CALLBACK('facebook')] },
  ]);
  admin = await signIn(t, 'admin');
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

function configure(provider: TSocialProvider, body: Record<string, unknown>) {
  return bo(t, 'PUT', BO_PATHS.socialProvider.replace(':provider', provider), { cookie: admin, body });
}

const GOOGLE = () => ({
  enabled: true,
  kind: 'oidc',
  issuer: idp.issuer,
  authorizationEndpoint: null,
  tokenEndpoint: null,
  userinfoEndpoint: null,
  clientId: 'tala-google',
  clientSecret: 'google-secret-123',
  scopes: 'openid email profile',
});
const FACEBOOK = () => ({
  enabled: true,
  kind: 'oauth2',
  issuer: null,
  authorizationEndpoint: `${idp.issuer}/auth`,
  tokenEndpoint: `${idp.issuer}/token`,
  userinfoEndpoint: `${idp.issuer}/me`,
  clientId: 'tala-facebook',
  clientSecret: 'facebook-secret-123',
  scopes: 'openid email profile',
});

/** start → provider (login as `login`) → our callback; returns where the callback sends the browser. */
async function signInWith(provider: TSocialProvider, browser: TBrowser, login: string): Promise<string> {
  const start = await t.app.inject({
    url: `${socialStartPath(provider)}?returnTo=/index`,
    headers: browser.headers,
  });
  expect(start.statusCode, start.body).toBe(302);
  const authorization = new URL(String(start.headers.location));
  expect(authorization.origin).toBe(idp.issuer);
  const back = await signInAtProvider(authorization.href, login);
  expect(back.href.startsWith(CALLBACK(provider))).toBe(true);
  const callback = await t.app.inject({ url: `${back.pathname}${back.search}`, headers: browser.headers });
  expect(callback.statusCode).toBe(302);
  return String(callback.headers.location);
}

function ticketOf(location: string): string {
  const ticket = /#social=([\w-]+)$/.exec(location)?.[1];
  if (!ticket) throw new Error(`no ticket in ${location}`);
  return ticket;
}

function post(url: string, browser: TBrowser, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: browser.headers, payload });
}

describe('provider configuration in the back office', () => {
  it('when nothing is configured, then the site shows no buttons even with the switch on', async () => {
    await setSwitch(t, 'SOCIAL_SIGN_IN', true);
    const res = await t.app.inject({ url: SOCIAL_PATHS.providers });
    expect(res.json().value).toEqual({ providers: [] });
  });

  it('when an admin lists providers, then the defaults and the redirect URI to register are shown', async () => {
    const res = await bo(t, 'GET', BO_PATHS.socialProviders, { cookie: admin });
    const [google, facebook] = res.json().value.list;
    expect(google).toMatchObject({
      provider: 'google',
      configured: false,
      kind: 'oidc',
      issuer: 'https://accounts.google.com',
      callbackUrl: CALLBACK('google'),
    });
    expect(facebook).toMatchObject({ provider: 'facebook', kind: 'oauth2', scopes: 'email public_profile' });
  });

  it('when a provider is first saved without a secret or with a non-https URL, then it is refused', async () => {
    const { clientSecret: _omit, ...noSecret } = GOOGLE();
    expect((await configure('google', noSecret)).json().code).toBe('VALIDATION_FAILED');
    const plainHttp = await configure('google', { ...GOOGLE(), issuer: 'http://accounts.example.com' });
    expect(plainHttp.statusCode).toBe(400);
  });

  it('when an admin saves a provider, then the secret is sealed, never shown, and the change is audited without it', async () => {
    const res = await configure('google', GOOGLE());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ configured: true, hasSecret: true, clientId: 'tala-google' });
    expect(res.body).not.toContain('google-secret-123');
    const stored = await t.deps.db
      .selectFrom('social_providers')
      .select('client_secret_enc')
      .where('provider', '=', 'google')
      .executeTakeFirstOrThrow();
    expect(sealedKeyId(stored.client_secret_enc)).toBe(t.deps.secretBox.current.id);
    expect(stored.client_secret_enc).not.toContain('google-secret-123');
    const audit = await t.deps.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('action', '=', 'settings.social-provider')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(audit.after)).toContain('"secretChanged":true');
    expect(JSON.stringify(audit.after)).not.toContain('secret-123');
    // Saved again without a secret: the stored one stays.
    const { clientSecret: _s, ...keep } = GOOGLE();
    expect((await configure('google', keep)).json().value.hasSecret).toBe(true);
    expect((await configure('facebook', FACEBOOK())).statusCode).toBe(200);
    expect((await t.app.inject({ url: SOCIAL_PATHS.providers })).json().value).toEqual({
      providers: ['facebook', 'google'],
    });
  });

  it('when finance or support ask for the providers, then they are refused (admin only)', async () => {
    const finance = await signIn(t, 'finance');
    expect((await bo(t, 'GET', BO_PATHS.socialProviders, { cookie: finance })).statusCode).toBe(403);
  });
});

describe('Google sign-in through OIDC discovery', () => {
  it('when the provider is asked, then the request carries PKCE S256, state and nonce', async () => {
    const start = await t.app.inject({ url: socialStartPath('google'), headers: newBrowser().headers });
    const url = new URL(String(start.headers.location));
    expect(url.pathname).toBe('/auth');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK('google'));
  });

  it('when an unknown person signs in, then they create an account that is linked, and next time they are signed in at once', async () => {
    const browser = newBrowser();
    const location = await signInWith('google', browser, 'alice');
    expect(location.startsWith('/index#social=')).toBe(true);
    const ticket = ticketOf(location);
    const pending = await post(SOCIAL_PATHS.ticket, browser, { ticket });
    expect(pending.json().value).toEqual({
      outcome: 'pending',
      pending: {
        provider: 'google',
        email: 'alice@mail.test',
        displayName: 'Player alice',
        suggestedUsername: 'alice',
      },
    });
    const noAgree = await post(SOCIAL_PATHS.register, browser, { ticket, username: 'alice01' });
    expect(noAgree.statusCode).toBe(400);
    const created = await post(SOCIAL_PATHS.register, browser, { ticket, username: 'alice01', agree: true });
    expect(created.statusCode, created.body).toBe(200);
    const token = created.json().value.token;
    const info = await t.app.inject({ url: '/wps/member/info', headers: authed(token) });
    expect(info.json().value.account).toBe('alice01');
    const member = await t.deps.db
      .selectFrom('members')
      .select(['email', 'register_method'])
      .where('username', '=', 'alice01')
      .executeTakeFirstOrThrow();
    expect(member).toEqual({ email: 'alice@mail.test', register_method: 'SOCIAL_GOOGLE' });
    // The ticket was spent with the account.
    expect((await post(SOCIAL_PATHS.ticket, browser, { ticket })).json().code).toBe('SOCIAL_TICKET_INVALID');

    const again = await signInWith('google', newBrowser(), 'alice');
    const second = newBrowser();
    const signedIn = await post(SOCIAL_PATHS.ticket, second, {
      ticket: ticketOf(await signInWith('google', second, 'alice')),
    });
    expect(again).toMatch(/#social=/);
    expect(signedIn.json().value).toMatchObject({ outcome: 'signedIn', session: { userName: 'alice01' } });
  });

  it('when the callback is replayed, comes from another browser, or the state is forged, then no ticket is issued', async () => {
    const browser = newBrowser();
    const start = await t.app.inject({
      url: `${socialStartPath('google')}?returnTo=/live`,
      headers: browser.headers,
    });
    const back = await signInAtProvider(String(start.headers.location), 'mallory');
    const path = `${back.pathname}${back.search}`;
    const otherBrowser = await t.app.inject({ url: path, headers: newBrowser().headers });
    expect(String(otherBrowser.headers.location)).toBe('/live#socialError=SOCIAL_SIGN_IN_FAILED');
    // The state was spent by that attempt: the rightful browser cannot reuse it either.
    const replay = await t.app.inject({ url: path, headers: browser.headers });
    expect(String(replay.headers.location)).toBe('/#socialError=SOCIAL_SIGN_IN_FAILED');
    const forged = await t.app.inject({
      url: `${CALLBACK('google').replace('http://localhost', '')}?code=x&state=forged`,
      headers: browser.headers,
    });
    expect(String(forged.headers.location)).toBe('/#socialError=SOCIAL_SIGN_IN_FAILED');
  });

  it('when a ticket is presented by another browser, then it is refused', async () => {
    const ticket = ticketOf(await signInWith('google', newBrowser(), 'carol'));
    expect((await post(SOCIAL_PATHS.ticket, newBrowser(), { ticket })).json().code).toBe(
      'SOCIAL_TICKET_INVALID',
    );
  });

  it('when registration is switched off, then a new account cannot be made from a social sign-in', async () => {
    const browser = newBrowser();
    const ticket = ticketOf(await signInWith('google', browser, 'dave'));
    await setSwitch(t, 'DIRECTREG3', false);
    const res = await post(SOCIAL_PATHS.register, browser, { ticket, username: 'dave01', agree: true });
    expect(res.json().code).toBe('FEATURE_DISABLED');
    await setSwitch(t, 'DIRECTREG3', true);
  });
});

describe('Facebook sign-in through configured OAuth endpoints', () => {
  async function link(browser: TBrowser, ticket: string, password: string) {
    return t.app.inject({
      method: 'POST',
      url: SOCIAL_PATHS.link,
      headers: browser.headers,
      payload: (await t.seal({ ticket, username: 'demo_player', password })) as Record<string, unknown>,
    });
  }

  it('when an existing member links with their password, then the link is confirmed for good and cannot be replaced', async () => {
    const browser = newBrowser();
    const ticket = ticketOf(await signInWith('facebook', browser, 'bob'));
    const pending = (await post(SOCIAL_PATHS.ticket, browser, { ticket })).json().value;
    expect(pending).toMatchObject({
      outcome: 'pending',
      pending: { provider: 'facebook', email: 'bob@mail.test' },
    });
    expect((await link(browser, ticket, 'Wrong123!')).json().code).toBe('INVALID_CREDENTIALS');
    const linked = await link(browser, ticket, 'Player123!');
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().value.userName).toBe('demo_player');

    const links = await t.app.inject({
      url: '/wps/relay/MCSFE_socialLinks',
      headers: authed(linked.json().value.token),
    });
    expect(links.json().value.list).toEqual([
      { provider: 'facebook', email: 'bob@mail.test', linkedAt: expect.any(String) },
    ]);

    // A second Facebook login cannot be linked to the same member.
    const other = newBrowser();
    const otherTicket = ticketOf(await signInWith('facebook', other, 'bob2'));
    expect((await link(other, otherTicket, 'Player123!')).json().code).toBe('SOCIAL_ALREADY_LINKED');
    // Nor can the confirmed link be changed or removed, even from SQL.
    await expect(sql`DELETE FROM social_identities WHERE subject = 'bob'`.execute(t.deps.db)).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(
      sql`UPDATE social_identities SET member_id = member_id WHERE subject = 'bob'`.execute(t.deps.db),
    ).rejects.toThrow(/cannot be changed/);
  });

  it('when the new-device check is on, then a social sign-in counts as the second proof and trusts the browser', async () => {
    await setSwitch(t, 'LOGINIPVERF3', true);
    const browser = newBrowser();
    const signedIn = await post(SOCIAL_PATHS.ticket, browser, {
      ticket: ticketOf(await signInWith('facebook', browser, 'bob')),
    });
    expect(signedIn.json().value.outcome).toBe('signedIn');
    expect((await loginFrom(t, browser)).statusCode).toBe(200);
    expect((await loginFrom(t, newBrowser())).json().code).toBe('LOGIN_VERIFICATION_REQUIRED');
    await setSwitch(t, 'LOGINIPVERF3', false);
  });
});

describe('when the switch is off', () => {
  it('then the buttons disappear and a start goes back with SOCIAL_PROVIDER_UNAVAILABLE', async () => {
    await setSwitch(t, 'SOCIAL_SIGN_IN', false);
    expect((await t.app.inject({ url: SOCIAL_PATHS.providers })).json().value.providers).toEqual([]);
    const start = await t.app.inject({
      url: `${socialStartPath('google')}?returnTo=/index`,
      headers: newBrowser().headers,
    });
    expect(String(start.headers.location)).toBe('/index#socialError=SOCIAL_PROVIDER_UNAVAILABLE');
    await setSwitch(t, 'SOCIAL_SIGN_IN', true);
  });
});
