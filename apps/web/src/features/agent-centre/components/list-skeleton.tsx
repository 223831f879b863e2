import { Skeleton } from '../../../components/ui/skeleton.tsx';

const ROW_KEYS = ['a', 'b', 'c', 'd', 'e'] as const;

/** A list on its way: row-shaped blocks where the rows will be. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="space-y-2" data-testid="agent-loading">
      {ROW_KEYS.slice(0, rows).map((key) => (
        <Skeleton key={key} className="h-16" />
      ))}
    </div>
  );
}
