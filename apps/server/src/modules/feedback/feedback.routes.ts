import multipart from '@fastify/multipart';
import { envelopeOf } from '@tala/contract/envelope';
import {
  FEEDBACK_LIMITS,
  FEEDBACK_PATHS,
  ZFeedbackDetail,
  ZFeedbackDetailQuery,
  ZFeedbackSent,
  ZMyFeedbackPage,
  ZMyFeedbackQuery,
} from '@tala/contract/feedback/feedback';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { AppError, assert } from '../../lib/app-error.ts';
import { admitUpload, chargeUploadQuota } from '../payments/upload-quota.ts';
import { readImageUploads, type TImageUpload } from '../payments/uploads.ts';
import {
  checkFeedback,
  myFeedback,
  myFeedbackDetail,
  sendFeedback,
  type TFeedbackAuthor,
} from './feedback.service.ts';

function authorOf(request: FastifyRequest): TFeedbackAuthor {
  assert(request.session, 'requireRealAccount ran');
  return { merchant: request.merchant, memberId: request.session.memberId, language: request.lang };
}

/** Feedback and complaints (seed 001 §2, §3, §7; decision 056): a real account's own feedback only. */
export async function feedbackRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const member = { onRequest: app.requireRealAccount };
  app.get(
    FEEDBACK_PATHS.feedback,
    { ...member, schema: { querystring: ZMyFeedbackQuery, response: { 200: envelopeOf(ZMyFeedbackPage) } } },
    async (request, reply) => reply.ok(await myFeedback(deps.db, authorOf(request), request.query)),
  );
  app.get(
    FEEDBACK_PATHS.detail,
    {
      ...member,
      schema: { querystring: ZFeedbackDetailQuery, response: { 200: envelopeOf(ZFeedbackDetail) } },
    },
    async (request, reply) =>
      reply.ok(await myFeedbackDetail(deps.db, authorOf(request), BigInt(request.query.id))),
  );
  await app.register(async (child) => sendRoute(child.withTypeProvider<ZodTypeProvider>() as TApp, deps));
}

/**
 * Reads the multipart form: its text fields and at most one screenshot. A file that is not a PNG or JPG, or is too
 * big, is the screenshot's fault and said so (FEEDBACK_SCREENSHOT_INVALID); a second file is refused by count.
 */
async function readForm(
  request: FastifyRequest,
): Promise<{ fields: unknown; screenshot: TImageUpload | null }> {
  try {
    const { images, fields } = await readImageUploads(request, 1);
    return { fields, screenshot: images[0] ?? null };
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === 'PAY_UPLOAD_INVALID' || error.code === 'PAYLOAD_TOO_LARGE')
    )
      throw new AppError('FEEDBACK_SCREENSHOT_INVALID');
    throw error;
  }
}

/** PUT /wps/feedback: JSON (the seed's three fields) or multipart/form-data with an optional screenshot. */
async function sendRoute(app: TApp, deps: TAppDeps) {
  await app.register(multipart, {
    limits: {
      files: 2,
      fileSize: FEEDBACK_LIMITS.screenshotBytes,
      fields: 6,
      // Characters of the longest field, at up to 4 bytes each in UTF-8.
      fieldSize: FEEDBACK_LIMITS.content * 4,
      parts: 8,
      headerPairs: 50,
    },
  });
  app.put(
    FEEDBACK_PATHS.feedback,
    { onRequest: app.requireRealAccount, schema: { response: { 200: envelopeOf(ZFeedbackSent) } } },
    async (request, reply) => {
      const author = authorOf(request);
      const scope = { merchant: author.merchant, memberId: author.memberId, lang: request.lang };
      let input: { fields: unknown; screenshot: TImageUpload | null } = {
        fields: request.body,
        screenshot: null,
      };
      if (request.isMultipart()) {
        // Uploads are admitted before the body is read (decision 025): a refused one costs no disk.
        await admitUpload(deps.db, scope);
        input = await readForm(request);
        // Refused content costs no quota: the fields are checked before the file is counted.
        checkFeedback(input.fields, author);
        if (input.screenshot) await chargeUploadQuota(deps.db, scope, input.screenshot.bytes.length);
      }
      return reply.ok(await sendFeedback({ db: deps.db, dataDir: deps.env.DATA_DIR }, author, input));
    },
  );
}
