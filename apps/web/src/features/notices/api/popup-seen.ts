import type { TAnnouncement } from '@tala/contract/notices/announcements';
import { API_PATHS } from '@tala/contract/paths';
import { api } from '../../../lib/api-client.ts';

/**
 * Which popup notices this browser has shown (decision 028). A notice is known by its id and revision,
 * so an edited notice shows again.
 *  - "once": local storage, so it holds on this device across visits, logins and logouts; for a member the
 *    server keeps the same record per player (every device), and this device's record is sent there too.
 *  - "every visit": session storage, so it shows once per browser session (a new tab or window is a new
 *    visit), not again on a reload, a login or a logout.
 * Neither record lives under the seed's session keys, which logout clears.
 */
const DEVICE_KEY = 'noticeSeen';
const VISIT_KEY = 'noticeShownThisVisit';
/** Ids are numeric, so a record lists them oldest notice first and the oldest go first when it is full. */
const MAX_ENTRIES = 200;

type TRecord = Record<string, number>;
type TPopup = Pick<TAnnouncement, 'id' | 'revision' | 'displayRule'>;

function read(storage: Storage, key: string): TRecord {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as TRecord) : {};
  } catch {
    return {};
  }
}

function write(storage: Storage, key: string, record: TRecord): void {
  const entries = Object.entries(record).slice(-MAX_ENTRIES);
  try {
    storage.setItem(key, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Storage full or disabled (private mode): the popup may show again, nothing breaks.
  }
}

function storeOf(popup: TPopup): [Storage, string] {
  return popup.displayRule === 'every_visit' ? [sessionStorage, VISIT_KEY] : [localStorage, DEVICE_KEY];
}

function hasShown(popup: TPopup): boolean {
  const [storage, key] = storeOf(popup);
  return (read(storage, key)[popup.id] ?? 0) >= popup.revision;
}

/** The popups still to show on this device now (the server has already left out what a member has seen). */
export function popupsDue<T extends TPopup>(list: readonly T[]): T[] {
  return list.filter((popup) => !hasShown(popup));
}

/** "Once" popups this device showed before and a member's server record does not have yet. */
export function onceSeenHere<T extends TPopup>(list: readonly T[]): T[] {
  return list.filter((popup) => popup.displayRule === 'once' && hasShown(popup));
}

export function rememberShown(list: readonly TPopup[]): void {
  for (const popup of list) {
    const [storage, key] = storeOf(popup);
    const record = read(storage, key);
    record[popup.id] = Math.max(popup.revision, record[popup.id] ?? 0);
    write(storage, key, record);
  }
}

/** Tells the server a member has seen these "once" popups, so no other device shows them. */
export async function reportSeen(list: readonly TPopup[]): Promise<void> {
  const notices = list
    .filter((popup) => popup.displayRule === 'once')
    .slice(0, 20)
    .map((popup) => ({ id: popup.id, revision: popup.revision }));
  if (notices.length === 0) return;
  await api(API_PATHS.homeNoticeSeen, { method: 'POST', body: { notices } });
}
