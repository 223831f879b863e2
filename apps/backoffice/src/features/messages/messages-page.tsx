import { parseLanguage } from '@tala/contract/i18n/languages';
import { pickText } from '@tala/contract/i18n/localized-text';
import { MESSAGE_STATUSES, type TMessageStatus } from '@tala/contract/messages/messages';
import type { TBoMessage } from '@tala/contract/messages/messages-staff';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { Pager } from '@tala/ui/pager';
import { SafeHtml } from '@tala/ui/safe-html';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionsHeader } from '../../components/content-editor.tsx';
import { LanguageCoverage } from '../../components/language-coverage.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, EmptyRow, ErrorNote, PageHeader, ScrollTable, TABLE } from '../../components/ui/card.tsx';
import { FilterTabs } from '../../components/ui/tabs.tsx';
import { useDefaultLanguage } from '../../lib/default-language.ts';
import { count, dateTime } from '../../lib/format.ts';
import { can, useMe } from '../../lib/session.ts';
import { MessageComposer } from './message-composer.tsx';
import { useCancelMessage, useMessageList } from './use-messages.ts';

const STATUS_TONE = { SCHEDULED: 'info', SENT: 'success', CANCELLED: 'neutral' } as const;

/** Who a message went to, in a word or two. */
function AudienceCell({ message }: { message: TBoMessage }) {
  const { t } = useTranslation();
  return (
    <div>
      <div>{t(`messages.audiences.${message.audience}`)}</div>
      {message.username ? <div className="text-xs text-muted">@{message.username}</div> : null}
      {message.rankLevel !== null ? (
        <div className="text-xs text-muted">{t('messages.rankFrom', { level: message.rankLevel })}</div>
      ) : null}
    </div>
  );
}

/** Read by how many of how many, with a thin bar. */
function ReadCell({ message }: { message: TBoMessage }) {
  const { t } = useTranslation();
  if (message.status !== 'SENT') return <span className="text-faint">—</span>;
  const share = message.audienceSize > 0 ? Math.min(1, message.readCount / message.audienceSize) : 0;
  return (
    <div className="ml-auto w-28" data-testid="message-read-count">
      <div className="tabular text-right">
        {t('messages.readOf', { read: count(message.readCount), size: count(message.audienceSize) })}
      </div>
      <div className="mt-1 h-1 overflow-hidden rounded bg-surface-3" aria-hidden="true">
        <div className="h-full rounded bg-success" style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
    </div>
  );
}

/**
 * Messages (issue 14 §4 and §6, decision 055): what was sent and what waits, newest first, with its audience, how
 * many it reached and how many read it; support and admins compose (now or scheduled) and cancel what waits.
 */
