import { NAV_POINT_LABELS } from '@tala/contract/constants';
import { Button } from '@tala/ui/button';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { openModal } from '../../../lib/modal-store.ts';
import { useSession } from '../../../lib/use-session.ts';

function EarningRates() {
  const { t } = useTranslation('pages');
  const { t: tShell } = useTranslation('shell');
  return (
    <section className="rounded-2xl border border-line bg-surface p-6">
      <h2 className="font-bold text-fg">{t('points.howTitle')}</h2>
      <p className="mt-1 text-sm text-muted">{t('points.howBody')}</p>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {Object.entries(NAV_POINT_LABELS).map(([category, rate]) => (
          <li key={category} className="flex items-center justify-between rounded-xl bg-surface-2 px-4 py-3">
            <span className="text-sm font-semibold text-fg">{tShell(`nav.items.${category}`)}</span>
            <span className="text-sm font-black text-accent tabular-nums">×{rate}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 flex items-center gap-2 text-xs text-faint">
        <Icon name="info" className="size-4" />
        {t('points.neverExpire')}
      </p>
    </section>
  );
}

/** /pointMall: visitors are asked to log in; members see their points (0 until the mall opens) and rates. */
export function PointsOverview() {
  const { t } = useTranslation('pages');
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) {
    return (
      <EmptyState
        icon="lock"
        title={t('points.loginTitle')}
        body={t('points.loginBody')}
        action={<Button onClick={() => openModal('login')}>{t('points.login')}</Button>}
      />
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[320px_1fr]">
      <section
        className="relative overflow-hidden rounded-2xl border border-line bg-gradient-to-br from-accent/25 to-surface p-6"
        data-testid="points-balance"
      >
        <Icon name="coins" className="absolute -right-4 -bottom-4 size-32 text-accent opacity-10" />
        <p className="text-sm font-semibold text-muted">{t('points.balance')}</p>
        <p className="mt-2 text-5xl font-black text-accent tabular-nums">0</p>
        <p className="mt-3 text-sm text-muted">{t('points.zeroBody')}</p>
      </section>
      <EarningRates />
    </div>
  );
}
