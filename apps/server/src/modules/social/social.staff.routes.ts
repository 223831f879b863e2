import { BO_PATHS } from '@tala/contract/backoffice/paths';
import {
  ZSocialProviderBody,
  ZSocialProviderConfig,
  ZSocialProviderConfigList,
  ZSocialProviderParams,
} from '@tala/contract/backoffice/social-providers';
import { envelopeOf } from '@tala/contract/envelope';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { actorOf } from '../staff/staff-guard.ts';
import { callbackUrlOf } from './social.routes.ts';
import { listProviderConfigs, saveProviderConfig } from './social-staff.service.ts';

/** Social sign-in providers in the back office: admin only (they hold client secrets), audited. */
export async function socialStaffRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const box = deps.secretBox;
  const config = { action: 'settings.social' as const };

  app.get(
    BO_PATHS.socialProviders,
    { config, schema: { response: { 200: envelopeOf(ZSocialProviderConfigList) } } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .ok(await listProviderConfigs(deps.db, request.merchant.id, (p) => callbackUrlOf(request, p))),
  );
  app.put(
    BO_PATHS.socialProvider,
    {
      config,
      schema: {
        params: ZSocialProviderParams,
        body: ZSocialProviderBody,
        response: { 200: envelopeOf(ZSocialProviderConfig) },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      return reply.ok(
        await saveProviderConfig(deps.db, box, actorOf(request), {
          provider,
          body: request.body,
          callbackUrl: callbackUrlOf(request, provider),
        }),
      );
    },
  );
}
