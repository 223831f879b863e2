import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { THouseApp } from './house-app.ts';
import { readHouseEnv } from './house-env.ts';
import { houseProvider } from './house-provider.ts';
import { httpTransport } from './seamless/seamless-transport.ts';

/**
 * `npm run start:house`: the house provider as its own process, talking to the platform over HTTP only
 * (PLATFORM_URL), with its tables in schema `house` of HOUSE_DATABASE_URL.
 */
async function main() {
  const env = readHouseEnv();
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>() as unknown as THouseApp;
  const credentials = {
    merchantCode: env.HOUSE_MERCHANT_CODE,
    providerCode: env.HOUSE_PROVIDER_CODE,
    secret: env.HOUSE_PROVIDER_SECRET,
  };
  await app.register(houseProvider, {
    database: { connectionString: env.databaseUrl },
    platform: { transport: httpTransport(env.PLATFORM_URL), credentials: () => credentials },
    platformOrigin: env.frameOrigin,
  });
  await app.listen({ host: env.HOUSE_HOST, port: env.HOUSE_PORT });
  console.log(`\n  Tala house provider on port ${env.HOUSE_PORT}, wallet at ${env.PLATFORM_URL}`);

  const shutdown = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
