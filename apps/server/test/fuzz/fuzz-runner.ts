import { STAFF_COOKIE } from '@tala/contract/backoffice/staff';
import { GAME_LAUNCH_FIXED } from '@tala/contract/constants';
import { importPublicKey, sealPayload } from '@tala/contract/crypto/sealed-payload';
import { LAUNCH_GAME_PATH } from '@tala/contract/games/launch';
import { ZGatewayEvent } from '@tala/contract/payments/deposit';
import {
  PAYMENT_PATHS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '@tala/contract/payments/paths';
import {
  SEAMLESS_PATHS,
  ZAuthenticateRequest,
  ZBalanceRequest,
  ZBetBatchRequest,
  ZBetRequest,
  ZBonusWinRequest,
  ZEndRoundRequest,
  ZRollbackRequest,
  ZWinBatchRequest,
  ZWinRequest,
} from '@tala/contract/vendor-wallet/seamless';
import { signedHeaders } from '@tala/contract/vendor-wallet/signing';
import {
  TRANSFER_PATHS,
  ZCreatePlayerRequest,
  ZTransferBalanceRequest,
  ZTransferMoneyRequest,
  ZTransferStatusRequest,
} from '@tala/contract/vendor-wallet/transfer';
import { HOUSE_SESSION_HEADER } from '@tala/house-provider/service/api/api-contract';
import { sql } from 'kysely';
import { z } from 'zod';
import type { TApp, TAppDeps } from '../../src/app-deps.ts';
import { DEMO_STAFF } from '../../src/db/seed/demo-staff.ts';
import { HOUSE_PROVIDER_CODE } from '../../src/db/seed/seed-providers.ts';
import { currentTotpCode } from '../../src/lib/totp.ts';
import { creditFromHouse, MAIN_WALLET } from '../../src/modules/ledger/ledger.service.ts';
import { gatewaySecret, signWebhook } from '../../src/modules/payments/gateways/webhook-signature.ts';
import { providerAccountOf } from '../../src/modules/vendor-wallet/provider-accounts.ts';
import { solveHumanCheck } from '../support/human-check.ts';
import { caseAt, type TFuzzCase } from './fuzz-cases.ts';
import { operationsOf, type TOperation } from './fuzz-operations.ts';
import type { TJsonSchema, TKnownValues } from './fuzz-values.ts';

const MERCHANT = 'TALA';
const PLAYER = { username: 'demo_player', password: 'Player123!' };
const HOUSE_TRANSFER_BASE = '/house/transfer/v1';
const HUMAN_CHECKS = 30;

/** Everything a run needs that is fixed before the first case: operations, credentials, secrets. */
export type TFuzzContext = {
  app: TApp;
  deps: TAppDeps;
  operations: TOperation[];
  /** Operations left out of this run, and why. */
  skipped: string[];
  known: TKnownValues;
  sealedRoutes: Set<string>;
  providerSecret: string;
  gatewaySecret: string;
  publicKey: CryptoKey;
  sessions: { player: string; staff: string; house: string | null };
  /** The merchant settings as seeded: put back after a fuzzed staff call changed them. */
  settingsSnapshot: unknown;
};

export type TFuzzFailure = {
  index: number;
  method: string;
  url: string;
  mutation: string;
  status: number;
  body: string;
};

export type TFuzzStats = {
  cases: number;
  byStatus: Map<number, number>;
  failures: TFuzzFailure[];
  /** Operations that answered something other than 4xx at least once (reached their handler's logic). */
  reachedHandlers: Set<string>;
};

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJsonSchema;

/** The signed raw-body routes have no body in the OpenAPI document; their contract schemas fill it in. */
function rawBodies(): Record<string, TJsonSchema> {
  const seamless: [string, z.ZodType][] = [
    [SEAMLESS_PATHS.authenticate, ZAuthenticateRequest],
    [SEAMLESS_PATHS.balance, ZBalanceRequest],
    [SEAMLESS_PATHS.bet, ZBetRequest],
    [SEAMLESS_PATHS.win, ZWinRequest],
    [SEAMLESS_PATHS.rollback, ZRollbackRequest],
    [SEAMLESS_PATHS.endRound, ZEndRoundRequest],
    [SEAMLESS_PATHS.bonusWin, ZBonusWinRequest],
    [SEAMLESS_PATHS.winBatch, ZWinBatchRequest],
    [SEAMLESS_PATHS.betBatch, ZBetBatchRequest],
  ];
  const transfer: [string, z.ZodType][] = [
    [TRANSFER_PATHS.createPlayer, ZCreatePlayerRequest],
    [TRANSFER_PATHS.transferIn, ZTransferMoneyRequest],
    [TRANSFER_PATHS.transferOut, ZTransferMoneyRequest],
    [TRANSFER_PATHS.transferStatus, ZTransferStatusRequest],
    [TRANSFER_PATHS.balance, ZTransferBalanceRequest],
  ];
  const bodies: Record<string, TJsonSchema> = {};
  for (const [path, schema] of seamless) bodies[`POST ${path}`] = jsonSchemaOf(schema);
  for (const [path, schema] of transfer) bodies[`POST ${HOUSE_TRANSFER_BASE}${path}`] = jsonSchemaOf(schema);
  bodies[`POST ${PAYMENT_PATHS.webhook.replace(':gateway', '{gateway}')}`] = jsonSchemaOf(ZGatewayEvent);
  return bodies;
}

async function merchantId(deps: TAppDeps): Promise<number> {
  const merchant = await deps.merchants.byMerchantCode(MERCHANT);
  if (!merchant) throw new Error('fuzz: demo merchant missing');
  return merchant.id;
}

/** Real ids and codes of the demo merchant by field name, so valid cases reach handlers, not 404s. */
async function knownValues(deps: TAppDeps): Promise<Record<string, unknown[]>> {
  const db = deps.db;
  const vendors = await db.selectFrom('game_vendors').select('vassalage as code').limit(40).execute();
  const games = await db.selectFrom('games').select(['id', 'code']).limit(40).execute();
  const channels = await db.selectFrom('deposit_channels').select('code').execute();
  const members = await db.selectFrom('members').select(['id', 'username']).limit(10).execute();
  const ids = ['1', '2', '3', '5', '8', '13', '0', '9223372036854775807'];
  const merchant = await deps.merchants.byMerchantCode(MERCHANT);
  const bankCodes = (merchant?.settings.banks ?? []).map((bank) => bank.code);
  return {
    vassalage: vendors.map((v) => v.code),
    gameId: games.flatMap((g) => [String(g.id), g.code]),
    channelCode: channels.map((c) => c.code),
    from: ['MAIN', ...vendors.map((v) => `VENDOR:${v.code}`)],
    to: ['MAIN', ...vendors.map((v) => `VENDOR:${v.code}`)],
    wallet: ['MAIN', 'POINTS'],
    amount: ['0.01', '1.00', '10.00', '100.00', '500.00'],
    bet: ['1.00', '0.10', '10.00'],
    currency: ['PHP'],
    merchantCode: [MERCHANT],
    playerId: members.map((m) => String(m.id)),
    username: members.map((m) => m.username),
    id: ids,
    bankAccountId: ids,
    bankCode: bankCodes,
    password: [PLAYER.password],
  };
}

let loginIp = 0;
const nextIp = () => {
  loginIp += 1;
  return `10.77.${Math.floor(loginIp / 250) % 250}.${loginIp % 250}`;
};

async function playerSession(ctx: Pick<TFuzzContext, 'app' | 'publicKey'>): Promise<string> {
  const verification = await solveHumanCheck(ctx.app);
  const body = await sealPayload({ type: 'username', verification, ...PLAYER }, ctx.publicKey);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    remoteAddress: nextIp(),
    headers: { merchant: MERCHANT },
    payload: body as Record<string, unknown>,
  });
  const token = res.json().value?.token;
  if (res.statusCode !== 200 || typeof token !== 'string')
    throw new Error(`fuzz: player login failed: ${res.body}`);
  return token;
}

