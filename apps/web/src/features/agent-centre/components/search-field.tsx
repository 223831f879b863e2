import { Button } from '@tala/ui/button';
import { LineSvg } from '@tala/ui/line-svg';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

/**
 * A username search, sent on Enter or the button (not on every key: each search is a call); a search in
 * force can be cleared. `value` is the search in force, the box may hold the next one.
 */
export function SearchField({
  label,
  value,
  onSearch,
  testId,
  className = '',
}: {
  label: string;
  value: string;
  onSearch: (username: string) => void;
  testId: string;
  className?: string;
}) {
  const { t } = useTranslation('agent');
  const [text, setText] = useState(value);
  return (
    <form
      className={`flex items-end gap-2 ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        leading={<SearchGlyph />}
        className="min-w-0 flex-1"
        data-testid={testId}
      />
      <Button type="submit" variant="secondary" className="h-11" data-testid={`${testId}-submit`}>
        {t('search.submit')}
      </Button>
      {value ? (
        <Button
          variant="ghost"
          className="h-11 px-3"
          onClick={() => {
            setText('');
            onSearch('');
          }}
          aria-label={t('search.clear')}
          title={t('search.clear')}
          data-testid={`${testId}-clear`}
        >
          <Icon name="close" className="size-4" />
        </Button>
      ) : null}
    </form>
  );
}

/** A magnifier, drawn here rather than in the shared icon set, which every visitor's first load carries. */
function SearchGlyph() {
  return (
    <LineSvg className="size-4 shrink-0 text-faint" strokeWidth="1.8" strokeLinecap="round">
      <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" />
    </LineSvg>
  );
}
