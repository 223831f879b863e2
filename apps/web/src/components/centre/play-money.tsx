import { useMoneySymbol } from '../../lib/use-money-symbol.ts';
import { MoneyText } from '../ui/money-text.tsx';

/** An amount from the server (decimal string), with the merchant's symbol. */
export function Money({ amount, className = '' }: { amount: string; className?: string }) {
  return <MoneyText amount={amount} symbol={useMoneySymbol()} className={className} />;
}

export function profitTone(amount: string): string {
  if (/^-?0\.00$/.test(amount)) return 'text-muted';
  return amount.startsWith('-') ? 'text-danger' : 'text-success';
}

/** Profit or loss: a sign, and green for a gain, red for a loss, plain for even. */
export function ProfitText({ amount, className = '' }: { amount: string; className?: string }) {
  const gain = !amount.startsWith('-') && !/^0\.00$/.test(amount);
  return (
    <span className={`font-bold tabular-nums ${profitTone(amount)} ${className}`} data-testid="profit-amount">
      {gain ? '+' : ''}
      <Money amount={amount} />
    </span>
  );
}
