import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useEffect, useRef } from 'react';
import { useBalance } from '../../lib/member-queries.ts';
import { useMoneySymbol } from '../../lib/use-money-symbol.ts';
import { useSession } from '../../lib/use-session.ts';
import { Icon, type TIconName } from '../art/ui-icons.tsx';
import { MoneyText } from '../ui/money-text.tsx';

/**
 * `badge`: something waits in the entry (a dot, and these words for screen readers); with `count` the dot is the
 * number instead (unread messages).
 */
export type TFrameEntry = {
  key: string;
  icon: TIconName;
  label: string;
  badge?: string | undefined;
  count?: number | undefined;
};

/** What the frame writes itself; each centre passes its own (translated) words. */
export type TFrameLabels = { menu: string; close: string; balance: string; badge?: string };

/**
 * The overlay frame the member centre and the agent centre share (seed 001 §2): a left menu with who is
 * logged in and the balance, the selected entry on the right under its title, a close button. On phones
 * a full-screen sheet with the menu as a sideways scroller. Test ids start with `prefix` (`centre`,
 * `agent`): `<prefix>-title`, `<prefix>-close`, `<prefix>-menu-<key>`, `<prefix>-tab-<key>`,
 * `<prefix>-entry-<key>`, `<prefix>-balance`.
 */
