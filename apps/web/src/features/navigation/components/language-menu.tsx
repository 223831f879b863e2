import * as Menu from '@radix-ui/react-dropdown-menu';
import {
  LANGUAGE_LABELS,
  LANGUAGE_NATIVE_NAMES,
  MENU_LANGUAGES,
  type TLanguage,
} from '@tala/contract/i18n/languages';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { changeLanguage, currentLanguage } from '../../../lib/i18n.ts';

function choose(lang: TLanguage): void {
  void changeLanguage(lang);
}

/** Header language menu offering the seed's languages (CN, EN, JA, TH, VI, TY). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('shell');
  const active = currentLanguage();
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        data-testid="language-menu"
        className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-line bg-surface-2 px-2.5 text-sm font-semibold text-muted transition-colors hover:border-accent/60 hover:text-fg data-[state=open]:border-accent data-[state=open]:text-fg"
      >
        <Icon name="globe" className="size-4" />
        <span className="sr-only">{t('language.choose')}</span>
        <span key={i18n.language}>{LANGUAGE_LABELS[active]}</span>
        <Icon name="chevron-down" className="size-3.5" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-xl border border-line bg-bg-elevated p-1.5 shadow-[var(--shadow)]"
        >
          {MENU_LANGUAGES.map((lang) => (
            <Menu.Item
              key={lang}
              data-testid={`language-${LANGUAGE_LABELS[lang]}`}
              onSelect={() => choose(lang)}
              className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-fg outline-none data-[highlighted]:bg-surface-2"
            >
              <span className="w-7 text-xs font-bold text-accent">{LANGUAGE_LABELS[lang]}</span>
              <span className="flex-1">{LANGUAGE_NATIVE_NAMES[lang]}</span>
              {lang === active ? <Icon name="check" className="size-4 text-accent" /> : null}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
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
            onClick={() => choose(lang)}
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
