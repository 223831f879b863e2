import type { TPagePart } from './i18n.ts';

type TBundleModule = { default: Record<string, unknown> };
type TLoaders = Record<string, () => Promise<TBundleModule>>;

/** The loaders of each page part of the 'pages' namespace, one chunk per language and part (lib/i18n.ts loads this on demand). */
export const PAGE_PART_TEXTS: Record<TPagePart, TLoaders> = {
  help: import.meta.glob<TBundleModule>('./*/pages.json', {
    base: '../../../../packages/contract/src/i18n/locales',
    query: '?only=help',
  }),
  download: import.meta.glob<TBundleModule>('./*/pages.json', {
    base: '../../../../packages/contract/src/i18n/locales',
    query: '?only=download',
  }),
  notFound: import.meta.glob<TBundleModule>('./*/pages.json', {
    base: '../../../../packages/contract/src/i18n/locales',
    query: '?only=notFound',
  }),
  join: import.meta.glob<TBundleModule>('./*/pages.json', {
    base: '../../../../packages/contract/src/i18n/locales',
    query: '?only=join',
  }),
  lottery: import.meta.glob<TBundleModule>('./*/pages.json', {
    base: '../../../../packages/contract/src/i18n/locales',
    query: '?only=lottery',
  }),
  points: import.meta.glob<TBundleModule>('./*/pages.json', {
    base: '../../../../packages/contract/src/i18n/locales',
    query: '?only=points',
  }),
  promotions: import.meta.glob<TBundleModule>('./*/pages.json', {
    base: '../../../../packages/contract/src/i18n/locales',
    query: '?only=promotions',
  }),
  vip: import.meta.glob<TBundleModule>('./*/pages.json', {
    base: '../../../../packages/contract/src/i18n/locales',
    query: '?only=vip',
  }),
};
