import type { TTeamMember } from '@tala/contract/agent/team';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { AmountField, amountProblem } from '../../../components/centre/amount-field.tsx';
import { FormError } from '../../../components/centre/form-error.tsx';
import { Money } from '../../../components/centre/play-money.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useBalance } from '../../../lib/member-queries.ts';
import { openMemberCentre } from '../../../lib/modal-store.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { type TTeamTransferResult, useTeamTransfer } from '../api/team-mutations.ts';
import { TransferDone } from './transfer-done.tsx';

const QUICK_AMOUNTS = ['100.00', '500.00', '1000.00'] as const;

/**
 * Transfer to a member of the team: from the agent's main wallet to the member's, with the agent's
 * withdrawal password. One idempotency key per intended transfer, as the upline transfer keeps it: a retry
 * after a network failure sends the same key (the money moves once), a new amount or a done transfer a new one.
 */
export function TeamTransferDialog({ member, onClose }: { member: TTeamMember | null; onClose: () => void }) {
  const { t } = useTranslation('agent');
  return (
    <Modal
      open={member !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('transfer.title')}
      width={480}
      testId="team-transfer-dialog"
    >
      {member ? <TransferForm key={member.id} member={member} onClose={onClose} /> : null}
    </Modal>
  );
}

function TransferForm({ member, onClose }: { member: TTeamMember; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const balance = useBalance();
  const transfer = useTeamTransfer();
  const idem = useIdempotencyKey();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState<{ result: TTeamTransferResult; amount: string } | null>(null);
  const main = balance.data?.wallets.find((wallet) => wallet.code === 'MAIN')?.balance ?? '0.00';
  const problem = amountProblem(amount, undefined, main);
  if (done) return <TransferDone member={member} {...done} onClose={onClose} />;
  function submit() {
    setTouched(true);
    if (problem || !password) return;
    const sent = amount.trim();
    transfer.mutate(
      { memberId: member.id, amount: sent, paymentPassword: password, idempotencyKey: idem.key() },
      {
        onSuccess: (result) => {
          idem.renew();
          setDone({ result, amount: sent });
        },
        onSettled: () => setPassword(''),
      },
    );
  }
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Parties member={member} main={main} />
      <AmountField
        value={amount}
        onChange={(next) => {
          setAmount(next);
          idem.renew();
        }}
        quick={QUICK_AMOUNTS.filter((quick) => amountProblem(quick, undefined, main) === null)}
        error={touched && problem ? t(problem) : undefined}
        testId="team-transfer-amount"
      />
      <TextField
        type="password"
        autoComplete="off"
        label={t('transfer.password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={touched && !password ? t('transfer.passwordRequired') : undefined}
        data-testid="team-transfer-password"
      />
      <FormError error={transfer.error} />
      {transfer.error instanceof ApiError && transfer.error.code === 'SEC_WITHDRAW_PASSWORD_NOT_SET' ? (
        <Button variant="secondary" className="w-full" onClick={() => openMemberCentre('securityCenter')}>
          {t('transfer.setPassword')}
        </Button>
      ) : null}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        busy={transfer.isPending}
        data-testid="team-transfer-submit"
      >
        {t('transfer.submit')}
      </Button>
    </form>
  );
}

/** From the agent's main wallet to the member: who, and what each holds now. */
function Parties({ member, main }: { member: TTeamMember; main: string }) {
  const { t } = useTranslation('agent');
  return (
    <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 rounded-2xl bg-surface-2 p-3">
      <div className="min-w-0 rounded-xl bg-surface px-3 py-2">
        <p className="text-[11px] font-semibold tracking-wide text-faint uppercase">{t('transfer.from')}</p>
        <p className="truncate text-sm font-bold text-fg">{t('transfer.myMain')}</p>
        <p className="truncate text-xs text-muted" data-testid="team-transfer-main">
          <Money amount={main} />
        </p>
      </div>
      <span
        className="grid size-8 place-items-center rounded-full bg-accent text-accent-contrast"
        aria-hidden="true"
      >
        <Icon name="arrow-right" className="size-4" />
      </span>
      <div className="min-w-0 rounded-xl bg-surface px-3 py-2">
        <p className="text-[11px] font-semibold tracking-wide text-faint uppercase">
          {t('transfer.toLabel')}
        </p>
        <p className="truncate text-sm font-bold text-fg" data-testid="team-transfer-payee">
          {member.username}
        </p>
        <p className="truncate text-xs text-muted">
          <Money amount={member.balance} />
        </p>
      </div>
    </div>
  );
}
