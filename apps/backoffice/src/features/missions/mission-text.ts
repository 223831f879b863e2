import type { TMissionText } from '@tala/ui/missions/mission-figures';
import { useTranslation } from 'react-i18next';

/** The shared card's and board's words, from the console's texts (`missions.card.*`), as players read them. */
export function useMissionText(): { text: TMissionText; language: string } {
  const { t, i18n } = useTranslation();
  return { text: (key, values) => t(`missions.card.${key}`, values ?? {}), language: i18n.language };
}
