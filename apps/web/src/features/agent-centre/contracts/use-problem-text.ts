import { formatMoney } from '@tala/contract/money';
import { useTranslation } from 'react-i18next';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import type { TProblem } from './terms-draft.ts';

/** A problem in the agent's words (an amount among its values written as money). */
export function useProblemText() {
  const { t } = useTranslation('agent');
  const symbol = useMoneySymbol();
  return (problem: TProblem | undefined) => {
    if (!problem) return undefined;
    const max = problem.values?.max;
    if (problem.key === 'terms.errors.amountMax' && typeof max === 'string')
      return t(problem.key, { max: formatMoney(max, symbol) });
    return t(problem.key, problem.values);
  };
}
