import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../components/ui/icons.tsx';
import { ScreenNotice } from './screen-notice.tsx';

/**
 * An address the console does not have (a typo, an old bookmark): says so, shows the address and leads
 * back to the dashboard, instead of quietly landing there. The server sends it with 404 on a direct load.
 */
export function NotFound() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <ScreenNotice
      icon="search"
      tone="info"
      title={t('notFound.title')}
      body={t('notFound.body')}
      testId="screen-not-found"
    >
      <p className="mx-auto mt-3 w-fit max-w-full rounded-md bg-surface-2 px-2.5 py-1 font-mono text-xs break-all text-muted">
        /bo{location.pathname}
      </p>
      <Link
        to="/"
        className="mt-5 inline-flex h-9 items-center gap-2 rounded-lg bg-accent px-4 text-sm font-semibold text-accent-contrast hover:bg-accent-strong"
        data-testid="not-found-dashboard"
      >
        <Icon name="dashboard" className="size-4" />
        {t('notFound.dashboard')}
      </Link>
    </ScreenNotice>
  );
}
