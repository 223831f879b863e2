import { z } from 'zod';

/**
 * Sign-in from a new device (seed 001 §8, issue 10 §8, decision 022): with switch LOGINIPVERF3 on, a
 * right password from a device the member has not trusted answers LOGIN_VERIFICATION_REQUIRED whose
 * value is a ZLoginChallenge; the site completes one method and gets the usual login answer.
 */
export const DEVICE_VERIFICATION_PATHS = {
  sendCode: '/wps/session/login/verification/code',
  verify: '/wps/session/login/verification',
} as const;

export const VERIFICATION_METHODS = ['mobile', 'email', 'bankName', 'authenticator'] as const;
export const ZVerificationMethod = z.enum(VERIFICATION_METHODS);
export type TVerificationMethod = z.infer<typeof ZVerificationMethod>;
export const ZCodeMethod = z.enum(['mobile', 'email']);

/** A challenge lives 10 minutes and allows 5 wrong answers (OWASP: out-of-band codes ≤ 10 minutes). */
export const LOGIN_CHALLENGE_MINUTES = 10;
export const LOGIN_CHALLENGE_ATTEMPTS = 5;
export const LOGIN_CODE_RESEND_SECONDS = 60;

export const ZLoginChallenge = z.object({
  challengeToken: z.string().max(64),
  /** Each method the member can use; `target` is the masked number or e-mail a code goes to. */
  methods: z
    .array(z.object({ method: ZVerificationMethod, target: z.string().max(80).nullable() }))
    .max(VERIFICATION_METHODS.length),
  expiresInSeconds: z.number().int(),
});
export type TLoginChallenge = z.infer<typeof ZLoginChallenge>;

const ZChallengeToken = z.string().trim().min(20).max(64);

export const ZSendLoginCodeRequest = z.object({ challengeToken: ZChallengeToken, method: ZCodeMethod });
export const ZSendLoginCodeResult = z.object({
  expiredMinutes: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type TSendLoginCodeResult = z.infer<typeof ZSendLoginCodeResult>;

export const ZVerifyLoginRequest = z.object({
  challengeToken: ZChallengeToken,
  method: ZVerificationMethod,
  /** The 6-digit code, or the bank account holder's name. */
  answer: z.string().trim().min(1).max(100),
  trustDevice: z.boolean().default(false),
});
export type TVerifyLoginRequest = z.infer<typeof ZVerifyLoginRequest>;

/** Value of a wrong answer: how many tries the challenge has left (0: log in again). */
export const ZVerificationFailure = z.object({ attemptsLeft: z.number().int() });
