import type { TRecallValue } from '@tala/contract/play-records/game-recall';
import { useTranslation } from 'react-i18next';

/**
 * The provider's round detail, drawn generically: text stays text (React escapes it; provider HTML is
 * never rendered), lists of plain values become chips, lists of lists a grid of columns (a slot's
 * reels), lists of like objects a small table, objects a definition list. Keys are the provider's
 * own words, made readable ("lineWins" → "Line wins"); they are not ours to translate.
 */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type TPlain = string | number | boolean | null;
const isPlain = (value: TRecallValue): value is TPlain => value === null || typeof value !== 'object';
const isObject = (value: TRecallValue): value is { [key: string]: TRecallValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function PlainText({ value }: { value: TPlain }) {
  const { t, i18n } = useTranslation('member');
  if (value === null) return <span className="text-faint">—</span>;
  if (typeof value === 'boolean') return <span>{value ? t('plays.yes') : t('plays.no')}</span>;
  if (typeof value === 'number')
    return <span className="tabular-nums">{value.toLocaleString(i18n.language)}</span>;
  return <span className="break-words">{value}</span>;
}

function Chips({ items }: { items: TPlain[] }) {
  if (items.length === 0) return <span className="text-faint">—</span>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
        <span key={index} className="rounded-md bg-surface-3 px-2 py-0.5 font-mono text-xs text-fg">
          <PlainText value={item} />
        </span>
      ))}
    </span>
  );
}

function Columns({ columns }: { columns: TPlain[][] }) {
  return (
    <span
      className="inline-flex max-w-full gap-1.5 overflow-x-auto rounded-lg bg-surface-2 p-1.5"
      data-testid="recall-grid"
    >
      {columns.map((column, c) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed grid, never reordered
        <span key={c} className="flex flex-col gap-1.5">
          {column.map((cell, r) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed grid, never reordered
              key={r}
              className="grid h-8 min-w-10 place-items-center rounded-md bg-surface px-1.5 font-mono text-xs font-semibold text-fg"
            >
              <PlainText value={cell} />
            </span>
          ))}
        </span>
      ))}
    </span>
  );
}

function ObjectTable({ rows }: { rows: Array<{ [key: string]: TRecallValue }> }) {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].slice(0, 8);
  return (
    <div className="max-w-full overflow-x-auto rounded-lg border border-line">
      <table className="w-full text-xs">
        <thead className="bg-surface-2 text-muted">
          <tr>
            {keys.map((key) => (
              <th key={key} className="px-2.5 py-1.5 text-left font-semibold whitespace-nowrap">
                {humanizeKey(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
            <tr key={index}>
              {keys.map((key) => (
                <td key={key} className="px-2.5 py-1.5 align-top text-fg">
                  <RecallValue value={row[key] ?? null} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export type TDetailEntry = { key: string; value: TRecallValue; label?: string };

/**
 * Label / value rows, nested values drawn the same way. `label` is ours (translated) and shown as is;
 * otherwise the provider's key is made readable. On phones a plain value sits beside its label and a
 * nested one below it; wider screens line all of them up in two columns.
 */
export function DetailList({ entries }: { entries: TDetailEntry[] }) {
  return (
    <dl className="grid grid-cols-1 gap-y-2.5 text-sm sm:grid-cols-[minmax(7rem,max-content)_1fr] sm:gap-x-4 sm:gap-y-2">
      {entries.map((entry) => {
        const plain = isPlain(entry.value);
        return (
          <div
            key={entry.key}
            className={`flex min-w-0 sm:contents ${plain ? 'items-baseline justify-between gap-3' : 'flex-col gap-1.5'}`}
          >
            <dt className="shrink-0 text-muted sm:pt-0.5">{entry.label ?? humanizeKey(entry.key)}</dt>
            <dd className={`min-w-0 text-fg ${plain ? 'text-right sm:text-left' : ''}`}>
              <RecallValue value={entry.value} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

export function RecallValue({ value }: { value: TRecallValue }) {
  if (isPlain(value)) return <PlainText value={value} />;
  if (Array.isArray(value)) {
    if (value.every(isPlain)) return <Chips items={value} />;
    if (value.every((item) => Array.isArray(item) && item.every(isPlain))) {
      return <Columns columns={value as TPlain[][]} />;
    }
    if (value.every(isObject)) return <ObjectTable rows={value} />;
    return <DetailList entries={value.map((item, index) => ({ key: `#${index + 1}`, value: item }))} />;
  }
  const entries = Object.entries(value).map(([key, item]) => ({ key, value: item }));
  if (entries.length === 0) return <span className="text-faint">—</span>;
  return (
    <div className="max-w-full overflow-x-auto rounded-lg border border-line bg-surface-2/60 p-2.5">
      <DetailList entries={entries} />
    </div>
  );
}
