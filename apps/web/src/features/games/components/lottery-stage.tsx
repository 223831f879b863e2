import type { TGameTile } from '@tala/contract/games/catalogue';
import { Button } from '@tala/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '../../../components/art/category-icon.tsx';
import { openModal } from '../../../lib/modal-store.ts';
import { useDocumentTheme } from '../../../lib/use-document-theme.ts';
import { useSession } from '../../../lib/use-session.ts';
import { launchFailure } from '../api/launch-failure.ts';
import { gameFrameSandbox, safeGameUrl } from '../api/launch-target.ts';
import { launchLottery } from '../api/lottery-launch-api.ts';

/** Phones get the lottery's own phone layout (the launch's `device`). */
const PHONE_QUERY = '(max-width: 639px)';

type TLotteryStageProps = {
  games: TGameTile[];
  selected: TGameTile | null;
  onSelect: (game: TGameTile) => void;
  playType: string | null;
  /** This page's path, for the lottery's back button. */
  backUrl: string;
  loading: boolean;
};

/**
 * The lottery pages' stage: the page's games as tabs and, for a logged-in player, the selected game's
 * lottery framed from the provider (seed 001 §7's lobby launch); a visitor is asked to log in first
 * (seed 001 §2: a visitor is asked to log in before any launch).
 */
export function LotteryStage({ games, selected, onSelect, playType, backUrl, loading }: TLotteryStageProps) {
  const { t } = useTranslation('pages');
  return (
    <section aria-labelledby="lottery-games" className="space-y-3">
      <h2 id="lottery-games" className="sr-only">
        {t('lottery.stage.games')}
      </h2>
      <div role="tablist" aria-label={t('lottery.stage.games')} className="flex gap-2 overflow-x-auto pb-1">
        {loading && games.length === 0
          ? Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
              <span key={i} className="h-10 w-40 shrink-0 animate-pulse rounded-xl bg-surface-2" />
            ))
          : games.map((game) => (
              <button
                key={game.code}
                type="button"
                role="tab"
                aria-selected={game.code === selected?.code}
                onClick={() => onSelect(game)}
                data-testid={`lottery-tab-${game.code}`}
                className="h-10 shrink-0 rounded-xl border border-line px-4 text-sm font-semibold whitespace-nowrap text-muted hover:text-fg aria-selected:border-accent aria-selected:bg-accent aria-selected:text-accent-contrast"
              >
                {game.name}
              </button>
            ))}
      </div>
      {selected ? <LotteryFrame game={selected} playType={playType} backUrl={backUrl} /> : null}
    </section>
  );
}

function LotteryFrame({
  game,
  playType,
  backUrl,
}: {
  game: TGameTile;
  playType: string | null;
  backUrl: string;
}) {
  const { t, i18n } = useTranslation('pages');
  const { isLoggedIn, token } = useSession();
  const device = window.matchMedia(PHONE_QUERY).matches ? 'MOBILE' : 'WEB';
  const theme = useDocumentTheme();
  const launch = useQuery({
    // Each launch spends a single-use token: one per game, play type, language, theme and session.
    queryKey: ['lottery-launch', game.code, playType, i18n.language, device, theme, token],
    queryFn: () =>
      launchLottery({
        gameCode: game.code,
        view: 'betting',
        playType,
        backUrl,
        language: i18n.language,
        device,
        theme,
      }),
    enabled: isLoggedIn,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  if (!isLoggedIn) return <LoginPrompt game={game} />;
  const url = safeGameUrl(launch.data?.game_url ?? null, window.location.origin);
  if (launch.isError || (launch.isSuccess && !url)) {
    const failure = launchFailure(launch.error);
    return (
      <div className="grid min-h-80 place-items-center rounded-2xl border border-line bg-surface p-8 text-center">
        <div className="max-w-md space-y-3">
          <p className="text-base font-bold text-fg">{t('lottery.stage.failed')}</p>
          <p className="text-sm text-muted">{failure.message ?? t('lottery.stage.failedBody')}</p>
          <Button variant="secondary" onClick={() => void launch.refetch()}>
            {t('lottery.stage.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (!url) {
    return (
      <div
        role="status"
        className="h-[calc(100dvh-12rem)] min-h-[560px] animate-pulse rounded-2xl bg-surface"
        aria-busy="true"
        aria-label={t('lottery.stage.loading')}
      />
    );
  }
  return (
    <iframe
      key={url}
      src={url}
      title={t('lottery.stage.frameTitle', { game: game.name })}
      className="block h-[calc(100dvh-12rem)] min-h-[640px] w-full rounded-2xl border border-line bg-bg"
      allow="clipboard-write"
      sandbox={gameFrameSandbox(url, window.location.origin)}
      data-testid="lottery-frame"
    />
  );
}

function LoginPrompt({ game }: { game: TGameTile }) {
  const { t } = useTranslation('pages');
  return (
    <div
      className="grid min-h-80 place-items-center rounded-2xl border border-line bg-gradient-to-br from-surface to-surface-2 p-8 text-center"
      data-testid="lottery-login"
    >
      <div className="max-w-md space-y-4">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-accent/15 text-accent">
          <CategoryIcon icon="lotto" className="size-8" />
        </span>
        <p className="text-lg font-bold text-fg">{t('lottery.stage.loginTitle', { game: game.name })}</p>
        <p className="text-sm text-muted">{t('lottery.stage.loginBody')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => openModal('login')}>{t('lottery.stage.login')}</Button>
          <Button variant="secondary" onClick={() => openModal('register')}>
            {t('lottery.stage.register')}
          </Button>
        </div>
      </div>
    </div>
  );
}
