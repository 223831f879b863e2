import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { OnDemand, widgetLoader } from '../../../lib/on-demand.tsx';

export const DRAWER_TRIGGER_CLASS =
  'grid size-10 place-items-center rounded-lg text-fg hover:bg-surface-2 min-[1420px]:hidden';

const drawer = widgetLoader<{ brandName: string }>(() =>
  import('./mobile-drawer-panel.tsx').then((m) => m.default),
);

/**
 * Phone layout: a hamburger opens a slide-in drawer with navigation, language, theme and the side bar.
 * The drawer's code loads when the visitor reaches for the hamburger (a press opens it as it arrives).
 */
export function MobileDrawer({ brandName }: { brandName: string }) {
  const { t } = useTranslation('shell');
  return (
    <OnDemand
      loader={drawer}
      props={{ brandName }}
      standIn={(intent) => (
        <button
          type="button"
          aria-label={t('drawer.open')}
          aria-haspopup="dialog"
          aria-expanded={false}
          data-testid="drawer-open"
          className={DRAWER_TRIGGER_CLASS}
          {...intent}
        >
          <Icon name="menu" className="size-6" />
        </button>
      )}
    />
  );
}
