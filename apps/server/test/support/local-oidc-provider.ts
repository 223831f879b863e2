import type { Server } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (npm `oidc-provider`, v8: the newest major that supports Node 20) on a
 * free loopback port, for social sign-in tests: discovery, authorization with PKCE, its own login and
 * consent pages (devInteractions), token and user-info endpoints, signed ID tokens. Any login name
 * signs in; the account's claims are derived from it.
 */
export type TLocalProvider = {
  issuer: string;
  clients: { clientId: string; clientSecret: string }[];
  close: () => Promise<void>;
};

export async function startLocalOidcProvider(
  clients: { clientId: string; clientSecret: string; redirectUris: string[] }[],
): Promise<TLocalProvider> {
  let server: Server | null = null;
  const port = await new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    pkce: { methods: ['S256'], required: () => true },
    features: { devInteractions: { enabled: true } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['local-oidc-provider-test-key'] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: `${id}@mail.test`,
        email_verified: true,
        name: `Player ${id}`,
      }),
    }),
  });
  server = provider.listen(port, '127.0.0.1') as unknown as Server;
  await new Promise<void>((resolve) => server?.once('listening', () => resolve()));
  return {
    issuer,
    clients: clients.map(({ clientId, clientSecret }) => ({ clientId, clientSecret })),
    close: () => new Promise((resolve) => server?.close(() => resolve())),
  };
}

function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

function keepCookies(jar: Map<string, string>, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (pair && eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
}

/** The provider's own form on the page: its action and fields, the login typed in where asked. */
function submitFormOf(html: string, base: string, login: string): { action: string; body: URLSearchParams } {
  const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form?.[1]) throw new Error(`no form on the provider page: ${html.slice(0, 200)}`);
  const body = new URLSearchParams();
  for (const input of form[2]?.matchAll(/<input[^>]*name="([^"]+)"[^>]*>/g) ?? []) {
    const name = input[1] ?? '';
    const value = /value="([^"]*)"/.exec(input[0])?.[1];
    body.set(name, name === 'login' ? login : name === 'password' ? 'any-password' : (value ?? ''));
  }
  return { action: new URL(form[1], base).href, body };
}

/**
 * Does what a person's browser does at the provider: follows its redirects with its cookies, signs in
 * on its login page as `login`, consents, and returns the address it finally sends the browser to
 * (the site's callback with code and state).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const origin = new URL(authorizationUrl).origin;
  let next: { url: string; init?: RequestInit } = { url: authorizationUrl };
  for (let step = 0; step < 20; step++) {
    const response = await fetch(next.url, {
      ...next.init,
      redirect: 'manual',
      headers: { ...(next.init?.headers ?? {}), cookie: cookieHeader(jar) },
    });
    keepCookies(jar, response);
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.origin !== origin) return target;
      next = { url: target.href };
      continue;
    }
    const html = await response.text();
    if (!response.ok) throw new Error(`provider answered ${response.status}: ${html.slice(0, 300)}`);
    const form = submitFormOf(html, next.url, login);
    next = {
      url: form.action,
      init: {
        method: 'POST',
        body: form.body.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    };
  }
  throw new Error('the provider did not send the browser back');
}
