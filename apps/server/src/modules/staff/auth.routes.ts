import { BO_PATHS } from '@tala/contract/backoffice/paths';
import {
  ZEnrolmentCompleteBody,
  ZEnrolmentTokenBody,
  ZEnrolmentView,
  ZStaffLoginBody,
  ZStaffMe,
  ZTotpConfirmBody,
  ZTotpSetup,
} from '@tala/contract/backoffice/staff';
import { envelopeOf, ZEmptyEnvelope } from '@tala/contract/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { completeEnrolment, openEnrolment } from './enrolment.service.ts';
import type { TStaffRow } from './staff.repository.ts';
import {
  confirmTotpEnrolment,
  describeStaff,
  loginStaff,
  logoutStaff,
  startTotpEnrolment,
} from './staff-auth.service.ts';
import { actorOf, setStaffCookie } from './staff-guard.ts';

function clientOf(request: FastifyRequest) {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}

/** A new session: the HttpOnly cookie, and who is now signed in (never cached). */
function signedIn(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; staff: TStaffRow },
) {
  setStaffCookie(request, reply, session.token);
  reply.header('cache-control', 'no-store');
  return reply.ok(describeStaff(session.staff, request.merchant));
}

export async function authRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.post(
    BO_PATHS.login,
    {
      config: { action: 'auth.login' },
      schema: { body: ZStaffLoginBody, response: { 200: envelopeOf(ZStaffMe) } },
    },
    async (request, reply) => {
      const session = await loginStaff(deps, request.merchant, { ...request.body, ...clientOf(request) });
      return signedIn(request, reply, session);
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
      return reply.ok(await startTotpEnrolment(deps, request.merchant, actorOf(request).row));
    },
  );

  app.post(
    BO_PATHS.totpConfirm,
    {
      config: { action: 'auth.totp' },
      schema: { body: ZTotpConfirmBody, response: { 200: ZEmptyEnvelope } },
    },
    async (request, reply) => {
      await confirmTotpEnrolment(deps, actorOf(request), request.body.code);
      return reply.ok(null);
    },
  );

  app.post(
    BO_PATHS.enrolmentOpen,
    {
      config: { action: 'auth.enrol' },
      schema: { body: ZEnrolmentTokenBody, response: { 200: envelopeOf(ZEnrolmentView) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(
        await openEnrolment(deps, request.merchant, { token: request.body.token, ip: request.ip }),
      );
    },
  );

  app.post(
    BO_PATHS.enrolmentComplete,
    {
      config: { action: 'auth.enrol' },
      schema: { body: ZEnrolmentCompleteBody, response: { 200: envelopeOf(ZStaffMe) } },
    },
    async (request, reply) => {
      const session = await completeEnrolment(deps, request.merchant, {
        ...request.body,
        ...clientOf(request),
      });
      return signedIn(request, reply, session);
    },
  );
}
