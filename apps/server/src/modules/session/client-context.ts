import type { TLanguage } from '@tala/contract/i18n/languages';
import type { FastifyRequest } from 'fastify';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { ensureDeviceId } from './device-cookie.ts';

/** What services need to know about the caller, without Fastify types (services stay framework-free). */
export type TClientContext = {
  merchant: TMerchant;
  lang: TLanguage;
  ip: string;
  userAgent: string | null;
  /** The browser's device id (device cookie), created on first use (decision 022). */
  deviceId: () => string;
};

export function clientContext(request: FastifyRequest): TClientContext {
  const agent = request.headers['user-agent'];
  return {
    merchant: request.merchant,
    lang: request.lang,
    ip: request.ip,
    userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null,
    deviceId: () => ensureDeviceId(request),
  };
}
