import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/ui/icons.tsx';
import { can, useMe } from '../lib/session.ts';

/**
 * A screen for staff whose role may use it; others (a typed address, an old bookmark) see why not
 * instead of a screen of failed calls. The navigation hides such screens, and the server checks again.
 */
export function RequireAction({ action, children }: { action: string; children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.data || can(me.data, action)) return children;
  return (
    <div className="grid min-h-[50dvh] place-items-center px-4" data-testid="screen-forbidden">
      <div className="max-w-sm text-center">
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-warning/15 text-warning">
          <Icon name="shield" className="size-6" />
        </span>
        <h1 className="mt-4 text-base font-bold text-fg">{t('forbidden.title')}</h1>
        <p className="mt-1.5 text-sm text-muted">{t('forbidden.body')}</p>
      </div>
    </div>
  );
}
