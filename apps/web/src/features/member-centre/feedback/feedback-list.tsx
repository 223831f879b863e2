import type { TFeedbackStatus, TMyFeedbackItem } from '@tala/contract/feedback/feedback';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { StatusChip, type TChipTone } from '../../../components/centre/status-chip.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useFeedbackDetail } from './feedback-api.ts';

const TONES: Record<TFeedbackStatus, TChipTone> = {
  OPEN: 'warning',
  IN_PROGRESS: 'info',
  ANSWERED: 'success',
};

/** What the member wrote, how they can be reached, and customer service's answers (or that one is coming). */
function FeedbackDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation('member');
  const detail = useFeedbackDetail(id);
  if (!detail.data) return <Skeleton className="h-24" />;
  const { content, contactType, contact, hasScreenshot, replies } = detail.data;
  return (
    <div className="space-y-3 border-t border-line pt-3" data-testid="feedback-detail">
      <p className="text-sm whitespace-pre-line break-words text-fg">{content}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <span>
          {t(`feedback.contactTypes.${contactType}`)}: <span className="break-all text-fg">{contact}</span>
        </span>
        {hasScreenshot ? (
          <span className="inline-flex items-center gap-1">
            <Icon name="check" className="size-3.5 text-success" />
            {t('feedback.screenshotAttached')}
          </span>
        ) : null}
      </p>
      {replies.length === 0 ? (
        <p className="rounded-lg bg-surface-3 px-3 py-2 text-xs text-muted">{t('feedback.waiting')}</p>
      ) : (
        <ul className="space-y-2">
          {replies.map((reply) => (
            <li
              key={reply.at}
              className="rounded-xl border border-accent/30 bg-accent/8 p-3"
              data-testid="feedback-reply"
            >
              <p className="flex items-center justify-between gap-2 text-xs font-semibold text-accent">
                <span className="inline-flex items-center gap-1.5">
                  <Icon name="headset" className="size-3.5" />
                  {t('feedback.answerFrom')}
                </span>
                <span className="font-normal text-muted">{formatDateTime(reply.at, i18n.language)}</span>
              </p>
              <p className="mt-1.5 text-sm whitespace-pre-line break-words text-fg">{reply.body}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One feedback of the list: its type, state and opening words; opening it reads the whole and the answers. */
export function FeedbackRow({ item }: { item: TMyFeedbackItem }) {
  const { t, i18n } = useTranslation('member');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="rounded-xl border border-line bg-surface-2 p-3 sm:p-4" data-testid="feedback-row">
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={panelId}
        className="flex w-full items-start justify-between gap-3 text-left"
      >
        <span className="min-w-0 space-y-1">
          <span className="flex flex-wrap items-center gap-2 text-sm font-semibold text-fg">
            {t(`feedback.types.${item.questionType}`)}
            <span className="text-xs font-normal text-muted">
              {formatDateTime(item.createdAt, i18n.language)}
            </span>
          </span>
          {open ? null : <span className="line-clamp-1 text-xs break-words text-muted">{item.excerpt}</span>}
        </span>
        <span className="flex shrink-0 items-center gap-2">
          <StatusChip tone={TONES[item.status]}>{t(`feedback.statuses.${item.status}`)}</StatusChip>
          <Icon
            name="chevron-down"
            className={`size-4 text-muted transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </span>
      </button>
      <div id={panelId} hidden={!open} className="mt-3">
        {open ? <FeedbackDetail id={item.id} /> : null}
      </div>
    </li>
  );
}
