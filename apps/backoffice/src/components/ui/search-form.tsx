import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons.tsx';

/** The search strip over a list: a bounded box and a Search button; submits the trimmed text. */
export function SearchForm({
  initial,
  onSearch,
  maxLength,
  label,
  placeholder,
  testId,
}: {
  initial: string;
  onSearch: (q: string) => void;
  maxLength: number;
  label: string;
  placeholder: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  return (
    <form
      className="flex gap-2 border-b border-line p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <label className="flex h-9 min-w-0 flex-1 items-center gap-2 rounded-md border border-line bg-surface-2 px-3 focus-within:border-accent">
        <Icon name="search" className="size-4 shrink-0 text-faint" />
        <input
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={maxLength}
          data-testid={testId}
          aria-label={label}
          placeholder={placeholder}
          className="h-full min-w-0 flex-1 bg-transparent text-sm text-fg outline-none placeholder:text-faint"
        />
      </label>
      <Button type="submit" variant="secondary">
        {t('common.search')}
      </Button>
    </form>
  );
}
