import { Button } from '@tala/ui/button';
import { SafeHtml } from '@tala/ui/safe-html';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { PanelError } from '../../../components/centre/panel.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { MessageIconTile } from './message-list.tsx';
import { useDeleteMessage, useMessage } from './messages-api.ts';

/**
 * One message, read: who it is from, when, its (sanitised) body, and delete after a confirmation. Beside the list
 * on wide screens (a hint until one is picked), in the list's place on narrow ones with a way back.
 */
export function MessageReader({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('member');
  const message = useMessage(id);
  const remove = useDeleteMessage();
  const [confirming, setConfirming] = useState(false);
  if (id === null) {
    return (
      <div className="hidden min-h-64 flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-line bg-surface/60 p-6 text-center lg:flex">
        <span className="grid size-12 place-items-center rounded-full bg-surface-2 text-accent">
          <Icon name="mail" className="size-6" />
        </span>
        <p className="text-sm text-muted">{t('messages.pick')}</p>
      </div>
    );
  }
  const back = (
    <button
      type="button"
      onClick={onClose}
      className="mb-3 inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-accent hover:bg-surface-2 lg:hidden"
      data-testid="message-back"
    >
      <span aria-hidden="true">←</span>
      {t('messages.back')}
    </button>
  );
  if (message.isPending) {
    return (
      <div>
        {back}
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (message.isError || !message.data) {
    return (
      <div>
        {back}
        <PanelError
          message={message.error?.message ?? ''}
          onRetry={() => message.refetch()}
          retryLabel={t('retry')}
        />
      </div>
    );
  }
  const data = message.data;
  return (
    <article className="min-w-0" data-testid="message-reader" lang={data.lang}>
      {back}
      <div className="rounded-2xl border border-line bg-surface-2/60 p-4 sm:p-6">
        <header className="flex items-start gap-3 border-b border-line pb-4">
          <MessageIconTile message={data} read={false} />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">
              {t(data.source === 'SYSTEM' ? 'messages.fromSystem' : 'messages.fromStaff')}
            </p>
            <h4 className="mt-0.5 text-lg font-bold break-words text-fg" data-testid="message-title">
              {data.title}
            </h4>
            <p className="mt-1 text-xs text-muted tabular-nums">
              {formatDateTime(data.sentAt, i18n.language)}
            </p>
          </div>
        </header>
        <SafeHtml html={data.bodyHtml} className="mt-4 text-sm break-words text-fg" headingLevel={4} />
        <div className="mt-6 flex justify-end border-t border-line pt-4">
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} data-testid="message-delete">
            {t('messages.delete')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('messages.deleteTitle')}
        html={t('messages.deleteBody')}
        icon="warning"
        confirmText={t('messages.delete')}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(data.id, {
            onSuccess: () => {
              setConfirming(false);
              onClose();
            },
          })
        }
      />
    </article>
  );
}
