import { ZCreated } from '@tala/contract/backoffice/notices';
import { envelopeOf, ZEmptyEnvelope } from '@tala/contract/envelope';
import {
  HELP_BO_PATHS,
  ZBoHelpArticle,
  ZBoHelpArticleBody,
  ZBoHelpCategoryBody,
  ZBoHelpMoveBody,
  ZBoHelpOverview,
  ZHelpIdParams,
} from '@tala/contract/help/help-staff';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { actorOf } from '../staff/staff-guard.ts';
import {
  addHelpArticle,
  addHelpCategory,
  changeHelpArticle,
  changeHelpCategory,
  deleteHelpArticle,
  deleteHelpCategory,
  helpArticleForEditing,
  helpOverview,
  moveHelpItem,
} from './help-staff.service.ts';

/** The help editor (issue 14 §6, decision 056): every role reads it; admins and support write it. */
export async function helpStaffRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const view = { config: { action: 'help.view' as const } };
  const edit = { config: { action: 'help.edit' as const } };
  const byId = { params: ZHelpIdParams, response: { 200: ZEmptyEnvelope } };
  const idOf = (params: { id: string }) => BigInt(params.id);

  app.get(
    HELP_BO_PATHS.overview,
    { ...view, schema: { response: { 200: envelopeOf(ZBoHelpOverview) } } },
    async (request, reply) => reply.ok(await helpOverview(deps.db, request.merchant.id)),
  );
  app.post(
    HELP_BO_PATHS.categories,
    { ...edit, schema: { body: ZBoHelpCategoryBody, response: { 200: envelopeOf(ZCreated) } } },
    async (request, reply) => reply.ok(await addHelpCategory(deps.db, actorOf(request), request.body)),
  );
  app.put(
    HELP_BO_PATHS.category,
    { ...edit, schema: { ...byId, body: ZBoHelpCategoryBody } },
    async (request, reply) => {
      await changeHelpCategory(deps.db, actorOf(request), idOf(request.params), request.body);
      return reply.ok(null);
    },
  );
  app.delete(HELP_BO_PATHS.category, { ...edit, schema: byId }, async (request, reply) => {
    await deleteHelpCategory(deps.db, actorOf(request), idOf(request.params));
    return reply.ok(null);
  });

  app.post(
    HELP_BO_PATHS.articles,
    { ...edit, schema: { body: ZBoHelpArticleBody, response: { 200: envelopeOf(ZCreated) } } },
    async (request, reply) => reply.ok(await addHelpArticle(deps.db, actorOf(request), request.body)),
  );
  app.get(
    HELP_BO_PATHS.article,
    { ...view, schema: { params: ZHelpIdParams, response: { 200: envelopeOf(ZBoHelpArticle) } } },
    async (request, reply) =>
      reply.ok(await helpArticleForEditing(deps.db, request.merchant.id, idOf(request.params))),
  );
  app.put(
    HELP_BO_PATHS.article,
    { ...edit, schema: { ...byId, body: ZBoHelpArticleBody } },
    async (request, reply) => {
      await changeHelpArticle(deps.db, actorOf(request), idOf(request.params), request.body);
      return reply.ok(null);
    },
  );
  app.delete(HELP_BO_PATHS.article, { ...edit, schema: byId }, async (request, reply) => {
    await deleteHelpArticle(deps.db, actorOf(request), idOf(request.params));
    return reply.ok(null);
  });
  app.post(
    HELP_BO_PATHS.move,
    { ...edit, schema: { body: ZBoHelpMoveBody, response: { 200: ZEmptyEnvelope } } },
    async (request, reply) => {
      await moveHelpItem(deps.db, actorOf(request), request.body);
      return reply.ok(null);
    },
  );
}
