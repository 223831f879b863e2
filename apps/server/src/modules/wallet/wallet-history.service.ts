import { minorToDecimalString } from '@tala/contract/money';
import {
  HISTORY_CSV_MAX_ROWS,
  HISTORY_MAX_DAYS,
  type TTransactionHistory,
  type TTransactionHistoryQuery,
  type TTransactionLine,
} from '@tala/contract/wallet/history';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { countHistory, listHistory, type THistoryFilter } from './wallet.repository.ts';

const DAY_MS = 24 * 60 * 60_000;

function filterOf(merchantId: number, memberId: bigint, query: TTransactionHistoryQuery): THistoryFilter {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (!(from.getTime() < to.getTime())) throw new AppError('VALIDATION_FAILED');
  if (to.getTime() - from.getTime() > HISTORY_MAX_DAYS * DAY_MS)
    throw new AppError('WAL_DATE_RANGE_TOO_LONG', { params: { days: HISTORY_MAX_DAYS } });
  return { merchantId, memberId, from, to, kind: query.type };
}

type THistoryRow = Awaited<ReturnType<typeof listHistory>>[number];

function toLine(row: THistoryRow): TTransactionLine {
  return {
    id: row.id.toString(),
    type: row.kind,
    wallet: row.code,
    amount: minorToDecimalString(row.amount),
    balanceAfter: minorToDecimalString(row.balance_after),
    transactionId: row.transaction_id.toString(),
    reference: row.idempotency_key,
    time: row.created_at.toISOString(),
  };
}

/** Account record (transactionHistory): the caller's own ledger lines, newest first. */
export async function transactionHistory(
  db: TDb,
  merchantId: number,
  memberId: bigint,
  query: TTransactionHistoryQuery,
): Promise<TTransactionHistory> {
  const filter = filterOf(merchantId, memberId, query);
  const [rows, total] = await Promise.all([
    listHistory(db, filter, query.pageSize, (query.page - 1) * query.pageSize),
    countHistory(db, filter),
  ]);
  return { lines: rows.map(toLine), total, page: query.page, pageSize: query.pageSize };
}

const CSV_HEADER = ['time', 'type', 'wallet', 'amount', 'balanceAfter', 'transactionId', 'reference'];

/**
 * RFC 4180 quoting, and a leading quote on text that a spreadsheet would run as a formula
 * (CSV injection); amounts are numbers and keep their minus sign.
 */
export function csvField(value: string, isText: boolean): string {
  const safe = isText && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export async function transactionHistoryCsv(
  db: TDb,
  merchantId: number,
  memberId: bigint,
  query: TTransactionHistoryQuery,
): Promise<{ csv: string; filename: string }> {
  const filter = filterOf(merchantId, memberId, query);
  const rows = await listHistory(db, filter, HISTORY_CSV_MAX_ROWS, 0);
  const lines = rows
    .map(toLine)
    .map((line) =>
      [
        csvField(line.time, false),
        csvField(line.type, true),
        csvField(line.wallet, true),
        csvField(line.amount, false),
        csvField(line.balanceAfter, false),
        csvField(line.transactionId, false),
        csvField(line.reference, true),
      ].join(','),
    );
  const day = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '');
  return {
    csv: `${[CSV_HEADER.join(','), ...lines].join('\r\n')}\r\n`,
    filename: `transactions-${day(filter.from)}-${day(filter.to)}.csv`,
  };
}
