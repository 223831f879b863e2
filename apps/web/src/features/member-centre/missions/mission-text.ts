import type { TMissionText } from '@tala/ui/missions/mission-figures';
import { useTranslation } from 'react-i18next';

/** The shared card's and board's words, from the member centre's texts (`member:missions.card.*`). */
export function useMissionText(): { text: TMissionText; language: string } {
  const { t, i18n } = useTranslation('member');
  return { text: (key, values) => t(`missions.card.${key}`, values ?? {}), language: i18n.language };
}
