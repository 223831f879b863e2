import { z } from 'zod';
import { ZCaptchaAnswer, ZDialingCode, ZDisplayName, ZHumanCheck } from '../common.ts';

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * PUT /wps/member/register (username) and /wps/member/register/mobile. Shapes only: patterns,
 * required flags and lengths come from the merchant's rule set and are checked by the service.
 */
export const ZRegisterRequest = z.object({
  /** Names staff read (decision 017): whatever the merchant's pattern allows, never control or bidi characters. */
  username: ZDisplayName(32),
  password: z.string().max(64),
  confirmPassword: z.string().max(64),
  payeeName: ZDisplayName(80).optional(),
  email: optionalText(120),
  qqNum: optionalText(40),
  mobileNum: optionalText(20),
  countryDialingCode: ZDialingCode.optional(),
  recommenderId: optionalText(40),
  captcha: ZCaptchaAnswer.optional(),
  verificationCode: optionalText(255),
  affiliateCode: optionalText(40),
  referralCode: optionalText(40),
  paymentPassword: optionalText(64),
  line: optionalText(60),
  whatsapp: optionalText(60),
  facebook: optionalText(120),
  wechat: optionalText(60),
  idNumber: optionalText(40),
  domain: optionalText(255),
  registerUrl: optionalText(500),
  registerMethod: z.literal('WEB').default('WEB'),
  agreeAge: z.literal(true),
  login: z.literal(true).default(true),
  verification: ZHumanCheck,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZAffiliateQuery = z.object({
  code: z.string().trim().min(1).max(40),
  domain: z.string().max(255).optional(),
});
export const ZAffiliateResult = z.object({ valid: z.literal(true), agentName: z.string().max(40) });
