import * as Menu from '@radix-ui/react-dropdown-menu';
import { LANGUAGE_LABELS, LANGUAGE_NATIVE_NAMES, MENU_LANGUAGES } from '@tala/contract/i18n/languages';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { TOpenOnLoad } from '../../../lib/on-demand.tsx';
import { chooseLanguage, LANGUAGE_TRIGGER_CLASS, LanguageTriggerFace } from './language-menu.tsx';

/** The header language menu itself (Radix), loaded when the visitor reaches for it (language-menu.tsx). */
export default function LanguageMenuPopup({ initiallyOpen }: TOpenOnLoad) {
  const active = currentLanguage();
  return (
    <Menu.Root modal={false} defaultOpen={initiallyOpen}>
      <Menu.Trigger data-testid="language-menu" className={LANGUAGE_TRIGGER_CLASS}>
        <LanguageTriggerFace />
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
              onSelect={() => chooseLanguage(lang)}
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
