import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { ZBoReferralPage, ZBoReferralQuery } from '@tala/contract/backoffice/referrals';
import { envelopeOf } from '@tala/contract/envelope';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { actorOf } from '../staff/staff-guard.ts';
import { listReferrals } from './referrals-staff.service.ts';

/** The referral overview of the back office (issue 13 §3, decision 052): every role reads it. */
export async function referralStaffRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.get(
    BO_PATHS.referrals,
    {
      config: { action: 'promotions.view' as const },
      schema: { querystring: ZBoReferralQuery, response: { 200: envelopeOf(ZBoReferralPage) } },
    },
    async (request, reply) => {
      const staff = actorOf(request);
      const viewer = { merchantId: request.merchant.id, role: staff.role, language: request.lang };
      return reply.ok(await listReferrals(deps.db, viewer, request.query));
    },
  );
}
