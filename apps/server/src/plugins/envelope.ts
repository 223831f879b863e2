import { ERROR_STATUS, errorMessageKey, type TErrorCode } from '@tala/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { ConfigError } from '../lib/config-error.ts';
import { translate } from '../lib/i18n.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends `{ success: true, code: 'OK', message, value }`. */
    ok<T>(value: T): FastifyReply;
  }
}

function send(request: FastifyRequest, reply: FastifyReply, code: TErrorCode, error?: AppError) {
  const message = translate(
    request.lang,
    `errors:${errorMessageKey(code).slice('errors.'.length)}`,
    error?.options.params,
  );
  return reply.status(ERROR_STATUS[code]).send({
    success: false,
    code,
    message,
    value: error?.options.value ?? null,
    ...(error?.options.fields ? { fields: error.options.fields } : {}),
  });
}

/** Fastify's own client errors, mapped to our codes so every 4xx has a code and a translated message. */
function codeForFrameworkError(error: FastifyError): TErrorCode | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) return 'PAYLOAD_TOO_LARGE';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415)
    return 'UNSUPPORTED_MEDIA_TYPE';
  if (error.code === 'FST_ERR_RATE_LIMITED' || error.statusCode === 429) return 'RATE_LIMITED';
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
    return 'MALFORMED_REQUEST';
  return null;
}

/** A contract refinement may name its own message (e.g. ZText's invalid characters): `{ params: { messageKey } }`. */
function refinementKey(params: unknown): string | null {
  const key = (params as { params?: { messageKey?: unknown } } | undefined)?.params?.messageKey;
  return typeof key === 'string' ? key : null;
}

export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateReply('ok', function ok(this: FastifyReply, value: unknown) {
    return this.send({
      success: true,
      code: 'OK',
      message: translate(this.request.lang, 'common:ok'),
      value,
    });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(request, reply, error.code, error);
    if (error instanceof ConfigError) {
      // The operator's to fix (e.g. DATA_ENCRYPTION_KEY): the log names what, the client gets the code only.
      request.log.error(error.message);
      return send(request, reply, error.code);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.').slice(0, 200),
        messageKey: refinementKey(issue.params) ?? `validation.${issue.keyword}`,
      }));
      return send(request, reply, 'VALIDATION_FAILED', new AppError('VALIDATION_FAILED', { fields }));
    }
    const mapped = codeForFrameworkError(error);
    if (mapped) return send(request, reply, mapped);
    // A bug: log everything, leak nothing (house style 5).
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 'INTERNAL_ERROR');
  });
});
