import type { TTermsText, TTermsTextKey } from '@tala/ui/contract-terms/terms-text';
import { useTranslation } from 'react-i18next';

/** Where the agent namespace keeps a word of the shared terms editor: the contract periods the pages name, or terms. */
export function termsTextKey(key: TTermsTextKey): string {
  return key === 'period' || key.startsWith('periods.') ? `contracts.${key}` : `terms.${key}`;
}

/** The shared terms editor's words, in the reader's language. */
export function useTermsText(): TTermsText {
  const { t } = useTranslation('agent');
  return (key, values) => t(termsTextKey(key), values);
}
