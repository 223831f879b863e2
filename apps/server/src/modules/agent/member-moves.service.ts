import type {
  TBoMemberMove,
  TBoMoveBody,
  TBoMovePage,
  TBoMovesQuery,
} from '@tala/contract/backoffice/agent-tree';
import { canOpenAgentCentre } from '@tala/contract/constants';
import type { TDb } from '../../db/database.ts';
import { isRaised, isUniqueViolation } from '../../db/pg-errors.ts';
import { AppError, assert } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import { findMemberByUsername, type TMemberRow } from '../member/member.repository.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import { staffDecisionView } from '../staff/staff-decision.ts';
import {
  endContracts,
  houseKindsInTeam,
  kindsPaidAbove,
  lockLiveContractsBetween,
} from './contracts.repository.ts';
import { endNowByStaff } from './contracts.service.ts';
import {
  agentTypeOf,
  currentUplineOf,
  depthUnder,
  findMove,
  insertMove,
  lockMerchantTree,
  lockMove,
  markMoveDecided,
  movePage,
  setUpline,
  type TMoveRow,
} from './member-moves.repository.ts';
import { chainBetween, levelInTeam } from './team.repository.ts';

/**
 * Moving a member, with its whole team, under another upline (issue 12 §4, decision 047): one staff member asks
 * with a reason, a different one approves (the move happens then, in one transaction) or rejects; the one who asked
 * may withdraw it while it waits. Every step is audited.
 */

const ref = (id: bigint | null, username: string | null) =>
  id === null ? null : { id: String(id), username: username ?? '' };

export function moveView(row: TMoveRow): TBoMemberMove {
  return {
    id: String(row.id),
    member: { id: String(row.member_id), username: row.member_name },
    fromUpline: ref(row.from_upline_id, row.from_name),
    toUpline: { id: String(row.to_upline_id), username: row.to_name },
    reason: row.reason,
    status: row.status,
    ...staffDecisionView(row),
  };
}

async function viewOf(db: TDb, merchantId: number, id: bigint): Promise<TBoMemberMove> {
  const row = await findMove(db, merchantId, id);
  assert(row, 'a move request exists once stored');
  return moveView(row);
}

/**
 * The checks a move must pass, asked before the request is stored so the first person hears at once what the
 * second would: the new upline is an agent, not the current one, not the member or one of its team, and the team
 * fits under it. The approval checks again (the tree may change in between) and the triggers a last time.
 */
async function checkMove(db: TDb, member: TMemberRow, upline: TMemberRow): Promise<void> {
  if (member.upline_id === upline.id) throw new AppError('BO_MOVE_SAME_UPLINE');
  if (member.id === upline.id || (await levelInTeam(db, member.id, upline.id)) !== null) {
    throw new AppError('BO_MOVE_UPLINE_IN_TEAM');
  }
  if (!canOpenAgentCentre(upline.agent_type)) throw new AppError('BO_MOVE_UPLINE_NOT_AGENT');
  const { depth, max } = await depthUnder(db, member.id, upline.id);
  if (depth > max) throw new AppError('BO_MOVE_TOO_DEEP');
  await checkHouseContracts(db, upline.merchant_id, member.id, upline.id);
}

/**
 * One house contract of a kind per chain (decision 045): a house contract in the moved team of a kind the new
 * uplines are paid on would have the house pay that team's play twice — to its holder and up the new chain. Staff
 * end it first (or choose another upline).
 */
async function checkHouseContracts(db: TDb, merchantId: number, memberId: bigint, uplineId: bigint) {
  const house = await houseKindsInTeam(db, merchantId, memberId, true);
  if (house.size === 0) return;
  const above = await kindsPaidAbove(db, uplineId, true);
  if ([...house].some((kind) => above.has(kind))) throw new AppError('BO_MOVE_HOUSE_CONTRACT');
}

export async function requestMove(
  db: TDb,
  merchant: TMerchant,
  actor: TActor,
  body: TBoMoveBody,
): Promise<TBoMemberMove> {
  const member = await findMemberByUsername(db, merchant.id, body.username);
  if (!member) throw new AppError('BO_MEMBER_NOT_FOUND');
  const upline = await findMemberByUsername(db, merchant.id, body.uplineUsername);
  if (!upline) throw new AppError('BO_MOVE_UPLINE_NOT_FOUND');
  await checkMove(db, member, upline);
  const id = await db
    .transaction()
    .execute(async (trx) => {
      const requestId = await insertMove(trx, {
        merchantId: merchant.id,
        memberId: member.id,
        fromUplineId: member.upline_id,
        toUplineId: upline.id,
        reason: body.reason,
        requestedBy: actor.staffId,
      });
      await writeAudit(trx, actor, {
        action: 'agents.move.request',
        targetType: 'member',
        targetId: String(member.id),
        after: { requestId, member: member.username, toUpline: upline.username, reason: body.reason },
      });
      return requestId;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error, 'member_move_requests_open')) throw new AppError('BO_MOVE_PENDING');
      throw error;
    });
  return viewOf(db, merchant.id, id);
}

/** A request locked for a decision by someone other than the one who asked. */
async function lockForDecision(trx: TDb, merchantId: number, actor: TActor, id: bigint) {
  const move = await lockMove(trx, merchantId, id);
  if (!move) throw new AppError('NOT_FOUND');
  if (move.status !== 'PENDING') throw new AppError('BO_NOT_PENDING');
  if (move.requested_by === actor.staffId) throw new AppError('BO_SELF_APPROVAL');
  return move;
}

