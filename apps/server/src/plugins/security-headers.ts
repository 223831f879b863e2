import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet with a CSP the built site passes: own scripts only, inline styles allowed (Radix and
 * Tailwind set style attributes), images from self/data/blob, ALTCHA's worker from blob.
 * The middleware is built once: @fastify/helmet rebuilt it (parsing every directive) on each request.
 */
const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
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

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
