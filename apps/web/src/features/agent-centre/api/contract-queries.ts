import {
  CONTRACT_PATHS,
  type TConsolidated,
  type TContractKind,
  type TGivenContractPage,
  type TIncome,
  type TMyContracts,
  type TSettlementPage,
} from '@tala/contract/agent/contracts';
import { isSpanAllowed, type TDaySpan } from '../hooks/settlement-range.ts';
import { TEAM_PAGE_SIZE, useAgentRead } from './team-queries.ts';

/**
 * The consolidated flags (seed 001 §3, §7): which contract pages the merchant has on, and whether an offer or a
 * termination waits in each. Read when the agent centre opens, under the agent root, so an answer to an offer
 * or a balance event refreshes the menu's badges.
 */
export function useConsolidated(enabled = true) {
  return useAgentRead<TConsolidated>('consolidated', CONTRACT_PATHS.consolidated, {}, enabled);
}

/** The agent's own side of one kind: current, next, an offer waiting, the merchant's limits, canOffer. */
export function useMyContracts(kind: TContractKind) {
  return useAgentRead<TMyContracts>('contracts-mine', CONTRACT_PATHS.mine, { kind });
}

/** The direct downline agents and their contract of one kind, paged. */
export function useGivenContracts(kind: TContractKind, page: number, enabled: boolean) {
  return useAgentRead<TGivenContractPage>(
    'contracts-given',
    CONTRACT_PATHS.given,
    { kind, page, pageSize: TEAM_PAGE_SIZE },
    enabled,
  );
}

export type TSettlementFilter = {
  kind?: TContractKind | undefined;
  side: 'received' | 'paid';
  span: TDaySpan;
  page: number;
};

/** Settlement lines over a range (not asked while the range is longer than the call takes). */
export function useSettlements({ kind, side, span, page }: TSettlementFilter) {
  return useAgentRead<TSettlementPage>(
    'settlements',
    CONTRACT_PATHS.settlements,
    { kind, side, from: span.from, to: span.to, page, pageSize: TEAM_PAGE_SIZE },
    isSpanAllowed(span),
  );
}

/** What the agent received per day and kind over a range, with totals. */
export function useIncome(span: TDaySpan) {
  return useAgentRead<TIncome>('income', CONTRACT_PATHS.income, { ...span }, isSpanAllowed(span));
}
