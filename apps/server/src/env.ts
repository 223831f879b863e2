import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { APP_SECRET_ADVICE, appSecretWeakness } from './lib/app-secret.ts';

/**
 * Connections one server keeps to PostgreSQL. Few, busy connections beat many: in bench:wallet a pool of
 * 6 on a 2-core machine did 124 transfers/s where a pool of 16 did 78, with PostgreSQL spending a third
 * less CPU per transfer (a backend that works continuously stays in the CPU's caches). The usual
 * PostgreSQL sizing, twice the cores plus a little, assuming the database has as many cores as this host.
 */
export function defaultDbPoolSize(): number {
  return Math.max(4, availableParallelism() * 2 + 2);
}

/** Environment, read once and validated (house style 10). Every variable is listed in the README. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(defaultDbPoolSize),
  /** Merchant codes are upper case (merchants.code); a production first start creates this one. */
  DEFAULT_MERCHANT: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}$/, 'a merchant code: 2 to 32 of A-Z, 0-9 and _')
    .default('TALA'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serves the dev-only outbox page (SMS and e-mail sent by the built-in provider), to loopback only. */
  OUTBOX_PAGE: z.enum(['on', 'off']).optional(),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tala <no-reply@tala.local>'),
  /**
   * Secret for ALTCHA challenges, captchas and SMS codes; generated and stored in the database when unset
   * (development only: a production start refuses to run without it, start-checks.ts).
   */
  APP_SECRET: z
    .string()
    .max(512)
    .superRefine((secret, ctx) => {
      const weakness = appSecretWeakness(secret);
      if (weakness) ctx.addIssue({ code: 'custom', message: `weak: ${weakness}. ${APP_SECRET_ADVICE}` });
    })
    .optional(),
  /**
   * 32 random bytes (base64 or hex) that seal every secret stored in the database (lib/secret-box.ts,
   * decision 031). Required in production; elsewhere generated into DATA_DIR/data-encryption.key when
   * unset. Checked in secret-box.ts, which names the variable.
   */
  DATA_ENCRYPTION_KEY: z.string().max(200).optional(),
  /**
   * The key being rotated away from: still opens, never seals (npm run secrets:rotate-key). Also takes the
   * value DATA_ENCRYPTION_KEY had before decision 031 (any 32+ characters), read once by the upgrade.
   */
  DATA_ENCRYPTION_KEY_PREVIOUS: z.string().max(200).optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  /** Trust X-Forwarded-For/-Proto from a proxy in front (needed behind a load balancer or TLS proxy). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** The house game provider under /house in this process (inline), or not at all (off: run it apart). */
  HOUSE_PROVIDER: z.enum(['inline', 'off']).default('inline'),
  /** The inline house's tables (schema `house`); default: this platform's database. */
  HOUSE_DATABASE_URL: z.string().url().optional(),
  /**
   * The built-in sandbox payment gateway (anyone can "pay" on its page): on by default outside production,
   * off in production, where switching it on also needs ALLOW_SANDBOX_GATEWAY_IN_PRODUCTION=true.
   */
  SANDBOX_GATEWAY: z.enum(['on', 'off']).optional(),
  ALLOW_SANDBOX_GATEWAY_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
  /**
   * From before decision 031 (the staff TOTP key of decision 016): read only to re-seal staff secrets of
   * that time under DATA_ENCRYPTION_KEY (lib/secret-box-legacy.ts); a start warns while they are set.
   */
  STAFF_TOTP_KEY: z.string().max(200).optional(),
  STAFF_TOTP_KEY_PREVIOUS: z.string().max(200).optional(),
  /** The back office's public address for enrolment links, e.g. https://ops.example.com (no /bo). */
  BACKOFFICE_URL: z.string().url().max(200).optional(),
  /** On a first start outside production: 10,000 generated games for scale tests (never the demo). */
  SEED_SCALE_CATALOGUE: z.enum(['0', '1']).default('0'),
  /**
   * On a demo first start: demo_agent's team plays over the last month and the demo contracts began with it, so the
   * agent centre has history to show. The test suite and the benches turn it off: they count the demo's money.
   */
  SEED_DEMO_HISTORY: z.enum(['0', '1']).default('1'),
});
export type TEnv = z.infer<typeof ZEnv>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): TEnv {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  // A relative DATA_DIR is where the command was typed (npm sets INIT_CWD), not the workspace npm runs
  // the server in: `npm start` from the repository's root keeps its data in ./.data, as the README says.
  const base = source.INIT_CWD ?? process.cwd();
  return { ...parsed.data, DATA_DIR: path.resolve(base, parsed.data.DATA_DIR) };
}

export function isSandboxGatewayOn(env: Pick<TEnv, 'NODE_ENV' | 'SANDBOX_GATEWAY'>): boolean {
  return env.SANDBOX_GATEWAY ? env.SANDBOX_GATEWAY === 'on' : env.NODE_ENV !== 'production';
}

export function isOutboxPageOn(env: TEnv): boolean {
  return env.OUTBOX_PAGE ? env.OUTBOX_PAGE === 'on' : env.NODE_ENV !== 'production';
}
