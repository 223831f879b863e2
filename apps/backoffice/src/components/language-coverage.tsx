import { LANGUAGE_LABELS, LANGUAGE_NATIVE_NAMES, LANGUAGES } from '@tala/contract/i18n/languages';
import type { TLocalizedText } from '@tala/contract/i18n/localized-text';
import { useTranslation } from 'react-i18next';

/** A list row's languages at a glance: written ones filled, missing ones (shown with fallback) outlined. */
export function LanguageCoverage({ text }: { text: TLocalizedText }) {
  const { t } = useTranslation();
  const written = LANGUAGES.filter((lang) => text[lang]);
  const missing = LANGUAGES.filter((lang) => !text[lang]);
  const names = (list: readonly (typeof LANGUAGES)[number][]) =>
    list.map((lang) => LANGUAGE_NATIVE_NAMES[lang]).join(', ');
  return (
    <span className="relative inline-flex flex-wrap gap-0.5" data-testid="language-coverage">
      {LANGUAGES.map((lang) => (
        <span
          key={lang}
          aria-hidden="true"
          className={`rounded px-1 py-px text-[10px] font-semibold ${text[lang] ? 'bg-success/15 text-success' : 'border border-dashed border-line text-muted'}`}
        >
          {LANGUAGE_LABELS[lang]}
        </span>
      ))}
      <span className="sr-only">
        {t('content.coverage', { written: names(written) || '—', missing: names(missing) || '—' })}
      </span>
    </span>
  );
}
