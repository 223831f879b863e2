import type { TVendorCard } from '@tala/contract/games/menus';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '../../../components/art/category-icon.tsx';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

function VendorTab({
  active,
  onSelect,
  icon,
  name,
  hot,
  down,
  testId,
}: {
  active: boolean;
  onSelect: () => void;
  icon: string;
  name: string;
  hot: boolean;
  down: boolean;
  testId: string;
}) {
  const { t } = useTranslation('games');
  return (
    <button
      type="button"
      role="tab"
      aria-selected={active}
      onClick={onSelect}
      data-testid={testId}
      className={`relative flex h-14 shrink-0 items-center gap-2.5 rounded-xl border px-3 pr-4 text-left transition-all ${
        active
          ? 'border-accent bg-accent/10 text-fg ring-1 ring-accent/40'
          : 'border-line bg-surface text-muted hover:border-accent/50 hover:text-fg'
      }`}
    >
      <span
        className={`grid size-9 shrink-0 place-items-center rounded-lg ${active ? 'bg-accent/20 text-fg' : 'bg-surface-2'}`}
      >
        <CategoryIcon icon={icon} className="size-6" />
      </span>
      <span className="min-w-0">
        <span className="block max-w-[11rem] truncate text-sm font-bold">{name}</span>
        {down ? (
          <span className="flex items-center gap-1 text-[11px] font-semibold text-warning">
            <Icon name="wrench" className="size-3" />
            {t('vendors.maintenance')}
          </span>
        ) : null}
      </span>
      {hot ? (
        <span className="absolute -top-1.5 -right-1.5 grid size-5 place-items-center rounded-full bg-danger text-danger-contrast shadow">
          <Icon name="flame" className="size-3" />
          <span className="sr-only">{t('vendors.hot')}</span>
        </span>
      ) : null}
    </button>
  );
}

/** Provider tabs of a category page: "all providers" then each vendor (icon, hot mark, maintenance). */
export function VendorPicker({
  vendors,
  selected,
  onSelect,
  allIcon,
  loading,
}: {
  vendors: readonly TVendorCard[];
  selected: string | null;
  onSelect: (vassalage: string | null) => void;
  allIcon: string;
  loading: boolean;
}) {
  const { t } = useTranslation('games');
  if (loading) {
    return (
      <div className="flex gap-3 overflow-hidden">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-44 shrink-0" />
        ))}
      </div>
    );
  }
  return (
    <div
      role="tablist"
      aria-label={t('vendors.label')}
      className="-mx-4 flex gap-2.5 overflow-x-auto px-4 pt-1.5 pb-1 [scrollbar-width:none] sm:mx-0 sm:px-0"
      data-testid="vendor-tabs"
    >
      <VendorTab
        active={selected === null}
        onSelect={() => onSelect(null)}
        icon={allIcon}
        name={t('vendors.all')}
        hot={false}
        down={false}
        testId="vendor-tab-all"
      />
      {vendors.map((vendor) => (
        <VendorTab
          key={vendor.vassalage}
          active={selected === vendor.vassalage}
          onSelect={() => onSelect(vendor.vassalage)}
          icon={vendor.icon}
          name={vendor.displayName}
          hot={vendor.isHot === 1}
          down={vendor.status === 'MAINTENANCE'}
          testId={`vendor-tab-${vendor.vassalage}`}
        />
      ))}
    </div>
  );
}
