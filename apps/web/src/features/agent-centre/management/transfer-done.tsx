import type { TTeamMember } from '@tala/contract/agent/team';
import { Button } from '@tala/ui/button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { InfoRows } from '../../../components/centre/panel.tsx';
import { Money } from '../../../components/centre/play-money.tsx';
import type { TTeamTransferResult } from '../api/team-mutations.ts';

/** What the transfer did: the amount and payee, the agent's main balance after it, the ledger reference. */
export function TransferDone({
  member,
  result,
  amount,
  onClose,
}: {
  member: TTeamMember;
  result: TTeamTransferResult;
  amount: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('agent');
  const heading = useRef<HTMLParagraphElement>(null);
  // The form is gone: focus goes to the outcome, so a screen reader hears it first.
  useEffect(() => heading.current?.focus(), []);
  const main =
    result.balance.wallets.find((wallet) => wallet.code === 'MAIN')?.balance ?? result.balance.sumBalance;
  return (
    <div className="space-y-4" data-testid="team-transfer-done">
      <div className="flex flex-col items-center gap-2 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-success text-success-contrast shadow-[0_8px_24px_-8px_var(--success)]">
          <Icon name="check" className="size-7" />
        </span>
        <p ref={heading} tabIndex={-1} className="text-lg font-bold text-fg outline-none">
          {t('transfer.done')}
        </p>
        <p className="text-sm text-muted">
          {t('transfer.doneSent', { name: member.username })}{' '}
          <Money amount={amount} className="font-bold text-fg" />
        </p>
      </div>
      <InfoRows
        rows={[
          { label: t('transfer.toLabel'), value: member.username },
          { label: t('transfer.amount'), value: <Money amount={amount} /> },
          { label: t('transfer.newMain'), value: <Money amount={main} />, testId: 'team-transfer-new-main' },
          { label: t('transfer.reference'), value: `#${result.transactionId}` },
        ]}
      />
      {result.replayed ? <p className="text-xs text-muted">{t('transfer.replayed')}</p> : null}
      <Button size="lg" className="w-full" defaultAction onClick={onClose} data-testid="team-transfer-close">
        {t('transfer.close')}
      </Button>
    </div>
  );
}
