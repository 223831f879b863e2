import { envelopeOf } from '@tala/contract/envelope';
import { API_PATHS } from '@tala/contract/paths';
import {
  ZForgotSmsRequest,
  ZLoginSmsRequest,
  ZRegisterSmsRequest,
  ZSmsSentMinutes,
  ZSmsSentUntil,
} from '@tala/contract/verification/sms';
import { z } from 'zod';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { clientContext } from '../session/client-context.ts';
import { CAPTCHA_COOKIE, CAPTCHA_TTL_SECONDS, newCaptcha } from './captcha.service.ts';
import { newHumanChallenge, requireHumanCheck } from './human-check.service.ts';
import { sendSmsCode } from './sms-code.service.ts';

const ZAltchaChallenge = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().optional(),
  salt: z.string(),
  signature: z.string(),
});

export async function verificationRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  // The ALTCHA widget reads the challenge JSON as is (no envelope).
  app.get(
    API_PATHS.humanCheckChallenge,
    { schema: { response: { 200: ZAltchaChallenge } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return newHumanChallenge(deps.secrets.hmacKey);
    },
  );

  app.get(
    API_PATHS.captcha,
    { schema: { response: { 200: envelopeOf(z.string().max(100_000)) } } },
    async (request, reply) => {
      const captcha = await newCaptcha(deps.db, deps.secrets.hmacKey, request.merchant.id, request.ip);
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${CAPTCHA_COOKIE}=${captcha.id}; Path=/wps; Max-Age=${CAPTCHA_TTL_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
      );
      reply.header('cache-control', 'no-store');
      return reply.ok(captcha.image);
    },
  );

  smsRoutes(app, deps);
}

/** The three SMS-code calls of seed 000 §7; each needs a solved human check first. */
function smsRoutes(app: TApp, deps: TAppDeps): void {
  const sms = { db: deps.db, hmacKey: deps.secrets.hmacKey, messaging: deps.messaging };

  app.post(
    API_PATHS.smsLogin,
    { schema: { body: ZLoginSmsRequest, response: { 200: envelopeOf(ZSmsSentMinutes) } } },
    async (request, reply) => {
      const ctx = clientContext(request);
      await requireHumanCheck(deps.db, deps.secrets.hmacKey, request.body.verification);
      const { mobileNum, countryDialingCode } = request.body;
      const sent = await sendSmsCode(sms, ctx, {
        purpose: 'login',
        mobileNum,
        dialingCode: countryDialingCode,
      });
      return reply.ok({ expiredMinutes: sent.minutes });
    },
  );

  app.post(
    API_PATHS.smsRegister,
    { schema: { body: ZRegisterSmsRequest, response: { 200: envelopeOf(ZSmsSentMinutes) } } },
    async (request, reply) => {
      const ctx = clientContext(request);
      await requireHumanCheck(deps.db, deps.secrets.hmacKey, request.body.verification);
      const { mobileNo, countryDialingCode } = request.body;
      const sent = await sendSmsCode(sms, ctx, {
        purpose: 'register',
        mobileNum: mobileNo,
        dialingCode: countryDialingCode,
      });
      return reply.ok({ expiredMinutes: sent.minutes });
    },
  );

  app.post(
    API_PATHS.smsForgot,
    { schema: { body: ZForgotSmsRequest, response: { 200: envelopeOf(ZSmsSentUntil) } } },
    async (request, reply) => {
      const ctx = clientContext(request);
      await requireHumanCheck(deps.db, deps.secrets.hmacKey, request.body.verification);
      const { mobileNum, countryDialingCode } = request.body;
      const sent = await sendSmsCode(sms, ctx, {
        purpose: 'forgot',
        mobileNum,
        dialingCode: countryDialingCode,
      });
      return reply.ok({ expirationTime: sent.expiresAt.getTime() });
    },
  );
}
