import { z } from 'zod';
import { BANNER_GROUPS, STAFF_ANNOUNCEMENT_TYPES } from '../constants.ts';
import { localizedText, localizedTextValue } from '../i18n/localized-text.ts';
import { POPUP_DISPLAY_RULES } from '../notices/announcements.ts';

export const ZNoticeIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** Stored limits per language (the server checks titles as plain text and content once sanitised). */
export const NOTICE_LIMITS = {
  announcementTitle: 200,
  announcementContent: 20_000,
  bannerTitle: 120,
  bannerSubtitle: 240,
  bannerCta: 40,
} as const;

/**
 * The console sends raw HTML per language; the server sanitises each language before storing (and the
 * site again before rendering). A title is needed in at least one language; a language with content
 * needs its title and the other way round once any content is written (decision 020).
 */
export const ZBoAnnouncementBody = z.object({
  type: z.enum(STAFF_ANNOUNCEMENT_TYPES),
  title: localizedText({ max: NOTICE_LIMITS.announcementTitle, required: true }),
  contentHtml: localizedText({ max: 100_000, required: false }),
  /** Shown only to readers whose language has a text, instead of falling back to another language. */
  translatedOnly: z.boolean(),
  popup: z.boolean(),
  displayRule: z.enum(POPUP_DISPLAY_RULES),
  sort: z.number().int().min(0).max(10_000),
  publishedAt: z.string().datetime({ offset: true }).nullable(),
  expiresAt: z.string().datetime({ offset: true }).nullable(),
});
export type TBoAnnouncementBody = z.input<typeof ZBoAnnouncementBody>;

export const ZBoAnnouncement = z.object({
  id: z.string(),
  type: z.enum(STAFF_ANNOUNCEMENT_TYPES),
  title: localizedTextValue(NOTICE_LIMITS.announcementTitle),
  contentHtml: localizedTextValue(NOTICE_LIMITS.announcementContent),
  translatedOnly: z.boolean(),
  popup: z.boolean(),
  displayRule: z.enum(POPUP_DISPLAY_RULES),
  revision: z.number().int(),
  sort: z.number().int(),
  publishedAt: z.string(),
  expiresAt: z.string().nullable(),
  live: z.boolean(),
});
export type TBoAnnouncement = z.infer<typeof ZBoAnnouncement>;
export const ZBoAnnouncementList = z.object({ list: z.array(ZBoAnnouncement).max(500) });

/** A path on this site, or an https address; never javascript: or a protocol-relative '//host'. */
export const ZSiteLink = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)|https:\/\/)\S*$/);

const bannerFields = {
  group: z.enum(BANNER_GROUPS),
  translatedOnly: z.boolean(),
  artwork: z.string().regex(/^[a-z0-9-]{1,40}$/),
  linkUrl: ZSiteLink.nullable(),
  sort: z.number().int().min(0).max(10_000),
};

export const ZBoBannerBody = z.object({
  ...bannerFields,
  title: localizedText({ max: NOTICE_LIMITS.bannerTitle, required: true }),
  subtitle: localizedText({ max: NOTICE_LIMITS.bannerSubtitle, required: false }),
  cta: localizedText({ max: NOTICE_LIMITS.bannerCta, required: false }),
});
export type TBoBannerBody = z.input<typeof ZBoBannerBody>;
export const ZBoBanner = z.object({
  ...bannerFields,
  id: z.string(),
  title: localizedTextValue(NOTICE_LIMITS.bannerTitle),
  subtitle: localizedTextValue(NOTICE_LIMITS.bannerSubtitle),
  cta: localizedTextValue(NOTICE_LIMITS.bannerCta),
});
export type TBoBanner = z.infer<typeof ZBoBanner>;
export const ZBoBannerList = z.object({ list: z.array(ZBoBanner).max(500) });
export const ZCreated = z.object({ id: z.string() });
