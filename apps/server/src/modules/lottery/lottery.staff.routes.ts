import { envelopeOf } from '@tala/contract/envelope';
import {
  ZIssuesAnswer,
  ZLiabilityAnswer,
  ZLotteryAdminGame,
  ZLotteryTerms,
  ZResultProposal,
  ZResultsAnswer,
  ZRtpAnswer,
} from '@tala/contract/lottery/lottery-admin';
import {
  LOTTERY_BO_PATHS as P,
  ZBoCancelBody,
  ZBoCancelRequest,
  ZBoCancelRequestPage,
  ZBoCancelRequestQuery,
  ZBoDecisionBody,
  ZBoLotteryGame,
  ZBoLotteryGames,
  ZBoLotteryIssuesQuery,
  ZBoLotteryRtpBody,
  ZBoLotterySourceBody,
  ZBoLotteryStatusBody,
  ZBoLotteryTermsBody,
  ZBoResultBody,
  ZLotteryGameParams,
  ZLotteryIssueParams,
  ZLotteryRequestIdParams,
  ZLotteryResultParams,
} from '@tala/contract/lottery/lottery-staff';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { actorOf } from '../staff/staff-guard.ts';
import { providerTransport } from '../vendor-wallet/provider-transport.ts';
import {
  changeLotterySource,
  changeLotteryStatus,
  changeLotteryTerms,
  decideLotteryResult,
  getLotteryGame,
  listLotteryGames,
  listLotteryIssues,
  listLotteryResults,
  lotteryLiability,
  previewLotteryRtp,
  submitLotteryResult,
} from './lottery.service.ts';
import { decideLotteryCancel, getCancelRequestPage, requestLotteryCancel } from './lottery-cancel.service.ts';

/**
 * The lottery games of the merchant's lottery provider (decision 035): everyone reads; admins change odds,
 * limits, status and results source; cancelling an issue and official results take two money staff.
 */
export async function lotteryStaffRoutes(app: TApp, deps: TAppDeps): Promise<void> {
  const lottery = { db: deps.db, transport: providerTransport(deps.inProcessProviders) };
  const view = { config: { action: 'lottery.view' as const } };
  const edit = { config: { action: 'lottery.edit' as const } };
  const cancel = { config: { action: 'lottery.cancel' as const } };
  const results = { config: { action: 'lottery.results' as const } };

  gameRoutes(app, lottery, { view, edit });
  termsRoutes(app, lottery, { view, edit });
  issueRoutes(app, lottery, { view });
  cancelRoutes(app, lottery, { view, cancel });
  resultRoutes(app, lottery, { view, results });
}

type TLottery = Parameters<typeof listLotteryGames>[0];
type TAction<A extends string> = { config: { action: A } };

