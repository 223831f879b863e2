import { useTranslation } from 'react-i18next';
import { Icon, type TIconName } from '../art/ui-icons.tsx';

const STEPS: Array<{ key: 'register' | 'play' | 'win'; icon: TIconName }> = [
  { key: 'register', icon: 'user-plus' },
  { key: 'play', icon: 'play' },
  { key: 'win', icon: 'trophy' },
];

/** The three-step strip of seed 000 §2: register → play → win. */
export function StepsStrip({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <ol className={`grid gap-3 sm:grid-cols-3 ${className}`} aria-label={t('steps.label')}>
      {STEPS.map((step, index) => (
        <li
          key={step.key}
          className="relative flex items-center gap-4 overflow-hidden rounded-xl border border-line bg-gradient-to-br from-surface to-surface-2 p-4"
        >
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-accent-strong to-accent text-accent-contrast shadow-[0_6px_18px_-6px_var(--accent)]">
            <Icon name={step.icon} className="size-6" />
          </span>
          <span className="min-w-0">
            <span className="block text-xs font-semibold tracking-wider text-accent uppercase">
              {t('steps.step', { n: index + 1 })}
            </span>
            <span className="block font-bold text-fg">{t(`steps.${step.key}.title`)}</span>
            <span className="block text-sm text-muted">{t(`steps.${step.key}.body`)}</span>
          </span>
          <span
            aria-hidden="true"
            className="absolute -right-2 -bottom-6 text-7xl font-black text-fg opacity-[0.04] select-none"
          >
            {index + 1}
          </span>
        </li>
      ))}
    </ol>
  );
}
