import type { ReactNode } from 'react';

/** A labelled seed, hash or number, in the monospace block every fair-play view shows them in. */
export function SeedRow({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId?: string;
}): ReactNode {
  return (
    <div className="seed-row">
      <span className="seed-label">{label}</span>
      <code className="seed-value" data-testid={testId}>
        {value}
      </code>
    </div>
  );
}
