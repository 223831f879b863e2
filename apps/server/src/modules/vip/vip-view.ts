import type { TVipBenefits } from '@tala/contract/loyalty/vip';
import type { TBoVipRankBody } from '@tala/contract/loyalty/vip-staff';
import { decimalStringToMinor, minorToDecimalString } from '@tala/contract/money';
import { AppError } from '../../lib/app-error.ts';
import type { TRankRow } from './vip-ladder.repository.ts';

/** A rank's benefits on the wire (money as decimal strings). */
export function benefitsView(rank: TRankRow): TVipBenefits {
  return {
    pointsMultiplier: rank.pointsMultiplierPct,
    withdrawDailyCount: rank.withdrawDailyCount,
    withdrawMaxAmount: rank.withdrawMaxMinor === null ? null : minorToDecimalString(rank.withdrawMaxMinor),
    rebateBonusBp: rank.rebateBonusBp,
    birthdayBonus: minorToDecimalString(rank.birthdayBonusMinor),
    serviceLine: rank.serviceLine,
    serviceUrl: rank.serviceUrl,
  };
}

const minor = (decimal: string, field: string): bigint => {
  const value = decimalStringToMinor(decimal);
  if (value === null || value < 0n) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: field, messageKey: 'validation.invalid_value' }],
    });
  }
  return value;
};

/** A staff body (already validated by the contract) as a rank row of `level`. */
export function rankFromBody(level: number, body: TBoVipRankBody): TRankRow {
  return {
    level,
    names: body.names as TRankRow['names'],
    depositMinor: minor(body.deposit, 'deposit'),
    validBetMinor: minor(body.validBet, 'validBet'),
    pointsMultiplierPct: body.pointsMultiplier,
    withdrawDailyCount: body.withdrawDailyCount,
    withdrawMaxMinor:
      body.withdrawMaxAmount === null ? null : minor(body.withdrawMaxAmount, 'withdrawMaxAmount'),
    rebateBonusBp: body.rebateBonusBp,
    birthdayBonusMinor: minor(body.birthdayBonus, 'birthdayBonus'),
    serviceLine: body.serviceLine || null,
    serviceUrl: body.serviceUrl || null,
  };
}

/** The row's columns for an insert or update. */
export function rankColumns(rank: TRankRow) {
  return {
    names: JSON.stringify(rank.names),
    deposit_minor: rank.depositMinor,
    valid_bet_minor: rank.validBetMinor,
    points_multiplier_pct: rank.pointsMultiplierPct,
    withdraw_daily_count: rank.withdrawDailyCount,
    withdraw_max_minor: rank.withdrawMaxMinor,
    rebate_bonus_bp: rank.rebateBonusBp,
    birthday_bonus_minor: rank.birthdayBonusMinor,
    service_line: rank.serviceLine,
    service_url: rank.serviceUrl,
    updated_at: new Date(),
  };
}
