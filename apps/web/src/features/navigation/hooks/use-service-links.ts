import type { TResource } from '@tala/contract/system/status';
import { useTranslation } from 'react-i18next';
import { serviceTypeFor } from '../../../lib/customer-service.ts';
import { useMemberInfo } from '../../../lib/member-queries.ts';
import { useSystemStatus } from '../../../lib/system-status.ts';
import { useSession } from '../../../lib/use-session.ts';

export type TServiceLinks = {
  messaging: TResource[];
  downloads: TResource[];
  /** The chat entry for this visitor: VIP for club rank above 4, live chat otherwise. */
  chat: 'LIVECHAT' | 'LIVECHAT 1' | 'VIP' | null;
  label: (resource: TResource) => string;
};

/** The right side bar's data (seed 000 §2): messaging app, downloads and customer-service chat. */
export function useServiceLinks(): TServiceLinks {
  const { i18n } = useTranslation();
  const { data: status } = useSystemStatus();
  const { isLoggedIn } = useSession();
  const { data: member } = useMemberInfo();
  const resources = status?.resources ?? [];
  const wanted = serviceTypeFor(isLoggedIn ? member?.clubLabel?.rankLevel : null);
  const entries = status?.customerService ?? [];
  const chat =
    entries.find((e) => e.csType === wanted)?.csType ?? entries.find((e) => e.csType === 'LIVECHAT')?.csType;
  return {
    messaging: resources.filter((r) => r.resourceType === 'TELEGRAM' || r.resourceType === 'TELEGRAM2'),
    downloads: resources.filter((r) => r.resourceType === 'IOS' || r.resourceType === 'Android'),
    chat: chat ?? null,
    label: (r) => (i18n.language === 'zh' && r.labelNameCn ? r.labelNameCn : r.labelNameEn),
  };
}
