import type { TInboxMessage } from '@tala/contract/messages/messages';
import { useTranslation } from 'react-i18next';
import { Icon, type TIconName } from '../../../components/art/ui-icons.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';

/** Which picture a message wears: the event of a system message, a megaphone for the operator's own. */
export function messageIcon(message: Pick<TInboxMessage, 'source' | 'kind'>): TIconName {
  switch (message.kind) {
    case 'WITHDRAWAL_PAID':
      return 'wallet';
    case 'BONUS_RELEASED':
    case 'BIRTHDAY_BONUS':
    case 'MISSION_BONUS':
      return 'gift';
    case 'RANK_UP':
      return 'trophy';
    case 'FEEDBACK_ANSWERED':
      return 'chat';
    default:
      return 'megaphone';
  }
}

/** The icon tile: brand colours for unread, quiet once read. */
export function MessageIconTile({ message, read }: { message: TInboxMessage; read: boolean }) {
  const system = message.source === 'SYSTEM';
  const tone = read
    ? 'bg-surface-3 text-muted'
    : system
      ? 'bg-info/15 text-info'
      : 'bg-accent/15 text-accent';
  return (
    <span aria-hidden="true" className={`grid size-10 shrink-0 place-items-center rounded-xl ${tone}`}>
      <Icon name={messageIcon(message)} className="size-5" />
    </span>
  );
}

/** The inbox rows: unread ones stand out (bold title, tinted, a dot); the open one is outlined. */
export function MessageList({
  messages,
  openId,
  onOpen,
}: {
  messages: TInboxMessage[];
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('member');
  if (messages.length === 0) {
    return (
      <p className="rounded-xl bg-surface-2 px-4 py-6 text-center text-sm text-muted">
        {t('messages.emptyUnread')}
      </p>
    );
  }
  return (
    <ul className="space-y-2" data-testid="messages-list">
      {messages.map((message) => {
        const open = message.id === openId;
        return (
          <li key={message.id}>
            <button
              type="button"
              onClick={() => onOpen(message.id)}
              aria-current={open ? 'true' : undefined}
              data-testid="message-row"
              data-read={message.isRead ? 'true' : 'false'}
              className={`flex w-full items-start gap-3 rounded-xl border p-3 text-left transition-colors ${
                open
                  ? 'border-accent bg-accent/10'
                  : message.isRead
                    ? 'border-line bg-surface hover:bg-surface-2'
                    : 'border-accent/30 bg-surface-2 hover:border-accent/60'
              }`}
            >
              <MessageIconTile message={message} read={message.isRead} />
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2">
                  <span
                    className={`min-w-0 flex-1 truncate text-sm ${message.isRead ? 'font-medium text-muted' : 'font-bold text-fg'}`}
                  >
                    {message.title}
                  </span>
                  {message.isRead ? null : (
                    <span className="size-2 shrink-0 rounded-full bg-danger" data-testid="message-unread-dot">
                      <span className="sr-only">{t('messages.unread')}</span>
                    </span>
                  )}
                </span>
                <span className="mt-0.5 line-clamp-2 text-xs break-words text-muted">{message.preview}</span>
                <span className="mt-1 block text-[11px] text-muted tabular-nums">
                  {formatDateTime(message.sentAt, i18n.language)}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
