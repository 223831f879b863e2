import type { TGameTile } from '@tala/contract/games/catalogue';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { CategoryHero } from '../../features/content/components/category-hero.tsx';
import type { TGameFilters } from '../../features/games/api/games-api.ts';
import { LotteryStage } from '../../features/games/components/lottery-stage.tsx';
import { useGameList } from '../../features/games/hooks/use-catalogue.ts';
import { PageFrame } from '../shell/page-frame.tsx';
import { EmptyCategory } from './empty-category.tsx';

type TVariant = 'lottery' | 'vnlottery' | 'seaLottery' | 'elott';

/**
 * Which games each page shows (seed 001 §2): /elott the e-lottery games, /vnlottery the games of account
 * type TCG_LOTTO_VN, /seaLottery those of TCG_SEA, /lottery every LOTT game (the e-lottery ones after).
 */
const FILTERS: Record<TVariant, TGameFilters[]> = {
  elott: [{ gameType: 'ELOTT' }],
  vnlottery: [{ vassalage: 'TCG_LOTTO_VN' }],
  seaLottery: [{ vassalage: 'TCG_SEA' }],
  lottery: [{ gameType: 'LOTT' }, { gameType: 'ELOTT' }],
};

function useLotteryGames(variant: TVariant): { games: TGameTile[]; isPending: boolean } {
  const [first, second] = FILTERS[variant];
  const primary = useGameList(first ?? {});
  // A page with one filter asks the same list twice: the query cache answers the second at once.
  const secondary = useGameList(second ?? first ?? {});
  const pages = [primary, ...(second ? [secondary] : [])].flatMap((query) => query.data?.pages ?? []);
  return { games: pages.flatMap((page) => page.games), isPending: primary.isPending };
}

/** Lottery pages: /lottery (navigation hidden behind a toggle), /vnlottery, /seaLottery, /elott. */
export default function LotteryPage({ variant }: { variant: TVariant }) {
  const { t } = useTranslation('pages');
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { games, isPending } = useLotteryGames(variant);
  const gameCode = params.get('gameCode');
  const selected = games.find((game) => game.code === gameCode) ?? games[0] ?? null;
  // The launch rule's play type applies to the game it came with; another tab opens on its own default.
  const playType = selected && selected.code === gameCode ? params.get('playType') : null;
  const select = (game: TGameTile) => setParams({ gameCode: game.code }, { replace: true });
  return (
    <PageFrame className="space-y-5">
      <CategoryHero
        icon="lotto"
        title={t(`lottery.${variant}.title`)}
        body={t(`lottery.${variant}.body`)}
        vendorCount={new Set(games.map((game) => game.vassalage)).size}
        gameCount={games.length}
      >
        <p className="text-xs text-faint" data-testid="lottery-house-note">
          {t('lottery.houseDraws')}
        </p>
      </CategoryHero>
      {games.length === 0 && !isPending ? (
        <EmptyCategory name={t(`lottery.${variant}.title`)} />
      ) : (
        <LotteryStage
          games={games}
          selected={selected}
          onSelect={select}
          playType={playType ?? selected?.defaultPlayType ?? null}
          backUrl={location.pathname}
          loading={isPending}
        />
      )}
    </PageFrame>
  );
}
