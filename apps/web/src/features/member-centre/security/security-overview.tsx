import { useTranslation } from 'react-i18next';
import { Icon, type TIconName } from '../../../components/art/ui-icons.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useSecurityOverview } from '../api/security-api.ts';

type TTab = 'profile' | 'passwords' | 'contacts' | 'banks' | 'devices';
type TTile = { key: string; icon: TIconName; done: boolean; value: string; tab: TTab };

/** What is set up, as tiles that open the tab where it is set; a progress bar on top. */
export function SecurityOverview({ onOpen }: { onOpen: (tab: TTab) => void }) {
  const { t } = useTranslation('member');
  const overview = useSecurityOverview();
  if (overview.isPending) return <Skeleton className="h-32" />;
  if (!overview.data) return null;
  const o = overview.data;
  const tiles: TTile[] = [
    { key: 'realName', icon: 'users', done: o.hasRealName, value: '', tab: 'profile' },
    { key: 'mobile', icon: 'chat', done: o.mobile !== null, value: o.mobile ?? '', tab: 'contacts' },
    { key: 'email', icon: 'mail', done: o.email !== null, value: o.email ?? '', tab: 'contacts' },
    { key: 'withdrawPassword', icon: 'lock', done: o.hasWithdrawPassword, value: '', tab: 'passwords' },
    {
      key: 'bankAccounts',
      icon: 'wallet',
      done: o.bankAccountCount > 0,
      value: o.bankAccountCount > 0 ? String(o.bankAccountCount) : '',
      tab: 'banks',
    },
  ];
  const score = Math.round((tiles.filter((tile) => tile.done).length / tiles.length) * 100);
  return (
    <section className="rounded-2xl border border-line bg-surface p-4 sm:p-5" data-testid="security-overview">
      <div className="mb-4 flex items-center justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-fg">{t('security.level')}</p>
          <p className="text-xs text-muted">{t('security.levelHint')}</p>
        </div>
        <span className="text-2xl font-black text-accent tabular-nums">{score}%</span>
      </div>
      <div className="mb-4 h-1.5 overflow-hidden rounded-full bg-surface-3">
        <div
          className="h-full rounded-full bg-[linear-gradient(90deg,var(--brand),var(--accent))]"
          style={{ width: `${score}%` }}
        />
      </div>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-5">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <button
              type="button"
              onClick={() => onOpen(tile.tab)}
              className="flex h-full w-full items-center gap-2.5 rounded-xl border border-line bg-surface-2 px-3 py-2.5 text-left transition-colors hover:border-accent/60 xl:flex-col xl:items-start"
            >
              <span
                className={`grid size-8 shrink-0 place-items-center rounded-lg ${tile.done ? 'bg-success/15 text-success' : 'bg-warning/15 text-warning'}`}
              >
                <Icon name={tile.done ? 'check' : tile.icon} className="size-4" />
              </span>
              <span className="min-w-0">
                <span className="block text-xs leading-tight font-semibold text-fg">
                  {t(`security.items.${tile.key}`)}
                </span>
                <span className="block truncate text-[11px] text-muted">
                  {tile.value || (tile.done ? t('security.set') : t('security.notSet'))}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
