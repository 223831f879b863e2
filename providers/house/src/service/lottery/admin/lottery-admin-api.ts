import {
  LOTTERY_ADMIN_PATHS,
  type TLotteryAdminErrorCode,
  ZCancelRequest,
  ZDecideResultRequest,
  ZGameRequest,
  ZIssueRequest,
  ZIssuesRequest,
  ZResultsRequest,
  ZRtpRequest,
  ZSourceRequest,
  ZStatusRequest,
  ZSubmitResultRequest,
  ZTermsChangeRequest,
} from '@tala/contract/lottery/lottery-admin';
import { parseWellFormedJson } from '@tala/contract/text';
import { isValidSignature, SIGNATURE_HEADERS } from '@tala/contract/vendor-wallet/signing';
import type { z } from 'zod';
import { HouseError } from '../../api/house-error.ts';
import type { THouseContext } from '../../house-context.ts';
import type { TSeamlessCredentials } from '../../seamless/seamless-client.ts';
import type { TLotteryResultsFeed } from '../lottery-results-source.ts';
import { LOTTERY_ADMIN_STATUS, LotteryAdminError } from './lottery-admin-error.ts';
import { setGameEnabled, setResultsSource } from './lottery-admin-games.ts';
import { cancelAdminIssue, issueLiability, listIssues } from './lottery-admin-issues.ts';
import { decideResult, listResults, submitResult } from './lottery-admin-results.ts';
import { changeTerms, listAdminGames, readTerms, rtpAt } from './lottery-admin-terms.ts';

/** A signed call as received (the same shape as the transfer API's): headers and the exact body bytes. */
export type TLotteryAdminCall = {
  path: string;
  header: (name: string) => string | undefined;
  rawBody: string;
};
export type TLotteryAdminReply = { statusCode: number; body: unknown };
export type TLotteryAdminApi = (call: TLotteryAdminCall) => Promise<TLotteryAdminReply>;

type TOperation = { schema: z.ZodType; handle: (body: never) => Promise<unknown> };

function operations(ctx: THouseContext, feeds: readonly TLotteryResultsFeed[]): Map<string, TOperation> {
  const op = <S extends z.ZodType>(schema: S, handle: (body: z.output<S>) => Promise<unknown>) => ({
    schema,
    handle: handle as (body: never) => Promise<unknown>,
  });
  const P = LOTTERY_ADMIN_PATHS;
  return new Map<string, TOperation>([
    [P.games, op(ZGameRequest.partial(), async () => ({ games: await listAdminGames(ctx, feeds) }))],
    [P.terms, op(ZGameRequest, (b) => readTerms(ctx, b.gameId))],
    [P.changeTerms, op(ZTermsChangeRequest, (b) => changeTerms(ctx, b))],
    [P.rtp, op(ZRtpRequest, async (b) => rtpAt(b.playTypeId, b.odds))],
    [P.status, op(ZStatusRequest, (b) => setGameEnabled(ctx, feeds, b.gameId, b.enabled))],
    [P.source, op(ZSourceRequest, (b) => setResultsSource(ctx, feeds, b))],
    [P.issues, op(ZIssuesRequest, (b) => listIssues(ctx, b))],
    [P.liability, op(ZIssueRequest, (b) => issueLiability(ctx, b.gameId, b.issueNo))],
    [
      P.cancel,
      op(ZCancelRequest, (b) =>
        cancelAdminIssue(ctx, {
          gameId: b.gameId,
          issueNo: b.issueNo,
          reason: b.reason,
          staffName: b.staff.name,
        }),
      ),
    ],
    [P.results, op(ZResultsRequest, (b) => listResults(ctx, b.gameId))],
    [P.submitResult, op(ZSubmitResultRequest, (b) => submitResult(ctx, b))],
    [P.decideResult, op(ZDecideResultRequest, (b) => decideResult(ctx, b))],
  ]);
}

const refusal = (code: TLotteryAdminErrorCode, message: string): TLotteryAdminReply => ({
  statusCode: LOTTERY_ADMIN_STATUS[code],
  body: { error: { code, message: message.slice(0, 200) } },
});

/**
 * The lottery admin API (contract lottery/lottery-admin.ts, decision 035): the platform's back office
 * reads and changes the house's lottery through it, signed with the provider account's secret exactly like
 * the transfer API. The house's HTTP route serves it; an in-process platform calls it with the same bytes.
 */
export function createLotteryAdminApi(
  ctx: THouseContext,
  credentials: () => Promise<TSeamlessCredentials> | TSeamlessCredentials,
  feeds: readonly TLotteryResultsFeed[] = [],
): TLotteryAdminApi {
  const byPath = operations(ctx, feeds);

  async function isSigned(call: TLotteryAdminCall): Promise<boolean> {
    const own = await credentials();
    return (
      call.header(SIGNATURE_HEADERS.merchant)?.toUpperCase() === own.merchantCode &&
      call.header(SIGNATURE_HEADERS.provider) === own.providerCode &&
      isValidSignature(own.secret, {
        timestamp: call.header(SIGNATURE_HEADERS.timestamp),
        signature: call.header(SIGNATURE_HEADERS.signature),
        rawBody: call.rawBody,
        nowMs: Date.now(),
      })
    );
  }

  return async (call) => {
    const operation = byPath.get(call.path);
    if (!operation) return refusal('NOT_FOUND', 'no such admin call');
    if (!(await isSigned(call))) return refusal('BAD_SIGNATURE', 'bad signature');
    const parsed = operation.schema.safeParse(parseWellFormedJson(call.rawBody));
    if (!parsed.success) {
      return refusal('BAD_REQUEST', `invalid ${parsed.error.issues[0]?.path.join('.') || 'body'}`);
    }
    try {
      return { statusCode: 200, body: await operation.handle(parsed.data as never) };
    } catch (error) {
      if (error instanceof LotteryAdminError) return refusal(error.code, error.message);
      if (error instanceof HouseError && error.code === 'NOT_FOUND')
        return refusal('NOT_FOUND', error.message);
      if (error instanceof HouseError && error.code === 'ISSUE_CLOSED') {
        return refusal('ISSUE_CLOSED', error.message);
      }
      ctx.log.error({ err: error, path: call.path }, 'house: lottery admin call failed');
      return refusal('INTERNAL_ERROR', 'internal error');
    }
  };
}
