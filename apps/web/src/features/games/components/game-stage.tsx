import { GAME_CATEGORIES, type TGameCategory } from '@tala/contract/constants';
import { Button } from '@tala/ui/button';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { escapeText } from '../../../lib/escape-text.ts';
import type { TLaunchTarget } from '../api/launch-api.ts';
import { gameFrameSandbox, readGamePage, type TGamePageInfo } from '../api/launch-target.ts';
import { useFullscreen } from '../hooks/use-fullscreen.ts';
import { useGamePopup } from '../hooks/use-game-popup.ts';
import { useStageHeight } from '../hooks/use-stage-size.ts';
import { GameTopBar } from './game-top-bar.tsx';

function asCategory(value: string | null): TGameCategory | null {
  return (GAME_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as TGameCategory) : null;
}

/** The popup needs the game's code, vendor and category to launch it again; a bare ?url= has none. */
function launchTargetOf(info: TGamePageInfo): TLaunchTarget | null {
  const gameType = asCategory(info.gameType);
  if (!info.code || !info.vassalage || !gameType) return null;
  return { code: info.code, accountTypeName: info.vassalage, gameType };
}

function MissingGame() {
  const { t } = useTranslation('games');
  return (
    <div className="mx-auto w-full max-w-[1280px] px-4 py-10">
      <EmptyState
        icon="play"
        heading="h1"
        title={t('game.missingTitle')}
        body={t('game.missingBody')}
        action={
          <Link
            to="/index"
            className="inline-flex h-10 items-center rounded-lg bg-accent px-5 text-sm font-bold text-accent-contrast hover:bg-accent-strong"
          >
            {t('game.home')}
          </Link>
        }
      />
    </div>
  );
}

function InPopupPanel({
  name,
  onFocus,
  onPlayHere,
  busy,
}: {
  name: string;
  onFocus: () => void;
  onPlayHere: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('games');
  return (
    <div
      className="grid flex-1 place-items-center bg-gradient-to-b from-[#111827] to-black p-6 text-center"
      data-testid="game-in-popup"
    >
      <div className="max-w-md space-y-4">
        <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-white/10 text-[#f5b83d]">
          <Icon name="play" className="size-8" />
        </span>
        <h2 className="text-lg font-bold text-white">{t('game.inPopupTitle', { game: name })}</h2>
        <p className="text-sm text-white/70">{t('game.inPopupBody')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={onFocus}>{t('game.focusPopup')}</Button>
          <Button variant="secondary" onClick={onPlayHere} busy={busy}>
            {t('game.playHere')}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** /game: the launched game framed full width under a slim bar, with popup and full screen. */
export function GameStage({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const location = useLocation();
  const stage = useRef<HTMLDivElement>(null);
  const { ref: sizeRef, height } = useStageHeight();
  const fullscreen = useFullscreen(stage);
  const info = readGamePage(params, window.location.origin);
  const target = info ? launchTargetOf(info) : null;
  const name = info?.name ?? t('game.untitled');
  const popup = useGamePopup(target, name, info?.url ?? null);
  if (!info) return <MissingGame />;
  // Back returns to where the player launched from; a game opened from a link goes home.
  const back = () => (location.key === 'default' ? navigate('/index') : navigate(-1));
  return (
    <div ref={sizeRef} className="w-full">
      <div
        ref={stage}
        className="relative z-[35] flex flex-col overflow-hidden bg-black"
        style={{ height: fullscreen.isFullscreen ? '100dvh' : (height ?? undefined) }}
        data-testid="game-stage"
      >
        <GameTopBar
          name={name}
          vassalage={info.vassalage}
          onBack={back}
          onPopup={() => void popup.open()}
          popupBusy={popup.busy}
          canPopup={target !== null}
          isFullscreen={fullscreen.isFullscreen}
          onFullscreen={fullscreen.toggle}
          canFullscreen={fullscreen.isSupported}
        />
        {popup.inPopup ? (
          <InPopupPanel
            name={name}
            onFocus={popup.focus}
            onPlayHere={() => void popup.playHere()}
            busy={popup.busy}
          />
        ) : (
          <iframe
            key={info.url}
            src={info.url}
            title={t('game.frameTitle', { game: name })}
            className="block min-h-0 w-full flex-1 border-0 bg-black"
            allow="fullscreen; autoplay; clipboard-write"
            data-testid="game-frame"
            sandbox={gameFrameSandbox(info.url, window.location.origin)}
          />
        )}
      </div>
      <ConfirmDialog
        open={popup.notice !== null}
        title={t('game.popup')}
        html={escapeText(popup.notice ?? '')}
        icon="warning"
        hideCancel
        confirmText={t('launch.ok')}
        onConfirm={popup.clearNotice}
        onCancel={popup.clearNotice}
      />
    </div>
  );
}