/** The move's UPDATE; the triggers' refusals (migration 0026) become the console's error codes. */
async function moveUnder(trx: TDb, memberId: bigint, uplineId: bigint): Promise<void> {
  try {
    await setUpline(trx, memberId, uplineId);
  } catch (error) {
    if (isRaised(error, 'UPLINE_NOT_FOUND')) throw new AppError('BO_MOVE_UPLINE_NOT_FOUND');
    if (isRaised(error, 'UPLINE_IN_TEAM')) throw new AppError('BO_MOVE_UPLINE_IN_TEAM');
    if (isRaised(error, 'TEAM_TOO_DEEP')) throw new AppError('BO_MOVE_TOO_DEEP');
    throw error;
  }
}

/**
 * What the member had with the upline it leaves: its accepted contracts end as staff end them (from the start of
 * the running period, with everything it gave on below), offers between them are withdrawn.
 */
async function endContractsWithUpline(trx: TDb, merchant: TMerchant, uplineId: bigint, memberId: bigint) {
  const contracts = await lockLiveContractsBetween(trx, uplineId, memberId);
  const offers = contracts.filter((c) => c.status === 'OFFERED').map((c) => c.id);
  await endContracts(trx, offers, new Date(), 'STAFF', null);
  const ended: Array<{ id: bigint; kind: string; endsAt: Date; cascaded: number }> = [];
  for (const contract of contracts.filter((c) => c.status === 'ACCEPTED')) {
    ended.push({ id: contract.id, kind: contract.kind, ...(await endNowByStaff(trx, merchant, contract)) });
  }
  return { offersWithdrawn: offers, contractsEnded: ended };
}

/**
 * The second person approves: in one transaction, with the merchant's tree held, the member (still under the
 * upline the request saw) moves under the new upline (still an agent) with its whole team; what it had with the
 * old upline ends; the request is marked and the audit row written.
 */
export async function approveMove(db: TDb, merchant: TMerchant, actor: TActor, id: bigint, note: string) {
  await db.transaction().execute(async (trx) => {
    const move = await lockForDecision(trx, merchant.id, actor, id);
    await lockMerchantTree(trx, merchant.id);
    if ((await currentUplineOf(trx, move.member_id)) !== move.from_upline_id) {
      throw new AppError('BO_MOVE_STALE');
    }
    const agentType = await agentTypeOf(trx, merchant.id, move.to_upline_id);
    if (agentType === null) throw new AppError('BO_MOVE_UPLINE_NOT_FOUND');
    if (!canOpenAgentCentre(agentType)) throw new AppError('BO_MOVE_UPLINE_NOT_AGENT');
    await checkHouseContracts(trx, merchant.id, move.member_id, move.to_upline_id);
    const chainBefore = await chainBetween(trx, move.member_id);
    await moveUnder(trx, move.member_id, move.to_upline_id);
    const contracts =
      move.from_upline_id === null
        ? { offersWithdrawn: [], contractsEnded: [] }
        : await endContractsWithUpline(trx, merchant, move.from_upline_id, move.member_id);
    const chainAfter = await chainBetween(trx, move.member_id);
    await markMoveDecided(trx, id, { status: 'APPROVED', decidedBy: actor.staffId, note: note || null });
    await writeAudit(trx, actor, {
      action: 'agents.move.approve',
      targetType: 'member',
      targetId: String(move.member_id),
      before: { requestId: id, chain: chainBefore.map((m) => m.username) },
      after: { chain: chainAfter.map((m) => m.username), note, ...contracts },
    });
  });
  return viewOf(db, merchant.id, id);
}

export async function rejectMove(db: TDb, merchant: TMerchant, actor: TActor, id: bigint, note: string) {
  await db.transaction().execute(async (trx) => {
    const move = await lockForDecision(trx, merchant.id, actor, id);
    await markMoveDecided(trx, id, { status: 'REJECTED', decidedBy: actor.staffId, note: note || null });
    await writeAudit(trx, actor, {
      action: 'agents.move.reject',
      targetType: 'member',
      targetId: String(move.member_id),
      before: { requestId: id, status: 'PENDING' },
      after: { status: 'REJECTED', note },
    });
  });
  return viewOf(db, merchant.id, id);
}

/** The one who asked withdraws a request still waiting. */
export async function cancelMove(db: TDb, merchant: TMerchant, actor: TActor, id: bigint) {
  await db.transaction().execute(async (trx) => {
    const move = await lockMove(trx, merchant.id, id);
    if (!move) throw new AppError('NOT_FOUND');
    if (move.status !== 'PENDING') throw new AppError('BO_NOT_PENDING');
    if (move.requested_by !== actor.staffId) throw new AppError('BO_MOVE_NOT_REQUESTER');
    await markMoveDecided(trx, id, { status: 'CANCELLED', decidedBy: actor.staffId, note: null });
    await writeAudit(trx, actor, {
      action: 'agents.move.cancel',
      targetType: 'member',
      targetId: String(move.member_id),
      before: { requestId: id, status: 'PENDING' },
      after: { status: 'CANCELLED' },
    });
  });
  return viewOf(db, merchant.id, id);
}

export async function listMoves(db: TDb, merchantId: number, query: TBoMovesQuery): Promise<TBoMovePage> {
  const { rows, total } = await movePage(
    db,
    merchantId,
    { status: query.status },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return {
    list: rows.map(moveView),
    ...pageFacts(total, query),
  };
}
