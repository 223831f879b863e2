import { envelopeOf } from '@tala/contract/envelope';
import {
  ZChangePasswordRequest,
  ZEmailResetRequest,
  ZPhoneResetRequest,
} from '@tala/contract/member/password';
import { API_PATHS } from '@tala/contract/paths';
import { ZLoginResult } from '@tala/contract/session/login';
import { z } from 'zod';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { clientContext } from '../session/client-context.ts';
import { changePassword, resetPasswordByEmail, resetPasswordByPhone } from './password.service.ts';

export async function passwordRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const loginDeps = {
    db: deps.db,
    absoluteHours: deps.env.SESSION_ABSOLUTE_HOURS,
    messaging: deps.messaging,
    hmacKey: deps.secrets.hmacKey,
  };

  app.post(
    API_PATHS.changePassword,
    {
      // onRequest, so a caller without a session is refused before the sealed body is even opened.
      onRequest: app.requireRealAccount,
      config: { sealed: true },
      schema: { body: ZChangePasswordRequest, response: { 200: envelopeOf(z.null()) } },
    },
    async (request, reply) => {
      await changePassword(deps.db, clientContext(request), request.session!, request.body);
      return reply.ok(null);
    },
  );

  app.post(
    API_PATHS.phoneReset,
    {
      config: { sealed: true },
      schema: { body: ZPhoneResetRequest, response: { 200: envelopeOf(ZLoginResult) } },
    },
    async (request, reply) =>
      reply.ok(await resetPasswordByPhone(loginDeps, clientContext(request), request.body)),
  );

  app.post(
    API_PATHS.emailReset,
    { schema: { body: ZEmailResetRequest, response: { 200: envelopeOf(z.null()) } } },
    async (request, reply) => {
      await resetPasswordByEmail(deps, clientContext(request), request.body);
      return reply.ok(null);
    },
  );
}
