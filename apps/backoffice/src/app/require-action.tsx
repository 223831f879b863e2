import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { can, useMe } from '../lib/session.ts';
import { ScreenNotice } from './screen-notice.tsx';

/**
 * A screen for staff whose role may use it; others (a typed address, an old bookmark) see why not
 * instead of a screen of failed calls. The navigation hides such screens, and the server checks again.
 */
export function RequireAction({ action, children }: { action: string; children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.data || can(me.data, action)) return children;
  return (
    <ScreenNotice
      icon="shield"
      tone="warning"
      title={t('forbidden.title')}
      body={t('forbidden.body')}
      testId="screen-forbidden"
    />
  );
}
