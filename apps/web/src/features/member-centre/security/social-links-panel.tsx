import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/centre/panel.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useSocialLinks } from '../api/devices-api.ts';

/** Google / Facebook accounts linked for sign-in. A confirmed link is final (seed 001 §8): no unlink. */
export function SocialLinksPanel() {
  const { t, i18n } = useTranslation('member');
  const links = useSocialLinks();
  const list = links.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <Panel title={t('socialLinks.title')} icon="users" testId="social-links-panel">
      <ul className="space-y-2">
        {list.map((link) => (
          <li
            key={link.provider}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface-2 px-3 py-2 text-sm"
          >
            <span className="font-semibold text-fg">{t(`socialLinks.providers.${link.provider}`)}</span>
            <span className="min-w-0 truncate text-muted">{link.email ?? ''}</span>
            <span className="text-xs text-muted">
              {t('socialLinks.linkedAt', { time: formatDateTime(link.linkedAt, i18n.language) })}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-muted">{t('socialLinks.permanent')}</p>
    </Panel>
  );
}
