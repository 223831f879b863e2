import { DEFAULT_LANGUAGE, parseLanguage } from '@tala/contract/i18n/languages';
import { findIllFormedRequestText, findIllFormedText, INVALID_CHARACTERS_KEY } from '@tala/contract/text';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

function illFormedTextError(path: string): AppError {
  return new AppError('VALIDATION_FAILED', {
    fields: [{ path: path.slice(0, 200), messageKey: INVALID_CHARACTERS_KEY }],
  });
}

/**
 * Decision 017: no string with a NUL or a lone surrogate gets past this point, for every route. The
 * path, query and headers are checked on arrival (before the merchant is looked up); the
 * body once it is parsed and, for sealed bodies, opened (this plugin is registered after
 * sealed-body.ts, so its preValidation hook runs second). Routes that keep the raw bytes (signed
 * webhooks and wallet calls) check the JSON they parse with the same rule (lib/parse-json.ts).
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    const path = findIllFormedRequestText(request);
    if (path === null) return;
    // The request context has not run yet: answer in the caller's language all the same.
    const header = request.headers.language;
    request.lang = parseLanguage(typeof header === 'string' ? header : undefined) ?? DEFAULT_LANGUAGE;
    throw illFormedTextError(path);
  });
  app.addHook('preValidation', async (request) => {
    const path = findIllFormedText(request.body);
    if (path !== null) throw illFormedTextError(path);
  });
});
