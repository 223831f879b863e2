import {
  CONSOLIDATED_FLAG,
  CONTRACT_KINDS,
  type TConsolidated,
  type TContractKind,
} from '@tala/contract/agent/contracts';
import type { TAgentCentrePage } from '../../../lib/modal-store.ts';

/** The agent-centre page of each contract kind (seed 001 §2 pages 9–12). */
export const KIND_PAGE = {
  DIVIDEND: 'dividend',
  DAILY_WAGE: 'dailyWages',
  HOURLY_SALARY: 'hourlySalary',
  REALTIME_SALARY: 'realtimeSalary',
} as const satisfies Record<TContractKind, TAgentCentrePage>;

export type TContractPage = (typeof KIND_PAGE)[TContractKind];

/** The consolidated flag of a kind: null when the merchant has it off, else what waits ('NONE': nothing). */
export function kindFlag(flags: TConsolidated | undefined, kind: TContractKind) {
  return flags ? flags[CONSOLIDATED_FLAG[kind]] : undefined;
}

/** The kinds the merchant has on, in the menu's order. */
export function enabledKinds(flags: TConsolidated | undefined): TContractKind[] {
  return CONTRACT_KINDS.filter((kind) => {
    const flag = kindFlag(flags, kind);
    return flag !== null && flag !== undefined;
  });
}

/** Whether something waits on the agent in a kind: an offer to answer, or its contract ending. */
export function isFlagged(flag: TConsolidated['divtypereq'] | undefined): flag is 'NEW' | 'TERMINATION' {
  return flag === 'NEW' || flag === 'TERMINATION';
}
