import { BO_PATHS } from '@tala/contract/backoffice/paths';
import {
  ZBoVendorTransferCheck,
  ZBoVendorTransferIdParams,
  ZBoVendorTransferPage,
  ZBoVendorTransferQuery,
} from '@tala/contract/backoffice/vendor-transfers';
import { envelopeOf } from '@tala/contract/envelope';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { actorOf } from '../staff/staff-guard.ts';
import { providerTransport } from './provider-transport.ts';
import { checkTransferNow, getTransfersInFlight } from './transfers-in-flight.service.ts';

/** Vendor transfers still waiting for the vendor's answer, and the status check staff can run at once. */
export async function vendorWalletStaffRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const transferDeps = { db: deps.db, transport: providerTransport(deps.inProcessProviders) };
  app.get(
    BO_PATHS.vendorTransfers,
    {
      config: { action: 'transfers.view' },
      schema: { querystring: ZBoVendorTransferQuery, response: { 200: envelopeOf(ZBoVendorTransferPage) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await getTransfersInFlight(deps.db, request.merchant.id, request.query));
    },
  );
  app.post(
    BO_PATHS.vendorTransferCheck,
    {
      config: { action: 'transfers.check' },
      schema: { params: ZBoVendorTransferIdParams, response: { 200: envelopeOf(ZBoVendorTransferCheck) } },
    },
    async (request, reply) =>
      reply.ok(await checkTransferNow(transferDeps, actorOf(request), BigInt(request.params.id))),
  );
}
