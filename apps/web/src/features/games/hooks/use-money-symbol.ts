import { DEFAULT_CURRENCY_SYMBOL } from '@tala/contract/constants';
import { useSystemStatus } from '../../../lib/system-status.ts';

/** The merchant's currency symbol for MoneyText (seed 000 §9: default P). */
export function useMoneySymbol(): string {
  return useSystemStatus().data?.merchant.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;
}
