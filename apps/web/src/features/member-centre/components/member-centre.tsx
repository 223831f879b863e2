import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { MoneyText } from '../../../components/ui/money-text.tsx';
import { useBalance, useMemberInfo } from '../../../lib/member-queries.ts';
import { closeModal, openMemberCentre, useOpenModal } from '../../../lib/modal-store.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import { useSession } from '../../../lib/use-session.ts';
import { CENTRE_ENTRIES, findEntry, type TCentreEntry } from './centre-entries.tsx';

/** Entries this member may see (transfer to upline only with an upline). */
function useVisibleEntries(): readonly TCentreEntry[] {
  const info = useMemberInfo();
  const toUpline = info.data?.toUpline ?? false;
  return CENTRE_ENTRIES.filter((entry) => !entry.isFor || entry.isFor({ toUpline }));
}

/**
 * The member centre overlay (seed 001 §2): a left menu with the selected entry on the right and a
 * close button; default securityCenter. On phones a full-screen sheet with the menu as a top scroller.
 * Opened through openMemberCentre(entry) after the action gate.
 */
export function MemberCentre() {
  const { t } = useTranslation('member');
  const { name, props } = useOpenModal();
  const { isLoggedIn } = useSession();
  const entries = useVisibleEntries();
  const open = name === 'memberCentre' && isLoggedIn;
  const current = findEntry(props.entry);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? null : closeModal())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay backdrop-blur-sm" />
        <Dialog.Content
          data-testid="member-centre"
          aria-modal="true"
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-bg outline-none md:inset-auto md:top-1/2 md:left-1/2 md:h-[min(780px,calc(100dvh-3rem))] md:w-[min(1120px,calc(100vw-3rem))] md:-translate-x-1/2 md:-translate-y-1/2 md:flex-row md:rounded-3xl md:border md:border-line md:bg-bg-elevated md:shadow-[var(--shadow)]"
        >
          <SideMenu entries={entries} current={current.key} />
          <div className="flex min-h-0 min-w-0 flex-1 flex-col">
            <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3 md:px-8 md:py-5">
              <div className="min-w-0">
                <Dialog.Title className="text-lg font-bold text-fg md:text-xl" data-testid="centre-title">
                  {t(`entries.${current.key}`)}
                </Dialog.Title>
                <PhoneBalance />
              </div>
              <Dialog.Close
                className="grid size-9 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
                aria-label={t('close')}
                data-testid="centre-close"
              >
                <Icon name="close" className="size-5" />
              </Dialog.Close>
            </div>
            <TopMenu entries={entries} current={current.key} />
            <div
              className="min-h-0 flex-1 overflow-y-auto px-4 py-4 md:px-8 md:py-6"
              data-testid={`centre-entry-${current.key}`}
            >
              {current.render()}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Desktop: who is logged in, the total balance and the entry list. */
function SideMenu({ entries, current }: { entries: readonly TCentreEntry[]; current: string }) {
  const { t } = useTranslation('member');
  const session = useSession();
  const balance = useBalance();
  const symbol = useMoneySymbol();
  const name = session.nickname || session.account || '';
  return (
    <nav
      aria-label={t('menu')}
      className="hidden w-64 shrink-0 flex-col border-r border-line bg-surface/60 md:flex"
    >
      <div className="m-4 rounded-2xl bg-[linear-gradient(135deg,var(--brand),color-mix(in_oklab,var(--brand)_55%,var(--info)))] p-4 text-white shadow-[0_10px_30px_-12px_var(--brand)]">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full bg-white/20 text-base font-bold uppercase"
          >
            {name.slice(0, 1) || '?'}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold">{name}</p>
            <p className="truncate text-xs text-white/75">@{session.account}</p>
          </div>
        </div>
        <p className="mt-4 text-xs text-white/75">{t('totalBalance')}</p>
        <p className="text-xl font-black" data-testid="centre-balance">
          {balance.data ? <MoneyText amount={balance.data.sumBalance} symbol={symbol} /> : '—'}
        </p>
      </div>
      <ul className="flex flex-col gap-1 px-3 pb-4">
        {entries.map((entry) => (
          <li key={entry.key}>
            <button
              type="button"
              onClick={() => openMemberCentre(entry.key)}
              aria-current={entry.key === current ? 'page' : undefined}
              data-testid={`centre-menu-${entry.key}`}
              className={`flex h-11 w-full items-center gap-3 rounded-xl px-3 text-left text-sm font-semibold transition-colors ${entry.key === current ? 'bg-accent/15 text-accent' : 'text-muted hover:bg-surface-2 hover:text-fg'}`}
            >
              <Icon name={entry.icon} className="size-5" />
              {t(`entries.${entry.key}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Phone: the entries as a sideways scroller under the title; the current one is scrolled into view. */
function TopMenu({ entries, current }: { entries: readonly TCentreEntry[]; current: string }) {
  const { t } = useTranslation('member');
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const tab = list.current?.querySelector<HTMLElement>(`[data-testid="centre-tab-${current}"]`);
    tab?.scrollIntoView({ inline: 'center', block: 'nearest' });
  }, [current]);
  return (
    <nav aria-label={t('menu')} className="border-b border-line md:hidden">
      <ul ref={list} className="flex gap-2 overflow-x-auto px-4 py-2.5 [scrollbar-width:none]">
        {entries.map((entry) => (
          <li key={entry.key} className="shrink-0">
            <button
              type="button"
              onClick={() => openMemberCentre(entry.key)}
              aria-current={entry.key === current ? 'page' : undefined}
              data-testid={`centre-tab-${entry.key}`}
              className={`flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap ${entry.key === current ? 'border-accent bg-accent text-accent-contrast' : 'border-line bg-surface text-muted'}`}
            >
              <Icon name={entry.icon} className="size-4" />
              {t(`entries.${entry.key}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Phone: the total balance under the title (the desktop shows it in the side menu). */
function PhoneBalance() {
  const { t } = useTranslation('member');
  const balance = useBalance();
  const symbol = useMoneySymbol();
  if (!balance.data) return null;
  return (
    <p className="text-xs text-muted md:hidden">
      {t('totalBalance')}{' '}
      <MoneyText amount={balance.data.sumBalance} symbol={symbol} className="font-semibold text-fg" />
    </p>
  );
}
