import { formatMoney } from '@tala/contract/money';
import type { TEntryState, TPromotionCard } from '@tala/contract/promotions/promotions';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date.ts';
import { useMoneySymbol } from '../../lib/use-money-symbol.ts';
import { StatusChip, type TChipTone } from '../centre/status-chip.tsx';

const TONES: Record<TEntryState, TChipTone> = {
  COMING_SOON: 'info',
  JOIN: 'success',
  JOINED: 'info',
  APPLYING: 'warning',
  REJECTED: 'danger',
  PROCESS: 'warning',
  ISSUED: 'success',
  CLAIMED: 'neutral',
  CLOSE: 'neutral',
};

/** The seed's activity state (001 §4) as a coloured, translated chip. */
export function PromotionStateChip({ state }: { state: TEntryState }) {
  const { t } = useTranslation('member');
  return (
    <StatusChip tone={TONES[state]} testId="promo-state">
      {t(`promo.states.${state}`)}
    </StatusChip>
  );
}

/** What the player can do next in this state, in a sentence (decision 049: every state says what comes next). */
export function usePromotionHint(card: TPromotionCard, isSignedIn: boolean): string {
  const { t, i18n } = useTranslation('member');
  const symbol = useMoneySymbol();
  const { mine, reward } = card;
  const money = (amount: string) => formatMoney(amount, symbol);
  switch (mine.state) {
    case 'COMING_SOON':
      return t('promo.hints.COMING_SOON', { date: formatDateTime(card.startsAt, i18n.language) });
    case 'JOIN':
      if (!isSignedIn) return t('promo.hints.signIn');
      if (reward.type === 'DEPOSIT_BONUS')
        return t('promo.hints.joinDeposit', { min: money(reward.minDeposit) });
      if (reward.type === 'APPLICATION') return t('promo.hints.joinApplication');
      if (reward.type === 'RAFFLE') return t('promo.hints.joinRaffle', { every: money(reward.ticketEvery) });
      return t('promo.hints.joinSignup');
    case 'JOINED':
      if (reward.type === 'DEPOSIT_BONUS')
        return t('promo.hints.joinedDeposit', { min: money(reward.minDeposit) });
      if (reward.type === 'RED_ENVELOPE')
        return card.rounds?.nextAt
          ? t('promo.hints.envelopeNext', { at: formatDateTime(card.rounds.nextAt, i18n.language) })
          : t('promo.hints.envelopeNone');
      if (reward.type === 'RAFFLE')
        return t(
          Date.parse(card.endsAt) <= Date.now() ? 'promo.hints.raffleDrawing' : 'promo.hints.raffleJoined',
          {
            every: money(reward.ticketEvery),
          },
        );
      if (reward.type === 'REFERRAL') return t('promo.hints.referral', { amount: money(reward.amount) });
      if (reward.type === 'REBATE')
        return t(reward.claimDays === null ? 'promo.hints.rebateAuto' : 'promo.hints.rebateClaim', {
          period: t(`promo.periods.${reward.period}`),
        });
      return t('promo.hints.joinedSignup');
    case 'ISSUED':
      if (reward.type === 'RED_ENVELOPE' && card.rounds?.open)
        return t('promo.hints.envelopeOpen', {
          left: card.rounds.open.left,
          until: formatDateTime(card.rounds.open.endsAt, i18n.language),
        });
      return mine.claimUntil
        ? t('promo.hints.issuedUntil', { until: formatDateTime(mine.claimUntil, i18n.language) })
        : t('promo.hints.issued');
    case 'CLAIMED':
      return reward.type === 'RED_ENVELOPE' && card.rounds?.nextAt
        ? t('promo.hints.envelopeGrabbed', { at: formatDateTime(card.rounds.nextAt, i18n.language) })
        : t('promo.hints.CLAIMED');
    case 'REJECTED':
      return t('promo.hints.REJECTED', { note: mine.note ?? '' });
    case 'CLOSE':
      return t(`promo.reasons.${mine.reason ?? 'ENDED'}`);
    default:
      return t(`promo.hints.${mine.state}`);
  }
}