async function staffSession(ctx: Pick<TFuzzContext, 'app' | 'deps'>): Promise<string> {
  const admin = DEMO_STAFF.find((staff) => staff.username === 'admin');
  if (!admin?.totpSecret) throw new Error('fuzz: demo admin missing');
  // A code is single-use per 30-second step; the fuzz signs admin in again after a fuzzed logout.
  await ctx.deps.db
    .updateTable('staff')
    .set({ totp_last_step: null })
    .where('username', '=', 'admin')
    .execute();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/bo/api/auth/login',
    remoteAddress: nextIp(),
    headers: { 'x-tala-staff': '1', merchant: MERCHANT },
    payload: { username: admin.username, password: admin.password, totp: currentTotpCode(admin.totpSecret) },
  });
  const cookie = String(res.headers['set-cookie'] ?? '').match(new RegExp(`${STAFF_COOKIE}=([^;]*)`))?.[1];
  if (res.statusCode !== 200 || !cookie) throw new Error(`fuzz: staff login failed: ${res.body}`);
  return `${STAFF_COOKIE}=${cookie}`;
}

/**
 * A session of the house provider's player API, as the game page gets it: a launch token from the
 * platform's launchGame, traded at POST /house/api/session. Null when the house is not inline.
 */
async function houseSession(ctx: Pick<TFuzzContext, 'app' | 'sessions'>): Promise<string | null> {
  const launch = await ctx.app.inject({
    method: 'POST',
    url: LAUNCH_GAME_PATH,
    headers: { merchant: MERCHANT, authorization: `Bearer ${ctx.sessions.player}` },
    payload: { ...GAME_LAUNCH_FIXED, gameId: 'house-slot', vassalage: 'TALA_SLOTS' },
  });
  const url = launch.json().value?.game_url;
  const launchToken = typeof url === 'string' ? new URL(url, 'http://x').searchParams.get('token') : null;
  if (!launchToken) return null;
  const res = await ctx.app.inject({ method: 'POST', url: '/house/api/session', payload: { launchToken } });
  const token = res.json().sessionToken;
  return typeof token === 'string' ? token : null;
}

