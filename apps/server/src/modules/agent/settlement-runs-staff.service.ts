import type {
  TBoRunRelease,
  TBoSettlementRun,
  TBoSettlementRunsQuery,
} from '@tala/contract/backoffice/agents';
import { minorToDecimalString as money } from '@tala/contract/money';
import type { TDb } from '../../db/database.ts';
import { pageFacts } from '../../lib/paging.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import { lockSettlementLine } from './agents-staff.repository.ts';
import { releaseHeldLine } from './contract-settlement.ts';
import { heldLinesOfRun, settlementRunPage } from './settlement-runs-staff.repository.ts';

/**
 * Settlement runs in the back office (issue 12 §4, decision 045): every line of one kind and one period start, with
 * its totals; staff release a run's held lines. There is no "recompute": a closed period's figures never change
 * (late money lands in a later period, and no period is settled while a transaction may still write into it), so
 * running a period again would find the same figures — what staff need is to pay what was held.
 */

/** Lines one press of "release" takes; the answer says how many are left for the next. */
const RELEASE_PER_CALL = 500;

export async function listSettlementRuns(db: TDb, merchant: TMerchant, query: TBoSettlementRunsQuery) {
  const { rows, total } = await settlementRunPage(db, merchant.id, merchant.settings.timeZone, query);
  return {
    list: rows.map(
      (row): TBoSettlementRun => ({
        kind: row.kind as TBoSettlementRun['kind'],
        periodStart: row.period_start.toISOString(),
        periodEnd: row.period_end.toISOString(),
        lines: row.lines,
        paid: { count: row.paid_count, amount: money(BigInt(row.paid_amount)) },
        held: { count: row.held_count, amount: money(BigInt(row.held_amount)) },
        nothing: row.lines - row.paid_count - row.held_count,
        houseAmount: money(BigInt(row.house_amount)),
        lastSettledAt: row.last_settled_at.toISOString(),
      }),
    ),
    ...pageFacts(total, query),
  };
}

/**
 * Pays a run's held lines top-down, each in its own transaction with the line's own key (a line paid by another
 * press or a single release in between is skipped), as far as each payer's money goes. One audit row for the press.
 */
export async function releaseSettlementRun(
  db: TDb,
  merchant: TMerchant,
  actor: TActor,
  run: { kind: string; periodStart: Date },
): Promise<TBoRunRelease> {
  const { ids, total } = await heldLinesOfRun(db, merchant.id, run, RELEASE_PER_CALL);
  let released = 0;
  let stillHeld = 0;
  let amount = 0n;
  for (const id of ids) {
    const paid = await db.transaction().execute(async (trx) => {
      const line = await lockSettlementLine(trx, merchant.id, id);
      if (line?.state !== 'HELD') return null;
      return (await releaseHeldLine(db, trx, merchant, line)) ? line.amount : 0n;
    });
    if (paid === null) continue;
    if (paid === 0n) stillHeld += 1;
    else {
      released += 1;
      amount += paid;
    }
  }
  const answer = { released, amount: money(amount), stillHeld, remaining: total - ids.length };
  await writeAudit(db, actor, {
    action: 'agents.settlement.release-run',
    targetType: 'agent_settlement_run',
    targetId: `${run.kind}:${run.periodStart.toISOString()}`,
    after: answer,
  });
  return answer;
}
