import { HELP_LIMITS } from '@tala/contract/help/help-paths';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { helpLink } from '../../../lib/help-topics.ts';
import { isSearchable, useHelpSearch } from '../api/help-api.ts';

/**
 * The help centre's search box: the words go to the address (`?q=`), so a result list can be shared, reloaded and
 * left with the back button. Words too short to search are explained, not sent.
 */
export function HelpSearchForm({
  base,
  initial,
  large = false,
}: {
  base: string;
  initial: string;
  large?: boolean;
}) {
  const { t } = useTranslation('pages');
  const navigate = useNavigate();
  const id = useId();
  const [words, setWords] = useState(initial);
  const [tooShort, setTooShort] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = words.replace(/\s+/g, ' ').trim();
    if (!isSearchable(q)) return setTooShort(true);
    setTooShort(false);
    navigate(`${base}?q=${encodeURIComponent(q)}`);
  };
  return (
    <search>
      <form onSubmit={submit} className="flex flex-col gap-1.5" data-testid="help-search">
        <label htmlFor={id} className="sr-only">
          {t('help.searchLabel')}
        </label>
        <div
          className={`flex items-center gap-2 rounded-xl border border-line bg-surface-2 pl-3 transition-colors focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/25 ${large ? 'h-14' : 'h-11'}`}
        >
          {large ? <Icon name="search" className="size-5 shrink-0 text-muted" /> : null}
          <input
            id={id}
            type="search"
            value={words}
            maxLength={HELP_LIMITS.queryMax}
            placeholder={t('help.searchPlaceholder')}
            aria-invalid={tooShort || undefined}
            aria-describedby={tooShort ? `${id}-hint` : undefined}
            onChange={(event) => setWords(event.target.value)}
            className="h-full min-w-0 flex-1 bg-transparent text-sm text-fg outline-none placeholder:text-faint sm:text-base"
            data-testid="help-search-input"
          />
          {/* Beside an article the box is narrow: the button is its icon, named for screen readers. */}
          <button
            type="submit"
            aria-label={large ? undefined : t('help.searchButton')}
            className={`mr-1.5 grid shrink-0 place-items-center rounded-lg bg-accent text-sm font-bold text-accent-contrast hover:brightness-110 ${large ? 'h-11 px-5' : 'size-8'}`}
            data-testid="help-search-submit"
          >
            {large ? t('help.searchButton') : <Icon name="search" className="size-4" />}
          </button>
        </div>
        {tooShort ? (
          <p id={`${id}-hint`} role="alert" className="text-xs text-danger">
            {t('help.searchTooShort', { min: HELP_LIMITS.queryMin })}
          </p>
        ) : null}
      </form>
    </search>
  );
}

/** The articles the words were found in, in the reader's language: title, category and the text around the words. */
export function HelpResults({ base, words }: { base: string; words: string }) {
  const { t } = useTranslation('pages');
  const search = useHelpSearch(words);
  const title = (
    <h1 className="text-2xl font-black text-fg sm:text-3xl">{t('help.resultsTitle', { q: words })}</h1>
  );
  if (!isSearchable(words)) {
    return (
      <section className="space-y-4">
        {title}
        <p className="text-sm text-muted">{t('help.searchTooShort', { min: HELP_LIMITS.queryMin })}</p>
      </section>
    );
  }
  if (search.isPending) {
    return (
      <section className="space-y-4" aria-busy="true">
        {title}
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </section>
    );
  }
  const hits = search.data?.list ?? [];
  return (
    <section className="space-y-4" data-testid="help-results">
      {title}
      {search.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('help.loadFailed')}
        </p>
      ) : hits.length === 0 ? (
        <EmptyState icon="search" title={t('help.noResults', { q: words })} body={t('help.noResultsBody')} />
      ) : (
        <>
          <p className="text-sm text-muted">{t('help.resultsCount', { count: hits.length })}</p>
          <ol className="space-y-3">
            {hits.map((hit) => (
              <li key={hit.slug}>
                <Link
                  to={helpLink(hit.slug, base)}
                  lang={hit.lang}
                  className="group block rounded-2xl border border-line bg-surface p-4 transition-colors hover:border-accent/60 sm:p-5"
                  data-testid="help-result"
                >
                  <span className="text-xs font-bold tracking-wide text-accent uppercase">
                    {hit.categoryTitle}
                  </span>
                  <span className="mt-1 flex items-center justify-between gap-3 text-base font-bold text-fg group-hover:text-accent">
                    {hit.title}
                    <Icon name="chevron-right" className="size-4 shrink-0 text-muted" />
                  </span>
                  <span className="mt-1.5 line-clamp-2 block text-sm text-muted">{hit.snippet}</span>
                </Link>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
