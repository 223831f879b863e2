import type { TAnnouncement } from '@tala/contract/notices/announcements';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BannerArtwork } from '../../../components/art/banner-artwork.tsx';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { formatNoticeDate, plainText } from '../api/notices-api.ts';

const ARTWORKS = ['welcome-bonus', 'slots-jackpot', 'live-casino', 'sports-week'];

/** Promotions have no artwork field; cycle through the drawn ones by id so a card keeps its look. */
function artworkFor(id: string): string {
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return ARTWORKS[hash % ARTWORKS.length] ?? 'welcome-bonus';
}

/** The level of the card titles: one below the heading the grid sits under. */
export type TCardHeading = 'h2' | 'h3';

export function PromoCard({ promo, heading: Heading }: { promo: TAnnouncement; heading: TCardHeading }) {
  const { t } = useTranslation('pages');
  return (
    <Link
      to={`/promoDetail?id=${encodeURIComponent(promo.id)}`}
      data-testid="promo-card"
      className="group flex flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-all hover:-translate-y-0.5 hover:border-accent/60 hover:shadow-[var(--shadow)]"
    >
      <div className="relative h-36">
        <BannerArtwork artwork={artworkFor(promo.id)} />
        <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-black/40 px-2.5 py-1 text-[11px] font-bold tracking-wide text-white uppercase backdrop-blur">
          <Icon name="gift" className="size-3.5" />
          {t('promotions.badge')}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="line-clamp-2 font-bold text-fg">{promo.title}</Heading>
        <p className="line-clamp-2 text-sm text-muted">{plainText(promo.content)}</p>
        <div className="mt-auto flex items-center justify-between pt-2">
          <time className="text-xs text-faint tabular-nums">
            {formatNoticeDate(promo.publishedAt).slice(0, 10)}
          </time>
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-accent">
            {t('promotions.details')}
            <Icon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </Link>
  );
}

export function PromoGrid({ promos, heading }: { promos: TAnnouncement[]; heading: TCardHeading }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {promos.map((promo) => (
        <PromoCard key={promo.id} promo={promo} heading={heading} />
      ))}
    </div>
  );
}
