import {
  LANGUAGE_LABELS,
  LANGUAGE_NATIVE_NAMES,
  MENU_LANGUAGES,
  type TLanguage,
} from '@tala/contract/i18n/languages';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { changeLanguage, currentLanguage } from '../../../lib/i18n.ts';
import { OnDemand, widgetLoader } from '../../../lib/on-demand.tsx';

export function chooseLanguage(lang: TLanguage): void {
  void changeLanguage(lang);
}

export const LANGUAGE_TRIGGER_CLASS =
  'inline-flex h-9 items-center gap-1.5 rounded-lg border border-line bg-surface-2 px-2.5 text-sm font-semibold text-muted transition-colors hover:border-accent/60 hover:text-fg data-[state=open]:border-accent data-[state=open]:text-fg';

/** What the trigger shows: a globe, the current language's label and a chevron. */
export function LanguageTriggerFace() {
  const { t, i18n } = useTranslation('shell');
  return (
    <>
      <Icon name="globe" className="size-4" />
      {/* Named by text, not aria-label, so the visible label is part of the name (WCAG 2.5.3). */}
      <span className="sr-only">{t('language.choose')}</span>
      <span key={i18n.language}>{LANGUAGE_LABELS[currentLanguage()]}</span>
      <Icon name="chevron-down" className="size-3.5" />
    </>
  );
}

const languageMenu = widgetLoader(() => import('./language-menu-popup.tsx').then((m) => m.default));

/**
 * Header language menu offering the seed's languages (CN, EN, JA, TH, VI, TY). The menu's code (Radix)
 * loads when the visitor reaches for it; until then a plain button stands in for its trigger.
 */
export function LanguageMenu() {
  return (
    <OnDemand
      loader={languageMenu}
      props={{}}
      standIn={(intent) => (
        <button
          type="button"
          data-testid="language-menu"
          aria-haspopup="menu"
          aria-expanded={false}
          className={LANGUAGE_TRIGGER_CLASS}
          {...intent}
        >
          <LanguageTriggerFace />
        </button>
      )}
    />
  );
}

/** The drawer's language chooser: all choices visible as chips. */
export function LanguageChips() {
  const { t } = useTranslation('shell');
  const active = currentLanguage();
  return (
    <fieldset>
      <legend className="mb-2 text-xs font-semibold tracking-wider text-faint uppercase">
        {t('language.title')}
      </legend>
      <div className="grid grid-cols-3 gap-2">
        {MENU_LANGUAGES.map((lang) => (
          <button
            key={lang}
            type="button"
            aria-pressed={lang === active}
            onClick={() => chooseLanguage(lang)}
            className={`flex min-h-12 flex-col items-center justify-center rounded-lg border px-1 py-1.5 transition-colors ${lang === active ? 'border-accent bg-accent/15 text-accent' : 'border-line bg-surface-2 text-muted hover:text-fg'}`}
          >
            <span className="text-sm font-bold">{LANGUAGE_LABELS[lang]}</span>
            <span className="text-[11px] leading-tight">{LANGUAGE_NATIVE_NAMES[lang]}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
