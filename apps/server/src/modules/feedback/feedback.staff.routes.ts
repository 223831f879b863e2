import { ZCreated } from '@tala/contract/backoffice/notices';
import { envelopeOf, ZEmptyEnvelope } from '@tala/contract/envelope';
import {
  FEEDBACK_BO_PATHS,
  ZBoFeedbackAssignBody,
  ZBoFeedbackAssignees,
  ZBoFeedbackDetail,
  ZBoFeedbackPage,
  ZBoFeedbackQuery,
  ZBoFeedbackReplyBody,
  ZBoFeedbackSettings,
  ZFeedbackIdParams,
} from '@tala/contract/feedback/feedback-staff';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { readStoredUpload, sendStoredImage } from '../payments/uploads.ts';
import { actorOf } from '../staff/staff-guard.ts';
import {
  assignFeedback,
  feedbackAssignees,
  feedbackDetail,
  feedbackInbox,
  feedbackScreenshot,
  replyToFeedback,
  saveFeedbackWords,
} from './feedback-staff.service.ts';

/** The feedback inbox (issue 14 §6, decision 056): everyone reads and answers; admins set the word limits. */
export async function feedbackStaffRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const view = { config: { action: 'feedback.view' as const } };
  const answer = { config: { action: 'feedback.answer' as const } };
  const idOf = (params: { id: string }) => BigInt(params.id);

  app.get(
    FEEDBACK_BO_PATHS.inbox,
    { ...view, schema: { querystring: ZBoFeedbackQuery, response: { 200: envelopeOf(ZBoFeedbackPage) } } },
    async (request, reply) => reply.ok(await feedbackInbox(deps.db, actorOf(request), request.query)),
  );
  app.get(
    FEEDBACK_BO_PATHS.assignees,
    { ...view, schema: { response: { 200: envelopeOf(ZBoFeedbackAssignees) } } },
    async (request, reply) => reply.ok(await feedbackAssignees(deps.db, request.merchant.id)),
  );
  app.get(
    FEEDBACK_BO_PATHS.settings,
    { ...view, schema: { response: { 200: envelopeOf(ZBoFeedbackSettings) } } },
    async (request, reply) => reply.ok(request.merchant.settings.feedbackWords),
  );
  app.put(
    FEEDBACK_BO_PATHS.settings,
    {
      config: { action: 'feedback.settings' as const },
      schema: { body: ZBoFeedbackSettings, response: { 200: envelopeOf(ZBoFeedbackSettings) } },
    },
    async (request, reply) => {
      const saved = await saveFeedbackWords(deps.db, request.merchant, actorOf(request), request.body);
      deps.merchants.invalidate();
      return reply.ok(saved);
    },
  );
  app.get(
    FEEDBACK_BO_PATHS.item,
    { ...view, schema: { params: ZFeedbackIdParams, response: { 200: envelopeOf(ZBoFeedbackDetail) } } },
    async (request, reply) => reply.ok(await feedbackDetail(deps.db, actorOf(request), idOf(request.params))),
  );
  app.get(
    FEEDBACK_BO_PATHS.screenshot,
    { ...view, schema: { params: ZFeedbackIdParams } },
    async (request, reply) => {
      const name = await feedbackScreenshot(deps.db, request.merchant.id, idOf(request.params));
      return sendStoredImage(reply, await readStoredUpload(deps.env.DATA_DIR, name));
    },
  );
  app.post(
    FEEDBACK_BO_PATHS.assign,
    {
      ...answer,
      schema: { params: ZFeedbackIdParams, body: ZBoFeedbackAssignBody, response: { 200: ZEmptyEnvelope } },
    },
    async (request, reply) => {
      const { staffId } = request.body;
      await assignFeedback(
        deps.db,
        actorOf(request),
        idOf(request.params),
        staffId === null ? null : BigInt(staffId),
      );
      return reply.ok(null);
    },
  );
  app.post(
    FEEDBACK_BO_PATHS.reply,
    {
      ...answer,
      schema: {
        params: ZFeedbackIdParams,
        body: ZBoFeedbackReplyBody,
        response: { 200: envelopeOf(ZCreated) },
      },
    },
    async (request, reply) =>
      reply.ok(await replyToFeedback(deps.db, actorOf(request), idOf(request.params), request.body.body)),
  );
}
