import { randomBytes } from 'node:crypto';
import { DEMO_AGENT_TYPE } from '@tala/contract/constants';
import { decimalStringToMinor } from '@tala/contract/money';
import type { TLoginResult } from '@tala/contract/session/login';
import { AppError, assert } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { creditFromHouse, HOUSE_DEMO_FLOAT, MAIN_WALLET } from '../ledger/ledger.service.ts';
import { insertMember } from '../member/member.repository.ts';
import { requireHumanCheck } from '../verification/human-check.service.ts';
import { enforceLimit, limitKey } from '../verification/limits.ts';
import type { TClientContext } from './client-context.ts';
import type { TLoginDeps } from './login.service.ts';
import { startSession } from './session.service.ts';

/** Each free-play login creates a member row and a ledger posting, so an IP gets only a few an hour. */
const FREE_PLAY_PER_IP_PER_HOUR = 10;

/**
 * Free play (seed 000 §4, switch FREEPLAY3): a throw-away demo account (isAgent 4) whose password
 * nobody knows, credited with the merchant's demo balance from the house DEMO_FLOAT account.
 */
export async function freePlayLogin(
  deps: TLoginDeps,
  ctx: TClientContext,
  request: { verification: string },
): Promise<TLoginResult> {
  if (!ctx.merchant.settings.switches.FREEPLAY3) throw new AppError('FEATURE_DISABLED');
  await requireHumanCheck(deps.db, deps.hmacKey, request.verification);
  await enforceLimit(deps.db, limitKey(ctx.merchant.id, 'freeplay', ctx.ip), {
    limit: FREE_PLAY_PER_IP_PER_HOUR,
    windowMs: 60 * 60_000,
  });
  const member = await insertMember(deps.db, {
    merchant_id: ctx.merchant.id,
    username: `demo_${randomBytes(6).toString('hex')}`,
    password_hash: await hashPassword(randomBytes(32).toString('base64url')),
    nickname: 'Guest',
    agent_type: DEMO_AGENT_TYPE,
    language: ctx.lang,
    register_method: 'FREEPLAY',
    register_ip: ctx.ip,
  });
  const amountMinor = decimalStringToMinor(ctx.merchant.settings.demoBalance);
  assert(amountMinor !== null && amountMinor >= 0n, 'demoBalance is a validated decimal');
  if (amountMinor > 0n) {
    await creditFromHouse(deps.db, {
      merchantId: ctx.merchant.id,
      memberId: member.id,
      currency: ctx.merchant.currency,
      houseCode: HOUSE_DEMO_FLOAT,
      walletCode: MAIN_WALLET,
      amountMinor,
      idempotencyKey: `demo-credit:${member.id}`,
      kind: 'DEMO_CREDIT',
    });
  }
  return startSession(deps, ctx, member, { loginType: 'freeplay' });
}
