import { z } from 'zod';
import {
  ZCaptchaAnswer,
  ZDialingCode,
  ZHumanCheck,
  ZPassword,
  ZUsername,
  ZVerificationCode,
} from '../common.ts';
import { FREE_PLAY_GATEWAY_VERSION } from '../constants.ts';

/** Body of POST /wps/session/login once the sealed payload is opened. */
export const ZLoginRequest = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('username'),
    username: ZUsername,
    password: ZPassword,
    captcha: ZCaptchaAnswer.optional(),
    verification: ZHumanCheck,
  }),
  z.object({
    type: z.literal('sms'),
    username: z.string().trim().min(4).max(20).regex(/^\d+$/),
    countryDialingCode: ZDialingCode,
    password: ZVerificationCode,
    captcha: ZCaptchaAnswer.optional(),
  }),
]);
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResult = z.object({
  token: z.string().max(128),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The password is the platform's initial default (e.g. a temporary one sent by e-mail). */
  defaultPassword: z.boolean(),
  userName: z.string().max(32),
  nickname: z.string().max(40),
  customerId: z.string().max(20),
  isAgent: z.number().int(),
  toUpline: z.boolean(),
});
export type TLoginResult = z.infer<typeof ZLoginResult>;

/** Value of a failed login: the captcha flag tells the form to reveal the captcha field. */
export const ZLoginFailure = z.object({ captcha: z.boolean() });

export const ZFreePlayRequest = z.object({
  os: z.string().max(40),
  platform: z.literal('W'),
  random: z.string().min(16).max(128),
  gatewayVersion: z.literal(FREE_PLAY_GATEWAY_VERSION),
  verification: ZHumanCheck,
});
export type TFreePlayRequest = z.infer<typeof ZFreePlayRequest>;

export const ZFirstLoginResult = z.object({ welcomeShown: z.boolean() });
