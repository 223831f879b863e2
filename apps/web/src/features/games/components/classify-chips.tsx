import { useTranslation } from 'react-i18next';
import type { TClassifyCount } from '../hooks/use-catalogue.ts';

/** Filter chips from the vassal game type call: "all types" and one per classify with its count. */
export function ClassifyChips({
  classifies,
  value,
  onChange,
}: {
  classifies: readonly TClassifyCount[];
  value: string | null;
  onChange: (classify: string | null) => void;
}) {
  const { t } = useTranslation('games');
  if (classifies.length < 2 && value === null) return null;
  const chip = (active: boolean) =>
    `inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-3 text-xs font-semibold whitespace-nowrap transition-colors ${
      active
        ? 'border-brand bg-brand text-brand-contrast'
        : 'border-line bg-surface text-muted hover:border-brand/60 hover:text-fg'
    }`;
  return (
    <fieldset className="min-w-0" data-testid="classify-chips">
      <legend className="sr-only">{t('filters.label')}</legend>
      <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 [scrollbar-width:none]">
        <button
          type="button"
          aria-pressed={value === null}
          onClick={() => onChange(null)}
          className={chip(value === null)}
        >
          {t('filters.all')}
        </button>
        {classifies.map((entry) => (
          <button
            key={entry.gameClassify}
            type="button"
            aria-pressed={value === entry.gameClassify}
            data-classify={entry.gameClassify}
            onClick={() => onChange(entry.gameClassify)}
            className={chip(value === entry.gameClassify)}
          >
            {entry.name}
            <span className={`tabular-nums ${value === entry.gameClassify ? 'opacity-80' : 'text-faint'}`}>
              {entry.count}
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
