import type { TDb } from '../db/database.ts';
import { settleAllMerchants } from '../modules/agent/contract-settlement.ts';
import { startTicker } from './ticker.ts';

/**
 * How soon after a period is due its contracts are paid. Due is "ended, and the team-figures feed has run a
 * minute past its end": a daily wage is paid a little after the merchant's midnight, never before.
 */
const CONTRACT_SETTLEMENT_EVERY_MS = 30_000;

/**
 * Settles due salary and dividend periods (decision 045) in every instance: a missed run (the server was down)
 * is caught up by the next, and two instances at once pay nothing twice (each line is claimed where it is paid).
 */
export function startContractSettlement(db: TDb) {
  return startTicker('contracts', CONTRACT_SETTLEMENT_EVERY_MS, () => settleAllMerchants(db));
}
