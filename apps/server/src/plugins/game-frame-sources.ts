import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TDb } from '../db/database.ts';
import { activeLaunchUrls } from '../modules/vendor-wallet/provider-accounts.ts';

const TTL_MS = 60_000;

/** The origins of absolute launch URLs ("https://games.vendor.example"); paths on this site add none. */
export function launchOrigins(launchUrls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const launchUrl of launchUrls) {
    if (!/^https?:\/\//i.test(launchUrl)) continue;
    try {
      origins.add(new URL(launchUrl).origin);
    } catch {
      // A malformed URL launches nothing, so it needs no frame permission either.
    }
  }
  return [...origins].sort();
}

/**
 * The site's pages may frame the games of the merchant's providers and nothing else (docs/decisions/021):
 * the CSP's `frame-src 'self'` gains each provider's launch origin — a vendor, or the house provider run
 * on its own origin. Any other address in /game?url= stays blocked by the browser.
 */
export const gameFrameSourcesPlugin = fp(async (app: FastifyInstance, options: { db: TDb }) => {
  const cache = new Map<number, { origins: Promise<string[]>; at: number }>();
  const originsOf = (merchantId: number): Promise<string[]> => {
    const hit = cache.get(merchantId);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.origins;
    const origins = activeLaunchUrls(options.db, merchantId).then(launchOrigins);
    cache.set(merchantId, { origins, at: Date.now() });
    origins.catch(() => cache.delete(merchantId));
    return origins;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    const csp = reply.getHeader('content-security-policy');
    const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (!isPage || typeof csp !== 'string' || !request.merchant) return payload;
    const origins = await originsOf(request.merchant.id);
    if (origins.length > 0) {
      reply.header(
        'content-security-policy',
        csp.replace(/frame-src ([^;]*)/, `frame-src $1 ${origins.join(' ')}`),
      );
    }
    return payload;
  });
});
