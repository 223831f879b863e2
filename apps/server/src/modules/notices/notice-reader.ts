import { DEFAULT_LANGUAGE, parseLanguage } from '@tala/contract/i18n/languages';
import type { FastifyRequest } from 'fastify';
import { assert } from '../../lib/app-error.ts';
import type { TMemberReader, TNoticeReader } from './notices.service.ts';

/**
 * Who reads a notice: the caller's language (Language header, else the merchant's default) and the merchant's
 * default. Used by every route that lists announcements (the site's notices, the agent centre's).
 */
export function readerOf(request: FastifyRequest): TNoticeReader {
  return {
    merchantId: request.merchant.id,
    language: request.lang,
    defaultLanguage: parseLanguage(request.merchant.defaultLanguage) ?? DEFAULT_LANGUAGE,
  };
}

export function memberReaderOf(request: FastifyRequest): TMemberReader {
  assert(request.session, 'the route requires a session');
  return { ...readerOf(request), memberId: request.session.memberId, currency: request.merchant.currency };
}
