import { GAME_SEARCH_MAX_LENGTH } from '@tala/contract/games/games-constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Typing settles for this long before the list is asked again, so each keystroke is not a request. */
const SEARCH_SETTLE_MS = 300;

/**
 * The search text as typed, committed after typing pauses. Text this box sent itself is not written back
 * when it returns as `value`, so what was typed meanwhile stays.
 */
function useSettledSearch(value: string, onSearch: (text: string) => void) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  // The latest handler, so a parent re-render (a new onSearch) does not restart the settle timer.
  const handler = useRef(onSearch);
  handler.current = onSearch;
  const commit = useCallback((next: string) => {
    committed.current = next;
    handler.current(next);
  }, []);
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === committed.current) return;
    const timer = setTimeout(() => commit(text.trim()), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text, commit]);
  return { text, setText, commit };
}

/** The game search: commits the trimmed text after typing pauses, or at once on Enter. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('games');
  const { text, setText, commit } = useSettledSearch(value, onSearch);
  return (
    <search className="relative block w-full sm:max-w-sm">
      <form
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          commit(text.trim());
        }}
      >
        <svg
          viewBox="0 0 24 24"
          className="pointer-events-none absolute top-1/2 left-3.5 size-[18px] -translate-y-1/2 text-faint"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" />
        </svg>
        <input
          type="search"
          value={text}
          maxLength={GAME_SEARCH_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          data-testid="game-search"
          enterKeyHint="search"
          className="h-11 w-full rounded-xl border border-line bg-surface pr-10 pl-10 text-sm text-fg placeholder:text-faint focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {text ? (
          <button
            type="button"
            onClick={() => {
              setText('');
              commit('');
            }}
            aria-label={t('search.clear')}
            title={t('search.clear')}
            className="absolute top-1/2 right-2 grid size-7 -translate-y-1/2 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
      </form>
    </search>
  );
}
