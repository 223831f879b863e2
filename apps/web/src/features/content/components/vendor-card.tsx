import type { TVendorCard } from '@tala/contract/games/menus';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '../../../components/art/category-icon.tsx';
import { Icon } from '../../../components/art/ui-icons.tsx';

/** A vendor tile: icon art, name, hot and maintenance badges, and a Play action. */
export function VendorCard({
  vendor,
  selected = false,
  onPlay,
  heading: Heading,
}: {
  vendor: TVendorCard;
  selected?: boolean;
  onPlay: (vendor: TVendorCard) => void;
  heading: 'h2' | 'h3';
}) {
  const { t } = useTranslation('pages');
  const { t: tShell } = useTranslation('shell');
  const titleId = useId();
  const down = vendor.status === 'MAINTENANCE';
  return (
    <article
      data-testid="vendor-card"
      data-vendor={vendor.vassalage}
      className={`group relative flex flex-col overflow-hidden rounded-xl border bg-surface transition-all hover:-translate-y-0.5 hover:shadow-[var(--shadow)] ${selected ? 'border-accent ring-2 ring-accent/40' : 'border-line hover:border-accent/50'}`}
    >
      <div className="relative grid h-28 place-items-center overflow-hidden bg-gradient-to-br from-brand/30 via-surface-2 to-accent/15 text-fg">
        <div
          className="absolute -right-6 -bottom-10 size-28 rounded-full bg-accent/20 blur-2xl"
          aria-hidden="true"
        />
        <CategoryIcon
          icon={vendor.icon}
          className={`relative size-14 transition-transform group-hover:scale-110 ${down ? 'opacity-50 grayscale' : ''}`}
        />
        <div className="absolute top-2 left-2 flex gap-1">
          {vendor.isHot === 1 ? (
            <span className="inline-flex items-center gap-0.5 rounded-full bg-danger px-2 py-0.5 text-[10px] font-bold text-danger-contrast uppercase">
              <Icon name="flame" className="size-3" />
              {tShell('nav.hot')}
            </span>
          ) : null}
          {down ? (
            <span
              className="inline-flex items-center gap-1 rounded-full bg-warning px-2 py-0.5 text-[10px] font-bold text-black uppercase"
              data-testid="maintenance-badge"
            >
              <Icon name="wrench" className="size-3" />
              {tShell('nav.maintenance')}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-0.5 p-3">
        <Heading id={titleId} className="truncate text-sm font-bold text-fg" title={vendor.displayName}>
          {vendor.displayName}
        </Heading>
        <p className="truncate text-xs text-faint">
          {tShell(`nav.items.${vendor.gameType}`)} · {t('home.gameCount', { count: vendor.gameCount ?? 0 })}
        </p>
      </div>
      <button
        type="button"
        disabled={down}
        onClick={() => onPlay(vendor)}
        // Named by what it shows; the vendor it opens is its description (every card has one).
        aria-describedby={titleId}
        className="absolute top-[5.25rem] right-2.5 inline-flex h-8 items-center gap-1 rounded-full bg-accent px-3 text-xs font-bold text-accent-contrast shadow-[0_6px_16px_-6px_var(--accent)] transition-all hover:scale-105 hover:bg-accent-strong disabled:cursor-not-allowed disabled:bg-surface-3 disabled:text-faint disabled:shadow-none"
      >
        <Icon name="play" className="size-3.5" />
        {t('vendors.play')}
      </button>
    </article>
  );
}
