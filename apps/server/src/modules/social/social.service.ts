import { DEMO_AGENT_TYPE } from '@tala/contract/constants';
import type { TLoginResult } from '@tala/contract/session/login';
import type { TSocialPending, TSocialProvider, TSocialTicketResult } from '@tala/contract/session/social';
import { SOCIAL_ERROR_FRAGMENT, SOCIAL_TICKET_FRAGMENT } from '@tala/contract/session/social-fragments';
import type { TDb } from '../../db/database.ts';
import { sealedContext } from '../../db/sealed-columns.ts';
import { AppError } from '../../lib/app-error.ts';
import { ConfigError } from '../../lib/config-error.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import type { TSecretBox } from '../../lib/secret-box.ts';
import { newToken, numericCode, sha256 } from '../../lib/tokens.ts';
import { findMemberById, findMemberByUsername, type TMemberRow } from '../member/member.repository.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { attributeReferral } from '../referrals/referral-attribution.ts';
import { ruleIssue } from '../registration/register-rules.ts';
import { createMemberAccount, loadRuleSet } from '../registration/registration.service.ts';
import type { TClientContext } from '../session/client-context.ts';
import type { TLoginDeps } from '../session/login.service.ts';
import { startSession } from '../session/session.service.ts';
import { enforceLimit, limitKey } from '../verification/limits.ts';
import {
  authorizationUrl,
  identityFromCallback,
  newAuthorizationChecks,
  type TProviderSettings,
} from './oidc-adapter.ts';
import {
  consumeTicket,
  countTicketAttempt,
  findLiveTicket,
  findSocialIdentity,
  insertSocialIdentity,
  insertSocialTicket,
  type TSocialTicketRow,
} from './social-identities.repository.ts';
import { findSocialProvider, listSocialProviders } from './social-providers.repository.ts';
import { consumeSocialState, insertSocialState, pruneSocialFlows } from './social-states.repository.ts';

export type TSocialDeps = TLoginDeps & {
  secretBox: TSecretBox;
  /** Where an operator's problem met in a browser flow (e.g. a wrong DATA_ENCRYPTION_KEY) is logged. */
  logConfigError: (message: string) => void;
};

/** States and tickets live 10 minutes (reference.md: out-of-band values at most 10 minutes). */
const FLOW_MINUTES = 10;
const TICKET_ATTEMPTS = 5;

/** The providers whose buttons the site shows: switch SOCIAL_SIGN_IN on, provider configured and enabled. */
export async function availableProviders(db: TDb, merchant: TMerchant): Promise<TSocialProvider[]> {
  if (!merchant.settings.switches.SOCIAL_SIGN_IN) return [];
  const rows = await listSocialProviders(db, merchant.id);
  return rows.filter((row) => row.enabled).map((row) => row.provider);
}

async function providerSettings(deps: TSocialDeps, merchant: TMerchant, provider: TSocialProvider) {
  if (!merchant.settings.switches.SOCIAL_SIGN_IN) throw new AppError('SOCIAL_PROVIDER_UNAVAILABLE');
  const row = await findSocialProvider(deps.db, merchant.id, provider);
  if (!row?.enabled) throw new AppError('SOCIAL_PROVIDER_UNAVAILABLE');
  const settings: TProviderSettings = {
    cacheKey: `${merchant.id}:${provider}:${row.updated_at.getTime()}`,
    kind: row.kind,
    issuer: row.issuer,
    authorizationEndpoint: row.authorization_endpoint,
    tokenEndpoint: row.token_endpoint,
    userinfoEndpoint: row.userinfo_endpoint,
    clientId: row.client_id,
    clientSecret: deps.secretBox.open(
      row.client_secret_enc,
      sealedContext.socialClientSecret(merchant.id, provider),
    ),
    scopes: row.scopes,
  };
  return settings;
}

/** Where the browser goes after an error: back to the page it came from, the code in the fragment. */
function errorRedirect(returnTo: string, code: string): string {
  return `${returnTo}#${SOCIAL_ERROR_FRAGMENT}=${encodeURIComponent(code)}`;
}

/** The code a failed browser flow reports; the operator's problems are logged (the page gets the code). */
function failureCode(deps: TSocialDeps, error: unknown): string {
  if (error instanceof AppError) return error.code;
  if (error instanceof ConfigError) {
    deps.logConfigError(error.message);
    return error.code;
  }
  return 'SOCIAL_SIGN_IN_FAILED';
}

/**
 * GET …/start: a fresh state, nonce and PKCE verifier, stored with the browser's device id (so only
 * this browser can finish the flow), then the provider's authorization URL.
 */
