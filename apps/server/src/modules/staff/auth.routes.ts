import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { ZStaffLoginBody, ZStaffMe, ZTotpConfirmBody, ZTotpSetup } from '@tala/contract/backoffice/staff';
import { envelopeOf, ZEmptyEnvelope } from '@tala/contract/envelope';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import {
  confirmTotpEnrolment,
  describeStaff,
  loginStaff,
  logoutStaff,
  startTotpEnrolment,
} from './staff-auth.service.ts';
import { actorOf, setStaffCookie } from './staff-guard.ts';

export async function authRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.post(
    BO_PATHS.login,
    {
      config: { action: 'auth.login' },
      schema: { body: ZStaffLoginBody, response: { 200: envelopeOf(ZStaffMe) } },
    },
    async (request, reply) => {
      const { token, staff } = await loginStaff(deps.db, request.merchant, {
        ...request.body,
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
      });
      setStaffCookie(request, reply, token);
      reply.header('cache-control', 'no-store');
      return reply.ok(describeStaff(staff, request.merchant));
    },
  );

  app.post(
    BO_PATHS.logout,
    { config: { action: 'auth.logout' }, schema: { response: { 200: ZEmptyEnvelope } } },
    async (request, reply) => {
      const staff = actorOf(request);
      await logoutStaff(deps.db, staff, staff.sessionId);
      setStaffCookie(request, reply, null);
      return reply.ok(null);
    },
  );

  app.get(
    BO_PATHS.me,
    { config: { action: 'auth.me' }, schema: { response: { 200: envelopeOf(ZStaffMe) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(describeStaff(actorOf(request).row, request.merchant));
    },
  );

  app.post(
    BO_PATHS.totpSetup,
    { config: { action: 'auth.totp' }, schema: { response: { 200: envelopeOf(ZTotpSetup) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await startTotpEnrolment(deps.db, request.merchant, actorOf(request).row));
    },
  );

  app.post(
    BO_PATHS.totpConfirm,
    {
      config: { action: 'auth.totp' },
      schema: { body: ZTotpConfirmBody, response: { 200: ZEmptyEnvelope } },
    },
    async (request, reply) => {
      await confirmTotpEnrolment(deps.db, actorOf(request), request.body.code);
      return reply.ok(null);
    },
  );
}
