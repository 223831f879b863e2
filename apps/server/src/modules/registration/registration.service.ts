import { randomBytes } from 'node:crypto';
import { AGENT_CENTRE_TYPES } from '@tala/contract/constants';
import type { TLoginResult } from '@tala/contract/session/login';
import type { TRegisterRequest } from '@tala/contract/session/registration';
import type { TRegisterField } from '@tala/contract/system/register-settings';
import type { TDb } from '../../db/database.ts';
import { isRaised, isUniqueViolation } from '../../db/pg-errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  findAgentByAffiliateCode,
  findMemberByMobile,
  findMemberByUsername,
  insertMember,
  type TMemberRow,
} from '../member/member.repository.ts';
import { attributeReferral } from '../referrals/referral-attribution.ts';
import type { TClientContext } from '../session/client-context.ts';
import type { TLoginDeps } from '../session/login.service.ts';
import { startSession } from '../session/session.service.ts';
import { listRegisterRules } from '../system/system.repository.ts';
import { requireCaptcha } from '../verification/captcha.service.ts';
import { requireHumanCheck } from '../verification/human-check.service.ts';
import { enforceLimit, limitKey } from '../verification/limits.ts';
import { normaliseDialingCode, verifySmsCode } from '../verification/sms-code.service.ts';
import { buildRuleSet, checkFields, type TFieldPlan, type TRuleSet } from './register-rules.ts';

export type TRegisterVariant = 'username' | 'mobile';

/** What an account is created from, after the request's rules were applied (also used by the seed). */
export type TAccountInput = {
  merchantId: number;
  username: string;
  /** null: a random password nobody knows (mobile registration without password, demo accounts). */
  password: string | null;
  fields: Partial<Record<TRegisterField, string>>;
  dialingCode: string | null;
  referralCode?: string | null;
  language: string;
  registerIp?: string | null;
  registerUrl?: string | null;
  domain?: string | null;
  registerMethod?: string;
  /** An agent creating the account under itself (issue 12 §1): the upline, and the agent's type if a sub-agent. */
  createdBy?: { uplineId: bigint; agent: { agentType: number; affiliateCode: string } | null };
};

export async function loadRuleSet(db: TDb, merchantId: number): Promise<TRuleSet> {
  return buildRuleSet(await listRegisterRules(db, merchantId));
}

function planFor(variant: TRegisterVariant, passwordRequired: boolean): TFieldPlan {
  const forced = new Set<TRegisterField>(variant === 'mobile' ? ['mobileNum'] : ['username', 'password']);
  if (variant === 'mobile' && passwordRequired) forced.add('password');
  const skipped = new Set<TRegisterField>(['captcha', 'verificationCode']);
  if (variant === 'mobile') skipped.add('username');
  const optional = new Set<TRegisterField>(variant === 'mobile' && !passwordRequired ? ['password'] : []);
  return { forced, skipped, optional };
}

function requestValues(r: TRegisterRequest): Partial<Record<TRegisterField, string>> {
  return {
    username: r.username,
    password: r.password,
    payeeName: r.payeeName,
    email: r.email,
    qqNum: r.qqNum,
    mobileNum: r.mobileNum,
    recommenderId: r.recommenderId,
    affiliateCode: r.affiliateCode,
    paymentPassword: r.paymentPassword,
    line: r.line,
    whatsapp: r.whatsapp,
    facebook: r.facebook,
    wechat: r.wechat,
    idNumber: r.idNumber,
  };
}

/**
 * Checks the request against the merchant's rule set and returns the account to create. Every field
 * failure is reported at once (VALIDATION_FAILED with fields), then the confirmation.
 */
export function validateRegistration(
  rules: TRuleSet,
  request: TRegisterRequest,
  variant: TRegisterVariant,
  passwordRequired: boolean,
) {
  const values = requestValues(request);
  const { issues, kept } = checkFields(rules, values, planFor(variant, passwordRequired));
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { fields: issues });
  const password = kept.password ?? null;
  if (password !== null && request.confirmPassword !== password) {
    throw new AppError('PASSWORD_CONFIRM_MISMATCH', {
      fields: [{ path: 'confirmPassword', messageKey: 'inconsistent_twice' }],
    });
  }
  // The invitation code may come from the link (?affiliateCode=) even when the field is hidden.
  const affiliateCode = kept.affiliateCode ?? request.affiliateCode ?? undefined;
  const fields = { ...kept, ...(affiliateCode ? { affiliateCode } : {}) };
  const username = variant === 'mobile' ? (kept.mobileNum ?? '') : (kept.username ?? '');
  return { username, password, fields };
}

/**
 * Creates the member row: duplicate checks, invitation code → upline, hashing. The caller has applied
 * the rule set; registration, the seed and (later) the back office all create accounts through here.
 */