export async function startSocialSignIn(
  deps: TSocialDeps,
  ctx: TClientContext,
  input: { provider: TSocialProvider; redirectUri: string; returnTo: string },
): Promise<string> {
  try {
    await enforceLimit(deps.db, limitKey(ctx.merchant.id, 'social:start', ctx.ip), {
      limit: 30,
      windowMs: 10 * 60_000,
    });
    const settings = await providerSettings(deps, ctx.merchant, input.provider);
    const checks = newAuthorizationChecks();
    const url = await authorizationUrl(settings, input.redirectUri, checks);
    await pruneSocialFlows(deps.db);
    await insertSocialState(deps.db, {
      stateHash: sha256(checks.state),
      merchantId: ctx.merchant.id,
      provider: input.provider,
      bindingHash: sha256(ctx.deviceId()),
      codeVerifier: checks.codeVerifier,
      nonce: checks.nonce,
      redirectUri: input.redirectUri,
      returnTo: input.returnTo,
      minutes: FLOW_MINUTES,
    });
    return url.href;
  } catch (error) {
    return errorRedirect(input.returnTo, failureCode(deps, error));
  }
}

/**
 * GET …/callback: the state is spent and must belong to this browser; the code is redeemed (PKCE,
 * nonce and ID token checked); what the provider said is kept behind a one-time ticket that goes back
 * to the site in the address fragment (never in a query string, so it reaches no log or referrer).
 */
export async function finishSocialSignIn(
  deps: TSocialDeps,
  ctx: TClientContext,
  input: { provider: TSocialProvider; state: string | undefined; rawQuery: string; providerError: boolean },
): Promise<string> {
  const state = input.state
    ? await consumeSocialState(deps.db, ctx.merchant.id, input.provider, sha256(input.state))
    : null;
  if (!state) return errorRedirect('/', 'SOCIAL_SIGN_IN_FAILED');
  const binding = sha256(ctx.deviceId());
  if (!state.binding_hash.equals(binding) || input.providerError) {
    return errorRedirect(state.return_to, 'SOCIAL_SIGN_IN_FAILED');
  }
  try {
    const settings = await providerSettings(deps, ctx.merchant, input.provider);
    const checks = { state: input.state ?? '', nonce: state.nonce, codeVerifier: state.code_verifier };
    const identity = await identityFromCallback(
      settings,
      new URL(`${state.redirect_uri}?${input.rawQuery}`),
      checks,
    );
    const ticket = newToken();
    await insertSocialTicket(deps.db, {
      ticketHash: sha256(ticket),
      merchantId: ctx.merchant.id,
      provider: input.provider,
      ...identity,
      bindingHash: binding,
      minutes: FLOW_MINUTES,
    });
    return `${state.return_to}#${SOCIAL_TICKET_FRAGMENT}=${ticket}`;
  } catch (error) {
    return errorRedirect(state.return_to, failureCode(deps, error));
  }
}

async function liveTicket(deps: TSocialDeps, ctx: TClientContext, ticket: string, db: TDb = deps.db) {
  const row = await findLiveTicket(db, ctx.merchant.id, sha256(ticket), sha256(ctx.deviceId()), {
    maxAttempts: TICKET_ATTEMPTS,
    forUpdate: db !== deps.db,
  });
  if (!row) throw new AppError('SOCIAL_TICKET_INVALID');
  return row;
}

function activeMember(member: TMemberRow | null): TMemberRow {
  if (!member) throw new AppError('SOCIAL_TICKET_INVALID');
  if (member.status !== 'ACTIVE') throw new AppError('ACCOUNT_DISABLED');
  return member;
}

/** A name to offer on the "new account" form: from the e-mail or the display name, letters first. */
function suggestUsername(ticket: TSocialTicketRow): string {
  const base = (ticket.email?.split('@')[0] ?? ticket.display_name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const name = /^[a-z]/.test(base) ? base : `player${base}`;
  return name.length >= 4 ? name.slice(0, 16) : `${name}${numericCode(4)}`;
}

/**
 * POST /wps/session/social: a linked identity signs in (the provider's sign-in counts as the second
 * proof on this device); an unknown one gets what the site needs for "new account" or "link".
 */
export async function redeemSocialTicket(
  deps: TSocialDeps,
  ctx: TClientContext,
  ticket: string,
): Promise<TSocialTicketResult> {
  const row = await liveTicket(deps, ctx, ticket);
  const link = await findSocialIdentity(deps.db, ctx.merchant.id, row.provider, row.subject);
  if (!link) {
    const pending: TSocialPending = {
      provider: row.provider,
      email: row.email,
      displayName: row.display_name,
      suggestedUsername: suggestUsername(row),
    };
    return { outcome: 'pending', pending };
  }
  const member = activeMember(await findMemberById(deps.db, ctx.merchant.id, link.memberId));
  if (!(await consumeTicket(deps.db, row.ticket_hash))) throw new AppError('SOCIAL_TICKET_INVALID');
  return { outcome: 'signedIn', session: await startSession(deps, ctx, member, { loginType: 'social' }) };
}

/** The e-mail the provider vouched for goes on the new account unless another member holds it. */
async function freeEmail(db: TDb, merchantId: number, email: string | null): Promise<string | null> {
  if (!email) return null;
  const taken = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb.fn('lower', ['email']), '=', email.toLowerCase())
    .executeTakeFirst();
  return taken ? null : email.toLowerCase();
}

