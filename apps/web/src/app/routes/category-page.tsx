import { NAV_POINT_LABELS, type TGameCategory } from '@tala/contract/constants';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../components/ui/tabs.tsx';
import { CategoryHero } from '../../features/content/components/category-hero.tsx';
import { VendorGrid } from '../../features/content/components/vendor-grid.tsx';
import { CATEGORY_ICONS, findLane, useGameMenus } from '../../lib/game-menus.ts';
import { PageFrame } from '../shell/page-frame.tsx';

type TPageType = 'bgs' | 'bingo' | 'seamless';
const ALL = '__all';

/**
 * Category pages (/live, /sports, /esports, /cockfight, /fish, /pvp, /rng, /bgs, /bingo, /seamless):
 * hero strip and the category's vendors. RNG pages have vendor tabs that push /rng?page={vassalage}.
 */
export default function CategoryPage({
  category,
  pageType,
}: {
  category: TGameCategory;
  pageType?: TPageType;
}) {
  const { t } = useTranslation('pages');
  const { t: tShell } = useTranslation('shell');
  const [params, setParams] = useSearchParams();
  const { data: lanes, isPending } = useGameMenus();
  const vendors = findLane(lanes, category)?.cards ?? [];
  const isRng = category === 'RNG';
  const selected = params.get(isRng ? 'page' : 'vendor');
  const heading = pageType ? t(`category.pageTypes.${pageType}.title`) : tShell(`nav.items.${category}`);
  const body = pageType ? t(`category.pageTypes.${pageType}.body`) : t(`category.bodies.${category}`);
  const shown = isRng && selected ? vendors.filter((v) => v.vassalage === selected) : vendors;
  return (
    <PageFrame className="space-y-6">
      <CategoryHero
        icon={CATEGORY_ICONS[category]}
        title={heading}
        body={body}
        point={NAV_POINT_LABELS[category] ?? null}
        vendorCount={vendors.length}
      />
      {isRng && vendors.length > 1 ? (
        <Tabs
          label={t('category.vendorTabs')}
          value={selected ?? ALL}
          onChange={(value) => setParams(value === ALL ? {} : { page: value })}
          items={[
            { value: ALL, label: t('category.allVendors') },
            ...vendors.map((v) => ({ value: v.vassalage, label: v.displayName })),
          ]}
        />
      ) : null}
      <VendorGrid
        vendors={shown.length > 0 ? shown : vendors}
        selected={selected}
        loading={isPending && !lanes}
      />
    </PageFrame>
  );
}
