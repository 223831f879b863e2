import {
  FEEDBACK_QUESTION_TYPES,
  FEEDBACK_STATUSES,
  type TFeedbackQuestionType,
  type TFeedbackStatus,
} from '@tala/contract/feedback/feedback';
import type { TBoFeedbackRow } from '@tala/contract/feedback/feedback-staff';
import { Button } from '@tala/ui/button';
import { Pager } from '@tala/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, ErrorNote, PageHeader } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { Select } from '../../components/ui/field.tsx';
import { SearchForm } from '../../components/ui/search-form.tsx';
import { FilterTabs } from '../../components/ui/tabs.tsx';
import { dateTime } from '../../lib/format.ts';
import { can, useMe } from '../../lib/session.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { FeedbackStatus } from './feedback-status.tsx';
import { type TInboxFilter, useAssignees, useInbox } from './use-feedback.ts';
import { WordLimitsCard } from './word-limits-card.tsx';

function useColumns(): TColumn<TBoFeedbackRow>[] {
  const { t } = useTranslation();
  return [
    {
      key: 'member',
      label: t('feedback.member'),
      primary: true,
      render: (row) => (
        <span className="flex flex-col items-end leading-snug md:items-start">
          <span className="font-medium text-fg">{row.username}</span>
          <span className="tabular text-[11px] text-faint">#{row.id}</span>
        </span>
      ),
    },
    { key: 'type', label: t('feedback.type'), render: (row) => t(`feedback.types.${row.questionType}`) },
    {
      key: 'excerpt',
      label: t('feedback.content'),
      render: (row) => <span className="line-clamp-2 text-xs text-muted md:max-w-72">{row.excerpt}</span>,
    },
    { key: 'status', label: t('feedback.status'), render: (row) => <FeedbackStatus status={row.status} /> },
    { key: 'assignee', label: t('feedback.assignee'), render: (row) => row.assignee?.name ?? '—' },
    {
      key: 'sent',
      label: t('feedback.sent'),
      render: (row) => <span className="tabular text-xs whitespace-nowrap">{dateTime(row.createdAt)}</span>,
    },
  ];
}

/** Status tabs with the whole inbox's counts, then type and holder. */
function Filters({
  filter,
  setFilter,
  counts,
}: {
  filter: TInboxFilter;
  setFilter: (next: Partial<TInboxFilter>) => void;
  counts: Record<TFeedbackStatus, number> | undefined;
}) {
  const { t } = useTranslation();
  const assignees = useAssignees();
  return (
    <>
      <FilterTabs
        values={['', ...FEEDBACK_STATUSES]}
        value={filter.status}
        onChange={(status) => setFilter({ status: status as TFeedbackStatus | '' })}
        labelOf={(value) =>
          value
            ? `${t(`feedback.statuses.${value}`)} · ${counts?.[value as TFeedbackStatus] ?? 0}`
            : t('common.all')
        }
        label={t('feedback.status')}
      />
      <div className="grid gap-3 border-b border-line p-3 sm:grid-cols-2">
        <Select
          label={t('feedback.type')}
          value={filter.questionType}
          onChange={(event) => setFilter({ questionType: event.target.value as TFeedbackQuestionType | '' })}
          data-testid="feedback-filter-type"
        >
          <option value="">{t('common.all')}</option>
          {FEEDBACK_QUESTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`feedback.types.${type}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('feedback.assignee')}
          value={filter.assignee}
          onChange={(event) => setFilter({ assignee: event.target.value })}
          data-testid="feedback-filter-assignee"
        >
          <option value="">{t('common.all')}</option>
          <option value="me">{t('feedback.mine')}</option>
          <option value="none">{t('feedback.nobody')}</option>
          {assignees.data?.list.map((staff) => (
            <option key={staff.id} value={staff.id}>
              {staff.name}
            </option>
          ))}
        </Select>
      </div>
    </>
  );
}

/**
 * The feedback inbox (issue 14 §6, decision 056): players' feedback, oldest waiting first, by state, type and who
 * holds it; opening one shows it in full with its screenshot, and lets staff take it, hand it on and answer.
 */
export function FeedbackPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [filter, setFilterState] = useState<TInboxFilter>({
    status: '',
    questionType: '',
    assignee: '',
    username: '',
    page: 1,
  });
  const setFilter = (next: Partial<TInboxFilter>) => setFilterState({ ...filter, page: 1, ...next });
  const inbox = useInbox(filter);
  const [openId, setOpenId] = useState<string | null>(null);
  const columns = useColumns();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('feedback.title')} subtitle={t('feedback.subtitle')} />
      <Card title={t('feedback.inbox')} padded={false}>
        <SearchForm
          initial={filter.username}
          onSearch={(username) => setFilter({ username })}
          maxLength={32}
          label={t('feedback.search')}
          placeholder={t('feedback.search')}
          testId="feedback-search"
        />
        <Filters filter={filter} setFilter={setFilter} counts={inbox.data?.counts} />
        <ErrorNote error={inbox.error} />
        <DataList
          rows={inbox.data?.list ?? []}
          columns={columns}
          rowKey={(row) => row.id}
          empty={t('feedback.none')}
          testId="feedback-inbox"
          actions={{
            label: t('feedback.open'),
            render: (row) => (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setOpenId(row.id)}
                data-testid={`feedback-open-${row.id}`}
              >
                {t('feedback.open')}
              </Button>
            ),
          }}
        />
        <div className="p-2">
          <Pager
            page={filter.page}
            totalPages={inbox.data?.totalPages ?? 1}
            onChange={(page) => setFilterState({ ...filter, page })}
          />
        </div>
      </Card>
      <WordLimitsCard editable={can(me, 'feedback.settings')} />
      {openId ? <FeedbackDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}
