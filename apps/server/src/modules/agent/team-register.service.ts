import { randomInt } from 'node:crypto';
import type { TTeamRegisterBody, TTeamRegisterResult } from '@tala/contract/agent/team';
import { REGISTER_FIELDS, type TRegisterField } from '@tala/contract/system/register-settings';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { checkFields, type TFieldPlan } from '../registration/register-rules.ts';
import { createMemberAccount, loadRuleSet } from '../registration/registration.service.ts';
import { enforceLimit, limitKey } from '../verification/limits.ts';

/** Accounts an agent may create in an hour: enough for a busy agent, not for a script filling the tree. */
const REGISTER_RATE = { limit: 30, windowMs: 60 * 60_000 };

/**
 * The merchant's username and password rules, nothing else: an agent creates an account for someone who is
 * not there to receive an SMS code; the member completes the rest of the profile when signing in.
 */
const AGENT_PLAN: TFieldPlan = {
  forced: new Set<TRegisterField>(['username', 'password']),
  skipped: new Set<TRegisterField>(['captcha', 'verificationCode', 'affiliateCode']),
  optional: new Set<TRegisterField>(REGISTER_FIELDS),
};

/** Invitation codes: no 0/O or 1/I, so one read over the phone is one code. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newAffiliateCode = () =>
  Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * Register (issue 12 §1, §2.3): the agent creates a player or a sub-agent directly under itself. A sub-agent
 * gets the agent's own type and an invitation code of its own. Registration's checks apply (the rules, a name
 * or a number taken); the upline chain follows by trigger (decision 043).
 */
export async function registerTeamMember(
  db: TDb,
  merchant: TMerchant,
  agent: { memberId: bigint; agentType: number },
  body: TTeamRegisterBody,
  ip: string,
): Promise<TTeamRegisterResult> {
  await enforceLimit(db, limitKey(merchant.id, 'agent:register', agent.memberId), REGISTER_RATE);
  const rules = await loadRuleSet(db, merchant.id);
  const { issues, kept } = checkFields(
    rules,
    { username: body.username, password: body.password },
    AGENT_PLAN,
  );
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { fields: issues });
  if (body.confirmPassword !== body.password) {
    throw new AppError('PASSWORD_CONFIRM_MISMATCH', {
      fields: [{ path: 'confirmPassword', messageKey: 'inconsistent_twice' }],
    });
  }
  const subAgent =
    body.kind === 'agent' ? { agentType: agent.agentType, affiliateCode: newAffiliateCode() } : null;
  const member = await createMemberAccount(db, {
    merchantId: merchant.id,
    username: kept.username ?? body.username,
    password: body.password,
    fields: {},
    dialingCode: null,
    language: merchant.defaultLanguage,
    registerIp: ip,
    registerMethod: 'AGENT',
    createdBy: { uplineId: agent.memberId, agent: subAgent },
  });
  return {
    id: String(member.id),
    username: member.username,
    agentType: member.agent_type,
    affiliateCode: member.affiliate_code,
  };
}