export async function createMemberAccount(db: TDb, input: TAccountInput): Promise<TMemberRow> {
  const { merchantId, fields } = input;
  if (await findMemberByUsername(db, merchantId, input.username)) throw new AppError('USERNAME_TAKEN');
  const mobileNum = fields.mobileNum ?? null;
  if (
    mobileNum &&
    input.dialingCode &&
    (await findMemberByMobile(db, merchantId, input.dialingCode, mobileNum))
  ) {
    throw new AppError('MOBILE_TAKEN');
  }
  let uplineId: bigint | null = input.createdBy?.uplineId ?? null;
  if (fields.affiliateCode) {
    const agent = await findAgentByAffiliateCode(db, merchantId, fields.affiliateCode, AGENT_CENTRE_TYPES);
    if (!agent) throw new AppError('INVITATION_CODE_INVALID');
    uplineId = agent.id;
  }
  const password = input.password ?? randomBytes(32).toString('base64url');
  try {
    return await insertMember(db, {
      merchant_id: merchantId,
      username: input.username,
      password_hash: await hashPassword(password),
      upline_id: uplineId,
      referral_code: input.referralCode ?? null,
      recommender_id: fields.recommenderId ?? null,
      dialing_code: mobileNum ? input.dialingCode : null,
      mobile_num: mobileNum,
      email: fields.email ?? null,
      payee_name: fields.payeeName ?? null,
      qq_num: fields.qqNum ?? null,
      line_id: fields.line ?? null,
      whatsapp: fields.whatsapp ?? null,
      facebook: fields.facebook ?? null,
      wechat: fields.wechat ?? null,
      id_number: fields.idNumber ?? null,
      payment_password_hash: fields.paymentPassword ? await hashPassword(fields.paymentPassword) : null,
      language: input.language,
      register_ip: input.registerIp ?? null,
      register_url: input.registerUrl ?? null,
      domain: input.domain ?? null,
      register_method: input.registerMethod ?? 'WEB',
      ...(input.createdBy?.agent
        ? { agent_type: input.createdBy.agent.agentType, affiliate_code: input.createdBy.agent.affiliateCode }
        : {}),
    });
  } catch (error) {
    // Two registrations racing for the same name or number: the unique index decides.
    if (isUniqueViolation(error, 'members_username')) throw new AppError('USERNAME_TAKEN');
    if (isUniqueViolation(error, 'members_mobile')) throw new AppError('MOBILE_TAKEN');
    // The upline chain's trigger (migration 0026): the agent's team is at its depth limit.
    if (isRaised(error, 'TEAM_TOO_DEEP')) throw new AppError('TEAM_TOO_DEEP');
    throw error;
  }
}

function checkSwitches(ctx: TClientContext, variant: TRegisterVariant): void {
  const { switches } = ctx.merchant.settings;
  if (!switches.DIRECTREG3) throw new AppError('FEATURE_DISABLED');
  if (variant === 'mobile' && !switches.PHONE_REGISTRATION) throw new AppError('FEATURE_DISABLED');
}

/**
 * PUT /wps/member/register[/mobile]: switches, human check, IP limit, rule set, captcha (when the rule
 * set asks for it), SMS code (when SMS verification is on and a number is registered), account, login.
 */
export async function register(
  deps: TLoginDeps,
  ctx: TClientContext,
  request: TRegisterRequest,
  options: { variant: TRegisterVariant; captchaId: string | null },
): Promise<TLoginResult> {
  checkSwitches(ctx, options.variant);
  await requireHumanCheck(deps.db, deps.hmacKey, request.verification);
  await enforceLimit(deps.db, limitKey(ctx.merchant.id, 'register', ctx.ip), {
    limit: 10,
    windowMs: 60 * 60_000,
  });
  const rules = await loadRuleSet(deps.db, ctx.merchant.id);
  const passwordRequired =
    options.variant === 'username' || ctx.merchant.settings.switches.PHONE_REGISTRATION_PASSWORD;
  const account = validateRegistration(rules, request, options.variant, passwordRequired);
  const captchaRule = rules.get('captcha');
  if (captchaRule?.visible && captchaRule.required) {
    await requireCaptcha(deps.db, deps.hmacKey, ctx.merchant.id, options.captchaId, request.captcha);
  }
  const dialingCode = normaliseDialingCode(
    request.countryDialingCode ?? ctx.merchant.settings.defaultDialingCode,
  );
  const mobileNum = account.fields.mobileNum;
  // Taken names are reported before the SMS code is spent, so the member can fix the name and retry.
  if (await findMemberByUsername(deps.db, ctx.merchant.id, account.username))
    throw new AppError('USERNAME_TAKEN');
  if (ctx.merchant.settings.switches.SMS_VERIFICATION && mobileNum) {
    if (!request.verificationCode) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'verificationCode', messageKey: 'not_empty' }],
      });
    }
    const target = { merchantId: ctx.merchant.id, purpose: 'register' as const, dialingCode, mobileNum };
    await verifySmsCode(deps, target, request.verificationCode);
  }
  const member = await createMemberAccount(deps.db, {
    ...account,
    merchantId: ctx.merchant.id,
    dialingCode,
    referralCode: request.referralCode ?? null,
    language: ctx.lang,
    registerIp: ctx.ip,
    registerUrl: request.registerUrl ?? null,
    domain: request.domain ?? null,
    registerMethod: request.registerMethod,
  });
  if (request.referralCode) {
    const from = { merchantId: ctx.merchant.id, deviceId: ctx.deviceId(), ip: ctx.ip };
    await attributeReferral(deps.db, { ...from, friendId: member.id, code: request.referralCode });
  }
  return startSession(deps, ctx, member, { loginType: 'register' });
}

/** GET /wps/agent/affiliate: whether an invitation code names an active agent of this merchant. */
export async function checkAffiliateCode(db: TDb, ctx: TClientContext, code: string) {
  await enforceLimit(db, limitKey(ctx.merchant.id, 'affiliate', ctx.ip), { limit: 30, windowMs: 60_000 });
  const agent = await findAgentByAffiliateCode(db, ctx.merchant.id, code, AGENT_CENTRE_TYPES);
  if (!agent) throw new AppError('INVITATION_CODE_INVALID');
  return { valid: true as const, agentName: (agent.nickname || agent.username).slice(0, 40) };
}
