import {
  TEAM_OVERVIEW_MAX_DAYS,
  type TTeamOverview,
  type TTeamOverviewQuery,
} from '@tala/contract/agent/team';
import { minorToDecimalString } from '@tala/contract/money';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import {
  selectTeamDays,
  selectTeamNow,
  selectTeamPeriodActive,
  selectTeamRangeActive,
  type TOverviewScope,
} from './team-overview.repository.ts';

const DAY_MS = 86_400_000;
const money = (minor: bigint) => minorToDecimalString(minor);

/** Today's date (YYYY-MM-DD) in the merchant's time zone. */
function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A YYYY-MM-DD date moved by `days` (calendar arithmetic, no time zone involved). */
function shift(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first and last day of a period, in the merchant's calendar; a week starts on Monday. */
export function periodDays(query: TTeamOverviewQuery, timeZone: string, now = new Date()): [string, string] {
  const today = todayIn(timeZone, now);
  switch (query.period) {
    case 'today':
      return [today, today];
    case 'yesterday':
      return [shift(today, -1), shift(today, -1)];
    case 'week': {
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
      return [shift(today, -weekday), today];
    }
    case 'month':
      return [`${today.slice(0, 8)}01`, today];
    case 'custom':
      return customDays(query);
  }
}

function customDays(query: TTeamOverviewQuery): [string, string] {
  const { from, to } = query;
  const fields = [...(from ? [] : ['from']), ...(to ? [] : ['to'])];
  if (!from || !to || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)) || from > to) {
    const paths = fields.length > 0 ? fields : ['to'];
    throw new AppError('VALIDATION_FAILED', {
      fields: paths.map((path) => ({ path, messageKey: 'validation.date' })),
    });
  }
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > TEAM_OVERVIEW_MAX_DAYS) {
    throw new AppError('WAL_DATE_RANGE_TOO_LONG', { params: { days: TEAM_OVERVIEW_MAX_DAYS } });
  }
  return [from, to];
}

/**
 * Members active in the range, each once: a day's and a period-so-far's are kept as sums (a week or month so far
 * ends today, so its sum is the range's); any other range counts its members' days.
 */
function rangeActive(db: TDb, query: TTeamOverviewQuery, scope: TOverviewScope, oneDay: number | undefined) {
  if (scope.firstDay === scope.lastDay) return Promise.resolve(oneDay ?? 0);
  if (query.period === 'week') return selectTeamPeriodActive(db, scope.agentId, 'W', scope.firstDay);
  if (query.period === 'month') return selectTeamPeriodActive(db, scope.agentId, 'M', scope.firstDay);
  return selectTeamRangeActive(db, scope);
}

/**
 * Team overview (issue 12 §2.2): the agent's whole team (every level under it) over a period of the
 * merchant's calendar — who joined, who played, deposits and withdrawals, stakes, the team's profit and loss, its
 * balance and size now — and the same day by day for the chart (every day of the range, empty ones included).
 * Read from the team-figures feed's sums (decision 044), so a month is a few dozen rows whatever the team's size;
 * they follow the ledger within seconds.
 */
export async function teamOverview(
  db: TDb,
  merchant: TMerchant,
  agentId: bigint,
  query: TTeamOverviewQuery,
): Promise<TTeamOverview> {
  const { timeZone } = merchant.settings;
  const [firstDay, lastDay] = periodDays(query, timeZone);
  const scope = { merchantId: merchant.id, agentId, firstDay, lastDay, timeZone };
  const [figures, now] = await Promise.all([selectTeamDays(db, scope), selectTeamNow(db, agentId)]);
  const active = await rangeActive(db, query, scope, figures[0]?.active);
  const byDay = new Map(figures.map((row) => [row.day, row]));
  const days = [];
  for (let day = firstDay; day <= lastDay; day = shift(day, 1)) {
    const row = byDay.get(day);
    days.push({
      day,
      newMembers: row?.joined ?? 0,
      activeMembers: row?.active ?? 0,
      deposits: money(BigInt(row?.deposits ?? 0)),
      withdrawals: money(BigInt(row?.withdrawals ?? 0)),
      validBets: money(BigInt(row?.stake ?? 0)),
      profitLoss: money(BigInt(row?.win ?? 0) - BigInt(row?.stake ?? 0)),
    });
  }
  const sum = (pick: (row: (typeof figures)[number]) => bigint | number) =>
    figures.reduce((total, row) => total + BigInt(pick(row)), 0n);
  return {
    from: firstDay,
    to: lastDay,
    teamSize: { direct: now.direct, all: now.all },
    newMembers: Number(sum((row) => row.joined)),
    activeMembers: active,
    deposits: money(sum((row) => row.deposits)),
    withdrawals: money(sum((row) => row.withdrawals)),
    validBets: money(sum((row) => row.stake)),
    profitLoss: money(sum((row) => row.win) - sum((row) => row.stake)),
    teamBalance: money(BigInt(now.balance)),
    days,
  };
}
