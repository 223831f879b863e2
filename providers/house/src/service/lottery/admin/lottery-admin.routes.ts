import { LOTTERY_ADMIN_BASE, LOTTERY_ADMIN_PATHS } from '@tala/contract/lottery/lottery-admin';
import type { FastifyError } from 'fastify';
import type { THouseApp } from '../../house-app.ts';
import type { TLotteryAdminApi } from './lottery-admin-api.ts';

/** A terms change is the largest body: a play type's odds (a few dozen prizes) and the caps. */
const MAX_BODY_BYTES = 16 * 1024;

/**
 * The lottery admin API over HTTP, like the transfer API's routes: its own scope, the body kept as the
 * received bytes (the signature covers them), answers as lottery-admin-api.ts gives them.
 */
export async function lotteryAdminRoutes(app: THouseApp, api: TLotteryAdminApi): Promise<void> {
  await app.register(async (scope: THouseApp) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: MAX_BODY_BYTES },
      (_r, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const isClient = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500;
      if (!isClient) request.log.error({ err: error }, 'house: lottery admin call failed');
      const code = isClient ? 'BAD_REQUEST' : 'INTERNAL_ERROR';
      return reply.status(isClient ? 400 : 500).send({ error: { code, message: code } });
    });
    for (const path of Object.values(LOTTERY_ADMIN_PATHS)) {
      scope.post(`${LOTTERY_ADMIN_BASE}${path}`, async (request, reply) => {
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
