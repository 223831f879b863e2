import { depositBonusFor } from '@tala/contract/promotions/promotion-rules';
import type { TDb } from '../../db/database.ts';
import type { TDepositRow } from '../payments/deposits.repository.ts';
import { issueBonus, minorOf } from './bonus-lifecycle.ts';
import { findActiveBonus } from './bonuses.repository.ts';
import {
  hasEarlierPaidDeposit,
  lockJoinedDepositBonuses,
  moveEntry,
  spendBudget,
} from './promotions.repository.ts';
import { toPromotion } from './promotions.service.ts';

/**
 * A credited deposit issues the bonus of the deposit-bonus promotion the member joined before making it (decision
 * 049), in the deposit's credit transaction: the first joined promotion it qualifies for (live, in its period, the
 * channel, the minimum; the member's first deposit when the rule says so). One that can never be met any more
 * closes (not the first deposit, another bonus running, the budget spent); a deposit too small or on another
 * channel leaves the entry joined for the next. The deposit is credited whatever happens here.
 */
export async function issueDepositBonus(trx: TDb, deposit: TDepositRow, currency: string): Promise<void> {
  const joined = await lockJoinedDepositBonuses(trx, deposit.member_id, deposit.created_at);
  for (const row of joined) {
    const promotion = toPromotion(row);
    const { reward, eligibility } = promotion;
    if (reward.type !== 'DEPOSIT_BONUS' || promotion.status !== 'LIVE') continue;
    if (deposit.created_at < row.joined_at || deposit.created_at >= promotion.endsAt) continue;
    if (deposit.created_at < promotion.startsAt) continue;
    const channels = eligibility.depositChannels;
    if (channels.length > 0 && !channels.includes(deposit.channel_code)) continue;
    if (deposit.amount < minorOf(reward.minDeposit)) continue;
    const close = (reason: string) => moveEntry(trx, row.entry_id, ['JOINED'], { state: 'CLOSE', reason });
    if (eligibility.firstDepositOnly && (await hasEarlierPaidDeposit(trx, deposit.member_id, deposit.id))) {
      await close('NOT_QUALIFIED');
      continue;
    }
    if (await findActiveBonus(trx, deposit.member_id)) {
      await close('BONUS_ACTIVE');
      continue;
    }
    const amount = depositBonusFor(reward, deposit.amount).bonusMinor;
    if (amount <= 0n) continue;
    if (!(await spendBudget(trx, promotion.id, amount))) {
      await close('BUDGET_SPENT');
      continue;
    }
    const scope = { merchantId: deposit.merchant_id, currency, memberId: deposit.member_id };
    const source = { promotionId: promotion.id, entryId: row.entry_id };
    const input = { source, depositId: deposit.id, amount };
    await issueBonus(trx, scope, { ...input, depositAmount: deposit.amount, rule: reward.wagering });
    return;
  }
}
