import { ANNOUNCEMENT_TYPES, NOTICE_PAGE_SIZE } from '@tala/contract/constants';
import type { TAnnouncement } from '@tala/contract/notices/announcements';
import { Button } from '@tala/ui/button';
import { Pager } from '@tala/ui/pager';
import { SafeHtml } from '@tala/ui/safe-html';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatNoticeDate } from '../api/notices-api.ts';
import { useAnnouncements } from '../hooks/use-notices.ts';

/** The announcement list shows every announcement type, newest first. */
const ALL_TYPES = [...ANNOUNCEMENT_TYPES];

function NoticeRow({
  notice,
  active,
  onSelect,
}: {
  notice: TAnnouncement;
  active: boolean;
  onSelect: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={active || undefined}
        data-testid="notice-row"
        className={`flex w-full flex-col gap-1 rounded-xl border px-4 py-3 text-left transition-colors ${active ? 'border-accent bg-accent/10' : 'border-line bg-surface hover:border-accent/50'}`}
      >
        <span className={`line-clamp-2 text-sm font-semibold ${active ? 'text-accent' : 'text-fg'}`}>
          {notice.title}
        </span>
        <time className="text-xs text-faint tabular-nums">{formatNoticeDate(notice.publishedAt)}</time>
      </button>
    </li>
  );
}

function NoticeDetail({ notice }: { notice: TAnnouncement }) {
  return (
    <article
      className="rounded-2xl border border-line bg-surface p-6"
      data-testid="notice-detail"
      lang={notice.lang}
    >
      <h2 className="text-xl font-bold text-fg">{notice.title}</h2>
      <time className="mt-2 block text-xs text-faint tabular-nums">
        {formatNoticeDate(notice.publishedAt)}
      </time>
      <SafeHtml html={notice.content} className="mt-5 text-sm leading-relaxed text-muted" />
    </article>
  );
}

/** /noticePage: 9 announcements per page with a pager; selecting one shows its title and content. */
export function NoticeBoard() {
  const { t } = useTranslation('pages');
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const detailRef = useRef<HTMLDivElement>(null);
  const query = useAnnouncements(ALL_TYPES, page, NOTICE_PAGE_SIZE);
  if (query.isPending) return <Skeleton className="h-96" />;
  if (query.isError) {
    return (
      <EmptyState
        icon="refresh"
        title={t('common.loadFailed')}
        action={<Button onClick={() => query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  const { list, totalPages } = query.data;
  if (list.length === 0) return <EmptyState icon="bell" title={t('notices.empty')} />;
  const selected = list.find((n) => n.id === selectedId) ?? list[0];
  const select = (id: string) => {
    setSelectedId(id);
    // On phones the detail sits under the list: bring it into view.
    if (window.matchMedia('(max-width: 1023px)').matches)
      detailRef.current?.scrollIntoView({ behavior: 'smooth' });
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[360px_1fr]">
      <div className="space-y-4">
        <ul className="space-y-2" aria-label={t('notices.listLabel')}>
          {list.map((notice) => (
            <NoticeRow
              key={notice.id}
              notice={notice}
              active={notice.id === selected?.id}
              onSelect={() => select(notice.id)}
            />
          ))}
        </ul>
        <Pager
          page={page}
          totalPages={totalPages}
          onChange={(next) => {
            setPage(next);
            setSelectedId(null);
          }}
        />
      </div>
      <div ref={detailRef} className="scroll-mt-24 lg:sticky lg:top-32 lg:self-start">
        {selected ? <NoticeDetail notice={selected} /> : null}
      </div>
    </div>
  );
}
