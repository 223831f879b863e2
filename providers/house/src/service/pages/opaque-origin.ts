import type { FastifyReply, FastifyRequest } from 'fastify';
import { HOUSE_PREFIX, HOUSE_SESSION_HEADER } from '../api/api-contract.ts';
import type { THouseApp } from '../house-app.ts';

/**
 * The house pages run in an opaque origin wherever they are shown (docs/decisions/021): their own CSP
 * `sandbox` puts them there even in a pop-up or a tab, and the platform frames them without
 * allow-same-origin. So nothing on a page can read the platform's storage or cookies when the house is
 * served from the platform's own host (inline) — and the pages need none: the session token lives in a
 * variable and travels in a header. What an opaque origin needs from the server is below.
 */

/** Scripts, forms, the rules page in a new tab (as a normal page): nothing else (no same-origin). */
export const PAGE_SANDBOX = 'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/** A sandboxed document sends `Origin: null`: the only cross-origin caller the API answers. */
const OPAQUE_ORIGIN = 'null';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

function isOpaque(request: FastifyRequest): boolean {
  return request.headers.origin === OPAQUE_ORIGIN;
}

/**
 * CORS for `Origin: null` on the player API: the answer may be read, the session header may be sent,
 * never with credentials (no cookies exist to send). Any other origin gets no CORS headers, so the
 * browser keeps refusing it.
 */
export function registerOpaqueOriginPreflight(app: THouseApp): void {
  app.options('/api/*', async (request, reply) => {
    if (!isOpaque(request)) return reply.status(404).send();
    return reply
      .status(204)
      .header('access-control-allow-origin', OPAQUE_ORIGIN)
      .header('access-control-allow-methods', 'GET, POST')
      .header('access-control-allow-headers', `content-type, accept, ${HOUSE_SESSION_HEADER}`)
      .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
      .header('vary', 'origin')
      .send();
  });
}

/** Headers an opaque-origin page needs on itself, on the API's answers and on the bundle's files. */
export function setOpaqueOriginHeaders(request: FastifyRequest, reply: FastifyReply, isPage: boolean): void {
  if (isPage) {
    // An opaque origin has an agent cluster of its own already (the header only draws a warning), and
    // the page must stay in its opener's group: the site that opened the game in a pop-up focuses and
    // closes it (the site's own policy, same-origin-allow-popups, keeps that link).
    reply.removeHeader('origin-agent-cluster');
    reply.header('cross-origin-opener-policy', 'unsafe-none');
  } else if (request.url.startsWith(`${HOUSE_PREFIX}/api/`)) {
    reply.header('vary', 'origin');
    if (isOpaque(request)) reply.header('access-control-allow-origin', OPAQUE_ORIGIN);
  } else if (request.url.startsWith(`${HOUSE_PREFIX}/assets/`)) {
    // Module scripts and their CSS load in CORS mode; from an opaque origin every load is cross-origin.
    // The files are public and immutable, so anyone may read them.
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
  }
}
