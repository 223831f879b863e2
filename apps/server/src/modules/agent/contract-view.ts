import type {
  TAgentContract,
  TContractKind,
  TContractState,
  TContractTermsBody,
  TSettlementLine,
} from '@tala/contract/agent/contracts';
import { minorToDecimalString as money } from '@tala/contract/money';
import type { Selectable } from 'kysely';
import type { AgentSettlementsTable } from '../../db/schema-agent.ts';
import type { TContractRow } from './contracts.repository.ts';

/** Where a contract stands at `now`, from its answer and its effective range. */
export function contractState(row: TContractRow, now: Date): TContractState {
  switch (row.status) {
    case 'OFFERED':
    case 'REJECTED':
    case 'WITHDRAWN':
      return row.status;
    case 'ACCEPTED': {
      // Ended, or ended before it began (terminated while upcoming): it never pays again.
      if (
        row.effective_until !== null &&
        (row.effective_until <= now || row.effective_until <= (row.effective_from ?? now))
      ) {
        return 'ENDED';
      }
      if (row.effective_from !== null && row.effective_from > now) return 'UPCOMING';
      return row.effective_until === null ? 'ACTIVE' : 'ENDING';
    }
  }
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** A contract row as the API shows it (terms are stored in the API's own shape). */
export function contractView(row: TContractRow, now: Date): TAgentContract {
  const state = contractState(row, now);
  return {
    id: String(row.id),
    kind: row.kind as TAgentContract['kind'],
    terms: row.terms as TContractTermsBody,
    state,
    requestType: state === 'OFFERED' ? 'NEW' : state === 'ENDING' ? 'TERMINATION' : null,
    member: { id: String(row.member_id), username: row.member_name },
    payer: row.upline_id === null ? null : { id: String(row.upline_id), username: row.upline_name ?? '' },
    offeredAt: row.offered_at.toISOString(),
    decidedAt: iso(row.decided_at),
    effectiveFrom: iso(row.effective_from),
    effectiveUntil: iso(row.effective_until),
    endReason: row.end_reason,
  };
}

/** A member's live contracts of one kind, sorted into what it holds now, what comes next and an offer waiting. */
export function sortLive(rows: TContractRow[], now: Date) {
  const views = rows.map((row) => contractView(row, now));
  return {
    current: views.find((c) => c.state === 'ACTIVE' || c.state === 'ENDING') ?? null,
    next: views.find((c) => c.state === 'UPCOMING') ?? null,
    offer: views.find((c) => c.state === 'OFFERED') ?? null,
  };
}

/** A settlement line as the agent centre and the back office show it: the figures it was worked out from. */
export function settlementLineView(
  row: Selectable<AgentSettlementsTable> & { member_name: string; upline_name: string | null },
): TSettlementLine {
  return {
    id: String(row.id),
    contractId: String(row.contract_id),
    kind: row.kind as TContractKind,
    periodStart: row.period_start.toISOString(),
    periodEnd: row.period_end.toISOString(),
    member: { id: String(row.member_id), username: row.member_name },
    payer: row.upline_id === null ? null : { id: String(row.upline_id), username: row.upline_name ?? '' },
    validBet: money(row.valid_bet),
    win: money(row.win),
    netLoss: money(row.valid_bet - row.win),
    active: row.active,
    tier: row.tier,
    rateBp: row.rate_bp,
    amount: money(row.amount),
    state: row.state,
    settledAt: row.settled_at.toISOString(),
  };
}
