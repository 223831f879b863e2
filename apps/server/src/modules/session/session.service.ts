import type { TLoginResult } from '@tala/contract/session/login';
import type { TDb } from '../../db/database.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import {
  isPasswordOlderThan,
  recordFirstLogin,
  recordLogin,
  type TMemberRow,
} from '../member/member.repository.ts';
import type { TClientContext } from './client-context.ts';
import { insertSession, revokeSession } from './session.repository.ts';

export type TSessionDeps = { db: TDb; absoluteHours: number };
export type TLoginType = 'username' | 'sms' | 'freeplay' | 'register' | 'phone-reset';

/**
 * Opens a new session (a fresh 256-bit token every login: rotation) and builds the login answer.
 * Only the token's SHA-256 is stored; the absolute expiry is fixed now, the idle one follows last_seen_at.
 */
export async function startSession(
  deps: TSessionDeps,
  ctx: TClientContext,
  member: TMemberRow,
  options: { loginType: TLoginType; usedTemporaryPassword?: boolean },
): Promise<TLoginResult> {
  const token = newToken();
  await insertSession(deps.db, {
    merchantId: ctx.merchant.id,
    memberId: member.id,
    tokenHash: sha256(token),
    loginType: options.loginType,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    absoluteHours: deps.absoluteHours,
  });
  await recordLogin(deps.db, ctx.merchant.id, member.id);
  const settings = ctx.merchant.settings;
  const passwordExpired =
    settings.switches.PASSWORD_EXPIRY &&
    (await isPasswordOlderThan(deps.db, member.id, settings.passwordExpiryDays));
  return {
    token,
    firstTimeLogin: member.first_login_at === null,
    passwordExpired,
    defaultPassword: member.must_change_password || options.usedTemporaryPassword === true,
    userName: member.username,
    nickname: member.nickname || member.username,
    customerId: String(member.id),
    isAgent: member.agent_type,
    toUpline: member.upline_id !== null,
  };
}

export async function endSession(db: TDb, merchantId: number, sessionId: bigint): Promise<void> {
  await revokeSession(db, merchantId, sessionId);
}

export async function markFirstLogin(
  db: TDb,
  merchantId: number,
  memberId: bigint,
): Promise<{ welcomeShown: boolean }> {
  await recordFirstLogin(db, merchantId, memberId);
  return { welcomeShown: true };
}