/** A route takes a sealed body when an unsealed `{}` is refused as DECRYPTION_FAILED. */
async function findSealedRoutes(app: TApp, operations: TOperation[]): Promise<Set<string>> {
  const sealed = new Set<string>();
  for (const op of operations) {
    if (op.method !== 'POST' && op.method !== 'PUT') continue;
    if (op.pathParams.length > 0) continue;
    const res = await app.inject({
      method: op.method,
      url: op.path,
      headers: { merchant: MERCHANT },
      payload: {},
    });
    if (res.statusCode === 400 && res.json().code === 'DECRYPTION_FAILED')
      sealed.add(`${op.method} ${op.path}`);
  }
  return sealed;
}

/**
 * The house's game pages answer 503 "not built yet" until `npm run build` made them (a test run does
 * not build): then they are left out, and the run says so.
 */
async function unbuiltPages(app: TApp): Promise<Set<string>> {
  // Each page on its own: a build from before a page was added has the others but not that one.
  const probes = {
    '/house/play/{gameId}': '/house/play/house-slot',
    '/house/rules/{gameId}': '/house/rules/house-slot',
    '/house/verify': '/house/verify',
    '/house/recall/{roundId}': '/house/recall/hr_probe',
    '/house/proof/{roundId}': '/house/proof/hr_probe',
  };
  const unbuilt = new Set<string>();
  for (const [path, url] of Object.entries(probes)) {
    if ((await app.inject({ url })).statusCode === 503) unbuilt.add(path);
  }
  return unbuilt;
}

/**
 * The demo player gets 1,000,000.00 on MAIN (one balanced posting from a house account, as a deposit
 * leaves it), so valid-looking bets, transfers and withdrawals reach the money paths, not
 * "insufficient funds"; ledger:verify still holds at the end.
 */
async function fundPlayer(deps: TAppDeps, merchantId: number): Promise<void> {
  const member = await deps.db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', PLAYER.username)
    .executeTakeFirstOrThrow();
  await creditFromHouse(deps.db, {
    merchantId,
    memberId: member.id,
    currency: 'PHP',
    houseCode: 'FUZZ_FUNDING',
    walletCode: MAIN_WALLET,
    amountMinor: 100_000_000n,
    idempotencyKey: `fuzz-funding:${member.id}`,
    kind: 'ADJUSTMENT',
  });
}

export async function prepareFuzz(app: TApp, deps: TAppDeps): Promise<TFuzzContext> {
  const unbuilt = await unbuiltPages(app);
  const operations = operationsOf(app.swagger(), rawBodies()).filter((op) => !unbuilt.has(op.path));
  const id = await merchantId(deps);
  await fundPlayer(deps, id);
  const account = await providerAccountOf(deps.db, id, HOUSE_PROVIDER_CODE);
  if (!account) throw new Error('fuzz: house provider account missing');
  const publicKey = await importPublicKey(deps.secrets.sealing.publicKeySpki);
  const settings = await deps.db
    .selectFrom('merchant_settings')
    .select('settings')
    .where('merchant_id', '=', id)
    .executeTakeFirstOrThrow();
  const base = { app, deps, publicKey };
  const sessions = {
    player: await playerSession(base),
    staff: await staffSession(base),
    house: null as string | null,
  };
  sessions.house = await houseSession({ app, sessions });
  const known = await knownValues(deps);
  // Solved human checks (single-use each), so some sign-in, registration and SMS cases get past ALTCHA.
  known.verification = await Promise.all(Array.from({ length: HUMAN_CHECKS }, () => solveHumanCheck(app)));
  return {
    ...base,
    operations,
    skipped: [...unbuilt].map((path) => `GET ${path} (house pages not built: npm run build)`),
    known,
    sealedRoutes: await findSealedRoutes(app, operations),
    providerSecret: account.secret,
    gatewaySecret: await gatewaySecret(deps.db, 'sandbox'),
    sessions,
    settingsSnapshot: settings.settings,
  };
}

