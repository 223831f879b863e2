import * as Popover from '@radix-ui/react-popover';
import { LANGUAGE_NATIVE_NAMES } from '@tala/contract/i18n/languages';
import type { TMemberInfo } from '@tala/contract/member/info';
import { Spinner } from '@tala/ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { passActionGate } from '../../../lib/action-gate.ts';
import { useMemberInfo } from '../../../lib/member-queries.ts';
import { openMemberCentre, openModal, type TMemberCentreEntry } from '../../../lib/modal-store.ts';
import { openAgentCentre } from '../../../lib/open-agent-centre.ts';
import { useSession } from '../../../lib/use-session.ts';
import { AccountIcon } from './icons.tsx';

/** The avatar: the account's first letter on the brand gradient (no avatar upload yet). */
export function Avatar({ name, size = 'size-8' }: { name: string; size?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`grid ${size} shrink-0 place-items-center rounded-full bg-[linear-gradient(135deg,var(--brand),var(--accent))] text-sm font-bold text-white uppercase`}
    >
      {name.slice(0, 1) || '?'}
    </span>
  );
}

/**
 * The small member-centre popover: who is logged in, a summary of the member info, and the actions
 * that exist today (change password, sign out). Opened by the avatar and by gated header buttons.
 */
export function MemberMenu({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const session = useSession();
  const info = useMemberInfo();
  const name = session.nickname || session.account || '';
  function run(action: () => void) {
    onOpenChange(false);
    action();
  }
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={10}
          collisionPadding={12}
          data-testid="member-menu"
          aria-label={t('member_menu')}
          className="z-40 w-[min(20rem,calc(100vw-1.5rem))] rounded-2xl border border-line bg-bg-elevated p-4 shadow-[var(--shadow)] outline-none"
        >
          <div className="flex items-center gap-3">
            <Avatar name={name} size="size-11" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-fg">{name}</p>
              <p className="truncate text-xs text-muted">@{session.account}</p>
            </div>
            {session.isDemo ? (
              <Badge tone="brand">{t('demo_badge')}</Badge>
            ) : info.data?.clubLabel ? (
              <ClubBadge name={info.data.clubLabel.labelName} onOpen={() => onOpenChange(false)} />
            ) : null}
          </div>
          <MemberSummary info={info.data} loading={info.isLoading} />
          <div className="mt-3 flex flex-col gap-1 border-t border-line pt-3">
            <CentreItems onPick={(entry) => run(() => passActionGate() && openMemberCentre(entry))} />
            {session.canOpenAgentCentre ? (
              <MenuItem
                icon={<AccountIcon name="users" />}
                onClick={() => run(() => passActionGate() && openAgentCentre())}
                testId="menu-agent-centre"
              >
                {t('agent_centre')}
              </MenuItem>
            ) : null}
            {session.isDemo ? null : (
              <MenuItem
                icon={<AccountIcon name="key" />}
                onClick={() => run(() => openModal('changePass'))}
                testId="menu-change-password"
              >
                {t('change_password_title')}
              </MenuItem>
            )}
            <MenuItem
              icon={<AccountIcon name="logout" />}
              onClick={() => run(() => openModal('logout'))}
              testId="menu-sign-out"
              danger
            >
              {t('sign_out')}
            </MenuItem>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

const CENTRE_ITEMS: Array<{ entry: TMemberCentreEntry; icon: 'shield' | 'plus' | 'wallet' }> = [
  { entry: 'securityCenter', icon: 'shield' },
  { entry: 'depositv2', icon: 'plus' },
  { entry: 'withdraw', icon: 'wallet' },
];

/** Shortcuts into the member centre (gated: a demo account gets the real-account warning). */
function CentreItems({ onPick }: { onPick: (entry: TMemberCentreEntry) => void }) {
  const { t } = useTranslation('member');
  return (
    <>
      {CENTRE_ITEMS.map((item) => (
        <MenuItem
          key={item.entry}
          icon={<AccountIcon name={item.icon} />}
          onClick={() => onPick(item.entry)}
          testId={`menu-centre-${item.entry}`}
        >
          {t(`entries.${item.entry}`)}
        </MenuItem>
      ))}
    </>
  );
}

function MemberSummary({ info, loading }: { info: TMemberInfo | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation('auth');
  if (loading) {
    return (
      <div className="mt-4 grid place-items-center py-4 text-accent">
        <Spinner />
      </div>
    );
  }
  if (!info) return null;
  const registered = new Date(info.registeredAt);
  const rows: Array<[string, string]> = [
    [t('member_id'), info.id],
    [
      t('member_registered'),
      Number.isNaN(registered.getTime())
        ? info.registeredAt
        : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(registered),
    ],
    [t('member_language'), LANGUAGE_NATIVE_NAMES[info.language]],
  ];
  return (
    <dl
      className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-surface-2 px-3 py-3 text-sm"
      data-testid="member-summary"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="truncate text-right font-medium text-fg tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The member's club label (their VIP rank), opening the VIP benefits page (decision 057). */
function ClubBadge({ name, onOpen }: { name: string; onOpen: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Link
      to="/vip"
      onClick={onOpen}
      aria-label={t('vip_badge_label', { name })}
      data-testid="menu-club-label"
      className="inline-flex max-w-[8rem] shrink-0 items-center gap-1 rounded-full bg-accent/15 px-2 py-0.5 text-[11px] font-bold tracking-wide text-accent uppercase transition-colors hover:bg-accent/25"
    >
      <Icon name="crown" className="size-3.5 shrink-0" />
      <span className="truncate">{name}</span>
    </Link>
  );
}

function Badge({ children, tone }: { children: ReactNode; tone: 'brand' | 'accent' }) {
  const colours = tone === 'brand' ? 'bg-brand/15 text-brand-strong' : 'bg-accent/15 text-accent';
  return (
    <span
      className={`shrink-0 rounded-full px-2 py-0.5 text-[11px] font-bold tracking-wide uppercase ${colours}`}
    >
      {children}
    </span>
  );
}

function MenuItem({
  icon,
  children,
  onClick,
  testId,
  danger = false,
}: {
  icon: ReactNode;
  children: ReactNode;
  onClick: () => void;
  testId: string;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      className={`flex h-10 items-center gap-3 rounded-lg px-3 text-left text-sm font-medium transition-colors hover:bg-surface-2 ${danger ? 'text-danger' : 'text-fg'}`}
    >
      {icon}
      {children}
    </button>
  );
}
