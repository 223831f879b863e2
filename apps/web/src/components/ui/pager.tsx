import { useTranslation } from 'react-i18next';
import { Icon } from '../art/ui-icons.tsx';

/** Page numbers around the current page (seed 001 §9: the pager shows one page range). */
function pageRange(page: number, totalPages: number, span = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(span / 2), totalPages - span + 1));
  const end = Math.min(totalPages, start + span - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

export function Pager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  const cell = 'grid size-9 place-items-center rounded-lg text-sm font-semibold transition-colors';
  return (
    <nav
      aria-label={t('pager.label')}
      className="flex items-center justify-center gap-1.5"
      data-testid="pager"
    >
      <button
        type="button"
        className={`${cell} text-muted hover:bg-surface-2 hover:text-fg disabled:opacity-40`}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('pager.previous')}
      >
        <Icon name="chevron-left" className="size-4" />
      </button>
      {pageRange(page, totalPages).map((n) => (
        <button
          type="button"
          key={n}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onChange(n)}
          className={`${cell} ${n === page ? 'bg-accent text-accent-contrast' : 'text-muted hover:bg-surface-2 hover:text-fg'}`}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={`${cell} text-muted hover:bg-surface-2 hover:text-fg disabled:opacity-40`}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        aria-label={t('pager.next')}
      >
        <Icon name="chevron-right" className="size-4" />
      </button>
    </nav>
  );
}
