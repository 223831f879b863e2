import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchForm } from './search-form.tsx';
import { FilterTabs } from './tabs.tsx';

/** A list's username search, status filter and page: a new search or filter starts again at page 1. */
export function useListFilters<T extends string>() {
  const [username, setUsername] = useState('');
  const [status, setStatus] = useState<T | ''>('');
  const [page, setPage] = useState(1);
  return {
    username,
    status,
    page,
    setPage,
    search: (next: string) => {
      setUsername(next);
      setPage(1);
    },
    filter: (next: T | '') => {
      setStatus(next);
      setPage(1);
    },
  };
}

/** The search strip and the status tabs over a list kept by `useListFilters` ('' is every status). */
export function ListFilters<T extends string>({
  filters,
  statuses,
  labelOf,
  statusLabel,
  search,
}: {
  filters: ReturnType<typeof useListFilters<T>>;
  statuses: readonly T[];
  labelOf: (status: T) => string;
  statusLabel: string;
  search: { label: string; placeholder: string; testId: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <SearchForm initial={filters.username} onSearch={filters.search} maxLength={32} {...search} />
      <FilterTabs
        values={['', ...statuses]}
        value={filters.status}
        onChange={(next) => filters.filter(statuses.find((value) => value === next) ?? '')}
        labelOf={(value) => (value ? labelOf(value as T) : t('common.all'))}
        label={statusLabel}
      />
    </>
  );
}
