import type { ReactNode } from 'react';
import { t } from '../shared/i18n.ts';

/** One check's outcome, in words: what the verify page and a round's proof card say of each check. */
export function Verdict({
  isGood,
  good,
  bad,
  testId,
}: {
  isGood: boolean;
  good: string;
  bad: string;
  testId?: string;
}): ReactNode {
  return (
    <p className={`verdict ${isGood ? 'is-good' : 'is-bad'}`} data-testid={testId} data-good={isGood}>
      {isGood ? t(good) : t(bad)}
    </p>
  );
}