export function MessagesPage() {
  const { t, i18n } = useTranslation();
  const me = useMe();
  const canSend = me.data ? can(me.data, 'messages.send') : false;
  const defaultLanguage = useDefaultLanguage();
  const lang = parseLanguage(i18n.language) ?? defaultLanguage;
  const [status, setStatus] = useState<TMessageStatus | ''>('');
  const [page, setPage] = useState(1);
  const list = useMessageList(page, status);
  const cancel = useCancelMessage();
  const [composing, setComposing] = useState(false);
  const [viewing, setViewing] = useState<TBoMessage | null>(null);
  const [cancelling, setCancelling] = useState<TBoMessage | null>(null);
  return (
    <div>
      <PageHeader
        title={t('messages.pageTitle')}
        subtitle={t('messages.subtitle')}
        actions={
          canSend ? (
            <Button size="sm" onClick={() => setComposing(true)} data-testid="compose-message">
              {t('messages.compose')}
            </Button>
          ) : null
        }
      />
      <Card title={t('messages.list')} padded={false}>
        <FilterTabs
          values={['', ...MESSAGE_STATUSES]}
          value={status}
          onChange={(next) => {
            setStatus(next as TMessageStatus | '');
            setPage(1);
          }}
          labelOf={(value) => (value ? t(`messages.statuses.${value}`) : t('messages.allStatuses'))}
          label={t('messages.list')}
        />
        <ErrorNote error={list.error ?? cancel.error} />
        <ScrollTable label={t('messages.list')}>
          <table className={TABLE.table}>
            <thead>
              <tr>
                <th className={TABLE.th}>{t('messages.titleField')}</th>
                <th className={TABLE.th}>{t('messages.audience')}</th>
                <th className={TABLE.th}>{t('messages.status')}</th>
                <th className={TABLE.th}>{t('messages.time')}</th>
                <th className={`${TABLE.th} text-right`}>{t('messages.reach')}</th>
                <th className={`${TABLE.th} text-right`}>{t('messages.reads')}</th>
                <ActionsHeader />
              </tr>
            </thead>
            <tbody>
              {list.data?.list.map((message) => (
                <tr
                  key={message.id}
                  className={TABLE.row}
                  data-testid="message-row"
                  data-status={message.status}
                >
                  <td className={`${TABLE.td} max-w-72`}>
                    <div className="truncate font-medium">
                      {pickText(message.title, lang, defaultLanguage)}
                    </div>
                    <LanguageCoverage text={message.title} />
                  </td>
                  <td className={TABLE.td}>
                    <AudienceCell message={message} />
                  </td>
                  <td className={TABLE.td}>
                    <Badge tone={STATUS_TONE[message.status]}>
                      {t(`messages.statuses.${message.status}`)}
                    </Badge>
                  </td>
                  <td className={`${TABLE.td} tabular whitespace-nowrap text-muted`}>
                    <div>{dateTime(message.sentAt ?? message.sendAt)}</div>
                    <div className="text-xs">
                      {t('messages.by', { name: message.cancelledBy ?? message.createdBy ?? '—' })}
                    </div>
                  </td>
                  <td className={`${TABLE.td} tabular text-right`}>
                    {message.status === 'CANCELLED' ? (
                      <span className="text-faint">—</span>
                    ) : (
                      count(message.audienceSize)
                    )}
                  </td>
                  <td className={`${TABLE.td} text-right`}>
                    <ReadCell message={message} />
                  </td>
                  <td className={`${TABLE.td} text-right`}>
                    <div className="flex justify-end gap-1">
                      <Button size="sm" variant="ghost" onClick={() => setViewing(message)}>
                        {t('messages.view')}
                      </Button>
                      {canSend && message.status === 'SCHEDULED' ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          className="text-danger"
                          onClick={() => setCancelling(message)}
                          data-testid="cancel-message"
                        >
                          {t('messages.cancel')}
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
              {list.data && list.data.list.length === 0 ? (
                <EmptyRow colSpan={7} text={t('messages.none')} />
              ) : null}
            </tbody>
          </table>
        </ScrollTable>
        {list.data ? (
          <Pager page={page} totalPages={list.data.totalPages} total={list.data.total} onChange={setPage} />
        ) : null}
      </Card>
      {composing ? <MessageComposer onClose={() => setComposing(false)} /> : null}
      {viewing ? (
        <Modal
          open
          onOpenChange={(open) => !open && setViewing(null)}
          title={pickText(viewing.title, lang, defaultLanguage)}
          width={640}
          testId="message-preview"
        >
          <SafeHtml html={pickText(viewing.bodyHtml, lang, defaultLanguage)} className="text-sm text-fg" />
        </Modal>
      ) : null}
      {cancelling ? (
        <Modal
          open
          onOpenChange={(open) => !open && setCancelling(null)}
          title={t('messages.cancelTitle')}
          description={t('messages.cancelBody', { title: pickText(cancelling.title, lang, defaultLanguage) })}
          width={420}
          testId="cancel-message-dialog"
        >
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setCancelling(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="danger"
              busy={cancel.isPending}
              onClick={() => cancel.mutate(cancelling.id, { onSettled: () => setCancelling(null) })}
              data-testid="confirm-cancel-message"
            >
              {t('messages.cancelConfirm')}
            </Button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
