import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { type TSiteTheme, useDocumentTheme } from '../../../lib/use-document-theme.ts';

/** What the house's slip page posts to its framing window (providers/house/web/src/lottery-recall). */
const HEIGHT_MESSAGE = 'tala-house:height';
const HEIGHT = { initial: 420, min: 160, max: 6000 };
/**
 * Scripts and links out, nothing else: without allow-same-origin the page runs in an opaque origin (it
 * needs none: it reads its slip by the round id), so it cannot reach this page or its storage.
 */
const FRAME_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

/**
 * The provider's own page of a round (the house lottery's slip: each bet with its issue, lines, result and
 * win, each draw's proof), framed at the height the page reports, so the recall scrolls as one page.
 */
/** The page in the site's theme (the house pages read `theme`, decision 036; others ignore it). */
function themed(url: string, theme: TSiteTheme): string {
  const parsed = new URL(url, window.location.origin);
  parsed.searchParams.set('theme', theme);
  return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}` : parsed.toString();
}

export function ProviderRoundFrame({ url: pageUrl, roundId }: { url: string; roundId: string }) {
  const { t } = useTranslation('member');
  const url = themed(pageUrl, useDocumentTheme());
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(HEIGHT.initial);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only this frame's page sizes it; any other window's message is ignored.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (data?.type !== HEIGHT_MESSAGE || typeof data.height !== 'number' || !Number.isFinite(data.height))
        return;
      setHeight(Math.min(Math.max(Math.ceil(data.height), HEIGHT.min), HEIGHT.max));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <div className="space-y-2">
      <iframe
        ref={frame}
        src={url}
        title={t('plays.recall.slipFrame', { round: roundId })}
        style={{ height }}
        className="block w-full rounded-xl border border-line bg-bg"
        sandbox={FRAME_SANDBOX}
        data-testid="recall-slip-frame"
      />
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1.5 text-xs font-semibold text-accent hover:underline"
      >
        <Icon name="arrow-right" className="size-3.5" />
        {t('plays.recall.openSlip')}
      </a>
    </div>
  );
}
