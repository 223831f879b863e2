import { useTranslation } from 'react-i18next';
import { LineSvg } from './line-svg.tsx';

/** Page numbers around the current page (seed 001 §9: the pager shows one page range). */
export function pageRange(page: number, totalPages: number, span = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(span / 2), totalPages - span + 1));
  const end = Math.min(totalPages, start + span - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/**
 * Previous, a range of page numbers and next. With `total` (the back office's lists) the count of rows
 * shows beside it and the row stays even on a single page; without it the pager hides on one page.
 */
export function Pager({
  page,
  totalPages,
  onChange,
  total,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  total?: number;
}) {
  const { t } = useTranslation('ui');
  const pages = (
    <PageButtons page={page} totalPages={totalPages} onChange={onChange} label={t('pager.label')} />
  );
  if (total === undefined) return totalPages > 1 ? pages : null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
      <span className="text-xs text-muted tabular-nums">{t('pager.total', { count: total })}</span>
      {totalPages > 1 ? pages : null}
    </div>
  );
}

function PageButtons({
  page,
  totalPages,
  onChange,
  label,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation('ui');
  const cell = 'grid size-9 place-items-center rounded-lg text-sm font-semibold transition-colors';
  const step = `${cell} text-muted hover:bg-surface-2 hover:text-fg disabled:opacity-40`;
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-1.5" data-testid="pager">
      <button
        type="button"
        className={step}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('pager.previous')}
      >
        <LineSvg className="size-4" strokeLinecap="round" strokeLinejoin="round">
          <path d="M15 6l-6 6 6 6" />
        </LineSvg>
      </button>
      {pageRange(page, totalPages).map((n) => (
        <button
          type="button"
          key={n}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onChange(n)}
          className={`${cell} tabular-nums ${n === page ? 'bg-accent text-accent-contrast' : 'text-muted hover:bg-surface-2 hover:text-fg'}`}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={step}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        aria-label={t('pager.next')}
      >
        <LineSvg className="size-4" strokeLinecap="round" strokeLinejoin="round">
          <path d="M9 6l6 6-6 6" />
        </LineSvg>
      </button>
    </nav>
  );
}
