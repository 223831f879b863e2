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
 * A Host header as HTTP defines it (RFC 9110 §7.2): a DNS name, an IPv4 or a bracketed IPv6 address,
 * and an optional port. Redirect URIs and links are built from it, so anything else is refused here
 * rather than failing where a URL is made from it.
 */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_.-]+)(?::\d{1,5})?$/;

function isHost(host: string): boolean {
  return host.length <= 300 && HOST.test(host) && URL.canParse(`http://${host}/`);
}

/** Host, and X-Forwarded-Host (a proxy list, which the host is read from behind TRUST_PROXY). */
export function hasWellFormedHosts(headers: Record<string, string | string[] | undefined>): boolean {
  const { host, 'x-forwarded-host': forwarded } = headers;
  if (host !== undefined && (typeof host !== 'string' || !isHost(host))) return false;
  if (forwarded === undefined) return true;
  return typeof forwarded === 'string' && forwarded.split(',').every((entry) => isHost(entry.trim()));
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
    const hostOk = hasWellFormedHosts(request.headers);
    if (path === null && hostOk) return;
    // The request context has not run yet: answer in the caller's language all the same.
    const header = request.headers.language;
    request.lang = parseLanguage(typeof header === 'string' ? header : undefined) ?? DEFAULT_LANGUAGE;
    throw path === null ? new AppError('MALFORMED_REQUEST') : illFormedTextError(path);
  });
  app.addHook('preValidation', async (request) => {
    const path = findIllFormedText(request.body);
    if (path !== null) throw illFormedTextError(path);
  });
});
