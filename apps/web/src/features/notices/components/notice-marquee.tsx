import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { plainText } from '../api/notices-api.ts';
import { useHomeNotice } from '../hooks/use-notices.ts';

/** The scrolling notice line (home notice `player` list). Hidden when there is nothing to say. */
export function NoticeMarquee() {
  const { t } = useTranslation('shell');
  const { data } = useHomeNotice();
  // Each entry keeps the language it is written in (a fallback may differ from the page's language).
  const items = useMemo(
    () =>
      (data?.player ?? []).map((item) => ({
        lang: item.lang,
        text: `${item.title} — ${plainText(item.content)}`,
      })),
    [data],
  );
  const text = items.map((item) => item.text).join('     ✦     ');
  if (!text) return null;
  // Roughly constant reading speed whatever the length.
  const seconds = Math.max(20, Math.round(text.length / 7));
  return (
    <div
      className="flex h-11 items-center gap-3 overflow-hidden rounded-xl border border-line bg-surface px-3"
      data-testid="notice-marquee"
    >
      <span className="flex shrink-0 items-center gap-1.5 text-accent">
        <Icon name="megaphone" className="size-5" />
        <span className="sr-only">{t('notice.marqueeLabel')}</span>
      </span>
      <div className="relative min-w-0 flex-1 overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_4%,#000_96%,transparent)]">
        {/* Screen readers get the notices once, still and each in its language; the moving copies are visual. */}
        <ul className="sr-only">
          {items.map((item) => (
            <li key={item.text} lang={item.lang}>
              {item.text}
            </li>
          ))}
        </ul>
        <div
          aria-hidden="true"
          className="flex w-max animate-[marquee_var(--marquee-s)_linear_infinite] hover:[animation-play-state:paused]"
          style={{ ['--marquee-s' as string]: `${seconds}s` }}
        >
          {[0, 1].map((copy) => (
            <span key={copy} className="pr-16 text-sm whitespace-nowrap text-muted">
              {text}
            </span>
          ))}
        </div>
      </div>
      <Link to="/noticePage" className="shrink-0 text-xs font-semibold text-accent hover:underline">
        {t('notice.more')}
      </Link>
    </div>
  );
}
