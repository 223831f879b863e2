import type { TVendorCard } from '@tala/contract/games/menus';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useOpenVendor } from '../../../lib/game-menus.ts';
import { VendorCard } from './vendor-card.tsx';

/** Vendor cards of one or more categories, with the selected vendor highlighted. */
export function VendorGrid({
  vendors,
  selected,
  loading = false,
  dense = false,
  heading,
}: {
  vendors: TVendorCard[];
  /** The level of the card titles: one below the heading the grid sits under. */
  heading: 'h2' | 'h3';
  selected?: string | null;
  loading?: boolean;
  dense?: boolean;
}) {
  const { t } = useTranslation('pages');
  const openVendor = useOpenVendor();
  const cols = dense
    ? 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6'
    : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4';
  if (loading) {
    return (
      <div className={`grid gap-3 ${cols}`}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-44" />
        ))}
      </div>
    );
  }
  if (vendors.length === 0)
    return <EmptyState icon="sparkles" title={t('vendors.empty')} body={t('vendors.emptyBody')} />;
  return (
    <div className={`grid gap-3 sm:gap-4 ${cols}`}>
      {vendors.map((vendor) => (
        <VendorCard
          key={vendor.vassalage}
          vendor={vendor}
          selected={vendor.vassalage === selected}
          onPlay={openVendor}
          heading={heading}
        />
      ))}
    </div>
  );
}
