import { z } from 'zod';
import { ZDialingCode, ZHumanCheck, ZMobileNum } from '../common.ts';

/** POST /wps/verification/sms/noLogin — login code. */
export const ZLoginSmsRequest = z.object({
  mobileNum: ZMobileNum,
  countryDialingCode: ZDialingCode,
  verification: ZHumanCheck,
});
/** POST /wps/verification/sms/register — registration code (seed names the field mobileNo). */
export const ZRegisterSmsRequest = z.object({
  mobileNo: ZMobileNum,
  countryDialingCode: ZDialingCode,
  verification: ZHumanCheck,
});
/** POST /wps/verification/sms/forgot — password-recovery code. */
export const ZForgotSmsRequest = z.object({
  mobileNum: ZMobileNum,
  countryDialingCode: ZDialingCode,
  verification: ZHumanCheck,
});

export const ZSmsSentMinutes = z.object({ expiredMinutes: z.number().int().min(1).max(10) });
/** Recovery variant: the countdown runs to this timestamp (ms since epoch). */
export const ZSmsSentUntil = z.object({ expirationTime: z.number().int() });

export const SMS_PURPOSES = ['login', 'register', 'forgot'] as const;
export type TSmsPurpose = (typeof SMS_PURPOSES)[number];
