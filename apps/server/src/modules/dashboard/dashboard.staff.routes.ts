import { ZDashboard } from '@tala/contract/backoffice/dashboard';
import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { envelopeOf } from '@tala/contract/envelope';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { getDashboard } from './dashboard.service.ts';

export async function dashboardStaffRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.get(
    BO_PATHS.dashboard,
    { config: { action: 'dashboard.view' }, schema: { response: { 200: envelopeOf(ZDashboard) } } },
    async (request, reply) => reply.ok(await getDashboard(deps.db, request.merchant)),
  );
}
