import type { TLoginResult } from '@tala/contract/session/login';
import type { TDb } from '../../db/database.ts';
import type { TMessaging } from '../../lib/messaging/messaging.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import {
  isPasswordOlderThan,
  recordFirstLogin,
  recordLogin,
  type TMemberRow,
} from '../member/member.repository.ts';
import { recordSessionDevice } from '../security/devices.service.ts';
import type { TClientContext } from './client-context.ts';
import { sendNewDeviceNotice } from './new-device-notice.ts';
import { insertSession, revokeSession } from './session.repository.ts';

export type TSessionDeps = { db: TDb; absoluteHours: number; messaging: TMessaging };
export type TLoginType =
  | 'username'
  | 'sms'
  | 'freeplay'
  | 'register'
  | 'phone-reset'
  | 'device-verified'
  | 'social';

/**
 * How the session's device is treated (decision 022). `trust`: the sign-in proved a second factor
 * here (or the merchant's new-device check is off), so the device becomes trusted. `none`: no device
 * is recorded (throw-away demo accounts).
 */
export type TDeviceUse = { trust: boolean } | 'none';

/** Logins that prove something beyond the password on this device: they trust it (decision 022). */
function deviceUseOf(ctx: TClientContext, loginType: TLoginType, trustDevice: boolean): TDeviceUse {
  if (loginType === 'freeplay') return 'none';
  if (!ctx.merchant.settings.switches.LOGINIPVERF3) return { trust: true };
  if (loginType === 'username') return { trust: false };
  if (loginType === 'device-verified') return { trust: trustDevice };
  return { trust: true };
}

/**
 * Opens a new session (a fresh 256-bit token every login: rotation) and builds the login answer.
 * Only the token's SHA-256 is stored; the absolute expiry is fixed now, the idle one follows last_seen_at.
 * The session remembers its device; a device the member had not trusted gets the new-device notice
 * (when the merchant's check is on and the account did not just start here).
 */
export async function startSession(
  deps: TSessionDeps,
  ctx: TClientContext,
  member: TMemberRow,
  options: { loginType: TLoginType; usedTemporaryPassword?: boolean; trustDevice?: boolean },
): Promise<TLoginResult> {
  const use = deviceUseOf(ctx, options.loginType, options.trustDevice === true);
  const device =
    use === 'none'
      ? null
      : await recordSessionDevice(
          deps.db,
          {
            merchantId: ctx.merchant.id,
            memberId: member.id,
            deviceId: ctx.deviceId(),
            ip: ctx.ip,
            userAgent: ctx.userAgent,
          },
          use.trust,
        );
  const token = newToken();
  await insertSession(deps.db, {
    merchantId: ctx.merchant.id,
    memberId: member.id,
    tokenHash: sha256(token),
    loginType: options.loginType,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    absoluteHours: deps.absoluteHours,
    deviceId: device?.deviceRowId ?? null,
  });
  await recordLogin(deps.db, ctx.merchant.id, member.id);
  if (device && !device.wasTrusted && ctx.merchant.settings.switches.LOGINIPVERF3) {
    if (options.loginType !== 'register') await sendNewDeviceNotice(deps.messaging, ctx, member, device);
  }
  return loginAnswer(deps.db, ctx, member, token, options.usedTemporaryPassword === true);
}

async function loginAnswer(
  db: TDb,
  ctx: TClientContext,
  member: TMemberRow,
  token: string,
  usedTemporaryPassword: boolean,
): Promise<TLoginResult> {
  const settings = ctx.merchant.settings;
  const passwordExpired =
    settings.switches.PASSWORD_EXPIRY &&
    (await isPasswordOlderThan(db, member.id, settings.passwordExpiryDays));
  return {
    token,
    firstTimeLogin: member.first_login_at === null,
    passwordExpired,
    defaultPassword: member.must_change_password || usedTemporaryPassword,
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
