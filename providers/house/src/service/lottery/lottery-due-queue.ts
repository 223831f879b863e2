import { type RawBuilder, sql } from 'kysely';

/**
 * The queue of slip draws with bets DUE (`house.lottery_due`, decision 038): written in the same statement
 * that makes a bet DUE or takes it out of DUE, as the tail of a statement whose CTE `changed` returned the
 * bets' `round_id` and `issue_id` (and `payout` when joining) — so the queue never disagrees with the bets.
 */
export function joinDueQueue(changed: string): RawBuilder<unknown> {
  return sql`
    INSERT INTO house.lottery_due (round_id, issue_id)
    SELECT DISTINCT round_id, issue_id FROM ${sql.table(changed)} WHERE payout = 'DUE'
    ON CONFLICT DO NOTHING`;
}

export function leaveDueQueue(changed: string): RawBuilder<unknown> {
  return sql`
    DELETE FROM house.lottery_due d
    USING (SELECT DISTINCT round_id, issue_id FROM ${sql.table(changed)}) c
    WHERE d.round_id = c.round_id AND d.issue_id = c.issue_id`;
}
