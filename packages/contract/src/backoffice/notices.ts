import { z } from 'zod';
import { ANNOUNCEMENT_TYPES, BANNER_GROUPS } from '../constants.ts';
import { LANGUAGES } from '../i18n/languages.ts';

export const ZNoticeIdParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

/** The console sends raw HTML; the server sanitises it before storing (and the site again before rendering). */
export const ZBoAnnouncementBody = z.object({
  type: z.enum(ANNOUNCEMENT_TYPES),
  language: z.enum(LANGUAGES).nullable(),
  title: z.string().trim().min(1).max(200),
  contentHtml: z.string().max(100_000),
  popup: z.boolean(),
  sort: z.number().int().min(0).max(10_000),
  publishedAt: z.string().datetime({ offset: true }).nullable(),
  expiresAt: z.string().datetime({ offset: true }).nullable(),
});
export type TBoAnnouncementBody = z.infer<typeof ZBoAnnouncementBody>;

export const ZBoAnnouncement = ZBoAnnouncementBody.extend({
  id: z.string(),
  publishedAt: z.string(),
  live: z.boolean(),
});
export type TBoAnnouncement = z.infer<typeof ZBoAnnouncement>;
export const ZBoAnnouncementList = z.object({ list: z.array(ZBoAnnouncement).max(500) });

export const ZBoBannerBody = z.object({
  group: z.enum(BANNER_GROUPS),
  language: z.enum(LANGUAGES).nullable(),
  title: z.string().trim().min(1).max(120),
  subtitle: z.string().trim().max(240),
  artwork: z.string().regex(/^[a-z0-9-]{1,40}$/),
  linkUrl: z
    .string()
    .max(500)
    .regex(/^(\/(?!\/)|https:\/\/)\S*$/)
    .nullable(),
  sort: z.number().int().min(0).max(10_000),
});
export type TBoBannerBody = z.infer<typeof ZBoBannerBody>;
export const ZBoBanner = ZBoBannerBody.extend({ id: z.string() });
export type TBoBanner = z.infer<typeof ZBoBanner>;
export const ZBoBannerList = z.object({ list: z.array(ZBoBanner).max(500) });
export const ZCreated = z.object({ id: z.string() });
