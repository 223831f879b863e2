import type { TVendorCard } from '@tala/contract/games/menus';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '../../../components/art/category-icon.tsx';
import { Icon } from '../../../components/art/ui-icons.tsx';

/** One vendor in the drop-down: small icon, display name, hot icon when isHot is 1. */
export function VendorEntry({
  vendor,
  onOpen,
}: {
  vendor: TVendorCard;
  onOpen: (vendor: TVendorCard) => void;
}) {
  const { t } = useTranslation('shell');
  const down = vendor.status === 'MAINTENANCE';
  return (
    <button
      type="button"
      role="menuitem"
      data-testid={`nav-vendor-${vendor.vassalage}`}
      onClick={() => onOpen(vendor)}
      className="group flex w-full items-center gap-3 rounded-lg px-2.5 py-2 text-left outline-none transition-colors hover:bg-surface-2 focus-visible:bg-surface-2"
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-surface-2 text-fg group-hover:bg-surface-3">
        <CategoryIcon icon={vendor.icon} className="size-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold text-fg">{vendor.displayName}</span>
        {down ? <span className="block text-xs text-warning">{t('nav.maintenance')}</span> : null}
      </span>
      {vendor.isHot === 1 ? (
        <span className="inline-flex items-center gap-0.5 rounded-full bg-danger/15 px-1.5 py-0.5 text-[10px] font-bold text-danger uppercase">
          <Icon name="flame" className="size-3" />
          {t('nav.hot')}
        </span>
      ) : null}
    </button>
  );
}
