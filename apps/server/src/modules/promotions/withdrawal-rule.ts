import { minorToDecimalString } from '@tala/contract/money';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { endActiveBonus } from './bonus-lifecycle.ts';
import type { TMoneyScope } from './bonus-money.ts';
import { findActiveBonus, lockActiveBonus } from './bonuses.repository.ts';

/**
 * A withdrawal request while a bonus runs follows the rule the player was shown (decision 049), inside the
 * request's transaction: BLOCK refuses it until the wagering is done or the bonus ends; FORFEIT forfeits the
 * bonus with the request (the form said so first), so a refused request forfeits nothing.
 */
export async function applyBonusWithdrawRule(trx: TDb, scope: TMoneyScope): Promise<void> {
  const bonus = await lockActiveBonus(trx, scope.memberId);
  if (!bonus) return;
  if (bonus.withdraw_rule === 'BLOCK') {
    const left = bonus.wagering_required - bonus.wagering_done;
    throw new AppError('PROMO_WAGERING_OPEN', {
      params: { left: minorToDecimalString(left > 0n ? left : 0n) },
    });
  }
  await endActiveBonus(trx, scope, bonus, { outcome: 'FORFEITED', reason: 'WITHDRAWAL' });
}

/** What the withdrawal form tells the player about a running bonus before they ask. */
export async function bonusWithdrawNotice(db: TDb, memberId: bigint) {
  const bonus = await findActiveBonus(db, memberId);
  if (!bonus) return null;
  const left = bonus.wagering_required - bonus.wagering_done;
  return {
    amount: minorToDecimalString(bonus.amount),
    rule: bonus.withdraw_rule,
    wageringLeft: minorToDecimalString(left > 0n ? left : 0n),
  };
}
