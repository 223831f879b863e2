import { formatMoney } from '@tala/contract/money';
import type { TPromotionDetail } from '@tala/contract/promotions/promotions';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';

/**
 * A red envelope promotion's round in the status panel (decision 053): the envelope the caller opened this round,
 * or how many are left until the round ends, or when the next round opens.
 */
export function EnvelopePanel({ promotion }: { promotion: TPromotionDetail }) {
  const { t, i18n } = useTranslation('member');
  const symbol = useMoneySymbol();
  const { rounds, mine } = promotion;
  if (!rounds) return null;
  const opened = mine.state === 'CLAIMED' || mine.state === 'PROCESS' ? mine.reward : null;
  if (opened)
    return (
      <div
        className="relative overflow-hidden rounded-2xl bg-gradient-to-b from-red-600 to-red-800 p-5 text-center text-white shadow-lg"
        data-testid="envelope-opened"
      >
        <div
          aria-hidden="true"
          className="absolute inset-x-0 -top-10 mx-auto h-20 w-[130%] -translate-x-[12%] rounded-b-[50%] bg-red-900/60"
        />
        <div
          aria-hidden="true"
          className="relative mx-auto mb-3 grid size-12 place-items-center rounded-full bg-gradient-to-b from-amber-200 to-amber-500 text-lg font-black text-red-900"
        >
          福
        </div>
        <p className="relative text-sm font-semibold">{t('promo.envelope.youGot')}</p>
        <p className="relative text-3xl font-black tabular-nums">{formatMoney(opened, symbol)}</p>
      </div>
    );
  if (rounds.open) {
    const { left, envelopes } = rounds.open;
    return (
      <div className="space-y-1.5" data-testid="envelope-round">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="font-semibold text-fg">{t('promo.envelope.left')}</span>
          <span className="font-bold text-accent tabular-nums">
            {left} / {envelopes}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={t('promo.envelope.left')}
          aria-valuemin={0}
          aria-valuemax={envelopes}
          aria-valuenow={left}
          className="h-2.5 overflow-hidden rounded-full bg-surface-3"
        >
          <div
            className="h-full rounded-full bg-gradient-to-r from-red-500 to-amber-400"
            style={{ width: `${(left / envelopes) * 100}%` }}
          />
        </div>
        <p className="text-xs text-muted">
          {t('promo.envelope.until', { at: formatDateTime(rounds.open.endsAt, i18n.language) })}
        </p>
      </div>
    );
  }
  return null;
}
