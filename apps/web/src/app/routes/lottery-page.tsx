import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CategoryHero } from '../../features/content/components/category-hero.tsx';
import { VendorGrid } from '../../features/content/components/vendor-grid.tsx';
import { findLane, useGameMenus } from '../../lib/game-menus.ts';
import { PageFrame } from '../shell/page-frame.tsx';
import { EmptyCategory } from './empty-category.tsx';

type TVariant = 'lottery' | 'vnlottery' | 'seaLottery' | 'elott';

/** Seed 001 §2 launch rule: these account types have their own lottery pages. */
const HIGHLIGHT: Partial<Record<TVariant, string>> = { vnlottery: 'TCG_LOTTO_VN', seaLottery: 'TCG_SEA' };

/** Lottery pages: /lottery (navigation hidden behind a toggle), /vnlottery, /seaLottery, /elott. */
export default function LotteryPage({ variant }: { variant: TVariant }) {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const { data: lanes, isPending } = useGameMenus();
  const lott = findLane(lanes, 'LOTT')?.cards ?? [];
  const elott = findLane(lanes, 'ELOTT')?.cards ?? [];
  // /elott leads with e-lottery vendors, the other variants with lottery vendors.
  const vendors = variant === 'elott' ? [...elott, ...lott] : [...lott, ...elott];
  const gameCode = params.get('gameCode');
  const playType = params.get('playType');
  return (
    <PageFrame className="space-y-6">
      <CategoryHero
        icon="lotto"
        title={t(`lottery.${variant}.title`)}
        body={t(`lottery.${variant}.body`)}
        vendorCount={vendors.length}
        gameCount={vendors.reduce((sum, vendor) => sum + (vendor.gameCount ?? 0), 0)}
      >
        {gameCode ? (
          <p className="text-sm text-muted" data-testid="lottery-selection">
            {t('lottery.selection', { game: gameCode, play: playType ?? t('lottery.anyPlay') })}
          </p>
        ) : null}
      </CategoryHero>
      {vendors.length === 0 && !(isPending && !lanes) ? (
        <EmptyCategory name={t(`lottery.${variant}.title`)} />
      ) : (
        <VendorGrid
          vendors={vendors}
          selected={HIGHLIGHT[variant] ?? null}
          loading={isPending && !lanes}
          heading="h2"
        />
      )}
    </PageFrame>
  );
}
