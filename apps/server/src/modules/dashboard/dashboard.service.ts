import type { TDashboard } from '@tala/contract/backoffice/dashboard';
import type { TDb } from '../../db/database.ts';
import { countPlayersSince } from '../member/players-staff.repository.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { countAdjustments } from '../wallet/adjustments.repository.ts';

/** The console's first screen: players, and what waits for staff (adjustments, deposits, withdrawals). */
export async function getDashboard(db: TDb, merchant: TMerchant): Promise<TDashboard> {
  const calendar = { id: merchant.id, timeZone: merchant.settings.timeZone };
  const [playersTotal, playersToday, pendingAdjustments, pendingDeposits, pendingWithdrawals] =
    await Promise.all([
      countPlayersSince(db, calendar, 'all'),
      countPlayersSince(db, calendar, 'today'),
      countAdjustments(db, merchant.id, { status: 'PENDING' }),
      countWaiting(db, 'deposits', merchant.id, ['PENDING']),
      countWaiting(db, 'withdrawals', merchant.id, ['PENDING', 'APPROVED']),
    ]);
  return {
    playersTotal,
    playersToday,
    pendingAdjustments,
    pendingDeposits,
    pendingWithdrawals,
    maintenanceActive: merchant.settings.maintenance.active,
  };
}

/** Payments waiting for staff: deposits to approve, withdrawals to approve or pay out. */
async function countWaiting(
  db: TDb,
  table: 'deposits' | 'withdrawals',
  merchantId: number,
  statuses: string[],
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('status', 'in', statuses as never[])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
