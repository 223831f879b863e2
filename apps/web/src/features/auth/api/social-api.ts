import type { TLoginResult } from '@tala/contract/session/login';
import {
  SOCIAL_PATHS,
  socialStartPath,
  type TSocialProvider,
  type TSocialTicketResult,
} from '@tala/contract/session/social';
import { api } from '../../../lib/api-client.ts';

export function fetchSocialProviders(): Promise<{ providers: TSocialProvider[] }> {
  return api<{ providers: TSocialProvider[] }>(SOCIAL_PATHS.providers);
}

/** A full-page navigation to the provider; it comes back to this page with a ticket in the fragment. */
export function socialStartUrl(provider: TSocialProvider): string {
  const returnTo = window.location.pathname.startsWith('/') ? window.location.pathname : '/';
  return `${socialStartPath(provider)}?${new URLSearchParams({ returnTo })}`;
}

export function redeemSocialTicket(ticket: string): Promise<TSocialTicketResult> {
  return api<TSocialTicketResult>(SOCIAL_PATHS.ticket, { method: 'POST', body: { ticket } });
}

export function registerWithSocial(body: {
  ticket: string;
  username: string;
  agree: true;
  affiliateCode: string | undefined;
  referralCode: string | undefined;
}) {
  return api<TLoginResult>(SOCIAL_PATHS.register, { method: 'POST', body });
}

export function linkWithSocial(body: { ticket: string; username: string; password: string }) {
  return api<TLoginResult>(SOCIAL_PATHS.link, { method: 'POST', body, sealed: true });
}
