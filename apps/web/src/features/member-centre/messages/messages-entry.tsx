import type { TInboxFilter } from '@tala/contract/messages/messages';
import { Button } from '@tala/ui/button';
import { Pager } from '@tala/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelError } from '../../../components/centre/panel.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useUnreadCount } from '../../../lib/unread-messages.ts';
import { MessageList } from './message-list.tsx';
import { MessageReader } from './message-reader.tsx';
import { useInbox, useReadAll } from './messages-api.ts';

/**
 * Platform information (seed 001 §2 messageV2, issue 14 §4): the inbox, newest first, all or unread, with the
 * message open beside the list on wide screens and in its place on narrow ones. Opening reads it; the unread
 * count here and in the header moves live (wallet event stream).
 */
export function MessagesEntry() {
  const { t } = useTranslation('member');
  const unread = useUnreadCount();
  const [filter, setFilter] = useState<TInboxFilter>('ALL');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const inbox = useInbox(page, filter);
  const readAll = useReadAll();
  const pick = (next: TInboxFilter) => {
    setFilter(next);
    setPage(1);
  };
  return (
    <Panel
      title={t('messages.title')}
      icon="mail"
      testId="messages"
      action={
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0 || readAll.isPending}
          busy={readAll.isPending}
          onClick={() => readAll.mutate(undefined)}
          data-testid="messages-read-all"
        >
          {t('messages.markAllRead')}
        </Button>
      }
    >
      <div className={`mb-4 ${openId ? 'hidden lg:block' : ''}`}>
        <Tabs
          label={t('messages.filter')}
          value={filter}
          onChange={pick}
          items={[
            { value: 'ALL', label: t('messages.all') },
            {
              value: 'UNREAD',
              label: unread > 0 ? t('messages.unreadCount', { count: unread }) : t('messages.unread'),
            },
          ]}
        />
      </div>
      {inbox.isPending ? (
        <div className="space-y-3" data-testid="messages-loading">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : inbox.isError || !inbox.data ? (
        <PanelError
          message={inbox.error?.message ?? ''}
          onRetry={() => inbox.refetch()}
          retryLabel={t('retry')}
        />
      ) : inbox.data.list.length === 0 && !openId ? (
        <EmptyState
          icon="mail"
          title={t(filter === 'UNREAD' ? 'messages.emptyUnread' : 'messages.empty')}
          body={t(filter === 'UNREAD' ? 'messages.emptyUnreadBody' : 'messages.emptyBody')}
        />
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <div className={`min-w-0 ${openId ? 'hidden lg:block' : ''}`}>
            <MessageList messages={inbox.data.list} openId={openId} onOpen={setOpenId} />
            <div className="mt-3">
              <Pager page={page} totalPages={inbox.data.totalPages} onChange={setPage} />
            </div>
          </div>
          <MessageReader id={openId} onClose={() => setOpenId(null)} />
        </div>
      )}
    </Panel>
  );
}