export function CentreFrame({
  open,
  onClose,
  testId,
  prefix,
  entries,
  current,
  onPick,
  labels,
  children,
}: {
  open: boolean;
  onClose: () => void;
  testId: string;
  prefix: string;
  entries: readonly TFrameEntry[];
  current: string;
  onPick: (key: string) => void;
  labels: TFrameLabels;
  children: ReactNode;
}) {
  const title = entries.find((entry) => entry.key === current)?.label ?? '';
  const menu = { entries, current, onPick, prefix, label: labels.menu };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-overlay" />
        <Dialog.Content
          data-testid={testId}
          aria-modal="true"
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-bg outline-none md:inset-auto md:top-1/2 md:left-1/2 md:h-[min(780px,calc(100dvh-3rem))] md:w-[min(1120px,calc(100vw-3rem))] md:-translate-x-1/2 md:-translate-y-1/2 md:flex-row md:rounded-3xl md:border md:border-line md:bg-bg-elevated md:shadow-[var(--shadow)]"
        >
          <nav
            aria-label={labels.menu}
            className="hidden w-64 shrink-0 flex-col overflow-y-auto border-r border-line bg-surface/60 md:flex"
          >
            <ProfileCard prefix={prefix} labels={labels} />
            <SideEntries {...menu} />
          </nav>
          <div className="flex min-h-0 min-w-0 flex-1 flex-col">
            <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3 md:px-8 md:py-5">
              <div className="min-w-0">
                <Dialog.Title
                  className="text-lg font-bold text-fg md:text-xl"
                  data-testid={`${prefix}-title`}
                >
                  {title}
                </Dialog.Title>
                <PhoneBalance label={labels.balance} />
              </div>
              <Dialog.Close
                className="grid size-9 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
                aria-label={labels.close}
                data-testid={`${prefix}-close`}
              >
                <Icon name="close" className="size-5" />
              </Dialog.Close>
            </div>
            <TopEntries {...menu} />
            <div
              className="min-h-0 flex-1 overflow-y-auto px-4 py-4 md:px-8 md:py-6"
              data-testid={`${prefix}-entry-${current}`}
            >
              {children}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type TMenu = {
  entries: readonly TFrameEntry[];
  current: string;
  onPick: (key: string) => void;
  prefix: string;
  label: string;
};

/** Desktop: who is logged in (with the centre's badge) and the total balance, on the brand gradient. */
function ProfileCard({ prefix, labels }: { prefix: string; labels: TFrameLabels }) {
  const session = useSession();
  const balance = useBalance();
  const symbol = useMoneySymbol();
  const name = session.nickname || session.account || '';
  return (
    <div className="m-4 rounded-2xl bg-[linear-gradient(135deg,var(--brand),color-mix(in_oklab,var(--brand)_55%,var(--info)))] p-4 text-white shadow-[0_10px_30px_-12px_var(--brand)]">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-white/20 text-base font-bold uppercase"
        >
          {name.slice(0, 1) || '?'}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold">{name}</p>
          <p className="truncate text-xs text-white/75">@{session.account}</p>
        </div>
      </div>
      {labels.badge ? (
        <p className="mt-3 inline-flex rounded-full bg-white/20 px-2.5 py-0.5 text-[11px] font-bold tracking-wide uppercase">
          {labels.badge}
        </p>
      ) : null}
      <p className="mt-4 text-xs text-white/75">{labels.balance}</p>
      <p className="text-xl font-black" data-testid={`${prefix}-balance`}>
        {balance.data ? <MoneyText amount={balance.data.sumBalance} symbol={symbol} /> : '—'}
      </p>
    </div>
  );
}

function SideEntries({ entries, current, onPick, prefix }: TMenu) {
  return (
    <ul className="flex flex-col gap-1 px-3 pb-4">
      {entries.map((entry) => (
        <li key={entry.key}>
          <button
            type="button"
            onClick={() => onPick(entry.key)}
            aria-current={entry.key === current ? 'page' : undefined}
            data-testid={`${prefix}-menu-${entry.key}`}
            className={`flex min-h-11 w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-sm font-semibold transition-colors ${entry.key === current ? 'bg-accent/15 text-accent' : 'text-muted hover:bg-surface-2 hover:text-fg'}`}
          >
            <Icon name={entry.icon} className="size-5" />
            <span className="min-w-0 flex-1">{entry.label}</span>
            <EntryBadge text={entry.badge} count={entry.count} testId={`${prefix}-menu-badge-${entry.key}`} />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Phone: the entries as a sideways scroller under the title; the current one is scrolled into view. */
function TopEntries({ entries, current, onPick, prefix, label }: TMenu) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const tab = list.current?.querySelector<HTMLElement>(`[data-testid="${prefix}-tab-${current}"]`);
    tab?.scrollIntoView({ inline: 'center', block: 'nearest' });
  }, [current, prefix]);
  return (
    <nav aria-label={label} className="border-b border-line md:hidden">
      <ul ref={list} className="flex gap-2 overflow-x-auto px-4 py-2.5 [scrollbar-width:none]">
        {entries.map((entry) => (
          // relative: a badge's screen-reader text (absolutely placed) stays inside this scroller; placed by the
          // sheet instead, it widened the whole sheet, which then scrolled sideways with the last tab.
          <li key={entry.key} className="relative shrink-0">
            <button
              type="button"
              onClick={() => onPick(entry.key)}
              aria-current={entry.key === current ? 'page' : undefined}
              data-testid={`${prefix}-tab-${entry.key}`}
              className={`flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap ${entry.key === current ? 'border-accent bg-accent text-accent-contrast' : 'border-line bg-surface text-muted'}`}
            >
              <Icon name={entry.icon} className="size-4" />
              {entry.label}
              <EntryBadge
                text={entry.badge}
                count={entry.count}
                testId={`${prefix}-tab-badge-${entry.key}`}
              />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Phone: the total balance under the title (the desktop shows it in the side menu). */
function PhoneBalance({ label }: { label: string }) {
  const balance = useBalance();
  const symbol = useMoneySymbol();
  if (!balance.data) return null;
  return (
    <p className="text-xs text-muted md:hidden">
      {label} <MoneyText amount={balance.data.sumBalance} symbol={symbol} className="font-semibold text-fg" />
    </p>
  );
}

/** A dot on an entry where something waits, named for screen readers (the dot is not the only sign: the words). */
function EntryBadge({
  text,
  count,
  testId,
}: {
  text: string | undefined;
  count?: number | undefined;
  testId: string;
}) {
  if (!text) return null;
  if (count)
    return (
      <span
        data-testid={testId}
        className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-danger px-1.5 text-[11px] font-bold text-danger-contrast tabular-nums"
      >
        <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
        <span className="sr-only">{text}</span>
      </span>
    );
  return (
    <span data-testid={testId} className="inline-flex shrink-0 items-center">
      <span aria-hidden="true" className="size-2.5 rounded-full bg-danger ring-2 ring-danger/25" />
      <span className="sr-only">{text}</span>
    </span>
  );
}
