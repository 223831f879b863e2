import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** Only http(s) game addresses are framed; anything else is treated as missing. */
function gameUrl(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** /game: the game iframe page, reached after launching a game (?url=…). */
export function GameFrame({ raw }: { raw: string | null }) {
  const { t } = useTranslation('pages');
  const url = gameUrl(raw);
  if (!url) {
    return (
      <EmptyState
        icon="play"
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
    );
  }
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-black">
      <iframe
        src={url}
        title={t('game.frameTitle')}
        className="block h-[calc(100dvh-10rem)] min-h-[480px] w-full"
        allow="fullscreen; autoplay"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />
    </div>
  );
}
