import { Button } from '@tala/ui/button';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailIcon } from '../../../components/art/ui-icons.tsx';
import { useActionGate } from '../../../lib/action-gate.ts';
import { useLiveBalance } from '../../../lib/live-balance.ts';
import { openMemberCentre, openModal } from '../../../lib/modal-store.ts';
import { openAgentCentre } from '../../../lib/open-agent-centre.ts';
import { useUnreadCount } from '../../../lib/unread-messages.ts';
import { useSession } from '../../../lib/use-session.ts';
import { BalanceChip } from './balance-chip.tsx';
import { AccountIcon } from './icons.tsx';
import { LogoutDialog } from './logout-dialog.tsx';
import { Avatar, MemberMenu } from './member-menu.tsx';

/**
 * The logged-in end of the header (seed 000 §2): balance, deposit, security centre, messages, agent
 * centre, member menu and sign-out. Its own chunk: a visitor's first load does not carry it.
 */
export default function MemberActions() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const gate = useActionGate();
  const [menuOpen, setMenuOpen] = useState(false);
  // The header balance follows every posting live (wallet event stream).
  useLiveBalance();
  // Deposit, security centre and messages open the member centre at their entry, the agent centre its
  // overlay. A demo account gets the real-account warning.
  const unread = useUnreadCount();
  const openMessages = () => gate(() => openMemberCentre('messageV2'));
  const openDeposit = () => gate(() => openMemberCentre('depositv2'));
  const openSecurity = () => gate(() => openMemberCentre('securityCenter'));
  const openAgent = () => gate(() => openAgentCentre());
  const name = session.nickname || session.account || '';
  return (
    <div className="flex items-center gap-1.5 sm:gap-2" data-testid="header-member">
      <LogoutDialog />
      <div className="hidden sm:block">
        <BalanceChip />
      </div>
      <div className="sm:hidden">
        <BalanceChip compact />
      </div>
      <Button
        size="sm"
        onClick={openDeposit}
        data-testid="header-deposit"
        aria-label={t('deposit')}
        className="px-2.5 sm:px-3"
      >
        <AccountIcon name="plus" className="size-4" />
        <span className="hidden sm:inline">{t('deposit')}</span>
      </Button>
      <MessagesAction
        label={unread > 0 ? t('messages_unread', { count: unread }) : t('messages')}
        unread={unread}
        onClick={openMessages}
      />
      <div className="hidden items-center lg:flex">
        <IconAction label={t('security_centre')} onClick={openSecurity} testId="header-security">
          <AccountIcon name="shield" />
        </IconAction>
        {session.canOpenAgentCentre ? (
          <IconAction label={t('agent_centre')} onClick={openAgent} testId="header-agent">
            <AccountIcon name="users" />
          </IconAction>
        ) : null}
      </div>
      <MemberMenu
        open={menuOpen}
        onOpenChange={setMenuOpen}
        trigger={
          <button
            type="button"
            data-testid="header-avatar"
            className="flex h-9 items-center gap-2 rounded-full py-0.5 pr-0.5 pl-0.5 transition-colors hover:bg-surface-2 md:pr-3"
          >
            <span className="sr-only">{t('member_menu')}</span>
            <AvatarLabel name={name} account={session.account} />
          </button>
        }
      />
      <IconAction
        label={t('sign_out')}
        onClick={() => openModal('logout')}
        testId="header-sign-out"
        className="hidden lg:grid"
      >
        <AccountIcon name="logout" />
      </IconAction>
    </div>
  );
}

/** The messages button with the live unread count (decision 055); on every screen size, it is how mail is found. */
function MessagesAction({ label, unread, onClick }: { label: string; unread: number; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      data-testid="header-messages"
      className="relative grid size-9 place-items-center rounded-lg text-muted transition-colors hover:bg-surface-2 hover:text-fg"
    >
      <MailIcon className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="header-messages-badge"
          className="absolute -top-0.5 -right-0.5 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-danger px-1 text-[10px] leading-none font-bold text-danger-contrast tabular-nums ring-2 ring-bg"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </button>
  );
}

/** The avatar button's face: initials, and the account name from medium screens up. */
function AvatarLabel({ name, account }: { name: string; account: string | null }) {
  return (
    <>
      <Avatar name={name} />
      <span
        className="hidden max-w-[8rem] truncate text-sm font-semibold text-fg md:inline"
        data-testid="header-account-name"
      >
        {account}
      </span>
    </>
  );
}

function IconAction({
  label,
  onClick,
  children,
  testId,
  className = 'grid',
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  testId: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      data-testid={testId}
      className={`${className} size-9 place-items-center rounded-lg text-muted transition-colors hover:bg-surface-2 hover:text-fg`}
    >
      {children}
    </button>
  );
}
