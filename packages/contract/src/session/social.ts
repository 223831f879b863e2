import { z } from 'zod';
import { ZPassword, ZUsername } from '../common.ts';
import { ZLoginResult } from './login.ts';

/**
 * Google and Facebook sign-in (seed 000 §6, seed 001 §8, decision 022): authorization code flow with
 * PKCE, state and nonce; the server handles the provider's answer and sends the browser back to the
 * site with a one-time ticket in the address fragment, which the site exchanges here.
 */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export const ZSocialProvider = z.enum(SOCIAL_PROVIDERS);
export type TSocialProvider = z.infer<typeof ZSocialProvider>;

export const SOCIAL_PATHS = {
  providers: '/wps/social/providers',
  /** GET, a browser navigation: redirects to the provider. */
  start: '/wps/social/:provider/start',
  /** GET, the provider's redirect back (redirect URI to register at the provider). */
  callback: '/wps/social/:provider/callback',
  ticket: '/wps/session/social',
  register: '/wps/session/social/register',
  link: '/wps/session/social/link',
} as const;

export function socialStartPath(provider: TSocialProvider): string {
  return SOCIAL_PATHS.start.replace(':provider', provider);
}
export function socialCallbackPath(provider: TSocialProvider): string {
  return SOCIAL_PATHS.callback.replace(':provider', provider);
}

export const ZSocialProviderList = z.object({ providers: z.array(ZSocialProvider).max(2) });
export const ZSocialStartQuery = z.object({
  returnTo: z
    .string()
    .max(200)
    .regex(/^\/(?!\/)[\w\-./?=&%]*$/)
    .optional(),
});
export const ZSocialCallbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(128).optional(),
  error: z.string().max(200).optional(),
});

const ZTicket = z.string().trim().min(20).max(64);
export const ZSocialTicketRequest = z.object({ ticket: ZTicket });

/** What the provider said about a person not linked yet: the site offers "new account" or "link". */
export const ZSocialPending = z.object({
  provider: ZSocialProvider,
  email: z.string().max(255).nullable(),
  displayName: z.string().max(120).nullable(),
  suggestedUsername: z.string().max(32),
});
export type TSocialPending = z.infer<typeof ZSocialPending>;

export const ZSocialRegisterRequest = z.object({
  ticket: ZTicket,
  username: ZUsername,
  /** The member is at least the merchant's minimum age and accepts the terms (seed 000 §5). */
  agree: z.literal(true),
  affiliateCode: z.string().trim().max(32).optional(),
  /** Who referred the visitor (`?referralCode=`), for attribution only (decision 052). */
  referralCode: z.string().trim().max(40).optional(),
});
export const ZSocialLinkRequest = z.object({ ticket: ZTicket, username: ZUsername, password: ZPassword });

export const ZSocialTicketResult = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('signedIn'), session: ZLoginResult }),
  z.object({ outcome: z.literal('pending'), pending: ZSocialPending }),
]);
export type TSocialTicketResult = z.infer<typeof ZSocialTicketResult>;
