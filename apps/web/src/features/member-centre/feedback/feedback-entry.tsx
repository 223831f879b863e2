import { Pager } from '@tala/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel, PanelError, PanelSkeleton } from '../../../components/centre/panel.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useMyFeedback } from './feedback-api.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { FeedbackRow } from './feedback-list.tsx';

/**
 * Feedback and complaints (seed 001 §2 "Feedback and complaints form", issue 14 §5, decision 056): the form, then the
 * member's own feedback with its state and customer service's answers (which also arrive as a message).
 */
export function FeedbackEntry() {
  const { t } = useTranslation('member');
  const [page, setPage] = useState(1);
  const mine = useMyFeedback(page);
  if (mine.isPending) return <PanelSkeleton rows={2} />;
  if (!mine.data) {
    return (
      <PanelError
        message={t('feedback.loadFailed')}
        onRetry={() => void mine.refetch()}
        retryLabel={t('feedback.retry')}
      />
    );
  }
  const { list, totalPages, limits } = mine.data;
  return (
    <div className="space-y-4" data-testid="feedback">
      <Panel title={t('feedback.title')} icon="chat">
        <p className="mb-4 text-sm text-muted">{t('feedback.intro')}</p>
        <FeedbackForm limits={limits} />
      </Panel>
      <Panel title={t('feedback.mine')} icon="mail" testId="feedback-mine">
        {list.length === 0 ? (
          <EmptyState icon="chat" title={t('feedback.none')} body={t('feedback.noneBody')} />
        ) : (
          <ul className="space-y-3">
            {list.map((item) => (
              <FeedbackRow key={item.id} item={item} />
            ))}
          </ul>
        )}
        <Pager page={page} totalPages={totalPages} onChange={setPage} />
      </Panel>
    </div>
  );
}
