import { ZAuditPage, ZAuditQuery } from '@tala/contract/backoffice/audit';
import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { envelopeOf } from '@tala/contract/envelope';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { getAuditPage } from './audit.service.ts';

export async function auditRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.get(
    BO_PATHS.audit,
    {
      config: { action: 'audit.view' },
      schema: { querystring: ZAuditQuery, response: { 200: envelopeOf(ZAuditPage) } },
    },
    async (request, reply) => reply.ok(await getAuditPage(deps.db, request.merchant.id, request.query)),
  );
}
