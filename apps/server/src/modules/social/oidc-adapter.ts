import { isAllowedProviderUrl } from '@tala/contract/backoffice/social-providers';
import * as oidc from 'openid-client';

/**
 * One adapter shape for every provider (decision 022): `oidc` reads the endpoints from the issuer's
 * discovery document and takes the identity from the ID token (signature, issuer, audience, expiry
 * and nonce checked by openid-client); `oauth2` has its endpoints configured and asks the user-info
 * endpoint who signed in (Facebook Login). Both use the authorization code flow with PKCE (S256) and
 * state; the client authenticates with its secret in the token request body.
 */
export type TProviderSettings = {
  cacheKey: string;
  kind: 'oidc' | 'oauth2';
  issuer: string | null;
  authorizationEndpoint: string | null;
  tokenEndpoint: string | null;
  userinfoEndpoint: string | null;
  clientId: string;
  clientSecret: string;
  scopes: string;
};

export type TProviderIdentity = { subject: string; email: string | null; displayName: string | null };

/** Every call to a provider gives up after this long (openid-client's timeout is in seconds). */
const TIMEOUT_S = 10;
/** Discovery documents are kept per instance for a while; a settings change has a new cache key. */
const CACHE_MS = 10 * 60_000;
const cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

function needsInsecure(settings: TProviderSettings): boolean {
  const urls = [
    settings.issuer,
    settings.authorizationEndpoint,
    settings.tokenEndpoint,
    settings.userinfoEndpoint,
  ];
  return urls.some((url) => url?.startsWith('http:'));
}

async function buildConfiguration(settings: TProviderSettings): Promise<oidc.Configuration> {
  const urls = [
    settings.issuer,
    settings.authorizationEndpoint,
    settings.tokenEndpoint,
    settings.userinfoEndpoint,
  ];
  if (!urls.every((url) => url === null || isAllowedProviderUrl(url)))
    throw new Error('provider URL not allowed');
  const auth = oidc.ClientSecretPost(settings.clientSecret);
  const execute = needsInsecure(settings) ? [oidc.allowInsecureRequests] : [];
  if (settings.kind === 'oidc') {
    if (!settings.issuer) throw new Error('oidc provider without issuer');
    return oidc.discovery(new URL(settings.issuer), settings.clientId, undefined, auth, {
      execute,
      timeout: TIMEOUT_S,
    });
  }
  if (!settings.authorizationEndpoint || !settings.tokenEndpoint || !settings.userinfoEndpoint) {
    throw new Error('oauth2 provider without endpoints');
  }
  const config = new oidc.Configuration(
    {
      issuer: settings.issuer ?? new URL(settings.authorizationEndpoint).origin,
      authorization_endpoint: settings.authorizationEndpoint,
      token_endpoint: settings.tokenEndpoint,
      userinfo_endpoint: settings.userinfoEndpoint,
    },
    settings.clientId,
    undefined,
    auth,
  );
  config.timeout = TIMEOUT_S;
  for (const step of execute) step(config);
  return config;
}

function configurationOf(settings: TProviderSettings): Promise<oidc.Configuration> {
  const hit = cache.get(settings.cacheKey);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.config;
  const config = buildConfiguration(settings);
  cache.set(settings.cacheKey, { at: Date.now(), config });
  // A failed discovery is not kept: the next sign-in tries again.
  config.catch(() => cache.delete(settings.cacheKey));
  return config;
}

export type TAuthorizationChecks = { state: string; nonce: string; codeVerifier: string };

export function newAuthorizationChecks(): TAuthorizationChecks {
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
}

/** Where to send the browser: the provider's authorization endpoint with PKCE, state (and nonce). */
export async function authorizationUrl(
  settings: TProviderSettings,
  redirectUri: string,
  checks: TAuthorizationChecks,
): Promise<URL> {
  const config = await configurationOf(settings);
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: settings.scopes,
    response_type: 'code',
    state: checks.state,
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
    ...(settings.kind === 'oidc' ? { nonce: checks.nonce } : {}),
  });
}

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.length > 0 ? value.slice(0, max) : null;
}

/**
 * Redeems the code from the provider's redirect (`callbackUrl` = our redirect URI + its query) and
 * says who signed in. An e-mail counts only when the provider vouches for it.
 */
export async function identityFromCallback(
  settings: TProviderSettings,
  callbackUrl: URL,
  checks: TAuthorizationChecks,
): Promise<TProviderIdentity> {
  const config = await configurationOf(settings);
  const isOidc = settings.kind === 'oidc';
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    ...(isOidc ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
  });
  if (isOidc) {
    const claims = tokens.claims();
    if (!claims?.sub) throw new Error('ID token without subject');
    // Google puts e-mail and name in the ID token; a provider that keeps them for user-info is asked
    // there, for the same subject (openid-client refuses a user-info answer about someone else).
    const profile =
      claims.email === undefined && config.serverMetadata().userinfo_endpoint
        ? await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)
        : claims;
    return {
      subject: claims.sub.slice(0, 255),
      email: profile.email_verified === true ? text(profile.email, 255) : null,
      displayName: text(profile.name, 120),
    };
  }
  const url = new URL(settings.userinfoEndpoint ?? '');
  const response = await oidc.fetchProtectedResource(config, tokens.access_token, url, 'GET');
  if (!response.ok) throw new Error(`user-info answered ${response.status}`);
  const info = (await response.json()) as Record<string, unknown>;
  const subject = text(info.id ?? info.sub, 255);
  if (!subject) throw new Error('user-info without id');
  // Facebook only returns a confirmed e-mail; an OIDC-style user-info says so explicitly.
  const emailVerified = info.email_verified === undefined || info.email_verified === true;
  return {
    subject,
    email: emailVerified ? text(info.email, 255) : null,
    displayName: text(info.name, 120),
  };
}
