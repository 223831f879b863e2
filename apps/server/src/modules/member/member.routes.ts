import { envelopeOf } from '@tala/contract/envelope';
import { ZAvatar, ZLanguageUpdate, ZMemberIcon, ZMemberInfo } from '@tala/contract/member/info';
import { API_PATHS } from '@tala/contract/paths';
import { z } from 'zod';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { changeLanguage, memberAvatar, memberInfo } from './member.service.ts';

/**
 * Info, icon and avatar serve the header, which demo accounts have too; changing settings belongs to
 * the member centre, which needs a real account (seed 000 §5).
 */
export async function memberRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  app.get(
    API_PATHS.memberInfo,
    { onRequest: app.requireSession, schema: { response: { 200: envelopeOf(ZMemberInfo) } } },
    async (request, reply) =>
      reply.ok(await memberInfo(deps.db, request.merchant, request.session!.memberId, request.lang)),
  );

  app.get(
    API_PATHS.memberIcon,
    { onRequest: app.requireSession, schema: { response: { 200: envelopeOf(ZMemberIcon) } } },
    async (request, reply) => {
      const avatar = await memberAvatar(deps.db, request.merchant.id, request.session!.memberId);
      return reply.ok({ icon: avatar.avatar });
    },
  );

  app.get(
    API_PATHS.memberAvatar,
    { onRequest: app.requireSession, schema: { response: { 200: envelopeOf(ZAvatar) } } },
    async (request, reply) =>
      reply.ok(await memberAvatar(deps.db, request.merchant.id, request.session!.memberId)),
  );

  app.put(
    API_PATHS.memberLanguage,
    {
      onRequest: app.requireRealAccount,
      schema: { body: ZLanguageUpdate, response: { 200: envelopeOf(z.object({ language: z.string() })) } },
    },
    async (request, reply) => {
      const language = await changeLanguage(
        deps.db,
        request.merchant.id,
        request.session!.memberId,
        request.body.language,
      );
      return reply.ok({ language });
    },
  );
}
