import { z } from 'zod';

/** Counts on the console's first screen; payment counts are null until the payments module exists. */
export const ZDashboard = z.object({
  playersTotal: z.number().int(),
  playersToday: z.number().int(),
  pendingAdjustments: z.number().int(),
  pendingDeposits: z.number().int().nullable(),
  pendingWithdrawals: z.number().int().nullable(),
  maintenanceActive: z.boolean(),
});
export type TDashboard = z.infer<typeof ZDashboard>;
