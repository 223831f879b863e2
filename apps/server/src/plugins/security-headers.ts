import { createHash } from 'node:crypto';
import { THEME_BOOT_SCRIPT } from '@tala/contract/theme-boot';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** The site's one inline script (the theme applied before the first paint), allowed by its hash alone. */
export const THEME_BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT, 'utf8').digest('base64')}'`;

/**
 * Helmet with a CSP the built site passes: own scripts only (plus the theme boot script by hash), inline
 * styles allowed (Radix and Tailwind set style attributes), images from self/data/blob, ALTCHA's worker
 * from blob.
 * The middleware is built once: @fastify/helmet rebuilt it (parsing every directive) on each request.
 */
const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", THEME_BOOT_SCRIPT_SOURCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      frameSrc: ["'self'"],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // A game opened in a pop-up (a vendor's origin, or the house's opaque one) stays linked to the site,
  // which focuses and closes it; plain same-origin would sever every cross-origin pop-up.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  hsts: false,
});

/** One year; subdomains too, as helmet's default (an operator's brands live on their own domains). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * HSTS in production, on requests that came over TLS (directly, or through a proxy trusted with
 * TRUST_PROXY: request.protocol reads X-Forwarded-Proto only then). Never over plain http, where a
 * browser ignores it anyway and a development machine must not be pinned to https.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { hsts: boolean; trustProxy: boolean }) => {
    let hasWarnedProxy = false;
    app.addHook('onRequest', (request, reply, done) => {
      if (options.hsts && request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      if (options.hsts && !options.trustProxy && !hasWarnedProxy && request.headers['x-forwarded-proto']) {
        hasWarnedProxy = true;
        request.log.warn(
          'A proxy sends X-Forwarded-Proto but TRUST_PROXY is not true: requests are taken for plain http, ' +
            'so HSTS and Secure cookies are off and client IPs are the proxy. Set TRUST_PROXY=true.',
        );
      }
      applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
);
