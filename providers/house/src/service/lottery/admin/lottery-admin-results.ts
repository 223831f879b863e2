import type { TResultProposal, TResultsAnswer } from '@tala/contract/lottery/lottery-admin';
import { sql } from 'kysely';
import type { TLotteryResult } from '../../../games/lottery/lottery-types.ts';
import type { THouseContext } from '../../house-context.ts';
import { findIssue } from '../lottery-issues.ts';
import { drawWithOfficialResult, resultFromNumbers } from '../lottery-results-source.ts';
import { adminDb } from './lottery-admin-db.ts';
import { LotteryAdminError } from './lottery-admin-error.ts';
import { requireGame } from './lottery-admin-terms.ts';

const LISTED = 50;
type TStaff = { id: string; name: string };

const PROPOSAL_COLUMNS = [
  'm.id',
  'm.result',
  'm.status',
  'm.entered_by',
  'm.entered_by_name',
  'm.entered_at',
  'm.decided_by_name',
  'm.decided_at',
  'i.issue_no',
  'i.game_id',
] as const;

type TProposalRow = {
  id: bigint;
  result: unknown;
  status: TResultProposal['status'];
  entered_by: string;
  entered_by_name: string;
  entered_at: Date;
  decided_by_name: string | null;
  decided_at: Date | null;
  issue_no: string;
  game_id: string;
};

function proposalView(row: TProposalRow): TResultProposal {
  return {
    id: String(row.id),
    gameId: row.game_id,
    issueNo: row.issue_no,
    result: row.result,
    status: row.status,
    enteredBy: row.entered_by_name,
    enteredById: row.entered_by,
    enteredAt: row.entered_at.toISOString(),
    decidedBy: row.decided_by_name,
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

/** A manual game's issues waiting for their official result, and the latest entries with their decision. */
export async function listResults(ctx: THouseContext, gameId: string): Promise<TResultsAnswer> {
  await requireGame(ctx.db, gameId);
  const db = adminDb(ctx.db);
  const [awaiting, proposals] = await Promise.all([
    db
      .selectFrom('house.lottery_issues')
      .select(['issue_no', 'draws_at'])
      .where('game_id', '=', gameId)
      .where('draws_at', '<=', new Date())
      .where('drawn_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .orderBy('seq')
      .limit(LISTED)
      .execute(),
    db
      .selectFrom('house.lottery_manual_results as m')
      .innerJoin('house.lottery_issues as i', 'i.id', 'm.issue_id')
      .select(PROPOSAL_COLUMNS)
      .where('i.game_id', '=', gameId)
      .orderBy('m.id', 'desc')
      .limit(LISTED)
      .execute(),
  ]);
  return {
    awaiting: awaiting.map((row) => ({ issueNo: row.issue_no, drawsAt: row.draws_at.toISOString() })),
    proposals: proposals.map(proposalView),
  };
}

/**
 * The first of two people: staff enter the official result of a manual game's issue once its draw time
 * has passed. It is checked against the family's shape and waits for someone else to approve it.
 */
export async function submitResult(
  ctx: THouseContext,
  input: { gameId: string; issueNo: string; numbers: Record<string, string[]>; staff: TStaff },
): Promise<TResultProposal> {
  const game = await requireGame(ctx.db, input.gameId);
  if (game.results_source !== 'manual') {
    throw new LotteryAdminError('RESULT_NOT_ALLOWED', 'this game does not take manual results');
  }
  const issue = await findIssue(ctx.db, input.gameId, input.issueNo);
  if (!issue) throw new LotteryAdminError('NOT_FOUND', 'unknown issue');
  if (issue.drawn_at || issue.cancelled_at) throw new LotteryAdminError('ISSUE_CLOSED', 'drawn or cancelled');
  if (issue.draws_at > new Date()) throw new LotteryAdminError('RESULT_NOT_ALLOWED', 'before its draw time');
  const result = resultFromNumbers(game.family, input.numbers);
  const inserted = await adminDb(ctx.db)
    .insertInto('house.lottery_manual_results')
    .values({
      issue_id: issue.id,
      result: JSON.stringify(result),
      entered_by: input.staff.id,
      entered_by_name: input.staff.name,
    })
    .onConflict((oc) => oc.column('issue_id').where('status', 'in', ['PENDING', 'APPROVED']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw new LotteryAdminError('RESULT_PENDING', 'a result for this issue waits already');
  return readProposal(ctx, inserted.id);
}

async function readProposal(ctx: THouseContext, id: bigint): Promise<TResultProposal> {
  const row = await adminDb(ctx.db)
    .selectFrom('house.lottery_manual_results as m')
    .innerJoin('house.lottery_issues as i', 'i.id', 'm.issue_id')
    .select(PROPOSAL_COLUMNS)
    .where('m.id', '=', id)
    .executeTakeFirstOrThrow();
  return proposalView(row);
}

/**
 * The second person: approving draws the issue with the entered result (it then settles like any drawn
 * issue); rejecting lets someone enter it again. Nobody decides their own entry; the proposal is locked,
 * so two approvals racing draw once.
 */
export async function decideResult(
  ctx: THouseContext,
  input: { gameId: string; proposalId: string; approve: boolean; staff: TStaff },
): Promise<TResultProposal> {
  const id = BigInt(input.proposalId);
  await ctx.db.transaction().execute(async (trx) => {
    const db = adminDb(trx);
    const proposal = await db
      .selectFrom('house.lottery_manual_results as m')
      .innerJoin('house.lottery_issues as i', 'i.id', 'm.issue_id')
      .innerJoin('house.lottery_games as g', 'g.game_id', 'i.game_id')
      .select(['m.id', 'm.issue_id', 'm.status', 'm.entered_by', 'm.result', 'g.results_source'])
      .where('m.id', '=', id)
      .where('i.game_id', '=', input.gameId)
      .forUpdate('m')
      .executeTakeFirst();
    if (!proposal) throw new LotteryAdminError('NOT_FOUND', 'unknown result entry');
    if (proposal.status !== 'PENDING') throw new LotteryAdminError('NOT_PENDING', 'already decided');
    if (proposal.entered_by === input.staff.id) {
      throw new LotteryAdminError('SELF_APPROVAL', 'a second staff member must decide');
    }
    if (input.approve) {
      if (proposal.results_source !== 'manual') {
        throw new LotteryAdminError('RESULT_NOT_ALLOWED', 'the game no longer takes manual results');
      }
      await drawWithOfficialResult(trx, proposal.issue_id, proposal.result as TLotteryResult, 'manual');
    }
    await db
      .updateTable('house.lottery_manual_results')
      .set({
        status: input.approve ? 'APPROVED' : 'REJECTED',
        decided_by: input.staff.id,
        decided_by_name: input.staff.name,
        decided_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute();
  });
  return readProposal(ctx, id);
}
