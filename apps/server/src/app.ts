import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import { houseProvider } from '@tala/house-provider/service/house-provider';
import { injectTransport } from '@tala/house-provider/service/seamless/seamless-transport';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TApp, TAppDeps } from './app-deps.ts';
import { poolOf } from './db/database.ts';
import { HOUSE_PROVIDER_CODE } from './db/seed/seed-providers.ts';
import { deviceCookiePlugin } from './modules/session/device-cookie.ts';
import { providerAccountOf } from './modules/vendor-wallet/provider-accounts.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { authPlugin } from './plugins/auth.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { gameFrameSourcesPlugin } from './plugins/game-frame-sources.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { sealedBodyPlugin } from './plugins/sealed-body.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webStaticPlugin } from './plugins/web-static.ts';
import { registerModuleRoutes } from './routes.ts';

const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const BACKOFFICE_DIST = fileURLToPath(new URL('../../backoffice/dist/', import.meta.url));

/** Builds the whole HTTP application from its dependencies; main.ts and tests both use this. */
export async function buildApp(
  deps: TAppDeps,
  options: { logger?: boolean; webRoot?: string } = {},
): Promise<TApp> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: deps.env.LOG_LEVEL },
    bodyLimit: 256 * 1024,
    trustProxy: deps.env.TRUST_PROXY === 'true',
    routerOptions: { maxParamLength: 200 },
    // Some route plugins read the database while they register; on a machine at full load (tests beside
    // benchmarks) that passed the 10 s default once: a start that slow is slow, not stuck.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>() as unknown as TApp;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(envelopePlugin);
  await app.register(securityHeadersPlugin, {
    hsts: deps.env.NODE_ENV === 'production',
    trustProxy: deps.env.TRUST_PROXY === 'true',
  });
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  // The sealed body is opened before the input guard's body check runs; the guard's onRequest check
  // runs before the request context looks up the merchant (hooks run in registration order).
  await app.register(sealedBodyPlugin, { privateKey: deps.secrets.sealing.privateKey });
  await app.register(inputGuardPlugin);
  await app.register(requestContextPlugin, {
    merchants: deps.merchants,
    defaultMerchant: deps.env.DEFAULT_MERCHANT,
  });
  await app.register(authPlugin, { db: deps.db, idleMinutes: deps.env.SESSION_IDLE_MINUTES });
  await app.register(deviceCookiePlugin);
  await app.register(gameFrameSourcesPlugin, { db: deps.db });
  await registerApiDocs(app, deps);

  await registerModuleRoutes(app, deps);
  if (deps.env.HOUSE_PROVIDER === 'inline') await registerInlineHouse(app, deps);
  await app.register(webStaticPlugin, { root: options.webRoot ?? WEB_DIST, backofficeRoot: BACKOFFICE_DIST });
  return app;
}

/**
 * The house provider in this process (decision 007): its own plugin and schema, reaching the wallet
 * API through `inject` with signed bytes, as the default merchant's HOUSE provider account; the
 * platform calls its transfer API directly (deps.inProcessProviders), with signed bytes too.
 */
async function registerInlineHouse(app: TApp, deps: TAppDeps): Promise<void> {
  const pool = poolOf(deps.db);
  const url = deps.env.HOUSE_DATABASE_URL;
  const database = url ? { connectionString: url } : pool ? { pool } : null;
  if (!database) throw new Error('inline house: no database pool');
  await app.register(houseProvider, {
    database,
    exposeTransferApi: (basePath, api) => deps.inProcessProviders.register(basePath, api),
    exposeLotteryFeed: (basePath, api) => deps.inProcessProviders.register(basePath, api),
    exposeLotteryAdminApi: (basePath, api) => deps.inProcessProviders.register(basePath, api),
    platform: {
      transport: injectTransport(app),
      credentials: async () => {
        const merchant = await deps.merchants.byMerchantCode(deps.env.DEFAULT_MERCHANT);
        const account = merchant ? await providerAccountOf(deps.db, merchant.id, HOUSE_PROVIDER_CODE) : null;
        if (!merchant || !account) throw new Error('inline house: no HOUSE provider account');
        return { merchantCode: merchant.code, providerCode: HOUSE_PROVIDER_CODE, secret: account.secret };
      },
    },
  });
}
