import { fileURLToPath } from 'node:url';
import { LOTTERY_ADMIN_BASE } from '@tala/contract/lottery/lottery-admin';
import { findIllFormedRequestText, findIllFormedText } from '@tala/contract/text';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type pg from 'pg';
import { apiRoutes } from './api/api.routes.ts';
import { HOUSE_ERROR_STATUS, HOUSE_PREFIX, type THouseErrorCode } from './api/api-contract.ts';
import { HouseError } from './api/house-error.ts';
import { openHouseDb } from './db/house-db.ts';
import { migrateHouse } from './db/migrate.ts';
import type { THouseApp } from './house-app.ts';
import { DEFAULT_HOUSE_CONFIG, type THouseConfig, type THouseContext } from './house-context.ts';
import { startHouseJobs } from './house-jobs.ts';
import { lotteryAdminRoutes } from './lottery/admin/lottery-admin.routes.ts';
import { createLotteryAdminApi, type TLotteryAdminApi } from './lottery/admin/lottery-admin-api.ts';
import { lotteryRoutes } from './lottery/lottery.routes.ts';
import { LOTTERY_FEED_BASE, lotteryFeedRoutes, type TLotteryFeedApi } from './lottery/lottery-feed.ts';
import { ensureLotteryGames } from './lottery/lottery-games.ts';
import { lotteryLiveRoutes } from './lottery/lottery-live.routes.ts';
import type { LotteryLiveHub, TLiveLimits } from './lottery/lottery-live-hub.ts';
import { lotteryRecallRoutes } from './lottery/lottery-recall.routes.ts';
import { pollResultsFeeds, type TLotteryResultsFeed } from './lottery/lottery-results-source.ts';
import {
  PAGE_SANDBOX,
  registerOpaqueOriginPreflight,
  setOpaqueOriginHeaders,
} from './pages/opaque-origin.ts';
import { pagesRoutes } from './pages/pages.routes.ts';
import { createSeamlessClient, type TSeamlessCredentials } from './seamless/seamless-client.ts';
import type { TSeamlessTransport } from './seamless/seamless-transport.ts';
import { transferRoutes } from './transfer/transfer.routes.ts';
import { createTransferApi, TRANSFER_API_BASE, type TTransferApi } from './transfer/transfer-api.ts';

const FEED_POLL_MS = 5_000;
const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../dist/web/', import.meta.url));

export type THouseProviderOptions = {
  /** The house's tables: a pool shared with the platform (in-process default) or its own database. */
  database: { pool: pg.Pool } | { connectionString: string };
  /** How the house reaches the platform's seamless API, and as whom (merchant, provider code, secret). */
  platform: {
    transport: TSeamlessTransport;
    credentials: () => Promise<TSeamlessCredentials> | TSeamlessCredentials;
    timeoutMs?: number;
    maxAttempts?: number;
  };
  /** The platform site's origin, allowed to frame the game page (same origin is always allowed). */
  platformOrigin?: string | null;
  webRoot?: string;
  config?: Partial<THouseConfig>;
  /** Recovery, settlement and cleanup loops (default on); a test drives them by hand instead. */
  runJobs?: boolean;
  /** Hands the built context to the caller (tests, benches) once the plugin is registered. */
  exposeContext?: (ctx: THouseContext) => void;
  /**
   * Hands the transfer API (the function its HTTP routes serve) and its full base path to a platform
   * running the house in its own process, which then calls it with the signed bytes directly.
   */
  exposeTransferApi?: (basePath: string, api: TTransferApi) => void;
  /** Hands the public lottery feed (lottery-feed.ts) to an in-process platform, like the transfer API. */
  exposeLotteryFeed?: (basePath: string, api: TLotteryFeedApi) => void;
  /** Hands the signed lottery admin API (decision 035) to an in-process platform, like the transfer API. */
  exposeLotteryAdminApi?: (basePath: string, api: TLotteryAdminApi) => void;
  /** Official results feeds games may follow (decision 035); none by default: the house draws its own. */
  lotteryResultsFeeds?: readonly TLotteryResultsFeed[];
  /** The lottery's live stream (lottery-live-hub.ts): its bounds, and its hub handed to tests. */
  live?: { limits?: Partial<TLiveLimits>; exposeHub?: (hub: LotteryLiveHub) => void };
};

/**
 * The house game provider as one Fastify plugin under /house: the player API, the game pages and the
 * transfer API, with its own tables in schema `house`. It knows the platform only through the seamless
 * client (signed requests over HTTP or, in-process, through `inject`) and serves the platform's transfer
 * calls (over HTTP, or called directly in-process: `exposeTransferApi`), so it runs unchanged inside the
 * platform (HOUSE_PROVIDER=inline) or as its own process (`npm run start:house`).
 */
