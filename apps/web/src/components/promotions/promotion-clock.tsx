import type { TPromotionCard } from '@tala/contract/promotions/promotions';
import { LineSvg } from '@tala/ui/line-svg';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format-date.ts';
import { timeLeft, useNow } from './use-now.ts';

/** Past this, a countdown says little: the end date is shown instead. */
const COUNTDOWN_MAX_MS = 14 * 86_400_000;

/**
 * "Starts in …" before the period, "Ends in …" in its last two weeks ("Until <date>" before that), "Ended" after:
 * a minute's precision is enough.
 */
export function PromotionClock({ card, className = '' }: { card: TPromotionCard; className?: string }) {
  const { t, i18n } = useTranslation('member');
  const now = useNow(30_000);
  const starts = Date.parse(card.startsAt);
  const ends = Date.parse(card.endsAt);
  const label =
    now < starts
      ? t('promo.clock.startsIn', timeLeft(starts, now))
      : now >= ends
        ? t('promo.clock.ended')
        : ends - now > COUNTDOWN_MAX_MS
          ? t('promo.clock.until', { date: formatDate(card.endsAt, i18n.language) })
          : t('promo.clock.endsIn', timeLeft(ends, now));
  return (
    <span className={`inline-flex items-center gap-1.5 tabular-nums ${className}`} data-testid="promo-clock">
      {/* Drawn here, not in the shared icon set: only promotions show a clock, and that set loads with every page. */}
      <LineSvg className="size-3.5 shrink-0" aria-hidden="true">
        <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2" />
      </LineSvg>
      {label}
    </span>
  );
}
