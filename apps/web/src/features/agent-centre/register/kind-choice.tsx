import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon, type TIconName } from '../../../components/art/ui-icons.tsx';

const KINDS: Array<{ value: 'player' | 'agent'; icon: TIconName }> = [
  { value: 'player', icon: 'play' },
  { value: 'agent', icon: 'users' },
];

/** Player or sub-agent as two cards, each a real radio button (keyboard and screen readers as usual). */
export function KindChoice({
  registration,
  value,
}: {
  registration: UseFormRegisterReturn<'kind'>;
  value: 'player' | 'agent';
}) {
  const { t } = useTranslation('agent');
  return (
    <fieldset>
      <legend className="mb-1.5 text-xs font-medium text-muted">{t('register.kind')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {KINDS.map((kind) => {
          const isOn = value === kind.value;
          return (
            <label
              key={kind.value}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40 ${isOn ? 'border-accent bg-accent/10' : 'border-line bg-surface-2 hover:border-accent/50'}`}
            >
              <input
                type="radio"
                value={kind.value}
                className="sr-only"
                data-testid={`agent-register-kind-${kind.value}`}
                {...registration}
              />
              <span
                className={`grid size-9 shrink-0 place-items-center rounded-lg ${isOn ? 'bg-accent text-accent-contrast' : 'bg-surface-3 text-muted'}`}
              >
                <Icon name={kind.icon} className="size-4" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-fg">
                  {t(`register.kinds.${kind.value}`)}
                </span>
                <span className="block text-xs text-muted">{t(`register.kinds.${kind.value}Hint`)}</span>
              </span>
              <span
                aria-hidden="true"
                className={`ml-auto grid size-5 shrink-0 place-items-center rounded-full border-2 ${isOn ? 'border-accent' : 'border-line'}`}
              >
                {isOn ? <span className="size-2.5 rounded-full bg-accent" /> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
