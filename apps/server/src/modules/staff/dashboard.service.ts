import type { TDashboard } from '@tala/contract/backoffice/dashboard';
import type { TDb } from '../../db/database.ts';
import type { TMerchant } from '../merchants/merchant.repository.ts';
import { countAdjustments } from './adjustments.repository.ts';
import { countPlayersSince } from './players.repository.ts';

/** The console's first screen. Payment counts join once the payments queue is wired in (null until then). */
export async function getDashboard(db: TDb, merchant: TMerchant): Promise<TDashboard> {
  const [playersTotal, playersToday, pendingAdjustments] = await Promise.all([
    countPlayersSince(db, merchant.id, 'all'),
    countPlayersSince(db, merchant.id, 'today'),
    countAdjustments(db, merchant.id, { status: 'PENDING' }),
  ]);
  return {
    playersTotal,
    playersToday,
    pendingAdjustments,
    pendingDeposits: null,
    pendingWithdrawals: null,
    maintenanceActive: merchant.settings.maintenance.active,
  };
}
