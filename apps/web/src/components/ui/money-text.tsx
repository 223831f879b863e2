import { formatMoney } from '@tala/contract/money';

/** A decimal-string amount shown with two decimals, thousands separators and the merchant's symbol. */
export function MoneyText({
  amount,
  symbol,
  className = '',
}: {
  amount: string;
  symbol: string;
  className?: string;
}) {
  return <span className={`tabular-nums ${className}`}>{formatMoney(amount, symbol)}</span>;
}
