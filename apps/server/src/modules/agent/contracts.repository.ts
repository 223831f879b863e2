import '../../db/schema-agent.ts';
import { type Selectable, sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { AgentContractsTable } from '../../db/schema-agent.ts';
import type { TPeriodKind } from './contract-rules.ts';

/** Contract rows (migration 0029, decision 045). Callers that change a contract hold it locked (`lockContract`). */

export type TContractRow = Selectable<AgentContractsTable> & {
  member_name: string;
  upline_name: string | null;
};

const withNames = (db: TDb) =>
  db
    .selectFrom('agent_contracts as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .leftJoin('members as u', 'u.id', 'c.upline_id')
    .selectAll('c')
    .select(['m.username as member_name', 'u.username as upline_name']);

/** A contract that still matters: an offer waiting, or accepted and not yet ended (upcoming, running, ending). */
export const isLive = (alias: string) => sql<boolean>`(${sql.ref(`${alias}.status`)} = 'OFFERED'
  OR (${sql.ref(`${alias}.status`)} = 'ACCEPTED'
      AND (${sql.ref(`${alias}.effective_until`)} IS NULL OR ${sql.ref(`${alias}.effective_until`)} > now())))`;

/** Accepted and still paying: running, or ending later. */
const isRunning = sql<boolean>`(c.status = 'ACCEPTED' AND (c.effective_until IS NULL OR c.effective_until > now()))`;

/**
 * The kinds the member's uplines (every level) hold contracts of, still paying — each such contract counts the
 * member's team — and, with `self`, the member's own. Rows are locked for share, so none ends meanwhile.
 */
export async function kindsPaidAbove(trx: TDb, memberId: bigint, self: boolean): Promise<Set<string>> {
  const { rows } = await sql<{ kind: string }>`
    SELECT c.kind FROM agent_contracts c
    WHERE ${isRunning} AND (c.member_id IN (SELECT u.upline_id FROM member_uplines u WHERE u.member_id = ${memberId})
      OR (${self} AND c.member_id = ${memberId}))
    FOR SHARE OF c`.execute(trx);
  return new Set(rows.map((row) => row.kind));
}

/**
 * The kinds of the house-paid contracts (decision 045) the member or anyone of its team holds, still paying. The
 * house's contracts are few: read them, then ask the chain of each.
 */
export async function houseKindsInTeam(
  trx: TDb,
  merchantId: number,
  memberId: bigint,
  self: boolean,
): Promise<Set<string>> {
  const { rows } = await sql<{ kind: string }>`
    SELECT DISTINCT c.kind FROM agent_contracts c
    WHERE c.merchant_id = ${merchantId} AND c.upline_id IS NULL AND ${isRunning}
      AND ((${self} AND c.member_id = ${memberId})
        OR EXISTS (SELECT 1 FROM member_uplines u WHERE u.upline_id = ${memberId} AND u.member_id = c.member_id))`.execute(
    trx,
  );
  return new Set(rows.map((row) => row.kind));
}

/** Members' contracts of a kind (every kind without one) that still matter: waiting, upcoming, running or ending. */
export async function liveContractsOf(db: TDb, memberIds: bigint[], kind?: string): Promise<TContractRow[]> {
  if (memberIds.length === 0) return [];
  return withNames(db)
    .where('c.member_id', 'in', memberIds)
    .$if(kind !== undefined, (q) => q.where('c.kind', '=', kind ?? ''))
    .where(isLive('c'))
    .orderBy('c.id', 'desc')
    .execute();
}

/** The contracts an upline gave a member that still matter (offers, and accepted ones not ended), locked. */
export async function lockLiveContractsBetween(trx: TDb, uplineId: bigint, memberId: bigint) {
  return trx
    .selectFrom('agent_contracts as c')
    .selectAll('c')
    .where('c.member_id', '=', memberId)
    .where('c.upline_id', '=', uplineId)
    .where(isLive('c'))
    .forUpdate()
    .execute();
}

export async function findContract(
  db: TDb,
  merchantId: number,
  id: bigint,
): Promise<TContractRow | undefined> {
  return withNames(db).where('c.id', '=', id).where('c.merchant_id', '=', merchantId).executeTakeFirst();
}

/** Locks a contract row for a change (inside the caller's transaction). */
export async function lockContract(trx: TDb, merchantId: number, id: bigint) {
  return trx
    .selectFrom('agent_contracts')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .forUpdate()
    .executeTakeFirst();
}

/** The member's open-ended accepted contract of a kind (what it may give on), locked: shared or for a change. */
export async function lockOpenContract(trx: TDb, memberId: bigint, kind: string, mode: 'share' | 'update') {
  const query = trx
    .selectFrom('agent_contracts')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('status', '=', 'ACCEPTED')
    .where('effective_until', 'is', null);
  return (mode === 'share' ? query.forShare() : query.forUpdate()).executeTakeFirst();
}

/** The latest instant an accepted contract of the member's kind runs to (null: none ended or ending). */
export async function latestEnd(trx: TDb, memberId: bigint, kind: string): Promise<Date | null> {
  const row = await trx
    .selectFrom('agent_contracts')
    .select((eb) => eb.fn.max('effective_until').as('until'))
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('status', '=', 'ACCEPTED')
    .executeTakeFirst();
  return (row?.until as Date | null | undefined) ?? null;
}

export async function insertContract(
  trx: TDb,
  row: {
    merchant_id: number;
    member_id: bigint;
    upline_id: bigint | null;
    staff_id: bigint | null;
    kind: string;
    terms: unknown;
  },
): Promise<bigint> {
  const inserted = await trx
    .insertInto('agent_contracts')
    .values({ ...row, terms: JSON.stringify(row.terms), status: 'OFFERED' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Period arithmetic on the merchant's clock (migration 0029's functions). */
export async function periodInstants(
  db: TDb,
  period: TPeriodKind,
  timeZone: string,
  at: Date | null,
): Promise<{ currentStart: Date; currentEnd: Date; boundaryAtOrAfter: Date | null }> {
  const { rows } = await sql<{ current_start: Date; current_end: Date; boundary: Date | null }>`
    SELECT s AS current_start, contract_period_end(${period}, s, ${timeZone}) AS current_end,
           contract_period_boundary(${period}, ${at}::timestamptz, ${timeZone}) AS boundary
    FROM (SELECT contract_period_start(${period}, now(), ${timeZone}) AS s) p`.execute(db);
  const [row] = rows;
  if (!row) throw new Error('Invariant failed: a SELECT without FROM returns one row');
  return { currentStart: row.current_start, currentEnd: row.current_end, boundaryAtOrAfter: row.boundary };
}

/**
 * Every live contract (of the kind) given by the holders in `holderIds`, and on down: the contracts a holder's
 * losing its own would leave unpaid (the cascade of seed 001 §4). The starting set is given by the caller.
 */
export async function contractsBelow(
  trx: TDb,
  startIds: bigint[],
  kind: string,
): Promise<Array<{ id: bigint }>> {
  if (startIds.length === 0) return [];
  const { rows } = await sql<{ id: bigint }>`
    WITH RECURSIVE below AS (
      SELECT c.id, c.member_id FROM agent_contracts c WHERE c.id = ANY(${startIds}::bigint[])
      UNION
      SELECT c.id, c.member_id FROM agent_contracts c JOIN below b ON c.upline_id = b.member_id
      WHERE c.kind = ${kind} AND ${isLive('c')}
    )
    SELECT id FROM below`.execute(trx);
  return rows;
}

/** Contracts the holder gave (live ones of the kind), for the ceiling check of a cascade. */
export async function liveContractsGivenBy(trx: TDb, holderId: bigint, kind: string) {
  return trx
    .selectFrom('agent_contracts as c')
    .select(['c.id', 'c.terms'])
    .where('c.upline_id', '=', holderId)
    .where('c.kind', '=', kind)
    .where(isLive('c'))
    .execute();
}

/**
 * Ends contracts from `at` (never before they start): accepted ones get effective_until, waiting offers are
 * withdrawn. Contracts already ending earlier keep their earlier end.
 */
export async function endContracts(
  trx: TDb,
  ids: bigint[],
  at: Date,
  reason: 'TERMINATED' | 'REPLACED' | 'CASCADE' | 'STAFF',
  endedBy: bigint | null,
): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('agent_contracts')
    .set({
      effective_until: sql`greatest(effective_from, ${at}::timestamptz)`,
      end_reason: reason,
      ended_by: endedBy,
    })
    .where('id', 'in', ids)
    .where('status', '=', 'ACCEPTED')
    .where((eb) => eb.or([eb('effective_until', 'is', null), eb('effective_until', '>', at)]))
    .execute();
  await trx
    .updateTable('agent_contracts')
    .set({ status: 'WITHDRAWN', decided_at: sql`now()` })
    .where('id', 'in', ids)
    .where('status', '=', 'OFFERED')
    .execute();
}

/** A page of the agent's direct downline agents (who may hold its contracts), by username. */
export async function directAgentsPage(
  db: TDb,
  agentId: bigint,
  agentTypes: readonly number[],
  page: { page: number; pageSize: number },
): Promise<{ rows: Array<{ id: bigint; username: string; agent_type: number }>; total: number }> {
  const base = db
    .selectFrom('member_uplines as u')
    .innerJoin('members as m', 'm.id', 'u.member_id')
    .where('u.upline_id', '=', agentId)
    .where('u.depth', '=', 1)
    .where('m.agent_type', 'in', [...agentTypes]);
  const [rows, count] = await Promise.all([
    base
      .select(['m.id', 'm.username', 'm.agent_type'])
      .orderBy('m.username')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Withdraws the member's waiting offer of a kind, if any. */
export async function withdrawOffers(trx: TDb, memberId: bigint, kind: string): Promise<void> {
  await trx
    .updateTable('agent_contracts')
    .set({ status: 'WITHDRAWN', decided_at: sql`now()` })
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .where('status', '=', 'OFFERED')
    .execute();
}
