import { envelopeOf } from '@tala/contract/envelope';
import { REFERRAL_PATHS, ZMyReferrals, ZReferralQuery } from '@tala/contract/promotions/referrals';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { assert } from '../../lib/app-error.ts';
import { readerOf } from '../notices/notice-reader.ts';
import { myReferrals } from './referrals.service.ts';

/** Invite friends (member centre `referral`, decision 052): a real account's code, programme and friends. */
export async function referralRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.get(
    REFERRAL_PATHS.mine,
    {
      onRequest: app.requireRealAccount,
      schema: { querystring: ZReferralQuery, response: { 200: envelopeOf(ZMyReferrals) } },
    },
    async (request, reply) => {
      assert(request.session, 'requireRealAccount ran');
      const reader = { ...readerOf(request), memberId: request.session.memberId };
      return reply.ok(await myReferrals(deps.db, reader, request.query));
    },
  );
}
