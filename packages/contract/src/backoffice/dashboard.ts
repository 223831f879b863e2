import { z } from 'zod';

/** Counts on the console's first screen. */
export const ZDashboard = z.object({
  playersTotal: z.number().int(),
  playersToday: z.number().int(),
  pendingAdjustments: z.number().int(),
  pendingDeposits: z.number().int(),
  pendingWithdrawals: z.number().int(),
  maintenanceActive: z.boolean(),
});
export type TDashboard = z.infer<typeof ZDashboard>;
