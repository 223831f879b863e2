import { type RawBuilder, sql } from 'kysely';

/**
 * The queue of slip draws with bets DUE (`house.lottery_due`, decision 038): written in the same statement
 * that makes a bet DUE or takes it out of DUE, as the tail of a statement whose CTE `changed` returned the
 * bets' `round_id` and `issue_id` (and, when joining, `id`, `win_cents` and `payout`): a slip draw's row holds
 * its DUE bets and their sum, so the queue never disagrees with the bets and the payout reads it alone.
 */
export function joinDueQueue(changed: string): RawBuilder<unknown> {
  return sql`
    INSERT INTO house.lottery_due AS d (round_id, issue_id, win_cents, bet_ids)
    SELECT round_id, issue_id, sum(win_cents), array_agg(id ORDER BY id)
    FROM ${sql.table(changed)} WHERE payout = 'DUE' GROUP BY round_id, issue_id
    ON CONFLICT (round_id, issue_id) DO UPDATE
    SET win_cents = d.win_cents + excluded.win_cents, bet_ids = d.bet_ids || excluded.bet_ids`;
}

export function leaveDueQueue(changed: string): RawBuilder<unknown> {
  return sql`
    DELETE FROM house.lottery_due d
    USING (SELECT DISTINCT round_id, issue_id FROM ${sql.table(changed)}) c
    WHERE d.round_id = c.round_id AND d.issue_id = c.issue_id`;
}
