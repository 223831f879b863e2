import { TRANSFER_PATHS } from '@tala/contract/vendor-wallet/transfer';
import type { FastifyError } from 'fastify';
import type { THouseApp } from '../house-app.ts';
import { TRANSFER_API_BASE, type TTransferApi } from './transfer-api.ts';

const MAX_BODY_BYTES = 16 * 1024;

/**
 * The transfer wallet API over HTTP: its own scope, the body kept as the received bytes (the signature
 * covers them), answers `{ status, balance? }` as `transfer-api.ts` gives them.
 */
export async function transferRoutes(app: THouseApp, api: TTransferApi): Promise<void> {
  await app.register(async (scope: THouseApp) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
      (_r, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.status(400).send({ status: 'BAD_REQUEST' });
      }
      // Nothing was committed (each call is one transaction): the platform asks again with the same reference.
      request.log.error({ err: error }, 'house: transfer call failed');
      return reply.status(500).send({ status: 'RETRY' });
    });
    for (const path of Object.values(TRANSFER_PATHS)) {
      scope.post(`${TRANSFER_API_BASE}${path}`, async (request, reply) => {
        const answer = await api({
          path,
          header: (name) => {
            const value = request.headers[name];
            return typeof value === 'string' ? value : undefined;
          },
          rawBody: typeof request.body === 'string' ? request.body : '',
        });
        return reply.status(answer.statusCode).send(answer.body);
      });
    }
  });
}
