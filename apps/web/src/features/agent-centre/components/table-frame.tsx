import type { ReactNode } from 'react';

/** A column header of the agent centre's tables. */
export const HEAD_CELL = 'px-3 py-2.5 text-left text-[11px] font-semibold tracking-wide text-muted uppercase';

/**
 * A report table, shown from the width where its columns fit (`lg` or `xl`; cards stand in for it below
 * that): a rounded frame, a caption for screen readers, the header row, then the body rows.
 */
export function TableFrame({
  caption,
  testId,
  from,
  head,
  children,
}: {
  caption: string;
  testId: string;
  from: 'lg' | 'xl';
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      className={`hidden overflow-hidden rounded-2xl border border-line ${from === 'xl' ? 'xl:block' : 'lg:block'}`}
    >
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-2">
          <tr>{head}</tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
