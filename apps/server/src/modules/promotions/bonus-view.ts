import { resolveText } from '@tala/contract/i18n/localized-text';
import { minorToDecimalString } from '@tala/contract/money';
import type { TBonus } from '@tala/contract/promotions/promotions';
import type { TNoticeReader } from '../notices/notices.service.ts';
import type { TTitledBonusRow } from './bonuses.repository.ts';

/** A bonus as bonus details and the promotion page show it, titled in the reader's language. */
export function bonusView(
  bonus: TTitledBonusRow,
  reader: Pick<TNoticeReader, 'language' | 'defaultLanguage'>,
): TBonus {
  const isWagered = bonus.wagering_done >= bonus.wagering_required;
  return {
    id: String(bonus.id),
    promotionId: bonus.promotion_id === null ? null : String(bonus.promotion_id),
    missionId: bonus.mission_id === null ? null : String(bonus.mission_id),
    title: resolveText(bonus.title, reader.language, reader.defaultLanguage)?.text ?? '',
    amount: minorToDecimalString(bonus.amount),
    wageringRequired: minorToDecimalString(bonus.wagering_required),
    // Stakes past the requirement are not shown as more than was asked.
    wageringDone: minorToDecimalString(isWagered ? bonus.wagering_required : bonus.wagering_done),
    state: bonus.state,
    endReason: bonus.end_reason,
    maxBet: bonus.max_bet === null ? null : minorToDecimalString(bonus.max_bet),
    withdrawRule: bonus.withdraw_rule,
    weightsBp: bonus.weights,
    issuedAt: bonus.issued_at.toISOString(),
    expiresAt: bonus.expires_at.toISOString(),
    endedAt: bonus.ended_at?.toISOString() ?? null,
  };
}
