import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { merchantToday } from '../../db/merchant-day.ts';

/** A member of the agent's team with what a transfer to it needs, or null when it is not in the team. */
export async function findTeamPayee(
  db: TDb,
  agentId: bigint,
  memberId: bigint,
): Promise<{ id: bigint; status: string } | null> {
  const row = await db
    .selectFrom('member_uplines as u')
    .innerJoin('members as m', 'm.id', 'u.member_id')
    .select(['m.id', 'm.status'])
    .where('u.upline_id', '=', agentId)
    .where('u.member_id', '=', memberId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Adds a transfer to the agent's total of the merchant's day, within `cap`; false (nothing added) when it
 * would pass it. The day's row is locked until the transfer commits, so two transfers never both fit.
 */
export async function addToDailyTotal(
  trx: TDb,
  scope: { agentId: bigint; timeZone: string },
  amount: bigint,
  cap: bigint,
): Promise<boolean> {
  if (amount > cap) return false;
  const { rows } = await sql<{ paid_minor: bigint }>`
    INSERT INTO agent_transfer_days AS d (member_id, day, paid_minor)
    VALUES (${scope.agentId}, ${merchantToday(scope.timeZone)}, ${amount})
    ON CONFLICT (member_id, day) DO UPDATE SET paid_minor = d.paid_minor + excluded.paid_minor
      WHERE d.paid_minor + excluded.paid_minor <= ${cap}
    RETURNING d.paid_minor`.execute(trx);
  return rows.length > 0;
}
