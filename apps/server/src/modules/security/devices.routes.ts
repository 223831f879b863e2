import { envelopeOf } from '@tala/contract/envelope';
import {
  DEVICE_PATHS,
  ZAuthenticatorSetup,
  ZAuthenticatorStatus,
  ZConfirmAuthenticatorRequest,
  ZDeviceIdParam,
  ZDisableAuthenticatorRequest,
  ZMemberDeviceList,
  ZRemovedDevices,
  ZSocialLinkList,
} from '@tala/contract/security/devices';
import type { FastifyRequest } from 'fastify';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { mySocialLinks } from '../social/social-identities.repository.ts';
import {
  authenticatorStatus,
  confirmAuthenticator,
  disableAuthenticator,
  setupAuthenticator,
} from './authenticator.service.ts';
import { myDevices, removeMyDevice, removeOtherDevices } from './devices.service.ts';

const ref = (request: FastifyRequest) => ({
  merchantId: request.merchant.id,
  memberId: request.session!.memberId,
});

/** Trusted devices, the authenticator and social links of the security centre (decision 022). */
export async function deviceRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const { db } = deps;
  const real = app.requireRealAccount;
  const box = deps.secretBox;
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    DEVICE_PATHS.devices,
    { onRequest: real, schema: { response: { 200: envelopeOf(ZMemberDeviceList) } } },
    async (request, reply) =>
      reply.headers(noStore).ok(await myDevices(db, ref(request), request.session!.sessionId)),
  );
  // Registered before :id so "others" is not read as an id.
  app.delete(
    DEVICE_PATHS.otherDevices,
    { onRequest: real, schema: { response: { 200: envelopeOf(ZRemovedDevices) } } },
    async (request, reply) =>
      reply.ok(await removeOtherDevices(db, ref(request), request.session!.sessionId)),
  );
  app.delete(
    DEVICE_PATHS.deviceById,
    { onRequest: real, schema: { params: ZDeviceIdParam, response: { 200: envelopeOf(ZRemovedDevices) } } },
    async (request, reply) =>
      reply.ok(await removeMyDevice(db, ref(request), request.session!.sessionId, BigInt(request.params.id))),
  );

  app.get(
    DEVICE_PATHS.authenticator,
    { onRequest: real, schema: { response: { 200: envelopeOf(ZAuthenticatorStatus) } } },
    async (request, reply) => reply.headers(noStore).ok(await authenticatorStatus(db, ref(request))),
  );
  app.post(
    DEVICE_PATHS.authenticatorSetup,
    { onRequest: real, schema: { response: { 200: envelopeOf(ZAuthenticatorSetup) } } },
    async (request, reply) =>
      reply.headers(noStore).ok(
        await setupAuthenticator(db, box, ref(request), {
          brand: request.merchant.name,
          username: request.session!.username,
        }),
      ),
  );
  app.post(
    DEVICE_PATHS.authenticatorConfirm,
    {
      onRequest: real,
      schema: { body: ZConfirmAuthenticatorRequest, response: { 200: envelopeOf(ZAuthenticatorStatus) } },
    },
    async (request, reply) => reply.ok(await confirmAuthenticator(db, box, ref(request), request.body.code)),
  );
  app.delete(
    DEVICE_PATHS.authenticator,
    {
      onRequest: real,
      config: { sealed: true },
      schema: { body: ZDisableAuthenticatorRequest, response: { 200: envelopeOf(ZAuthenticatorStatus) } },
    },
    async (request, reply) => reply.ok(await disableAuthenticator(db, box, ref(request), request.body)),
  );

  app.get(
    DEVICE_PATHS.socialLinks,
    { onRequest: real, schema: { response: { 200: envelopeOf(ZSocialLinkList) } } },
    async (request, reply) => reply.headers(noStore).ok({ list: await mySocialLinks(db, ref(request)) }),
  );
}
