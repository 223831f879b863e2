import { Fragment, type ReactNode } from 'react';
import { TABLE } from './card.tsx';

export type TColumn<T> = {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  align?: 'right';
  /** The card's headline on phones (shown large, without its label). */
  primary?: boolean;
};

type TActions<T> = { label: string; render: (row: T) => ReactNode };

/**
 * Rows as a table from `md` up and as stacked cards on phones, from one column list: a wide table
 * scrolled sideways hides the columns staff need most (amount, actions) at 390 px.
 *
 * `detail` (optional) adds content under a row: a full-width table row on desktop, the foot of the
 * card on phones. Return null for rows without one; the caller owns any open/closed state, since
 * both layouts are rendered and must agree.
 */
export function DataList<T>({
  rows,
  columns,
  rowKey,
  empty,
  actions,
  detail,
  testId,
}: {
  rows: T[];
  columns: TColumn<T>[];
  rowKey: (row: T) => string;
  empty: string;
  actions?: TActions<T>;
  detail?: (row: T) => ReactNode;
  testId?: string;
}) {
  if (rows.length === 0) return <p className="px-4 py-10 text-center text-sm text-faint">{empty}</p>;
  return (
    <>
      <div className={`${TABLE.wrap} hidden md:block`}>
        <table className={TABLE.table} data-testid={testId}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  className={`${TABLE.th} ${column.align === 'right' ? 'text-right' : ''}`}
                >
                  {column.label}
                </th>
              ))}
              {actions ? (
                <th className={TABLE.th}>
                  <span className="sr-only">{actions.label}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Fragment key={rowKey(row)}>
                <TableRow row={row} columns={columns} actions={actions} rowKey={rowKey} />
                <DetailRow
                  content={detail?.(row)}
                  colSpan={columns.length + (actions ? 1 : 0)}
                  rowKey={rowKey(row)}
                />
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-2 p-2 md:hidden" data-testid={testId ? `${testId}-cards` : undefined}>
        {rows.map((row) => (
          <RowCard
            key={rowKey(row)}
            row={row}
            columns={columns}
            actions={actions}
            detail={detail}
            rowKey={rowKey}
          />
        ))}
      </ul>
    </>
  );
}

type TRowProps<T> = {
  row: T;
  columns: TColumn<T>[];
  actions?: TActions<T>;
  rowKey: (row: T) => string;
};

function TableRow<T>({ row, columns, actions, rowKey }: TRowProps<T>) {
  return (
    <tr className={TABLE.row} data-row={rowKey(row)}>
      {columns.map((column) => (
        <td
          key={column.key}
          className={`${TABLE.td} ${column.align === 'right' ? 'tabular text-right' : ''}`}
        >
          {column.render(row)}
        </td>
      ))}
      {actions ? (
        <td className={`${TABLE.td} text-right`}>
          <div className="flex justify-end gap-1.5">{actions.render(row)}</div>
        </td>
      ) : null}
    </tr>
  );
}

// Rendered only when there is content, so row locators (`tbody tr`) still count one row per item.
function DetailRow({ content, colSpan, rowKey }: { content: ReactNode; colSpan: number; rowKey: string }) {
  if (isBlank(content)) return null;
  return (
    <tr data-row-detail={rowKey}>
      <td colSpan={colSpan} className="border-b border-line/60 bg-surface-2/40 px-3 py-3">
        {content}
      </td>
    </tr>
  );
}

function RowCard<T>({
  row,
  columns,
  actions,
  detail,
  rowKey,
}: TRowProps<T> & { detail?: (row: T) => ReactNode }) {
  const extra = detail?.(row);
  // The primary value titles the card above its list: a <dl> holds only label/value pairs.
  return (
    <li className="min-w-0 rounded-lg border border-line bg-surface-2/40 p-3" data-row={rowKey(row)}>
      {columns
        .filter((column) => column.primary)
        .map((column) => (
          <div key={column.key} className="mb-1.5 text-base font-semibold text-fg">
            {column.render(row)}
          </div>
        ))}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-[13px]">
        {columns
          .filter((column) => !column.primary)
          .map((column) => (
            <div key={column.key} className="contents">
              <dt className="text-xs text-faint">{column.label}</dt>
              <dd className="min-w-0 text-right break-words text-fg">{column.render(row)}</dd>
            </div>
          ))}
      </dl>
      <CardActions content={actions?.render(row)} />
      {isBlank(extra) ? null : <div className="mt-3 min-w-0 border-t border-line/60 pt-3">{extra}</div>}
    </li>
  );
}

function CardActions({ content }: { content: ReactNode }) {
  return isBlank(content) ? null : <div className="mt-3 flex flex-wrap justify-end gap-1.5">{content}</div>;
}

function isBlank(content: ReactNode): boolean {
  return content === null || content === undefined || (Array.isArray(content) && content.length === 0);
}
