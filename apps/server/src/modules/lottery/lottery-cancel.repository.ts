import '../../db/schema-lottery.ts';
import type { TDb } from '../../db/database.ts';
import type { TCancelRequestStatus } from '../../db/schema-lottery.ts';

export type TCancelRequestRow = {
  id: bigint;
  game_id: string;
  issue_no: string;
  reason: string;
  status: TCancelRequestStatus;
  requested_by: bigint;
  requested_at: Date;
  decided_at: Date | null;
  decision_note: string | null;
  refunded: number | null;
  requested_by_name: string;
  decided_by_name: string | null;
};

/** Inserts a pending request unless the issue has one already (the partial unique index); null then. */
export async function insertCancelRequestOnce(
  db: TDb,
  row: { merchantId: number; gameId: string; issueNo: string; reason: string; requestedBy: bigint },
): Promise<bigint | null> {
  const inserted = await db
    .insertInto('lottery_cancel_requests')
    .values({
      merchant_id: row.merchantId,
      game_id: row.gameId,
      issue_no: row.issueNo,
      reason: row.reason,
      requested_by: row.requestedBy,
    })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'game_id', 'issue_no']).where('status', '=', 'PENDING').doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

function withNames(db: TDb, merchantId: number) {
  return db
    .selectFrom('lottery_cancel_requests as c')
    .innerJoin('staff as r', 'r.id', 'c.requested_by')
    .leftJoin('staff as d', 'd.id', 'c.decided_by')
    .select([
      'c.id',
      'c.game_id',
      'c.issue_no',
      'c.reason',
      'c.status',
      'c.requested_by',
      'c.requested_at',
      'c.decided_at',
      'c.decision_note',
      'c.refunded',
      'r.username as requested_by_name',
      'd.username as decided_by_name',
    ])
    .where('c.merchant_id', '=', merchantId);
}

export async function findCancelRequest(
  db: TDb,
  merchantId: number,
  id: bigint,
): Promise<TCancelRequestRow | undefined> {
  return withNames(db, merchantId).where('c.id', '=', id).executeTakeFirst();
}

/** Locks a request for its decision: two approvers racing are serialised, the second sees it decided. */
export async function lockCancelRequest(db: TDb, merchantId: number, id: bigint) {
  return db
    .selectFrom('lottery_cancel_requests')
    .select(['id', 'game_id', 'issue_no', 'reason', 'status', 'requested_by'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function markCancelDecided(
  db: TDb,
  id: bigint,
  decision: {
    status: 'APPLIED' | 'REJECTED';
    decidedBy: bigint;
    note: string | null;
    refunded: number | null;
  },
): Promise<void> {
  await db
    .updateTable('lottery_cancel_requests')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_at: new Date(),
      decision_note: decision.note,
      refunded: decision.refunded,
    })
    .where('id', '=', id)
    .execute();
}

export type TCancelFilter = { status?: TCancelRequestStatus; gameId?: string };

export async function listCancelRequests(
  db: TDb,
  merchantId: number,
  filter: TCancelFilter,
  window: { limit: number; offset: number },
): Promise<TCancelRequestRow[]> {
  return withNames(db, merchantId)
    .$if(filter.status !== undefined, (q) => q.where('c.status', '=', filter.status!))
    .$if(filter.gameId !== undefined, (q) => q.where('c.game_id', '=', filter.gameId!))
    .orderBy('c.id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

export async function countCancelRequests(db: TDb, merchantId: number, filter: TCancelFilter) {
  const row = await db
    .selectFrom('lottery_cancel_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .$if(filter.status !== undefined, (q) => q.where('status', '=', filter.status!))
    .$if(filter.gameId !== undefined, (q) => q.where('game_id', '=', filter.gameId!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
