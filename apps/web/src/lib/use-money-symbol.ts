import { DEFAULT_CURRENCY_SYMBOL } from '@tala/contract/constants';
import { useSystemStatus } from './system-status.ts';

/**
 * The merchant's currency symbol (seed 000 §9: default P), for MoneyText and formatMoney: every amount
 * on the site is written "P 1,234.50" with this one symbol.
 */
export function useMoneySymbol(): string {
  return useSystemStatus().data?.merchant.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;
}
