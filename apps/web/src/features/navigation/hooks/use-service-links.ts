import type { TResource } from '@tala/contract/system/status';
import { serviceTypeFor } from '../../../lib/customer-service.ts';
import { useMemberInfo } from '../../../lib/member-queries.ts';
import { useSystemStatus } from '../../../lib/system-status.ts';
import { useSession } from '../../../lib/use-session.ts';

export type TServiceLinks = {
  messaging: TResource[];
  downloads: TResource[];
  /** The chat entry for this visitor: VIP for club rank above 4, live chat otherwise. */
  chat: 'LIVECHAT' | 'LIVECHAT 1' | 'VIP' | null;
  /** The chat entry's label as staff wrote it in this language ('' → the site's own name). */
  chatLabel: string;
};

/**
 * The right side bar's data (seed 000 §2): messaging app, downloads and customer-service chat. Labels
 * come from the server in the page's language (the system status is fetched per language).
 */
export function useServiceLinks(): TServiceLinks {
  const { data: status } = useSystemStatus();
  const { isLoggedIn } = useSession();
  const { data: member } = useMemberInfo();
  const resources = status?.resources ?? [];
  const wanted = serviceTypeFor(isLoggedIn ? member?.clubLabel?.rankLevel : null);
  const entries = status?.customerService ?? [];
  const chat = entries.find((e) => e.csType === wanted) ?? entries.find((e) => e.csType === 'LIVECHAT');
  return {
    messaging: resources.filter((r) => r.resourceType === 'TELEGRAM' || r.resourceType === 'TELEGRAM2'),
    downloads: resources.filter((r) => r.resourceType === 'IOS' || r.resourceType === 'Android'),
    chat: chat?.csType ?? null,
    chatLabel: chat?.label ?? '',
  };
}
