import '../../db/schema-agent.ts';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { TMoveStatus } from '../../db/schema-agent.ts';

/** Requests to move a member under another upline (migration 0031, decision 047). */

export type TMoveRow = {
  id: bigint;
  member_id: bigint;
  member_name: string;
  from_upline_id: bigint | null;
  from_name: string | null;
  to_upline_id: bigint;
  to_name: string;
  reason: string;
  status: TMoveStatus;
  requested_by: bigint;
  requested_by_name: string;
  requested_at: Date;
  decided_by_name: string | null;
  decided_at: Date | null;
  decision_note: string | null;
};

function withNames(db: TDb, merchantId: number) {
  return db
    .selectFrom('member_move_requests as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .leftJoin('members as f', 'f.id', 'r.from_upline_id')
    .innerJoin('members as u', 'u.id', 'r.to_upline_id')
    .innerJoin('staff as s', 's.id', 'r.requested_by')
    .leftJoin('staff as d', 'd.id', 'r.decided_by')
    .select([
      'r.id',
      'r.member_id',
      'm.username as member_name',
      'r.from_upline_id',
      'f.username as from_name',
      'r.to_upline_id',
      'u.username as to_name',
      'r.reason',
      'r.status',
      'r.requested_by',
      's.username as requested_by_name',
      'r.requested_at',
      'd.username as decided_by_name',
      'r.decided_at',
      'r.decision_note',
    ])
    .where('r.merchant_id', '=', merchantId);
}

export async function findMove(db: TDb, merchantId: number, id: bigint): Promise<TMoveRow | undefined> {
  return withNames(db, merchantId).where('r.id', '=', id).executeTakeFirst();
}

/** The member's request waiting for a decision, if any (at most one: the partial unique index). */
export async function findPendingMoveOf(db: TDb, merchantId: number, memberId: bigint) {
  return withNames(db, merchantId)
    .where('r.member_id', '=', memberId)
    .where('r.status', '=', 'PENDING')
    .executeTakeFirst();
}

/** Inserts a pending request; a second pending one for the member fails on member_move_requests_open. */
export async function insertMove(
  trx: TDb,
  row: {
    merchantId: number;
    memberId: bigint;
    fromUplineId: bigint | null;
    toUplineId: bigint;
    reason: string;
    requestedBy: bigint;
  },
): Promise<bigint> {
  const inserted = await trx
    .insertInto('member_move_requests')
    .values({
      merchant_id: row.merchantId,
      member_id: row.memberId,
      from_upline_id: row.fromUplineId,
      to_upline_id: row.toUplineId,
      reason: row.reason,
      requested_by: row.requestedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Locks a request for its decision: two approvers racing are serialised, the second finds it decided. */
export async function lockMove(trx: TDb, merchantId: number, id: bigint) {
  return trx
    .selectFrom('member_move_requests')
    .select(['id', 'member_id', 'from_upline_id', 'to_upline_id', 'reason', 'status', 'requested_by'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function markMoveDecided(
  trx: TDb,
  id: bigint,
  decision: { status: Exclude<TMoveStatus, 'PENDING'>; decidedBy: bigint; note: string | null },
): Promise<void> {
  await trx
    .updateTable('member_move_requests')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_at: new Date(),
      decision_note: decision.note,
    })
    .where('id', '=', id)
    .execute();
}

/** A page of requests, those waiting first, then newest first. */
export async function movePage(
  db: TDb,
  merchantId: number,
  filter: { status?: TMoveStatus | undefined },
  window: { limit: number; offset: number },
): Promise<{ rows: TMoveRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    withNames(db, merchantId)
      .$if(filter.status !== undefined, (q) => q.where('r.status', '=', filter.status!))
      .orderBy(sql`r.status = 'PENDING'`, 'desc')
      .orderBy('r.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
    db
      .selectFrom('member_move_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('merchant_id', '=', merchantId)
      .$if(filter.status !== undefined, (q) => q.where('status', '=', filter.status!))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * Holds the merchant's tree exclusively until the transaction ends — the lock the move trigger of migration 0026
 * takes — so the checks made before the move see the tree the move will change.
 */
export async function lockMerchantTree(trx: TDb, merchantId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(member_uplines_lock_key(${merchantId}::int))`.execute(trx);
}

/**
 * How many levels deep the member's deepest downline would sit under `uplineId`, and the most a chain may have:
 * the trigger's depth check (migration 0026), asked before the request is stored.
 */
export async function depthUnder(
  db: TDb,
  memberId: bigint,
  uplineId: bigint,
): Promise<{ depth: number; max: number }> {
  const { rows } = await sql<{ depth: number; max: number }>`
    SELECT (SELECT coalesce(max(depth), 0) FROM member_uplines WHERE member_id = ${uplineId}) + 1
         + (SELECT coalesce(max(depth), 0) FROM member_uplines WHERE upline_id = ${memberId}) AS depth,
           member_uplines_max_depth() AS max`.execute(db);
  const [row] = rows;
  if (!row) throw new Error('Invariant failed: a SELECT without FROM returns one row');
  return row;
}

/** Moves the member, with its whole team, under `uplineId` (migration 0026's triggers rewrite the chains). */
export async function setUpline(trx: TDb, memberId: bigint, uplineId: bigint): Promise<void> {
  await trx.updateTable('members').set({ upline_id: uplineId }).where('id', '=', memberId).execute();
}

/** The member's direct upline now (null: none). */
export async function currentUplineOf(db: TDb, memberId: bigint): Promise<bigint | null> {
  const row = await db
    .selectFrom('members')
    .select('upline_id')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.upline_id;
}

/** A member's isAgent, or null when the merchant has no member with this id. */
export async function agentTypeOf(db: TDb, merchantId: number, memberId: bigint): Promise<number | null> {
  const row = await db
    .selectFrom('members')
    .select('agent_type')
    .where('id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row?.agent_type ?? null;
}