export async function houseProvider(root: THouseApp, options: THouseProviderOptions): Promise<void> {
  await root.register(
    async (app: THouseApp) => {
      const database = openHouseDb(options.database);
      await migrateHouse(database.pool);
      const ctx: THouseContext = {
        db: database.db,
        wallet: createSeamlessClient({
          transport: options.platform.transport,
          credentials: options.platform.credentials,
          timeoutMs: options.platform.timeoutMs,
          maxAttempts: options.platform.maxAttempts,
        }),
        config: { ...DEFAULT_HOUSE_CONFIG, ...options.config },
        log: app.log,
      };
      await ensureLotteryGames(ctx, ctx.config.lottery.timeZone);
      options.exposeContext?.(ctx);

      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      app.setErrorHandler(handleError);
      app.setNotFoundHandler((_request, reply) => sendError(reply, 'NOT_FOUND', 'no such house path'));
      app.addHook('onSend', securityHeaders(options.platformOrigin ?? null));
      refuseIllFormedText(app);

      registerOpaqueOriginPreflight(app);
      await apiRoutes(app, ctx, options.platform.credentials);
      await lotteryRoutes(app, ctx);
      await lotteryRecallRoutes(app, ctx);
      const liveHub = await lotteryLiveRoutes(app, ctx, database.pool, options.live?.limits);
      options.live?.exposeHub?.(liveHub);
      await pagesRoutes(app, options.webRoot ?? DEFAULT_WEB_ROOT);
      const transferApi = createTransferApi(ctx.db, options.platform.credentials);
      await transferRoutes(app, transferApi);
      options.exposeTransferApi?.(`${HOUSE_PREFIX}${TRANSFER_API_BASE}`, transferApi);
      const lotteryFeed = await lotteryFeedRoutes(app, ctx);
      options.exposeLotteryFeed?.(`${HOUSE_PREFIX}${LOTTERY_FEED_BASE}`, lotteryFeed);
      const feeds = options.lotteryResultsFeeds ?? [];
      const lotteryAdmin = createLotteryAdminApi(ctx, options.platform.credentials, feeds);
      await lotteryAdminRoutes(app, lotteryAdmin);
      options.exposeLotteryAdminApi?.(`${HOUSE_PREFIX}${LOTTERY_ADMIN_BASE}`, lotteryAdmin);

      let jobs: ReturnType<typeof startHouseJobs> | null = null;
      let stopFeeds: (() => void) | null = null;
      if (options.runJobs !== false) {
        app.addHook('onReady', async () => {
          jobs = startHouseJobs(ctx);
          if (feeds.length > 0) stopFeeds = pollFeedsEvery(ctx, feeds);
        });
      }
      app.addHook('preClose', async () => {
        stopFeeds?.();
        await jobs?.stop();
      });
      app.addHook('onClose', async () => database.close());
    },
    { prefix: HOUSE_PREFIX },
  );
}

/** Official results feeds asked every few seconds for issues past their draw time (decision 035). */
function pollFeedsEvery(ctx: THouseContext, feeds: readonly TLotteryResultsFeed[]): () => void {
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    pollResultsFeeds(ctx, feeds)
      .catch((error) => ctx.log.error({ err: error }, 'house: lottery results feeds failed'))
      .finally(() => {
        isRunning = false;
      });
  }, FEED_POLL_MS).unref();
  return () => clearInterval(timer);
}

/**
 * No string with a NUL or a lone surrogate reaches a handler or the database (the platform's decision
 * 017, the same rule from the contract), also when the house runs as its own process.
 */
function refuseIllFormedText(app: THouseApp): void {
  app.addHook('onRequest', async (request) => {
    const where = findIllFormedRequestText(request);
    if (where !== null) throw new HouseError('BAD_REQUEST', `invalid text in ${where}`);
  });
  app.addHook('preValidation', async (request) => {
    const where = findIllFormedText(request.body);
    if (where !== null) throw new HouseError('BAD_REQUEST', `invalid text in body ${where}`);
  });
}

function sendError(reply: FastifyReply, code: THouseErrorCode, message: string) {
  return reply.status(HOUSE_ERROR_STATUS[code]).send({ error: { code, message: message.slice(0, 200) } });
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HouseError) return sendError(reply, error.code, error.message);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validation[0]?.instancePath || error.validationContext || 'body';
    return sendError(reply, 'BAD_REQUEST', `invalid ${where}`);
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return sendError(reply, 'BAD_REQUEST', error.code ?? 'bad request');
  }
  // A bug: log everything, leak nothing (house style 5).
  request.log.error({ err: error }, 'house: unhandled error');
  return sendError(reply, 'INTERNAL_ERROR', 'internal error');
}

/**
 * The game page may be framed by the platform site (CSP frame-ancestors 'self' + its origin; no
 * X-Frame-Options, which cannot name an origin); every other house response refuses framing. These
 * replace whatever the host application set, so the rule holds inline and standalone alike.
 */
function securityHeaders(platformOrigin: string | null) {
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  const playAncestors = ["'self'", ...(platformOrigin ? [platformOrigin] : [])].join(' ');
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const isFrameable = request.routeOptions.config?.houseFrameable === true && reply.statusCode < 400;
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    reply.header(
      'content-security-policy',
      `${directives}; frame-ancestors ${isFrameable ? playAncestors : "'none'"}${isPage ? `; ${PAGE_SANDBOX}` : ''}`,
    );
    setOpaqueOriginHeaders(request, reply, isPage);
    if (isFrameable) reply.removeHeader('x-frame-options');
    else reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    if (request.url.startsWith(`${HOUSE_PREFIX}/api/`)) reply.header('cache-control', 'no-store');
    return payload;
  };
}
