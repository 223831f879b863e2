import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { useTheme } from '../hooks/use-theme.ts';

/** Dark/light switch; shows the theme it switches to. */
export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { t } = useTranslation('shell');
  const { theme, toggle } = useTheme();
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      className={`inline-flex h-9 items-center gap-2 rounded-lg border border-line bg-surface-2 text-muted transition-colors hover:border-accent/60 hover:text-accent ${withLabel ? 'px-3 text-sm font-medium' : 'w-9 justify-center'}`}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} className="size-[18px]" />
      {withLabel ? <span>{label}</span> : null}
    </button>
  );
}
