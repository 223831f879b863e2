import type { TAnnouncement } from '@tala/contract/notices/announcements';
import { Pager } from '@tala/ui/pager';
import { SafeHtml } from '@tala/ui/safe-html';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useAgentAnnouncements } from '../api/team-queries.ts';
import { ListSkeleton } from '../components/list-skeleton.tsx';
import { QueryError } from '../components/query-error.tsx';

/** One notice: its title and date always, its content once opened (the newest opens by itself). */
function Notice({ notice, open }: { notice: TAnnouncement; open: boolean }) {
  const { i18n } = useTranslation();
  return (
    <li>
      <details
        open={open}
        className="group rounded-2xl border border-line bg-surface open:border-accent/40"
        data-testid="agent-notice"
        lang={notice.lang}
      >
        <summary className="flex cursor-pointer list-none items-start gap-3 p-4 [&::-webkit-details-marker]:hidden">
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent"
          >
            <Icon name="bell" className="size-4" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-fg">{notice.title}</span>
            <time className="mt-0.5 block text-xs text-faint tabular-nums" dateTime={notice.publishedAt}>
              {formatDateTime(notice.publishedAt, i18n.language)}
            </time>
          </span>
          <Icon
            name="chevron-down"
            className="mt-2 size-4 shrink-0 text-muted transition-transform group-open:rotate-180"
          />
        </summary>
        <SafeHtml
          html={notice.content}
          className="border-t border-line px-4 py-4 text-sm leading-relaxed text-muted md:pl-16"
        />
      </details>
    </li>
  );
}

/** Announcement (seed 001 §2, issue 12 §2.1): the operator's agent-only notices, newest first. */
export function AnnouncementsPage() {
  const { t } = useTranslation('agent');
  const [page, setPage] = useState(1);
  const notices = useAgentAnnouncements(page);
  if (notices.isPending) return <ListSkeleton />;
  if (notices.isError) return <QueryError error={notices.error} onRetry={() => notices.refetch()} />;
  const { list, totalPages } = notices.data;
  if (list.length === 0) return <EmptyState icon="bell" title={t('announcements.empty')} />;
  return (
    <div className="space-y-4">
      <ul className="space-y-3" aria-label={t('pages.announcements')}>
        {list.map((notice, index) => (
          <Notice key={notice.id} notice={notice} open={page === 1 && index === 0} />
        ))}
      </ul>
      <Pager page={page} totalPages={totalPages} onChange={setPage} />
    </div>
  );
}
