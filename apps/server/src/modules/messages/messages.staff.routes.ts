import { envelopeOf, ZEmptyEnvelope } from '@tala/contract/envelope';
import {
  BO_MESSAGE_PATHS,
  ZBoAudienceQuery,
  ZBoAudienceSize,
  ZBoMessageBody,
  ZBoMessageCreated,
  ZBoMessageIdParams,
  ZBoMessagePage,
  ZBoMessageQuery,
} from '@tala/contract/messages/messages-staff';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { actorOf } from '../staff/staff-guard.ts';
import { audienceSizeOf, cancelMessage, composeMessage, listBoMessages } from './messages-staff.service.ts';

/** The message composer and the list of sent and scheduled messages (decision 055: support and admin send). */
export async function messageStaffRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const view = { config: { action: 'messages.view' as const } };
  const send = { config: { action: 'messages.send' as const } };

  app.get(
    BO_MESSAGE_PATHS.messages,
    { ...view, schema: { querystring: ZBoMessageQuery, response: { 200: envelopeOf(ZBoMessagePage) } } },
    async (request, reply) => reply.ok(await listBoMessages(deps.db, request.merchant.id, request.query)),
  );
  app.get(
    BO_MESSAGE_PATHS.audienceSize,
    { ...send, schema: { querystring: ZBoAudienceQuery, response: { 200: envelopeOf(ZBoAudienceSize) } } },
    async (request, reply) => reply.ok(await audienceSizeOf(deps.db, request.merchant.id, request.query)),
  );
  app.post(
    BO_MESSAGE_PATHS.messages,
    { ...send, schema: { body: ZBoMessageBody, response: { 200: envelopeOf(ZBoMessageCreated) } } },
    async (request, reply) => reply.ok(await composeMessage(deps.db, actorOf(request), request.body)),
  );
  app.post(
    BO_MESSAGE_PATHS.cancel,
    { ...send, schema: { params: ZBoMessageIdParams, response: { 200: ZEmptyEnvelope } } },
    async (request, reply) => {
      await cancelMessage(deps.db, actorOf(request), BigInt(request.params.id));
      return reply.ok(null);
    },
  );
}
