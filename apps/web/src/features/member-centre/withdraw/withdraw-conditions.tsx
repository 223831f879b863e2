import { formatMoney } from '@tala/contract/money';
import type { TWithdrawReadiness } from '@tala/contract/payments/withdraw';
import { Button } from '@tala/ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { openMemberCentre } from '../../../lib/modal-store.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';

/** An amount inside a sentence never wraps between its symbol and its digits. */
function unbroken(money: string): string {
  return money.replace(' ', '\u00a0');
}

/**
 * What else a request needs, said before the player types an amount: a withdrawal channel, enough in
 * the main wallet for the smallest withdrawal, a request left today. Only unmet ones are shown.
 */
export function WithdrawConditions({ readiness }: { readiness: TWithdrawReadiness }) {
  const { t } = useTranslation('member');
  const symbol = useMoneySymbol();
  const unmet = new Set(
    readiness.requirements.filter((r) => r.kind === 'CONDITION' && !r.isMet).map((r) => r.key),
  );
  if (unmet.size === 0) return null;
  return (
    <ul className="space-y-2" data-testid="withdraw-conditions">
      {unmet.has('WITHDRAW_CHANNEL') ? (
        <Condition testId="withdraw-condition-WITHDRAW_CHANNEL">
          {t('withdraw.conditions.noChannel')}
        </Condition>
      ) : null}
      {unmet.has('MIN_BALANCE') && readiness.minAmount ? (
        <Condition
          testId="withdraw-condition-MIN_BALANCE"
          action={
            <Button size="sm" onClick={() => openMemberCentre('depositv2')}>
              {t('withdraw.conditions.deposit')}
            </Button>
          }
        >
          {t('withdraw.conditions.minBalance', {
            min: unbroken(formatMoney(readiness.minAmount, symbol)),
            balance: unbroken(formatMoney(readiness.balance, symbol)),
          })}
        </Condition>
      ) : null}
      {unmet.has('DAILY_REQUESTS') ? (
        <Condition testId="withdraw-condition-DAILY_REQUESTS">{t('withdraw.conditions.dailyUsed')}</Condition>
      ) : null}
    </ul>
  );
}

function Condition({
  children,
  action,
  testId,
}: {
  children: ReactNode;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <li
      className="flex flex-wrap items-center gap-3 rounded-xl border border-warning/30 bg-warning/10 px-3 py-2.5"
      data-testid={testId}
    >
      <Icon name="info" className="size-5 shrink-0 text-warning" />
      <p className="min-w-0 flex-1 text-sm text-muted">{children}</p>
      {action}
    </li>
  );
}
