import '../../db/schema-vip.ts';
import { decimalStringToMinor, minorToDecimalString } from '@tala/contract/money';
import type { TDb } from '../../db/database.ts';

export type TWithdrawLimitRaise = { dailyCount: number | null; maxMinor: bigint | null };
const NONE: TWithdrawLimitRaise = { dailyCount: null, maxMinor: null };

/** The withdrawal limits the member's rank gives (decision 057); nulls without a rank or without a limit of its own. */
export async function rankWithdrawLimits(
  db: TDb,
  merchantId: number,
  memberId: bigint,
): Promise<TWithdrawLimitRaise> {
  const row = await db
    .selectFrom('member_vip as v')
    .innerJoin('vip_ranks as r', (join) =>
      join.onRef('r.merchant_id', '=', 'v.merchant_id').onRef('r.level', '=', 'v.level'),
    )
    .select(['r.withdraw_daily_count', 'r.withdraw_max_minor'])
    .where('v.merchant_id', '=', merchantId)
    .where('v.member_id', '=', memberId)
    .where('v.level', '>', 0)
    .executeTakeFirst();
  return row ? { dailyCount: row.withdraw_daily_count, maxMinor: row.withdraw_max_minor } : NONE;
}

/**
 * A withdrawal channel's limits for a ranked member: the rank's daily count and largest withdrawal replace the
 * channel's when they are higher. A rank only ever raises a limit — a ladder written before a channel's limits were
 * raised must not leave its members below everyone else.
 */
export function raiseChannelLimits<T extends { maxAmount: string; dailyCount: number }>(
  channel: T,
  raise: TWithdrawLimitRaise,
): T {
  const max = decimalStringToMinor(channel.maxAmount) ?? 0n;
  return {
    ...channel,
    maxAmount:
      raise.maxMinor !== null && raise.maxMinor > max
        ? minorToDecimalString(raise.maxMinor)
        : channel.maxAmount,
    dailyCount:
      raise.dailyCount !== null ? Math.max(channel.dailyCount, raise.dailyCount) : channel.dailyCount,
  };
}
