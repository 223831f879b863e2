import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { THouseGameKind, TSessionAnswer } from '../../../src/service/api/api-contract.ts';
import { ErrorToast } from '../shared/error-toast.tsx';
import { FairDrawer } from '../shared/fair-drawer.tsx';
import { errorCodeOf, openSession, type TPageErrorCode } from '../shared/house-api.ts';
import { gameNameKey } from '../shared/house-games.ts';
import { t } from '../shared/i18n.ts';
import type { TPageParams } from '../shared/page-params.ts';
import { PlayProvider } from '../shared/play-context.tsx';
import { TopBar } from '../shared/top-bar.tsx';

// Each game is its own chunk: a fish player never downloads the slot's reels, nor the other way round.
const GAMES: Record<THouseGameKind, ReturnType<typeof lazy>> = {
  slot: lazy(() => import('../slot/slot-game.tsx').then((module) => ({ default: module.SlotGame }))),
  fish: lazy(() => import('../fish/fish-game.tsx').then((module) => ({ default: module.FishGame }))),
  baccarat: lazy(() =>
    import('../baccarat/baccarat-game.tsx').then((module) => ({ default: module.BaccaratGame })),
  ),
  events: lazy(() => import('../events/events-game.tsx').then((module) => ({ default: module.EventsGame }))),
  lottery: lazy(() =>
    import('../lottery/lottery-game.tsx').then((module) => ({ default: module.LotteryGame })),
  ),
};

type TState =
  | { kind: 'loading' }
  | { kind: 'ready'; session: TSessionAnswer }
  | { kind: 'failed'; code: TPageErrorCode };

export function PlayPage({ params }: { params: TPageParams }): ReactNode {
  const [state, setState] = useState<TState>(() =>
    params.token === null ? { kind: 'failed', code: 'SESSION_EXPIRED' } : { kind: 'loading' },
  );
  useEffect(() => {
    if (params.token === null) return;
    openSession(params.token).then(
      (session) => setState({ kind: 'ready', session }),
      (error) => setState({ kind: 'failed', code: errorCodeOf(error) }),
    );
  }, [params.token]);
  useEffect(() => {
    const name = params.gameId ? t(gameNameKey(params.gameId)) : t('shell.brand');
    document.title = `${name} · ${t('shell.brand')}`;
  }, [params.gameId]);

  if (state.kind === 'loading') return <Splash text={t('shell.loading')} />;
  if (state.kind === 'failed')
    return <Splash text={t(`errors.${state.code}`)} hint={t('shell.relaunch')} isError />;
  return (
    <PlayProvider session={state.session}>
      <Shell kind={state.session.game.kind} params={params} />
    </PlayProvider>
  );
}

function Shell({ kind, params }: { kind: THouseGameKind; params: TPageParams }): ReactNode {
  const [isFairOpen, setFairOpen] = useState(false);
  const Game = GAMES[kind];
  return (
    <div className={`play-shell kind-${kind}`}>
      <TopBar onOpenFair={() => setFairOpen(true)} backHref={params.back} />
      <main className="play-main">
        <Suspense fallback={<div className="game-loading">{t('shell.loading')}</div>}>
          <Game params={params} />
        </Suspense>
      </main>
      <ErrorToast />
      {isFairOpen ? <FairDrawer onClose={() => setFairOpen(false)} /> : null}
    </div>
  );
}

function Splash({
  text,
  hint,
  isError = false,
}: {
  text: string;
  hint?: string;
  isError?: boolean;
}): ReactNode {
  return (
    <div className={`splash${isError ? ' is-error' : ''}`}>
      <div className="splash-logo" aria-hidden="true">
        <span className="spinner" />
      </div>
      <p className="splash-text">{text}</p>
      {hint ? <p className="splash-hint">{hint}</p> : null}
    </div>
  );
}
