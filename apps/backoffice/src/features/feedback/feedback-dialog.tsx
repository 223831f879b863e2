import { boPath } from '@tala/contract/backoffice/paths';
import { FEEDBACK_LIMITS } from '@tala/contract/feedback/feedback';
import { FEEDBACK_BO_PATHS, type TBoFeedbackDetail } from '@tala/contract/feedback/feedback-staff';
import { LANGUAGE_NATIVE_NAMES, parseLanguage } from '@tala/contract/i18n/languages';
import { Button, Spinner } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EvidenceViewer } from '../../components/evidence-viewer.tsx';
import { ErrorNote } from '../../components/ui/card.tsx';
import { Select, TextArea } from '../../components/ui/field.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { dateTime } from '../../lib/format.ts';
import { can, useMe } from '../../lib/session.ts';
import { FeedbackStatus } from './feedback-status.tsx';
import { useAssign, useAssignees, useFeedbackItem, useReply } from './use-feedback.ts';

/** Who holds the feedback, and handing it to someone else (or taking it). */
function Assignment({ item }: { item: TBoFeedbackDetail }) {
  const { t } = useTranslation();
  const assignees = useAssignees();
  const assign = useAssign(item.id);
  return (
    <div className="flex flex-col gap-1">
      <Select
        label={t('feedback.assignee')}
        value={item.assignee?.id ?? ''}
        disabled={assign.isPending}
        onChange={(event) => assign.mutate(event.target.value || null)}
        data-testid="feedback-assignee"
      >
        <option value="">{t('feedback.nobody')}</option>
        {assignees.data?.list.map((staff) => (
          <option key={staff.id} value={staff.id}>
            {staff.name} · {t(`roles.${staff.role}`)}
          </option>
        ))}
      </Select>
      <ErrorNote error={assign.error} />
    </div>
  );
}

/** The answer box: what is written here reaches the member on the site and as a message. */
function ReplyBox({ item }: { item: TBoFeedbackDetail }) {
  const { t } = useTranslation();
  const reply = useReply(item.id);
  const [body, setBody] = useState('');
  const language = parseLanguage(item.language);
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (body.trim()) reply.mutate(body.trim(), { onSuccess: () => setBody('') });
      }}
    >
      <TextArea
        label={t('feedback.reply')}
        hint={language ? t('feedback.replyHint', { language: LANGUAGE_NATIVE_NAMES[language] }) : undefined}
        value={body}
        rows={4}
        maxLength={FEEDBACK_LIMITS.reply}
        onChange={(event) => setBody(event.target.value)}
        className="[&_textarea]:font-sans [&_textarea]:text-sm"
        data-testid="feedback-reply-body"
      />
      <ErrorNote error={reply.error} />
      <div className="flex justify-end">
        <Button
          type="submit"
          busy={reply.isPending}
          disabled={!body.trim()}
          data-testid="feedback-reply-send"
        >
          {t('feedback.send')}
        </Button>
      </div>
    </form>
  );
}

function Facts({ item, onScreenshot }: { item: TBoFeedbackDetail; onScreenshot: () => void }) {
  const { t } = useTranslation();
  const language = parseLanguage(item.language);
  const rows: Array<[string, string]> = [
    [t('feedback.member'), item.username],
    [t('feedback.type'), t(`feedback.types.${item.questionType}`)],
    [t(`feedback.contactTypes.${item.contactType}`), item.contact],
    [t('feedback.language'), language ? LANGUAGE_NATIVE_NAMES[language] : item.language],
    [t('feedback.sent'), dateTime(item.createdAt)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 break-words text-fg">{value}</dd>
        </div>
      ))}
      <dt className="text-muted">{t('feedback.status')}</dt>
      <dd>
        <FeedbackStatus status={item.status} />
      </dd>
      {item.hasScreenshot ? (
        <>
          <dt className="text-muted">{t('feedback.screenshot')}</dt>
          <dd>
            <button
              type="button"
              onClick={onScreenshot}
              className="inline-flex items-center gap-1.5 text-xs font-semibold text-info hover:underline"
              data-testid="feedback-screenshot"
            >
              <Icon name="image" className="size-3.5" />
              {t('feedback.viewScreenshot')}
            </button>
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** One feedback: the member's words, the facts, the answers so far, who holds it, and the answer box. */
export function FeedbackDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const item = useFeedbackItem(id);
  const [viewing, setViewing] = useState(false);
  const canAnswer = can(me, 'feedback.answer');
  const data = item.data;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('feedback.dialogTitle', { id })}
      description={data ? t(`feedback.types.${data.questionType}`) : undefined}
      width={760}
      testId="feedback-dialog"
    >
      {!data ? (
        item.error ? (
          <ErrorNote error={item.error} />
        ) : (
          <Spinner className="size-5 text-muted" />
        )
      ) : (
        <div className="flex flex-col gap-4">
          <Facts item={data} onScreenshot={() => setViewing(true)} />
          <blockquote
            className="rounded-md border border-line bg-surface-2 p-3 text-sm whitespace-pre-line break-words text-fg"
            lang={data.language}
            data-testid="feedback-content"
          >
            {data.content}
          </blockquote>
          {data.replies.length > 0 ? (
            <ol className="flex flex-col gap-2" data-testid="feedback-replies">
              {data.replies.map((reply) => (
                <li key={reply.id} className="rounded-md border border-accent/30 bg-accent/8 p-3 text-sm">
                  <p className="mb-1 flex justify-between gap-2 text-xs text-muted">
                    <span className="font-semibold text-accent">{reply.staff}</span>
                    <span className="tabular">{dateTime(reply.at)}</span>
                  </p>
                  <p className="whitespace-pre-line break-words text-fg">{reply.body}</p>
                </li>
              ))}
            </ol>
          ) : null}
          {canAnswer ? (
            <>
              <Assignment item={data} />
              <ReplyBox item={data} />
            </>
          ) : null}
        </div>
      )}
      <EvidenceViewer
        evidence={
          viewing && data
            ? {
                title: t('feedback.screenshotOf', { id }),
                url: boPath(FEEDBACK_BO_PATHS.screenshot, { id }),
                player: data.username,
              }
            : null
        }
        onClose={() => setViewing(false)}
      />
    </Modal>
  );
}
