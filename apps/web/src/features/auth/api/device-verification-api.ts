import {
  DEVICE_VERIFICATION_PATHS,
  type TLoginChallenge,
  type TSendLoginCodeResult,
  type TVerificationMethod,
} from '@tala/contract/session/device-verification';
import type { TLoginResult } from '@tala/contract/session/login';
import { ApiError, api } from '../../../lib/api-client.ts';

/** The challenge a login answers with when the device is new to the account (decision 022). */
export function challengeOf(error: unknown): TLoginChallenge | null {
  if (!(error instanceof ApiError) || error.code !== 'LOGIN_VERIFICATION_REQUIRED') return null;
  return error.value as TLoginChallenge;
}

export function sendLoginCode(body: {
  challengeToken: string;
  method: 'mobile' | 'email';
}): Promise<TSendLoginCodeResult> {
  return api<TSendLoginCodeResult>(DEVICE_VERIFICATION_PATHS.sendCode, {
    method: 'POST',
    body,
    sealed: true,
  });
}

export function verifyLogin(body: {
  challengeToken: string;
  method: TVerificationMethod;
  answer: string;
  trustDevice: boolean;
}): Promise<TLoginResult> {
  return api<TLoginResult>(DEVICE_VERIFICATION_PATHS.verify, { method: 'POST', body, sealed: true });
}
