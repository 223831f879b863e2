import { envelopeOf } from '@tala/contract/envelope';
import { API_PATHS } from '@tala/contract/paths';
import { ZLoginResult } from '@tala/contract/session/login';
import { ZAffiliateQuery, ZAffiliateResult, ZRegisterRequest } from '@tala/contract/session/registration';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { clientContext } from '../session/client-context.ts';
import { CAPTCHA_COOKIE, readCookie } from '../verification/captcha.service.ts';
import { checkAffiliateCode, register, type TRegisterVariant } from './registration.service.ts';

export async function registrationRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const loginDeps = {
    db: deps.db,
    absoluteHours: deps.env.SESSION_ABSOLUTE_HOURS,
    messaging: deps.messaging,
    hmacKey: deps.secrets.hmacKey,
  };
  const variants: [string, TRegisterVariant][] = [
    [API_PATHS.register, 'username'],
    [API_PATHS.registerMobile, 'mobile'],
  ];
  for (const [path, variant] of variants) {
    app.put(
      path,
      {
        config: { sealed: true },
        schema: { body: ZRegisterRequest, response: { 200: envelopeOf(ZLoginResult) } },
      },
      async (request, reply) => {
        const captchaId = readCookie(request.headers.cookie, CAPTCHA_COOKIE);
        return reply.ok(
          await register(loginDeps, clientContext(request), request.body, { variant, captchaId }),
        );
      },
    );
  }

  app.get(
    API_PATHS.affiliate,
    { schema: { querystring: ZAffiliateQuery, response: { 200: envelopeOf(ZAffiliateResult) } } },
    async (request, reply) =>
      reply.ok(await checkAffiliateCode(deps.db, clientContext(request), request.query.code)),
  );
}
