import type { TGameCategory } from '@tala/contract/constants';
import { isPlayerSitePath } from '@tala/contract/site-routes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * Pages named by one title key and one description key (the description takes the brand as {{name}}), by their
 * paths (seed 000 §2 routes). A table, not a case per page: the site's first load carries it.
 */
const PLAIN_PAGES = {
  promotions: ['nav.items.event', 'meta.promotions'],
  notices: ['footer.links.notices', 'meta.notices'],
  help: ['footer.columns.help', 'meta.help'],
  download: ['footer.links.download', 'meta.download'],
  join: ['footer.links.join', 'meta.join'],
  points: ['meta.pointsTitle', 'meta.points'],
  vip: ['meta.vipTitle', 'meta.vip'],
} as const;
const PLAIN_PATHS: Record<string, keyof typeof PLAIN_PAGES> = {
  '/promotions': 'promotions',
  '/promoDetail': 'promotions',
  '/noticePage': 'notices',
  '/help': 'help',
  '/down': 'download',
  '/download': 'download',
  '/join': 'join',
  '/pointMall': 'points',
  '/vip': 'vip',
};

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

/** Title (page name, then the brand) and description of a page, in the visitor's language. */
function usePageTexts(pathname: string, brand: string): { title: string; description: string } {
  const { t } = useTranslation('shell');
  const name = { name: brand };
  // A bookmark or history entry of a dead address reads "Page not found".
  if (!isPlayerSitePath(pathname))
    return { title: t('meta.notFoundTitle'), description: t('footer.tagline') };
  const category = CATEGORY_PATHS[pathname];
  if (category) {
    const title = t(`nav.items.${category}`);
    return { title, description: t('meta.category', { ...name, category: title }) };
  }
  const plain = PLAIN_PATHS[pathname];
  if (!plain) return { title: brand, description: t('footer.tagline') };
  const [title, description] = PLAIN_PAGES[plain];
  return { title: t(title), description: t(description, name) };
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