/**
 * "New account" (registration rules of seed 000: the switch DIRECTREG3, the username rule, the age and
 * terms agreement): the account, its confirmed link and the spent ticket commit together.
 */
export async function registerWithSocial(
  deps: TSocialDeps,
  ctx: TClientContext,
  input: {
    ticket: string;
    username: string;
    affiliateCode?: string | undefined;
    referralCode?: string | undefined;
  },
): Promise<TLoginResult> {
  if (!ctx.merchant.settings.switches.DIRECTREG3) throw new AppError('FEATURE_DISABLED');
  await enforceLimit(deps.db, limitKey(ctx.merchant.id, 'register', ctx.ip), {
    limit: 10,
    windowMs: 60 * 60_000,
  });
  const rule = (await loadRuleSet(deps.db, ctx.merchant.id)).get('username');
  const issue = rule ? ruleIssue('username', input.username, rule) : null;
  if (issue) throw new AppError('VALIDATION_FAILED', { fields: [issue] });
  const member = await deps.db.transaction().execute(async (trx) => {
    const row = await liveTicket(deps, ctx, input.ticket, trx);
    if (await findSocialIdentity(trx, ctx.merchant.id, row.provider, row.subject)) {
      throw new AppError('SOCIAL_TICKET_INVALID');
    }
    const email = await freeEmail(trx, ctx.merchant.id, row.email);
    const created = await createMemberAccount(trx, {
      merchantId: ctx.merchant.id,
      username: input.username,
      password: null,
      fields: {
        ...(email ? { email } : {}),
        ...(input.affiliateCode ? { affiliateCode: input.affiliateCode } : {}),
      },
      dialingCode: null,
      language: ctx.lang,
      registerIp: ctx.ip,
      registerMethod: `SOCIAL_${row.provider.toUpperCase()}`,
    });
    const linked = await insertSocialIdentity(trx, {
      merchantId: ctx.merchant.id,
      provider: row.provider,
      subject: row.subject,
      memberId: created.id,
      email: row.email,
    });
    if (linked !== 'linked' || !(await consumeTicket(trx, row.ticket_hash)))
      throw new AppError('SOCIAL_TICKET_INVALID');
    return created;
  });
  if (input.referralCode) {
    const from = { merchantId: ctx.merchant.id, deviceId: ctx.deviceId(), ip: ctx.ip };
    await attributeReferral(deps.db, { ...from, friendId: member.id, code: input.referralCode });
  }
  return startSession(deps, ctx, member, { loginType: 'register' });
}

/**
 * "Link to my account": the member proves the account with its password (5 tries a ticket, and the
 * IP's login limit); the link is confirmed at once and can never be changed or removed.
 */
export async function linkWithSocial(
  deps: TSocialDeps,
  ctx: TClientContext,
  input: { ticket: string; username: string; password: string },
): Promise<TLoginResult> {
  await enforceLimit(deps.db, limitKey(ctx.merchant.id, 'login:ip', ctx.ip), {
    limit: 100,
    windowMs: 15 * 60_000,
  });
  const row = await liveTicket(deps, ctx, input.ticket);
  const candidate = await findMemberByUsername(deps.db, ctx.merchant.id, input.username);
  // Without an account the same hashing work is done anyway, so the answer's timing does not tell.
  let passwordOk = false;
  if (candidate) passwordOk = await verifyPassword(candidate.password_hash, input.password);
  else await burnPasswordCheck(input.password);
  if (!candidate || !passwordOk || candidate.agent_type === DEMO_AGENT_TYPE) {
    await countTicketAttempt(deps.db, row.ticket_hash);
    throw new AppError('INVALID_CREDENTIALS');
  }
  const member = activeMember(candidate);
  await deps.db.transaction().execute(async (trx) => {
    const locked = await liveTicket(deps, ctx, input.ticket, trx);
    const linked = await insertSocialIdentity(trx, {
      merchantId: ctx.merchant.id,
      provider: locked.provider,
      subject: locked.subject,
      memberId: member.id,
      email: locked.email,
    });
    if (linked === 'member-has-one') throw new AppError('SOCIAL_ALREADY_LINKED');
    if (linked === 'identity-taken' || !(await consumeTicket(trx, locked.ticket_hash))) {
      throw new AppError('SOCIAL_TICKET_INVALID');
    }
  });
  return startSession(deps, ctx, member, { loginType: 'social' });
}
