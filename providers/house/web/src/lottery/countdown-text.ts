import { t } from '../shared/i18n.ts';
import { formatCountdown } from './lottery-clock.ts';

/** A countdown for people, its days in the page's language ("2d", "2天", "2 ngày"). */
export function countdownText(totalSeconds: number): string {
  return formatCountdown(totalSeconds, (days) => t('lottery.head.days', { days }));
}
