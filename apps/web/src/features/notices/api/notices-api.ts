import type { TAnnouncementType } from '@tala/contract/constants';
import type { TAnnouncement, THomeNotice } from '@tala/contract/notices/announcements';
import { API_PATHS } from '@tala/contract/paths';
import { api } from '../../../lib/api-client.ts';

export type TAnnouncementPage = {
  list: TAnnouncement[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

export function fetchHomeNotice(): Promise<THomeNotice> {
  return api<THomeNotice>(API_PATHS.homeNotice);
}

export function fetchAnnouncements(types: TAnnouncementType[], page: number, pageSize: number) {
  return api<TAnnouncementPage>(API_PATHS.announcements, {
    query: { types: types.join(','), page, pageSize },
  });
}

/** yyyy-MM-dd HH:mm:ss in the visitor's time zone (seed 001 §2). */
export function formatNoticeDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Plain text of sanitised HTML, for the marquee and card excerpts (never rendered as HTML). */
export function plainText(html: string): string {
  // Block boundaries become spaces so "<p>a</p><p>b</p>" reads "a b", not "ab".
  const spaced = html.replace(/<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi, '$& ');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
