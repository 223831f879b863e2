import { VIP_SERVICE_MIN_RANK } from '@tala/contract/constants';
import { API_PATHS } from '@tala/contract/paths';
import type { TSystemStatus } from '@tala/contract/system/status';
import { api } from './api-client.ts';

type TLookup = { version: { pathList: Array<{ type: string; path: string }> } };
export type TServiceType = TSystemStatus['customerService'][number]['csType'];

/** VIP service for club rank above 4, live chat otherwise (visitors always get live chat). */
export function serviceTypeFor(rankLevel: number | null | undefined): TServiceType {
  return (rankLevel ?? 0) >= VIP_SERVICE_MIN_RANK ? 'VIP' : 'LIVECHAT';
}

function decodeBase64(text: string): string {
  const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Only web addresses may be opened: a crafted path must not run script in our origin. */
function safeUrl(candidate: string): string | null {
  try {
    const url = new URL(candidate, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Opens customer-service chat (seed 000 §7): the popup opens first, synchronously with the click, so
 * browsers do not block it; the lookup's type '3' entry (base64 path) then fills it. On any failure the
 * popup is closed (seed 000 §8).
 */
export async function openCustomerService(csType: TServiceType): Promise<boolean> {
  const popup = window.open('about:blank', 'tala-cs', 'width=420,height=640,noopener=no');
  try {
    const lookup = await api<TLookup>(API_PATHS.customerService, { query: { csType } });
    const entry = lookup.version.pathList.find((item) => item.type === '3');
    const url = entry ? safeUrl(decodeBase64(entry.path)) : null;
    if (!url || !popup) throw new Error('no customer-service address');
    popup.location.href = url;
    return true;
  } catch {
    popup?.close();
    return false;
  }
}
