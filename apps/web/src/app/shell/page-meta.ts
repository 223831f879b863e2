import type { TGameCategory } from '@tala/contract/constants';
import { isPlayerSitePath } from '@tala/contract/site-routes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** What a page is about, for its title and meta description (seed 000 §2 routes). */
type TPageKind =
  | { kind: 'home' }
  | { kind: 'category'; category: TGameCategory }
  | { kind: 'promotions' | 'notices' | 'help' | 'download' | 'join' | 'points' | 'notFound' };

const CATEGORY_PATHS: Record<string, TGameCategory> = {
  '/rng': 'RNG',
  '/bgs': 'RNG',
  '/bingo': 'RNG',
  '/seamless': 'RNG',
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/pvp': 'PVP',
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/cockfight': 'COCKFIGHT',
  '/lottery': 'LOTT',
  '/vnlottery': 'LOTT',
  '/seaLottery': 'LOTT',
  '/elott': 'ELOTT',
};
const OTHER_PATHS: Record<string, TPageKind> = {
  '/promotions': { kind: 'promotions' },
  '/promoDetail': { kind: 'promotions' },
  '/noticePage': { kind: 'notices' },
  '/help': { kind: 'help' },
  '/down': { kind: 'download' },
  '/download': { kind: 'download' },
  '/join': { kind: 'join' },
  '/pointMall': { kind: 'points' },
};

function pageKind(pathname: string): TPageKind {
  if (!isPlayerSitePath(pathname)) return { kind: 'notFound' };
  const category = CATEGORY_PATHS[pathname];
  if (category) return { kind: 'category', category };
  return OTHER_PATHS[pathname] ?? { kind: 'home' };
}

/** Title (page name, then the brand) and description of a page, in the visitor's language. */
function usePageTexts(pathname: string, brand: string): { title: string; description: string } {
  const { t } = useTranslation('shell');
  const page = pageKind(pathname);
  const name = { name: brand };
  switch (page.kind) {
    case 'home':
      return { title: brand, description: t('footer.tagline') };
    case 'category': {
      const category = t(`nav.items.${page.category}`);
      return { title: category, description: t('meta.category', { ...name, category }) };
    }
    case 'promotions':
      return { title: t('nav.items.event'), description: t('meta.promotions', name) };
    case 'notices':
      return { title: t('footer.links.notices'), description: t('meta.notices', name) };
    case 'help':
      return { title: t('footer.columns.help'), description: t('meta.help', name) };
    case 'download':
      return { title: t('footer.links.download'), description: t('meta.download', name) };
    case 'join':
      return { title: t('footer.links.join'), description: t('meta.join', name) };
    case 'points':
      return { title: t('meta.pointsTitle'), description: t('meta.points', name) };
    case 'notFound':
      // A bookmark or history entry of a dead address reads "Page not found" too.
      return { title: t('meta.notFoundTitle'), description: t('footer.tagline') };
  }
}

/**
 * Keeps the document title and the meta description (index.html carries a generic one for clients
 * that run no script) in step with the page and the language. Search engines render the site.
 */
export function usePageMeta(brand: string): void {
  const { pathname } = useLocation();
  const { title, description } = usePageTexts(pathname, brand);
  useEffect(() => {
    document.title = title === brand ? brand : `${title} | ${brand}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description, brand]);
}
