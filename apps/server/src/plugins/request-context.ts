import { DEFAULT_LANGUAGE, parseLanguage, type TLanguage } from '@tala/contract/i18n/languages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { TMerchant } from '../modules/merchants/merchant.repository.ts';
import type { MerchantCache } from '../modules/merchants/merchant-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: TLanguage;
    /** Resolved for every API route; routes outside the API never read it. */
    merchant: TMerchant;
  }
}

const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/dev/', '/bo/api/'];
export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Who is asking and in which language: `Language` header (CN/TY or ISO codes), and the merchant from the
 * `Merchant` header, else from the host name, else the deployment's default merchant.
 */
export const requestContextPlugin = fp(
  async (app: FastifyInstance, options: { merchants: MerchantCache; defaultMerchant: string }) => {
    app.decorateRequest('lang', DEFAULT_LANGUAGE);
    app.decorateRequest('merchant', null as unknown as TMerchant);

    app.addHook('onRequest', async (request) => {
      const header = request.headers.language;
      request.lang = parseLanguage(Array.isArray(header) ? header[0] : header) ?? DEFAULT_LANGUAGE;
      if (!isApiPath(request.url)) return;

      const explicit = request.headers.merchant;
      const code =
        typeof explicit === 'string' && explicit.length > 0 ? explicit.slice(0, 40).toUpperCase() : null;
      const resolved = code ?? (await options.merchants.codeForDomain(request.hostname.split(':')[0] ?? ''));
      const merchant = await options.merchants.byMerchantCode(resolved ?? options.defaultMerchant);
      if (!merchant) throw new AppError('UNKNOWN_MERCHANT');
      request.merchant = merchant;
      if (!header) request.lang = parseLanguage(merchant.defaultLanguage) ?? DEFAULT_LANGUAGE;
    });
  },
);