const isSignedArea = (op: TOperation) =>
  op.area === 'signed-provider' || op.area === 'signed-house' || op.area === 'signed-gateway';

function signatureHeaders(ctx: TFuzzContext, op: TOperation, rawBody: string): Record<string, string> {
  if (op.area === 'signed-gateway') {
    const timestamp = String(Date.now());
    return {
      [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(ctx.gatewaySecret, timestamp, rawBody),
    };
  }
  const { 'content-type': _, ...headers } = signedHeaders({
    secret: ctx.providerSecret,
    merchantCode: MERCHANT,
    providerCode: HOUSE_PROVIDER_CODE,
    rawBody,
  });
  return headers;
}

async function payloadOf(ctx: TFuzzContext, c: TFuzzCase): Promise<string | Buffer | undefined> {
  if (c.rawBody !== undefined) return c.rawBody;
  if (c.json === undefined) return undefined;
  const sealed = ctx.sealedRoutes.has(`${c.operation.method} ${c.operation.path}`) && c.seal;
  return JSON.stringify(sealed ? await sealPayload(c.json, ctx.publicKey) : c.json);
}

function headersOf(ctx: TFuzzContext, c: TFuzzCase, payload: string | Buffer | undefined) {
  const headers: Record<string, string | string[]> = { merchant: MERCHANT, language: 'en' };
  if (c.auth === 'player') headers.authorization = `Bearer ${ctx.sessions.player}`;
  // The house's player API knows its own session (the game page's header), not the site's.
  if (c.auth === 'player' && c.operation.area === 'house' && ctx.sessions.house) {
    headers[HOUSE_SESSION_HEADER] = ctx.sessions.house;
  }
  if (c.auth === 'staff') {
    headers.cookie = ctx.sessions.staff;
    headers['x-tala-staff'] = '1';
  }
  if (c.contentType !== undefined) headers['content-type'] = c.contentType;
  if (isSignedArea(c.operation) && c.sign && payload !== undefined) {
    Object.assign(headers, signatureHeaders(ctx, c.operation, payload.toString()));
  }
  for (const name of c.headers.remove) delete headers[name];
  Object.assign(headers, c.headers.set);
  return headers;
}

/** Routes that answer a server-sent-events stream and stay open (decision 036): their status is the answer. */
const STREAM_PATHS: ReadonlySet<string> = new Set(['/house/api/lottery/live']);

/** Sends one case; the answer's status and the start of its body. */
export async function runCase(ctx: TFuzzContext, c: TFuzzCase): Promise<{ status: number; body: string }> {
  const payload = await payloadOf(ctx, c);
  const request = {
    method: c.operation.method,
    url: c.url,
    headers: headersOf(ctx, c, payload),
    remoteAddress: `10.${(c.index >> 16) & 255}.${(c.index >> 8) & 255}.${c.index & 255}`,
    ...(payload === undefined ? {} : { payload }),
  };
  if (STREAM_PATHS.has(c.operation.path)) {
    const aborted = new AbortController();
    const res = await ctx.app.inject({ ...request, payloadAsStream: true, signal: aborted.signal });
    aborted.abort();
    return { status: res.statusCode, body: '' };
  }
  const res = await ctx.app.inject(request);
  return { status: res.statusCode, body: res.body.slice(0, 400) };
}

/** Staff calls that change the merchant's settings run alone, and the seeded settings come back after. */
const isExclusive = (op: TOperation) => op.path.startsWith('/bo/api/settings') && op.method !== 'GET';

async function restoreSettings(ctx: TFuzzContext): Promise<void> {
  const id = await merchantId(ctx.deps);
  await sql`UPDATE merchant_settings SET settings = ${JSON.stringify(ctx.settingsSnapshot)}::jsonb
    WHERE merchant_id = ${id}`.execute(ctx.deps.db);
  ctx.deps.merchants.invalidate();
}

const renewing = new Map<string, Promise<void>>();

/** Is this session still good? A cheap authenticated read of its area. */
async function isAlive(ctx: TFuzzContext, kind: 'player' | 'staff'): Promise<boolean> {
  const { player, staff } = ctx.sessions;
  const request =
    kind === 'player'
      ? { url: '/wps/member/info', headers: { merchant: MERCHANT, authorization: `Bearer ${player}` } }
      : { url: '/bo/api/auth/me', headers: { merchant: MERCHANT, cookie: staff, 'x-tala-staff': '1' } };
  return (await ctx.app.inject(request)).statusCode !== 401;
}

/** Signs in again when a session no longer works (one renewal at a time per kind). */
function ensureSession(ctx: TFuzzContext, kind: 'player' | 'staff' | 'house'): Promise<void> {
  const pending = renewing.get(kind);
  if (pending) return pending;
  const renewal = (async () => {
    // The house's session lives on the site session it was launched from (its own reads still work
    // when the platform already refuses its bets): launched again whenever a house call was refused.
    if (kind === 'house') {
      if (ctx.sessions.house !== null) ctx.sessions.house = await houseSession(ctx);
      return;
    }
    if (await isAlive(ctx, kind)) return;
    if (kind === 'player') ctx.sessions.player = await playerSession(ctx);
    else ctx.sessions.staff = await staffSession(ctx);
  })().finally(() => renewing.delete(kind));
  renewing.set(kind, renewal);
  return renewal;
}

/** A fuzzed logout, login or password call may have ended a session the fuzz uses. */
async function renewSessions(ctx: TFuzzContext, c: TFuzzCase, answer: { status: number }) {
  if (answer.status !== 401 && !c.operation.path.endsWith('/logout')) return;
  await Promise.all([ensureSession(ctx, 'player'), ensureSession(ctx, 'staff')]);
  const rightCredentials =
    c.auth === 'player' && c.headers.remove.length + Object.keys(c.headers.set).length === 0;
  if (c.operation.area === 'house' && rightCredentials && answer.status === 401)
    await ensureSession(ctx, 'house');
}

export type TFuzzRun = {
  seed: number;
  from?: number;
  count: number;
  concurrency: number;
  onProgress?: (done: number, stats: TFuzzStats) => void;
};

/**
 * Runs cases [from, from + count) of `seed`, `concurrency` at a time. Any 5xx is a failure, recorded
 * with what reproduces it: the seed and the case index (`FUZZ_SEED=… FUZZ_CASE=…`).
 */
export async function runFuzz(ctx: TFuzzContext, run: TFuzzRun): Promise<TFuzzStats> {
  const stats: TFuzzStats = { cases: 0, byStatus: new Map(), failures: [], reachedHandlers: new Set() };
  const from = run.from ?? 0;
  const one = async (index: number) => {
    const c = caseAt(ctx.operations, ctx.known, run.seed, index);
    const answer = await runCase(ctx, c);
    stats.cases += 1;
    stats.byStatus.set(answer.status, (stats.byStatus.get(answer.status) ?? 0) + 1);
    if (answer.status < 300) stats.reachedHandlers.add(`${c.operation.method} ${c.operation.path}`);
    if (answer.status >= 500) {
      const { method } = c.operation;
      stats.failures.push({ index, method, url: c.url.slice(0, 300), mutation: c.mutation, ...answer });
    }
    await renewSessions(ctx, c, answer);
  };
  let batch: Promise<void>[] = [];
  for (let index = from; index < from + run.count; index++) {
    const op = ctx.operations[index % ctx.operations.length] as TOperation;
    if (isExclusive(op)) {
      await Promise.all(batch);
      batch = [];
      await one(index);
      await restoreSettings(ctx);
    } else {
      batch.push(one(index));
      if (batch.length >= run.concurrency) {
        await Promise.all(batch);
        batch = [];
      }
    }
    if ((index - from + 1) % 1000 === 0) run.onProgress?.(index - from + 1, stats);
  }
  await Promise.all(batch);
  return stats;
}

/** One line per failure: what was sent and what came back, and how to send it again. */
export function describeFailure(seed: number, failure: TFuzzFailure): string {
  return `5xx ${failure.status} ${failure.method} ${failure.url} [${failure.mutation}] → ${failure.body}\n  reproduce: FUZZ_SEED=${seed} FUZZ_CASE=${failure.index} npm run bench:fuzz`;
}
