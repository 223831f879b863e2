import { envelopeOf } from '@tala/contract/envelope';
import {
  ZHelpArticle,
  ZHelpArticleQuery,
  ZHelpCentre,
  ZHelpSearchQuery,
  ZHelpSearchResults,
} from '@tala/contract/help/help-centre';
import { HELP_PATHS } from '@tala/contract/help/help-paths';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { readerOf } from '../notices/notice-reader.ts';
import { enforceLimit, limitKey } from '../verification/limits.ts';
import { getHelpArticle, getHelpCentre, searchHelp } from './help.service.ts';

/** A person searching types a few queries a minute; a burst from one address is a script. */
const SEARCHES_PER_MINUTE = { limit: 60, windowMs: 60_000 };

/** The help centre for everyone (signed in or not), in the caller's language with the fallback of decision 020. */
export async function helpRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.get(
    HELP_PATHS.centre,
    { schema: { response: { 200: envelopeOf(ZHelpCentre) } } },
    async (request, reply) => reply.ok(await getHelpCentre(deps.db, readerOf(request))),
  );
  app.get(
    HELP_PATHS.article,
    { schema: { querystring: ZHelpArticleQuery, response: { 200: envelopeOf(ZHelpArticle) } } },
    async (request, reply) => reply.ok(await getHelpArticle(deps.db, readerOf(request), request.query.slug)),
  );
  app.get(
    HELP_PATHS.search,
    { schema: { querystring: ZHelpSearchQuery, response: { 200: envelopeOf(ZHelpSearchResults) } } },
    async (request, reply) => {
      await enforceLimit(
        deps.db,
        limitKey(request.merchant.id, 'help-search', request.ip),
        SEARCHES_PER_MINUTE,
      );
      return reply.ok(await searchHelp(deps.db, readerOf(request), request.query.q));
    },
  );
}
