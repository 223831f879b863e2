import '../../db/schema-vip.ts';
import { DEMO_AGENT_TYPE } from '@tala/contract/constants';
import type { TVipChangeReason } from '@tala/contract/loyalty/vip';
import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { merchantZone } from './vip-ladder.repository.ts';
import type { TWindowFigures } from './vip-rules.ts';

const ZERO: TWindowFigures = { depositMinor: 0n, validBetMinor: 0n };

/**
 * Deposits and valid bets of each member over the window ending on the day `at` falls on in the merchant's calendar
 * (that day included): the team-figures feed's member_days, cut in the same time zone. One index range per member.
 */
export async function windowFigures(
  db: TDb,
  input: { merchantId: number; memberIds: bigint[]; windowDays: number; at: Date },
): Promise<Map<bigint, TWindowFigures>> {
  const out = new Map<bigint, TWindowFigures>(input.memberIds.map((id) => [id, ZERO]));
  if (input.memberIds.length === 0) return out;
  const { rows } = await sql<{ member_id: bigint; deposits: string; stake: string }>`
    WITH today AS (SELECT (${input.at}::timestamptz AT TIME ZONE ${merchantZone(input.merchantId)})::date AS day)
    SELECT d.member_id, sum(d.deposits)::text AS deposits, sum(d.stake)::text AS stake
    FROM member_days d, today
    WHERE d.member_id = ANY(${input.memberIds.map(String)}::bigint[])
      AND d.day > today.day - ${input.windowDays}::int AND d.day <= today.day
    GROUP BY d.member_id`.execute(db);
  for (const row of rows) {
    out.set(BigInt(row.member_id), { depositMinor: BigInt(row.deposits), validBetMinor: BigInt(row.stake) });
  }
  return out;
}

export type TMemberRank = { memberId: bigint; level: number; graceUsed: number; isDemo: boolean };

function rankRows(
  rows: { id: bigint; agent_type: number; level: number | null; grace_used: number | null }[],
) {
  return new Map<bigint, TMemberRank>(
    rows.map((row) => [
      BigInt(row.id),
      {
        memberId: BigInt(row.id),
        level: row.level ?? 0,
        graceUsed: row.grace_used ?? 0,
        isDemo: row.agent_type === DEMO_AGENT_TYPE,
      },
    ]),
  );
}

/** The members' ranks now (level 0 without a row) and whether each is a trial account; no lock. */
export async function readMemberRanks(
  db: TDb,
  merchantId: number,
  memberIds: bigint[],
): Promise<Map<bigint, TMemberRank>> {
  if (memberIds.length === 0) return new Map();
  const { rows } = await sql<{
    id: bigint;
    agent_type: number;
    level: number | null;
    grace_used: number | null;
  }>`
    SELECT m.id, m.agent_type, v.level, v.grace_used
    FROM members m LEFT JOIN member_vip v ON v.member_id = m.id
    WHERE m.merchant_id = ${merchantId} AND m.id = ANY(${memberIds.map(String)}::bigint[])`.execute(db);
  return rankRows(rows);
}

/**
 * The same, locked for a change: every writer of a rank (the upgrade job, the review, staff) locks the member's
 * member_vip row first — created at level 0 when the member has none — so their decisions never interleave.
 */
export async function lockMemberRanks(
  trx: TDb,
  merchantId: number,
  memberIds: bigint[],
): Promise<Map<bigint, TMemberRank>> {
  if (memberIds.length === 0) return new Map();
  const ids = memberIds.map(String);
  await sql`INSERT INTO member_vip (member_id, merchant_id, level)
    SELECT m.id, m.merchant_id, 0 FROM members m
    WHERE m.merchant_id = ${merchantId} AND m.id = ANY(${ids}::bigint[])
    ON CONFLICT (member_id) DO NOTHING`.execute(trx);
  const { rows } = await sql<{
    id: bigint;
    agent_type: number;
    level: number | null;
    grace_used: number | null;
  }>`
    SELECT m.id, m.agent_type, v.level, v.grace_used
    FROM member_vip v JOIN members m ON m.id = v.member_id
    WHERE v.merchant_id = ${merchantId} AND v.member_id = ANY(${ids}::bigint[])
    ORDER BY v.member_id
    FOR UPDATE OF v`.execute(trx);
  return rankRows(rows);
}

export type TRankChange = {
  merchantId: number;
  memberId: bigint;
  from: number;
  to: number;
  reason: TVipChangeReason;
  figures: TWindowFigures;
  staffId?: bigint;
  note?: string;
};

/** A new level with its history row: the grace starts over at any change of rank. */
export async function writeRankChange(trx: TDb, change: TRankChange): Promise<void> {
  await trx
    .insertInto('member_vip')
    .values({ member_id: change.memberId, merchant_id: change.merchantId, level: change.to, grace_used: 0 })
    .onConflict((oc) =>
      oc
        .column('member_id')
        .doUpdateSet({ level: change.to, grace_used: 0, since: new Date(), updated_at: new Date() }),
    )
    .execute();
  await trx
    .insertInto('member_vip_history')
    .values({
      merchant_id: change.merchantId,
      member_id: change.memberId,
      from_level: change.from,
      to_level: change.to,
      reason: change.reason,
      deposit_minor: change.figures.depositMinor,
      valid_bet_minor: change.figures.validBetMinor,
      staff_id: change.staffId ?? null,
      note: change.note ?? null,
    })
    .execute();
}

/** A member's rank row as the player and staff pages read it. */
export async function findMemberVip(db: TDb, merchantId: number, memberId: bigint) {
  return db
    .selectFrom('member_vip')
    .select(['level', 'since', 'grace_used'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** A member's level now (0 without a rank). */
export async function levelOf(db: TDb, merchantId: number, memberId: bigint): Promise<number> {
  return (await findMemberVip(db, merchantId, memberId))?.level ?? 0;
}
