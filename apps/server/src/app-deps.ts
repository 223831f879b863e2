import type { TDb } from './db/database.ts';
import type { TEnv } from './env.ts';
import type { TMessaging } from './lib/messaging/messaging.ts';
import type { TSecretBox } from './lib/secret-box.ts';
import type { TSecrets } from './lib/secrets.ts';
import type { MerchantCache } from './modules/merchants/merchant-cache.ts';
import type { InProcessProviders } from './modules/vendor-wallet/provider-transport.ts';

/** What every module's routes receive: built once in app.ts, no globals. */
export type TAppDeps = {
  db: TDb;
  env: TEnv;
  secrets: TSecrets;
  merchants: MerchantCache;
  messaging: TMessaging;
  /** Provider APIs served in this process (the inline house's transfer API registers here). */
  inProcessProviders: InProcessProviders;
  /** Seals and opens every secret at rest (DATA_ENCRYPTION_KEY; decision 031). */
  secretBox: TSecretBox;
};

import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The Fastify instance with zod schemas as its type provider; routes get typed bodies and replies. */
export type TApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
