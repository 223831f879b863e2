import { decimalStringToMinor, formatMoneyAmount, minorToDecimalString } from '@tala/contract/money';
import { type TWageringRule, wageringRequiredMinor } from '@tala/contract/promotions/wagering-rule';
import type { TDb } from '../../db/database.ts';
import { assert } from '../../lib/app-error.ts';
import { findMerchantCurrency } from '../merchants/merchant.repository.ts';
import { sendSystemMessage } from '../messages/system-messages.ts';
import { moveBonusMoney, type TMoneyScope } from './bonus-money.ts';
import { endBonus, insertBonus, type TBonusRow } from './bonuses.repository.ts';
import { moveEntry } from './promotions.repository.ts';

const DAY_MS = 86_400_000;

export function minorOf(decimal: string): bigint {
  const value = decimalStringToMinor(decimal);
  assert(value !== null, 'rules hold money as decimal strings (checked by their schema)');
  return value;
}

/** Where a bonus comes from: a promotion's entry (moved along with the bonus), or a mission tier's claim. */
export type TBonusSource = { promotionId: bigint; entryId: bigint } | { missionClaimId: bigint };

/**
 * Issues bonus money, in the caller's transaction: the bonus row with what the player was shown copied from the
 * rule, the money (house BONUS → the member's BONUS), an entry to PROCESS. A rule without wagering (multiplier 0) is
 * released at once.
 */
export async function issueBonus(
  trx: TDb,
  scope: TMoneyScope,
  input: {
    source: TBonusSource;
    depositId: bigint | null;
    amount: bigint;
    depositAmount: bigint;
    rule: TWageringRule;
  },
): Promise<TBonusRow> {
  const { rule, source } = input;
  const now = Date.now();
  const bonus = await insertBonus(trx, {
    merchant_id: scope.merchantId,
    member_id: scope.memberId,
    ...('entryId' in source
      ? { promotion_id: source.promotionId, entry_id: source.entryId }
      : { promotion_id: null, entry_id: null, mission_claim_id: source.missionClaimId }),
    deposit_id: input.depositId,
    amount: input.amount,
    wagering_required: wageringRequiredMinor(rule, input.amount, input.depositAmount),
    weights: JSON.stringify(rule.weightsBp),
    max_bet: rule.maxBet === null ? null : minorOf(rule.maxBet),
    withdraw_rule: rule.withdrawRule,
    issued_at: new Date(now),
    expires_at: new Date(now + rule.expiryDays * DAY_MS),
  });
  await moveBonusMoney(trx, scope, bonus, 'issue');
  if ('entryId' in source)
    await moveEntry(trx, source.entryId, ['JOINED', 'ISSUED'], { state: 'PROCESS', reward: input.amount });
  if (bonus.wagering_required === 0n)
    return endActiveBonus(trx, scope, bonus, { outcome: 'RELEASED', reason: 'WAGERED' });
  return bonus;
}

type TBonusEnd =
  | { outcome: 'RELEASED'; reason: 'WAGERED' }
  | { outcome: 'FORFEITED'; reason: 'EXPIRED' | 'WITHDRAWAL' | 'STAFF'; staffId?: bigint };

/**
 * Ends an active bonus with its money: released to MAIN (a promotion's entry CLAIMED) or forfeited to the house (the
 * entry CLOSE, with why). The bonus row's state decides who ends it: a release racing an expiry moves money once.
 */
export async function endActiveBonus(
  trx: TDb,
  scope: TMoneyScope,
  bonus: TBonusRow,
  end: TBonusEnd,
): Promise<TBonusRow> {
  const staffId = end.outcome === 'FORFEITED' ? end.staffId : undefined;
  const ended = await endBonus(trx, bonus.id, {
    state: end.outcome,
    reason: end.reason,
    ...(staffId === undefined ? {} : { staffId }),
  });
  if (!ended) return bonus;
  const released = end.outcome === 'RELEASED';
  await moveBonusMoney(trx, scope, ended, released ? 'release' : 'forfeit');
  if (ended.entry_id !== null)
    await moveEntry(
      trx,
      ended.entry_id,
      ['PROCESS'],
      released
        ? { state: 'CLAIMED' }
        : { state: 'CLOSE', reason: end.reason === 'EXPIRED' ? 'EXPIRED' : 'FORFEITED' },
    );
  // The player's inbox tells of a release in the same transaction as the money (decision 055).
  if (released)
    await sendSystemMessage(trx, {
      merchantId: scope.merchantId,
      memberId: scope.memberId,
      kind: 'BONUS_RELEASED',
      params: { amount: formatMoneyAmount(minorToDecimalString(ended.amount)), bonusId: String(ended.id) },
    });
  return ended;
}

/** The merchant's currency for bonuses found without one at hand (jobs): a bonus's merchant exists. */
export async function merchantCurrency(db: TDb, merchantId: number): Promise<string> {
  const currency = await findMerchantCurrency(db, merchantId);
  assert(currency !== null, 'a bonus belongs to a merchant (foreign key)');
  return currency;
}
