import { Button } from '@tala/ui/button';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Icon } from '../components/ui/icons.tsx';

/**
 * What staff see when a screen fails to render: a translated notice with a reload, never React
 * Router's developer page. The error goes to the console for the support ticket.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <main className="grid min-h-[60dvh] place-items-center px-4 py-12">
      <div
        role="alert"
        className="w-full max-w-md rounded-xl border border-line bg-surface p-8 text-center"
        data-testid="route-error"
      >
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-danger/15 text-danger">
          <Icon name="shield" className="size-7" />
        </span>
        <h1 className="mt-4 text-lg font-bold text-fg">{t('routeError.title')}</h1>
        <p className="mt-2 text-sm text-muted">{t('routeError.body')}</p>
        <div className="mt-6 flex justify-center gap-2">
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
          <Button variant="ghost" onClick={() => window.location.assign('/bo/')}>
            {t('routeError.home')}
          </Button>
        </div>
      </div>
    </main>
  );
}
