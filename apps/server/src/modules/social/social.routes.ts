import { envelopeOf } from '@tala/contract/envelope';
import { ZLoginResult } from '@tala/contract/session/login';
import {
  SOCIAL_PATHS,
  socialCallbackPath,
  ZSocialCallbackQuery,
  ZSocialLinkRequest,
  ZSocialProvider,
  ZSocialProviderList,
  ZSocialRegisterRequest,
  ZSocialStartQuery,
  ZSocialTicketRequest,
  ZSocialTicketResult,
} from '@tala/contract/session/social';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { clientContext } from '../session/client-context.ts';
import {
  availableProviders,
  finishSocialSignIn,
  linkWithSocial,
  redeemSocialTicket,
  registerWithSocial,
  startSocialSignIn,
} from './social.service.ts';

/**
 * This site's redirect URI for a provider, as the browser reaches it (scheme and host of the request),
 * in the URL's normal form: the provider compares it character by character (a default port is dropped).
 */
export function callbackUrlOf(request: FastifyRequest, provider: z.infer<typeof ZSocialProvider>): string {
  return new URL(socialCallbackPath(provider), `${request.protocol}://${request.host}`).href;
}

/** Google and Facebook sign-in (decision 022). */
export async function socialRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const socialDeps = {
    db: deps.db,
    absoluteHours: deps.env.SESSION_ABSOLUTE_HOURS,
    messaging: deps.messaging,
    hmacKey: deps.secrets.hmacKey,
    secretBox: deps.secretBox,
    logConfigError: (message: string) => app.log.error(message),
  };
  const params = z.object({ provider: ZSocialProvider });

  app.get(
    SOCIAL_PATHS.providers,
    { schema: { response: { 200: envelopeOf(ZSocialProviderList) } } },
    async (request, reply) => reply.ok({ providers: await availableProviders(deps.db, request.merchant) }),
  );

  // Browser navigations: they answer with redirects, errors included (in the fragment of the return page).
  app.get(
    SOCIAL_PATHS.start,
    { schema: { params, querystring: ZSocialStartQuery } },
    async (request, reply) => {
      const location = await startSocialSignIn(socialDeps, clientContext(request), {
        provider: request.params.provider,
        redirectUri: callbackUrlOf(request, request.params.provider),
        returnTo: request.query.returnTo ?? '/',
      });
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );
  app.get(
    SOCIAL_PATHS.callback,
    { schema: { params, querystring: ZSocialCallbackQuery } },
    async (request, reply) => {
      const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const location = await finishSocialSignIn(socialDeps, clientContext(request), {
        provider: request.params.provider,
        state: request.query.state,
        rawQuery,
        providerError: request.query.error !== undefined,
      });
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(location, 302);
    },
  );

  app.post(
    SOCIAL_PATHS.ticket,
    { schema: { body: ZSocialTicketRequest, response: { 200: envelopeOf(ZSocialTicketResult) } } },
    async (request, reply) =>
      reply.ok(await redeemSocialTicket(socialDeps, clientContext(request), request.body.ticket)),
  );
  app.post(
    SOCIAL_PATHS.register,
    { schema: { body: ZSocialRegisterRequest, response: { 200: envelopeOf(ZLoginResult) } } },
    async (request, reply) =>
      reply.ok(await registerWithSocial(socialDeps, clientContext(request), request.body)),
  );
  app.post(
    SOCIAL_PATHS.link,
    {
      config: { sealed: true },
      schema: { body: ZSocialLinkRequest, response: { 200: envelopeOf(ZLoginResult) } },
    },
    async (request, reply) =>
      reply.ok(await linkWithSocial(socialDeps, clientContext(request), request.body)),
  );
}
