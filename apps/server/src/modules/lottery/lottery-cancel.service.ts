import { LOTTERY_ADMIN_PATHS, ZCancelAnswer, ZLiabilityAnswer } from '@tala/contract/lottery/lottery-admin';
import type { TBoCancelRequest, TBoCancelRequestPage } from '@tala/contract/lottery/lottery-staff';
import { AppError, assert } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import { staffDecisionView } from '../staff/staff-decision.ts';
import { staffOf } from './lottery.service.ts';
import { callLotteryAdmin, type TLotteryDeps, type TLotteryMerchant } from './lottery-admin.client.ts';
import {
  countCancelRequests,
  findCancelRequest,
  insertCancelRequestOnce,
  listCancelRequests,
  lockCancelRequest,
  markCancelDecided,
  type TCancelFilter,
  type TCancelRequestRow,
} from './lottery-cancel.repository.ts';

function toCancelRequest(row: TCancelRequestRow): TBoCancelRequest {
  return {
    id: String(row.id),
    gameId: row.game_id,
    issueNo: row.issue_no,
    reason: row.reason,
    status: row.status,
    ...staffDecisionView(row),
    refunded: row.refunded,
  };
}

/**
 * The first of two people: asks to cancel an issue (every bet on it refunded), with a reason. The issue
 * must exist and not be settled or cancelled; one open request per issue.
 */
export async function requestLotteryCancel(
  deps: TLotteryDeps,
  merchant: TLotteryMerchant,
  actor: TActor,
  target: { gameId: string; issueNo: string },
  reason: string,
): Promise<TBoCancelRequest> {
  const issue = await callLotteryAdmin(
    deps,
    merchant,
    LOTTERY_ADMIN_PATHS.liability,
    target,
    ZLiabilityAnswer,
  );
  if (issue.state === 'SETTLED' || issue.state === 'CANCELLED') throw new AppError('BO_LOTTERY_ISSUE_CLOSED');
  const id = await deps.db.transaction().execute(async (trx) => {
    const inserted = await insertCancelRequestOnce(trx, {
      merchantId: merchant.id,
      ...target,
      reason,
      requestedBy: actor.staffId,
    });
    if (inserted === null) throw new AppError('BO_LOTTERY_CANCEL_PENDING');
    await writeAudit(trx, actor, {
      action: 'lottery.cancel.request',
      targetType: 'lottery_issue',
      targetId: `${target.gameId}/${target.issueNo}`,
      after: { requestId: inserted, reason, issueState: issue.state },
    });
    return inserted;
  });
  const stored = await findCancelRequest(deps.db, merchant.id, id);
  assert(stored, 'cancel request exists after insert');
  return toCancelRequest(stored);
}

/**
 * The second person approves (the provider cancels the issue and refunds every bet) or rejects. The
 * request stays locked while the provider answers, so two approvers cancel once; a provider that does not
 * answer leaves the request pending (its cancel is safe to ask again).
 */
export async function decideLotteryCancel(
  deps: TLotteryDeps,
  merchant: TLotteryMerchant,
  actor: TActor,
  id: bigint,
  decision: { approve: boolean; note: string },
): Promise<TBoCancelRequest> {
  await deps.db.transaction().execute(async (trx) => {
    const locked = await lockCancelRequest(trx, merchant.id, id);
    if (!locked) throw new AppError('NOT_FOUND');
    if (locked.status !== 'PENDING') throw new AppError('BO_NOT_PENDING');
    if (locked.requested_by === actor.staffId) throw new AppError('BO_SELF_APPROVAL');
    const answer = decision.approve
      ? await callLotteryAdmin(
          deps,
          merchant,
          LOTTERY_ADMIN_PATHS.cancel,
          { gameId: locked.game_id, issueNo: locked.issue_no, reason: locked.reason, staff: staffOf(actor) },
          ZCancelAnswer,
        )
      : null;
    const status = decision.approve ? 'APPLIED' : 'REJECTED';
    await markCancelDecided(trx, id, {
      status,
      decidedBy: actor.staffId,
      note: decision.note || null,
      refunded: answer?.refunded ?? null,
    });
    await writeAudit(trx, actor, {
      action: decision.approve ? 'lottery.cancel.approve' : 'lottery.cancel.reject',
      targetType: 'lottery_issue',
      targetId: `${locked.game_id}/${locked.issue_no}`,
      before: { requestId: id, status: 'PENDING' },
      after: { status, note: decision.note, refunded: answer?.refunded ?? null },
    });
  });
  const stored = await findCancelRequest(deps.db, merchant.id, id);
  assert(stored, 'decided cancel request exists');
  return toCancelRequest(stored);
}

export async function getCancelRequestPage(
  deps: TLotteryDeps,
  merchantId: number,
  query: TCancelFilter & { page: number; pageSize: number },
): Promise<TBoCancelRequestPage> {
  const filter = { status: query.status, gameId: query.gameId };
  const [total, rows] = await Promise.all([
    countCancelRequests(deps.db, merchantId, filter),
    listCancelRequests(deps.db, merchantId, filter, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
  ]);
  return {
    list: rows.map(toCancelRequest),
    ...pageFacts(total, query),
  };
}
