import { z } from 'zod';
import { ZDialingCode, ZMobileNum, ZPassword, ZUsername, ZVerificationCode } from '../common.ts';

export const ZChangePasswordRequest = z.object({
  oldPassword: ZPassword,
  newPassword: ZPassword,
  confirmNewPassword: ZPassword,
});

/** POST /wps/member/password/verification — set a new password with an SMS code; logs in. */
export const ZPhoneResetRequest = z.object({
  mobileNum: ZMobileNum,
  countryDialingCode: ZDialingCode,
  verificationCode: ZVerificationCode,
  newPassword: ZPassword,
});

/** POST /wps/member/password/email — form-encoded. */
export const ZEmailResetRequest = z.object({
  username: ZUsername,
  email: z.string().trim().email().max(120),
});
