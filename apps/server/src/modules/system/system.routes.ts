import { envelopeOf } from '@tala/contract/envelope';
import { API_PATHS } from '@tala/contract/paths';
import { ZRegisterSettings } from '@tala/contract/system/register-settings';
import {
  ZCountryList,
  ZCustomerServiceLookup,
  ZDomainRoute,
  ZStatusQuery,
  ZSystemStatus,
  ZWhitelabel,
} from '@tala/contract/system/status';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import {
  getCustomerServiceLookup,
  getDomainRoute,
  getRegisterSettings,
  getSystemStatus,
  getWhitelabelTree,
  listCountries,
} from './system.service.ts';
import { debugCountryFrom } from './visitor-location.ts';

/** Public system calls: no session needed; the merchant comes from the request context. */
export async function systemRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.get(
    API_PATHS.systemStatus,
    { schema: { querystring: ZStatusQuery, response: { 200: envelopeOf(ZSystemStatus) } } },
    async (request, reply) => {
      // request.ip honours X-Forwarded-For only when TRUST_PROXY is on (app.ts), so it cannot be spoofed.
      const visitor = {
        ip: request.ip,
        debugCountry: debugCountryFrom(request.headers['x-debug-country'], deps.env.NODE_ENV),
        language: request.lang,
      };
      const status = await getSystemStatus(
        deps.db,
        request.merchant,
        visitor,
        deps.secrets.sealing.publicKeySpki,
      );
      return reply.ok(status);
    },
  );

  app.get(
    API_PATHS.whitelabel,
    { schema: { response: { 200: envelopeOf(ZWhitelabel) } } },
    async (request, reply) => {
      const nodes = await getWhitelabelTree(deps.db, request.merchant.id);
      return reply.ok({ nodes, switches: request.merchant.settings.switches });
    },
  );

  app.get(
    API_PATHS.registerSettings,
    { schema: { response: { 200: envelopeOf(ZRegisterSettings) } } },
    async (request, reply) => reply.ok(await getRegisterSettings(deps.db, request.merchant)),
  );

  app.get(
    API_PATHS.domainRoute,
    { schema: { response: { 200: envelopeOf(ZDomainRoute) } } },
    async (request, reply) => reply.ok(await getDomainRoute(deps.db, request.merchant.id)),
  );

  app.get(
    API_PATHS.countries,
    { schema: { response: { 200: envelopeOf(ZCountryList) } } },
    async (_request, reply) => reply.ok(listCountries()),
  );

  app.get(
    API_PATHS.customerService,
    { schema: { response: { 200: envelopeOf(ZCustomerServiceLookup) } } },
    async (request, reply) => reply.ok(getCustomerServiceLookup(request.merchant.settings)),
  );
}
