import type { TBanner } from '@tala/contract/notices/announcements';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BannerArtwork } from '../../../components/art/banner-artwork.tsx';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useBanners } from '../api/banners-api.ts';
import { useCarousel } from '../hooks/use-carousel.ts';

/** Only same-site paths are followed from banners; anything else falls back to promotions. */
function bannerTarget(banner: TBanner): string {
  return banner.linkUrl?.startsWith('/') && !banner.linkUrl.startsWith('//') ? banner.linkUrl : '/promotions';
}

function Slide({ banner, active }: { banner: TBanner; active: boolean }) {
  const { t } = useTranslation('pages');
  return (
    <div
      aria-hidden={!active}
      lang={banner.lang}
      className={`absolute inset-0 transition-opacity duration-700 ${active ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      data-testid="hero-slide"
    >
      <BannerArtwork artwork={banner.artwork} />
      <div className="relative flex h-full max-w-[62%] flex-col justify-center gap-2 p-5 sm:max-w-[58%] sm:gap-3 sm:px-16 sm:py-10">
        <h2 className="text-xl leading-tight font-black text-white drop-shadow-md sm:text-4xl">
          {banner.title}
        </h2>
        <p className="line-clamp-3 text-xs text-white/80 sm:text-base">{banner.subtitle}</p>
        <Link
          to={bannerTarget(banner)}
          tabIndex={active ? 0 : -1}
          className="mt-1 inline-flex h-9 w-fit items-center gap-2 rounded-full bg-gradient-to-r from-[#ffe29a] to-[#f5a623] px-4 text-sm font-bold text-[#1a1200] shadow-lg transition-transform hover:scale-[1.03] sm:mt-3 sm:h-11 sm:px-6"
        >
          {banner.cta || t('home.heroCta')}
          <Icon name="arrow-right" className="size-4" />
        </Link>
      </div>
    </div>
  );
}

/** Home hero: banner carousel with autoplay, dots, arrows on desktop and swipe on phones. */
export function HeroCarousel() {
  const { t } = useTranslation('pages');
  const { data, isPending } = useBanners('home');
  const banners = data ?? [];
  const carousel = useCarousel(banners.length);
  if (isPending) return <Skeleton className="h-48 rounded-2xl sm:h-80" />;
  if (banners.length === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.heroLabel')}
      className="relative h-48 touch-pan-y overflow-hidden rounded-2xl border border-line shadow-[var(--shadow)] select-none sm:h-80"
      data-testid="hero-carousel"
      {...carousel.swipe}
      {...carousel.pause}
    >
      {banners.map((banner, i) => (
        <Slide key={banner.id} banner={banner} active={i === carousel.index} />
      ))}
      {banners.length > 1 ? (
        <>
          {(['chevron-left', 'chevron-right'] as const).map((icon) => (
            <button
              key={icon}
              type="button"
              aria-label={icon === 'chevron-left' ? t('home.prevSlide') : t('home.nextSlide')}
              onClick={() => carousel.go(carousel.index + (icon === 'chevron-left' ? -1 : 1))}
              className={`absolute top-1/2 hidden size-10 -translate-y-1/2 place-items-center rounded-full bg-black/30 text-white backdrop-blur transition-colors hover:bg-black/50 sm:grid ${icon === 'chevron-left' ? 'left-3' : 'right-3'}`}
            >
              <Icon name={icon} className="size-5" />
            </button>
          ))}
          <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-1.5">
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                aria-label={t('home.goToSlide', { n: i + 1 })}
                aria-current={i === carousel.index || undefined}
                onClick={() => carousel.go(i)}
                className={`h-1.5 rounded-full transition-all ${i === carousel.index ? 'w-6 bg-white' : 'w-1.5 bg-white/50 hover:bg-white/80'}`}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
