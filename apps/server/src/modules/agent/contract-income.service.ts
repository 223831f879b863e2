import {
  CONTRACT_KINDS,
  SETTLEMENT_MAX_DAYS,
  type TContractKind,
  type TIncome,
  type TSettlementPage,
  type TSettlementsQuery,
} from '@tala/contract/agent/contracts';
import { minorToDecimalString as money } from '@tala/contract/money';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageFacts } from '../../lib/paging.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { incomeByDay, settlementLines, type TSettlementScope } from './contract-income.repository.ts';
import { settlementLineView } from './contract-view.ts';

const DAY_MS = 86_400_000;

/** Days from `from` to `to` (both included, YYYY-MM-DD), refused when reversed or longer than the lists allow. */
function checkedDays(from: string, to: string): string[] {
  const first = Date.parse(`${from}T00:00:00Z`);
  const last = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(first) || Number.isNaN(last) || first > last) {
    throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'to', messageKey: 'validation.date' }] });
  }
  const count = (last - first) / DAY_MS + 1;
  if (count > SETTLEMENT_MAX_DAYS) {
    throw new AppError('WAL_DATE_RANGE_TOO_LONG', { params: { days: SETTLEMENT_MAX_DAYS } });
  }
  return Array.from({ length: count }, (_, i) => new Date(first + i * DAY_MS).toISOString().slice(0, 10));
}

function scopeOf(
  merchant: TMerchant,
  memberId: bigint,
  query: { from: string; to: string; side?: 'received' | 'paid'; kind?: string | undefined },
): { scope: TSettlementScope; days: string[] } {
  const days = checkedDays(query.from, query.to);
  const toExclusive = new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return {
    days,
    scope: {
      memberId,
      side: query.side ?? 'received',
      kind: query.kind,
      from: query.from,
      toExclusive,
      timeZone: merchant.settings.timeZone,
    },
  };
}

/** A kind's record (or all kinds'): each contract's settlement of each period, with its figures. */
export async function settlementPage(
  db: TDb,
  merchant: TMerchant,
  memberId: bigint,
  query: TSettlementsQuery,
): Promise<TSettlementPage> {
  const { scope } = scopeOf(merchant, memberId, query);
  const { rows, total, paid } = await settlementLines(db, scope, query);
  return {
    list: rows.map(settlementLineView),
    ...pageFacts(total, query),
    totalAmount: money(paid),
  };
}

const zeroByKind = () =>
  Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, 0n])) as Record<TContractKind, bigint>;
const asMoney = (amounts: Record<TContractKind, bigint>) =>
  Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, money(amounts[kind])])) as Record<
    TContractKind,
    string
  >;

/** My income: what the agent was paid per day and kind over the range, every day present, with totals. */
export async function agentIncome(
  db: TDb,
  merchant: TMerchant,
  memberId: bigint,
  query: { from: string; to: string },
): Promise<TIncome> {
  const { scope, days } = scopeOf(merchant, memberId, query);
  const byDay = new Map(days.map((day) => [day, zeroByKind()]));
  const totals = zeroByKind();
  for (const row of await incomeByDay(db, scope)) {
    const amounts = byDay.get(row.day);
    const kind = row.kind as TContractKind;
    const amount = BigInt(row.amount);
    totals[kind] += amount;
    // A period that began in the range may end (and pay) the day after it: it counts in the totals, not the days.
    if (amounts) amounts[kind] += amount;
  }
  return {
    from: query.from,
    to: query.to,
    total: money(CONTRACT_KINDS.reduce((sum, kind) => sum + totals[kind], 0n)),
    totals: asMoney(totals),
    days: days.map((day) => ({ day, amounts: asMoney(byDay.get(day) ?? zeroByKind()) })),
  };
}
