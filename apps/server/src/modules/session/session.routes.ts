import { envelopeOf } from '@tala/contract/envelope';
import { API_PATHS } from '@tala/contract/paths';
import {
  DEVICE_VERIFICATION_PATHS,
  ZSendLoginCodeRequest,
  ZSendLoginCodeResult,
  ZVerifyLoginRequest,
} from '@tala/contract/session/device-verification';
import {
  ZFirstLoginResult,
  ZFreePlayRequest,
  ZLoginRequest,
  ZLoginResult,
} from '@tala/contract/session/login';
import { z } from 'zod';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { CAPTCHA_COOKIE, readCookie } from '../verification/captcha.service.ts';
import { clientContext } from './client-context.ts';
import { sendLoginCode, verifyLogin } from './device-check.service.ts';
import { freePlayLogin } from './free-play.service.ts';
import { login } from './login.service.ts';
import { endSession, markFirstLogin } from './session.service.ts';

export async function sessionRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const loginDeps = {
    db: deps.db,
    absoluteHours: deps.env.SESSION_ABSOLUTE_HOURS,
    messaging: deps.messaging,
    hmacKey: deps.secrets.hmacKey,
    secretBox: deps.secretBox,
  };
  const loginRoute = {
    config: { sealed: true },
    schema: { body: ZLoginRequest, response: { 200: envelopeOf(ZLoginResult) } },
  } as const;

  for (const path of [API_PATHS.login, API_PATHS.loginV2]) {
    app.post(path, loginRoute, async (request, reply) => {
      const captchaId = readCookie(request.headers.cookie, CAPTCHA_COOKIE);
      return reply.ok(await login(loginDeps, clientContext(request), request.body, captchaId));
    });
  }

  // New-device verification (decision 022): sealed like login, since answers are personal data.
  app.post(
    DEVICE_VERIFICATION_PATHS.sendCode,
    {
      config: { sealed: true },
      schema: { body: ZSendLoginCodeRequest, response: { 200: envelopeOf(ZSendLoginCodeResult) } },
    },
    async (request, reply) => reply.ok(await sendLoginCode(loginDeps, clientContext(request), request.body)),
  );
  app.post(
    DEVICE_VERIFICATION_PATHS.verify,
    {
      config: { sealed: true },
      schema: { body: ZVerifyLoginRequest, response: { 200: envelopeOf(ZLoginResult) } },
    },
    async (request, reply) => reply.ok(await verifyLogin(loginDeps, clientContext(request), request.body)),
  );

  app.post(
    API_PATHS.freePlayLogin,
    // Sealed like login: the seed sends the free-play random string encrypted.
    {
      config: { sealed: true },
      schema: { body: ZFreePlayRequest, response: { 200: envelopeOf(ZLoginResult) } },
    },
    async (request, reply) => reply.ok(await freePlayLogin(loginDeps, clientContext(request), request.body)),
  );

  app.delete(
    API_PATHS.logout,
    { onRequest: app.requireSession, schema: { response: { 200: envelopeOf(z.null()) } } },
    async (request, reply) => {
      const session = request.session!;
      await endSession(deps.db, request.merchant.id, session.sessionId);
      return reply.ok(null);
    },
  );

  app.post(
    API_PATHS.firstLogin,
    { onRequest: app.requireSession, schema: { response: { 200: envelopeOf(ZFirstLoginResult) } } },
    async (request, reply) =>
      reply.ok(await markFirstLogin(deps.db, request.merchant.id, request.session!.memberId)),
  );
}
