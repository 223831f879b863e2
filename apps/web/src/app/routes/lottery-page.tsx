import type { TGameTile } from '@tala/contract/games/catalogue';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { CategoryHero } from '../../features/content/components/category-hero.tsx';
import { fetchLotteryGames, type TLotteryGamesFilter } from '../../features/games/api/lottery-games-api.ts';
import { LotteryStage } from '../../features/games/components/lottery-stage.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import { EmptyCategory } from './empty-category.tsx';

type TVariant = 'lottery' | 'vnlottery' | 'seaLottery' | 'elott';

/**
 * Which games each page shows (seed 001 §2): /elott the e-lottery games, /vnlottery the games of account
 * type TCG_LOTTO_VN, /seaLottery those of TCG_SEA, /lottery every LOTT game (the e-lottery ones after).
 */
const FILTERS: Record<TVariant, TLotteryGamesFilter[]> = {
  elott: [{ gameType: 'ELOTT' }],
  vnlottery: [{ vassalage: 'TCG_LOTTO_VN' }],
  seaLottery: [{ vassalage: 'TCG_SEA' }],
  lottery: [{ gameType: 'LOTT' }, { gameType: 'ELOTT' }],
};

function useLotteryGames(variant: TVariant): { games: TGameTile[]; isPending: boolean } {
  const { i18n } = useTranslation();
  const lists = useQueries({
    queries: FILTERS[variant].map((filter) => ({
      queryKey: ['games', 'lottery', variant, filter, i18n.language],
      queryFn: () => fetchLotteryGames(filter, i18n.language),
      staleTime: 60_000,
    })),
  });
  return { games: lists.flatMap((list) => list.data ?? []), isPending: lists.some((list) => list.isPending) };
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
