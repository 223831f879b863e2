import { envelopeOf } from '@tala/contract/envelope';
import { API_PATHS } from '@tala/contract/paths';
import { ZBalance } from '@tala/contract/wallet/balance';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { balanceOf } from './wallet.service.ts';

/** Demo accounts see their demo balance too: they play with it. */
export async function walletRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.get(
    API_PATHS.balance,
    { onRequest: app.requireSession, schema: { response: { 200: envelopeOf(ZBalance) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await balanceOf(deps.db, request.merchant, request.session!.memberId));
    },
  );
}
