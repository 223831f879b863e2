import { z } from 'zod';
import { ZSocialProvider } from '../session/social.ts';

/**
 * Social sign-in providers of a merchant, configured in the back office (admin only, audited). The
 * client secret is write-only: the console sees whether one is stored, never the value.
 */
const ZEndpoint = z
  .string()
  .trim()
  .max(255)
  .url()
  .refine((value) => isAllowedProviderUrl(value), 'https (or http on this machine)');

/** https, or plain http only to a loopback host (a provider run locally for development and tests). */
export function isAllowedProviderUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

export const ZSocialProviderConfig = z.object({
  provider: ZSocialProvider,
  configured: z.boolean(),
  enabled: z.boolean(),
  kind: z.enum(['oidc', 'oauth2']),
  issuer: z.string().max(255).nullable(),
  authorizationEndpoint: z.string().max(255).nullable(),
  tokenEndpoint: z.string().max(255).nullable(),
  userinfoEndpoint: z.string().max(255).nullable(),
  clientId: z.string().max(255),
  hasSecret: z.boolean(),
  scopes: z.string().max(255),
  /** The redirect URI to register at the provider. */
  callbackUrl: z.string().max(300),
  updatedAt: z.string().max(40).nullable(),
});
export type TSocialProviderConfig = z.infer<typeof ZSocialProviderConfig>;
export const ZSocialProviderConfigList = z.object({ list: z.array(ZSocialProviderConfig).max(2) });

export const ZSocialProviderParams = z.object({ provider: ZSocialProvider });

export const ZSocialProviderBody = z
  .object({
    enabled: z.boolean(),
    kind: z.enum(['oidc', 'oauth2']),
    issuer: ZEndpoint.nullable(),
    authorizationEndpoint: ZEndpoint.nullable(),
    tokenEndpoint: ZEndpoint.nullable(),
    userinfoEndpoint: ZEndpoint.nullable(),
    clientId: z.string().trim().min(1).max(255),
    /** Omitted or empty: keep the stored secret. */
    clientSecret: z.string().trim().max(500).optional(),
    scopes: z
      .string()
      .trim()
      .min(1)
      .max(255)
      .regex(/^[\w.:/-]+( [\w.:/-]+)*$/),
  })
  .refine((body) => body.kind !== 'oidc' || body.issuer !== null, { path: ['issuer'], message: 'required' })
  .refine(
    (body) =>
      body.kind !== 'oauth2' ||
      (body.authorizationEndpoint !== null && body.tokenEndpoint !== null && body.userinfoEndpoint !== null),
    { path: ['authorizationEndpoint'], message: 'required' },
  );
export type TSocialProviderBody = z.infer<typeof ZSocialProviderBody>;

/** What the console pre-fills for a provider not configured yet (Google by discovery, Facebook Login). */
export const SOCIAL_PROVIDER_DEFAULTS = {
  google: {
    kind: 'oidc',
    issuer: 'https://accounts.google.com',
    authorizationEndpoint: null,
    tokenEndpoint: null,
    userinfoEndpoint: null,
    scopes: 'openid email profile',
  },
  facebook: {
    kind: 'oauth2',
    issuer: null,
    authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userinfoEndpoint: 'https://graph.facebook.com/me?fields=id,name,email',
    scopes: 'email public_profile',
  },
} as const;