function gameRoutes(
  app: TApp,
  lottery: TLottery,
  guard: { view: TAction<'lottery.view'>; edit: TAction<'lottery.edit'> },
): void {
  const { view, edit } = guard;
  app.get(
    P.games,
    { ...view, schema: { response: { 200: envelopeOf(ZBoLotteryGames) } } },
    async (request, reply) => reply.ok(await listLotteryGames(lottery, request.merchant)),
  );
  app.get(
    P.game,
    { ...view, schema: { params: ZLotteryGameParams, response: { 200: envelopeOf(ZBoLotteryGame) } } },
    async (request, reply) =>
      reply.ok(await getLotteryGame(lottery, request.merchant, request.params.gameId)),
  );
  app.put(
    P.gameStatus,
    {
      ...edit,
      schema: {
        params: ZLotteryGameParams,
        body: ZBoLotteryStatusBody,
        response: { 200: envelopeOf(ZLotteryAdminGame) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await changeLotteryStatus(
          lottery,
          request.merchant,
          actorOf(request),
          request.params.gameId,
          request.body.enabled,
        ),
      ),
  );
  app.put(
    P.gameSource,
    {
      ...edit,
      schema: {
        params: ZLotteryGameParams,
        body: ZBoLotterySourceBody,
        response: { 200: envelopeOf(ZLotteryAdminGame) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await changeLotterySource(
          lottery,
          request.merchant,
          actorOf(request),
          request.params.gameId,
          request.body,
        ),
      ),
  );
}

/** Odds, stakes and caps: a new odds version each change, its return previewed as staff type. */
function termsRoutes(
  app: TApp,
  lottery: TLottery,
  guard: { view: TAction<'lottery.view'>; edit: TAction<'lottery.edit'> },
): void {
  const { view, edit } = guard;
  app.put(
    P.terms,
    {
      ...edit,
      schema: {
        params: ZLotteryGameParams,
        body: ZBoLotteryTermsBody,
        response: { 200: envelopeOf(ZLotteryTerms) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await changeLotteryTerms(
          lottery,
          request.merchant,
          actorOf(request),
          request.params.gameId,
          request.body,
        ),
      ),
  );
  app.post(
    P.rtp,
    {
      ...view,
      schema: {
        params: ZLotteryGameParams,
        body: ZBoLotteryRtpBody,
        response: { 200: envelopeOf(ZRtpAnswer) },
      },
    },
    async (request, reply) =>
      reply.ok(await previewLotteryRtp(lottery, request.merchant, request.params.gameId, request.body)),
  );
}

function issueRoutes(app: TApp, lottery: TLottery, guard: { view: TAction<'lottery.view'> }): void {
  app.get(
    P.issues,
    {
      ...guard.view,
      schema: {
        params: ZLotteryGameParams,
        querystring: ZBoLotteryIssuesQuery,
        response: { 200: envelopeOf(ZIssuesAnswer) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(
        await listLotteryIssues(lottery, request.merchant, request.params.gameId, request.query),
      );
    },
  );
  app.get(
    P.liability,
    {
      ...guard.view,
      schema: { params: ZLotteryIssueParams, response: { 200: envelopeOf(ZLiabilityAnswer) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { gameId, issueNo } = request.params;
      return reply.ok(await lotteryLiability(lottery, request.merchant, gameId, issueNo));
    },
  );
}

/** Cancelling an issue: one money staff member asks, another decides (never their own request). */
function cancelRoutes(
  app: TApp,
  lottery: TLottery,
  guard: { view: TAction<'lottery.view'>; cancel: TAction<'lottery.cancel'> },
): void {
  app.post(
    P.cancelRequest,
    {
      ...guard.cancel,
      schema: {
        params: ZLotteryIssueParams,
        body: ZBoCancelBody,
        response: { 200: envelopeOf(ZBoCancelRequest) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await requestLotteryCancel(
          lottery,
          request.merchant,
          actorOf(request),
          request.params,
          request.body.reason,
        ),
      ),
  );
  app.get(
    P.cancelRequests,
    {
      ...guard.view,
      schema: { querystring: ZBoCancelRequestQuery, response: { 200: envelopeOf(ZBoCancelRequestPage) } },
    },
    async (request, reply) =>
      reply.ok(await getCancelRequestPage(lottery, request.merchant.id, request.query)),
  );
  for (const [path, approve] of [
    [P.cancelApprove, true],
    [P.cancelReject, false],
  ] as const) {
    app.post(
      path,
      {
        ...guard.cancel,
        schema: {
          params: ZLotteryRequestIdParams,
          body: ZBoDecisionBody,
          response: { 200: envelopeOf(ZBoCancelRequest) },
        },
      },
      async (request, reply) =>
        reply.ok(
          await decideLotteryCancel(lottery, request.merchant, actorOf(request), BigInt(request.params.id), {
            approve,
            note: request.body.note,
          }),
        ),
    );
  }
}

function resultRoutes(
  app: TApp,
  lottery: TLottery,
  guard: { view: TAction<'lottery.view'>; results: TAction<'lottery.results'> },
): void {
  app.get(
    P.results,
    { ...guard.view, schema: { params: ZLotteryGameParams, response: { 200: envelopeOf(ZResultsAnswer) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await listLotteryResults(lottery, request.merchant, request.params.gameId));
    },
  );
  app.post(
    P.resultSubmit,
    {
      ...guard.results,
      schema: {
        params: ZLotteryIssueParams,
        body: ZBoResultBody,
        response: { 200: envelopeOf(ZResultProposal) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await submitLotteryResult(lottery, request.merchant, actorOf(request), request.params, request.body),
      ),
  );
  for (const [path, approve] of [
    [P.resultApprove, true],
    [P.resultReject, false],
  ] as const) {
    app.post(
      path,
      {
        ...guard.results,
        schema: {
          params: ZLotteryResultParams,
          body: ZBoDecisionBody,
          response: { 200: envelopeOf(ZResultProposal) },
        },
      },
      async (request, reply) => {
        const target = { gameId: request.params.gameId, proposalId: request.params.id };
        return reply.ok(
          await decideLotteryResult(lottery, request.merchant, actorOf(request), target, approve),
        );
      },
    );
  }
}
