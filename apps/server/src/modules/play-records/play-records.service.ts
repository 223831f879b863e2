import {
  BET_HISTORY_MAX_DAYS,
  type TBetHistory,
  type TBetHistoryQuery,
  type TPlayVendors,
} from '@tala/contract/play-records/bet-history';
import { PROFIT_MAX_DAYS, type TProfitQuery, type TProfitReport } from '@tala/contract/play-records/profit';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { toBetRecord, totalsOf } from './bet-record.ts';
import {
  selectBetRecords,
  selectBetTotals,
  selectPlayVendors,
  selectProfitPeriods,
  type TOwner,
} from './play-records.repository.ts';

const DAY_MS = 86_400_000;

/** Betting record (personalHistoryCopy): the member's rounds of a range, newest first, with totals. */
export async function betHistory(
  db: TDb,
  owner: TOwner,
  lang: string,
  query: TBetHistoryQuery,
): Promise<TBetHistory> {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (!(from.getTime() < to.getTime())) throw new AppError('VALIDATION_FAILED');
  if (to.getTime() - from.getTime() > BET_HISTORY_MAX_DAYS * DAY_MS) {
    throw new AppError('WAL_DATE_RANGE_TOO_LONG', { params: { days: BET_HISTORY_MAX_DAYS } });
  }
  const filter = {
    ...owner,
    from,
    to,
    vassalage: query.vassalage,
    category: query.category,
    status: query.status,
  };
  const page = { lang, limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [rows, totals] = await Promise.all([selectBetRecords(db, filter, page), selectBetTotals(db, filter)]);
  return {
    list: rows.map(toBetRecord),
    total: totals.rows,
    page: query.page,
    pageSize: query.pageSize,
    totals: totalsOf(totals.rounds, totals.stakeMinor, totals.winMinor),
  };
}

/** Days between two calendar dates, both counted ("2024-05-01".."2024-05-01" is 1). */
function daysSpanned(first: string, last: string): number {
  return (Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS + 1;
}

/**
 * Personal profit and loss (personalProfit): stake, win and P&L per day, week or month of a range. The
 * periods are calendar days of the merchant's time zone (settings `timeZone`, decision 009).
 */
export async function profitReport(
  db: TDb,
  owner: TOwner,
  timeZone: string,
  query: TProfitQuery,
): Promise<TProfitReport> {
  const days = daysSpanned(query.from, query.to);
  if (!(days >= 1)) throw new AppError('VALIDATION_FAILED');
  const maxDays = PROFIT_MAX_DAYS[query.groupBy];
  if (days > maxDays) throw new AppError('WAL_DATE_RANGE_TOO_LONG', { params: { days: maxDays } });
  const rows = await selectProfitPeriods(db, {
    ...owner,
    firstDay: query.from,
    lastDay: query.to,
    unit: query.groupBy,
    timeZone,
    vassalage: query.vassalage,
    category: query.category,
  });
  const [first] = rows;
  if (!first) throw new Error('Invariant failed: a non-empty range has a period');
  return {
    timeZone,
    groupBy: query.groupBy,
    periods: rows.map((row) => ({
      start: row.start,
      end: row.end,
      ...totalsOf(row.rounds, row.stakeMinor, row.winMinor),
    })),
    totals: totalsOf(first.totalRounds, first.totalStakeMinor, first.totalWinMinor),
  };
}

export async function playVendors(db: TDb, merchantId: number): Promise<TPlayVendors> {
  return { list: await selectPlayVendors(db, merchantId) };
}
