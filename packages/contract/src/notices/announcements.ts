import { z } from 'zod';
import { pageOf } from '../common.ts';
import { ANNOUNCEMENT_TYPES, BANNER_GROUPS, STAFF_ANNOUNCEMENT_TYPES } from '../constants.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { ZPromotionCard } from '../promotions/promotions.ts';

/**
 * How often a popup notice shows (decision 028): `once` per player (per device for visitors) until it is
 * edited, or on `every_visit` (once per browser session).
 */
export const POPUP_DISPLAY_RULES = ['once', 'every_visit'] as const;
export type TPopupDisplayRule = (typeof POPUP_DISPLAY_RULES)[number];

const ZTypes = z
  .string()
  .max(40)
  .transform((text) => text.split(',').map((t) => t.trim()))
  .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1).max(ANNOUNCEMENT_TYPES.length));

export const ZAnnouncementQuery = z.object({
  types: ZTypes.default(['B']),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(9),
});

export const ZAnnouncement = z.object({
  id: z.string().max(20),
  type: z.enum(STAFF_ANNOUNCEMENT_TYPES),
  title: z.string().max(200),
  /** Sanitised HTML; the client sanitises again before rendering. */
  content: z.string().max(20_000),
  /** The language title and content are really in (the reader's, or a fallback): the page's lang attribute. */
  lang: z.enum(LANGUAGES),
  popup: z.boolean(),
  displayRule: z.enum(POPUP_DISPLAY_RULES),
  /** Raised on every edit of the texts: a popup seen at an older revision shows again. */
  revision: z.number().int().min(1),
  publishedAt: z.string(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;
export const ZAnnouncementPage = pageOf(ZAnnouncement);
export type TAnnouncementPage = z.infer<typeof ZAnnouncementPage>;

export const ZBanner = z.object({
  id: z.string().max(20),
  group: z.enum(BANNER_GROUPS),
  title: z.string().max(120),
  subtitle: z.string().max(240),
  /** The button's text; empty means the site's own translated call to action. */
  cta: z.string().max(40),
  lang: z.enum(LANGUAGES),
  /** Key of an artwork drawn in the web app (no remote images). */
  artwork: z.string().max(40),
  linkUrl: z.string().max(500).nullable(),
});
export type TBanner = z.infer<typeof ZBanner>;
export const ZBannerQuery = z.object({ group: z.enum(BANNER_GROUPS) });
export const ZBannerList = z.array(ZBanner).max(20);

export const ZHomeNoticeQuery = z.object({
  types: ZTypes.default(['B', 'PL', 'PU', 'PR', 'H']),
  platform: z.literal('W').default('W'),
  execution: z.enum(ANNOUNCEMENT_TYPES).default('B'),
});

/** GET /wps/home/notice: player (marquee) list, banners, popup notices and the promotions open now (decision 049). */
export const ZHomeNotice = z.object({
  player: z
    .array(z.object({ title: z.string().max(200), content: z.string().max(20_000), lang: z.enum(LANGUAGES) }))
    .max(50),
  banners: ZBannerList,
  popup: z.array(ZAnnouncement).max(20),
  promotion: z.array(ZPromotionCard).max(20),
});
export type THomeNotice = z.infer<typeof ZHomeNotice>;

/** A member has seen these popup notices (at these revisions): they do not show again on any device. */
export const ZNoticeSeenBody = z.object({
  notices: z
    .array(z.object({ id: z.string().regex(/^\d{1,18}$/), revision: z.number().int().min(1).max(1_000_000) }))
    .min(1)
    .max(20),
});
export type TNoticeSeenBody = z.infer<typeof ZNoticeSeenBody>;
