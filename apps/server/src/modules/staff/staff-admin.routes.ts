import { BO_PATHS } from '@tala/contract/backoffice/paths';
import {
  ZStaffEnrolmentLink,
  ZStaffIdParams,
  ZStaffInviteBody,
  ZStaffList,
} from '@tala/contract/backoffice/staff';
import { envelopeOf } from '@tala/contract/envelope';
import type { FastifyRequest } from 'fastify';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import {
  createStaffWithLink,
  getStaffAccount,
  listStaffAccounts,
  reissueEnrolmentLink,
} from './staff-accounts.service.ts';
import { actorOf } from './staff-guard.ts';

/** Links point at BACKOFFICE_URL when set, else at the address the admin is using right now. */
function baseUrlOf(deps: TAppDeps, request: FastifyRequest): string {
  return deps.env.BACKOFFICE_URL ?? `${request.protocol}://${request.host}`;
}

/** The admin's staff screen: list, invite (account + enrolment link), new link for an existing account. */
export async function staffAdminRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.get(
    BO_PATHS.staff,
    { config: { action: 'staff.view' }, schema: { response: { 200: envelopeOf(ZStaffList) } } },
    async (request, reply) => reply.ok({ list: await listStaffAccounts(deps.db, request.merchant.id) }),
  );

  app.post(
    BO_PATHS.staff,
    {
      config: { action: 'staff.manage' },
      schema: { body: ZStaffInviteBody, response: { 200: envelopeOf(ZStaffEnrolmentLink) } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const created = await createStaffWithLink(
        deps.db,
        actor.merchantId,
        { ...request.body, displayName: request.body.displayName || request.body.username },
        { kind: 'staff', actor },
        baseUrlOf(deps, request),
      );
      reply.header('cache-control', 'no-store');
      return reply.ok({
        staff: await getStaffAccount(deps.db, actor.merchantId, created.staffId),
        enrolmentUrl: created.url,
        expiresAt: created.expiresAt.toISOString(),
      });
    },
  );

  app.post(
    BO_PATHS.staffEnrolment,
    {
      config: { action: 'staff.manage' },
      schema: { params: ZStaffIdParams, response: { 200: envelopeOf(ZStaffEnrolmentLink) } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const staffId = BigInt(request.params.id);
      const link = await reissueEnrolmentLink(deps.db, actor, staffId, baseUrlOf(deps, request));
      reply.header('cache-control', 'no-store');
      return reply.ok({
        staff: await getStaffAccount(deps.db, actor.merchantId, staffId),
        enrolmentUrl: link.url,
        expiresAt: link.expiresAt.toISOString(),
      });
    },
  );
}
