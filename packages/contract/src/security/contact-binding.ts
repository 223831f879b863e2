import { z } from 'zod';
import { ZDialingCode, ZMobileNum } from '../common.ts';

/** POST bindMobile/code: texts a 6-digit code to the new number (which must not belong to anyone). */
export const ZBindMobileCodeRequest = z.object({ countryDialingCode: ZDialingCode, mobileNum: ZMobileNum });
/** POST bindMobile. */
export const ZBindMobileRequest = ZBindMobileCodeRequest.extend({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
/** POST bindEmail/code: e-mails a 6-digit code, valid 10 minutes. */
export const ZBindEmailCodeRequest = z.object({ email: z.string().trim().email().max(120) });
export const ZBindEmailRequest = ZBindEmailCodeRequest.extend({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const ZCodeSent = z.object({ expiredMinutes: z.number().int() });
/** After binding: the masked value. */
export const ZBound = z.object({ masked: z.string().max(120) });
