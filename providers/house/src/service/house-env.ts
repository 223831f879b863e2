import { z } from 'zod';

/** The platform's embedded PostgreSQL as `npm start` runs it locally (apps/server/src/db/embedded.ts). */
const LOCAL_PLATFORM_DATABASE = 'postgres://postgres:tala-local@127.0.0.1:54329/tala';

/** Environment of the standalone house process (`npm run start:house`), read once and validated. */
const ZHouseEnv = z.object({
  HOUSE_HOST: z.string().default('0.0.0.0'),
  HOUSE_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  /** Where the platform's seamless API is: `${PLATFORM_URL}/gw/seamless/v1/*`. */
  PLATFORM_URL: z.string().url(),
  HOUSE_MERCHANT_CODE: z.string().min(1).max(32).default('TALA'),
  HOUSE_PROVIDER_CODE: z
    .string()
    .regex(/^[A-Z0-9_]{2,20}$/)
    .default('HOUSE'),
  /** The shared HMAC secret of the platform's provider account for the house (provider_accounts). */
  HOUSE_PROVIDER_SECRET: z.string().min(32).max(200),
  /** Default: DATABASE_URL, else the platform's local embedded database. */
  HOUSE_DATABASE_URL: z.string().url().optional(),
  DATABASE_URL: z.string().url().optional(),
  /** The site allowed to frame the game page; default: PLATFORM_URL's origin. */
  HOUSE_FRAME_ORIGIN: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type THouseEnv = z.infer<typeof ZHouseEnv>;

export function readHouseEnv(source: NodeJS.ProcessEnv = process.env) {
  const parsed = ZHouseEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid house environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    databaseUrl: env.HOUSE_DATABASE_URL ?? env.DATABASE_URL ?? LOCAL_PLATFORM_DATABASE,
    frameOrigin: new URL(env.HOUSE_FRAME_ORIGIN ?? env.PLATFORM_URL).origin,
  };
}
