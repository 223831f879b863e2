import type { TBankAccount } from '@tala/contract/security/bank-accounts';
import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { FormError, useErrorText } from '../../../components/centre/form-error.tsx';
import { Panel, PanelError, PanelSkeleton } from '../../../components/centre/panel.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  useAddBankAccount,
  useBankAccounts,
  useBankNames,
  useRemoveBankAccount,
} from '../api/security-api.ts';

/** Bank accounts for withdrawals: payee is always the member's real name (so it is not asked for). */
export function BankAccountsPanel() {
  const { t } = useTranslation('member');
  const accounts = useBankAccounts();
  const errorText = useErrorText();
  const [adding, setAdding] = useState(false);
  if (accounts.isPending) return <PanelSkeleton rows={2} />;
  if (!accounts.data) {
    return (
      <PanelError
        message={errorText(accounts.error)}
        onRetry={() => void accounts.refetch()}
        retryLabel={t('retry')}
      />
    );
  }
  const { list, max } = accounts.data;
  const canAdd = list.length < max;
  return (
    <Panel
      title={t('banks.title', { count: list.length, max })}
      icon="wallet"
      testId="bank-accounts"
      action={
        canAdd && !adding ? (
          <Button size="sm" onClick={() => setAdding(true)} data-testid="bank-add-open">
            {t('banks.add')}
          </Button>
        ) : null
      }
    >
      {adding ? <AddBankForm onDone={() => setAdding(false)} /> : null}
      {list.length === 0 && !adding ? (
        <EmptyState icon="wallet" title={t('banks.empty')} body={t('banks.emptyBody')} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="bank-list">
          {list.map((account) => (
            <BankCard key={account.id} account={account} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function BankCard({ account }: { account: TBankAccount }) {
  const { t } = useTranslation('member');
  const remove = useRemoveBankAccount();
  const errorText = useErrorText();
  const [confirming, setConfirming] = useState(false);
  return (
    <li
      className="relative overflow-hidden rounded-2xl bg-[linear-gradient(135deg,var(--surface-3),var(--surface-2))] p-4 ring-1 ring-line"
      data-testid="bank-card"
    >
      <div className="pointer-events-none absolute -right-8 -bottom-12 size-28 rounded-full bg-brand/10" />
      <div className="relative flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-bold text-fg">{account.bankName}</p>
          <p className="truncate text-xs text-muted">{account.accountName}</p>
        </div>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="rounded-lg px-2 py-1 text-xs font-semibold text-danger hover:bg-danger/10"
          data-testid="bank-remove"
        >
          {t('banks.remove')}
        </button>
      </div>
      <p className="mt-6 font-mono text-lg tracking-[0.2em] text-fg">{account.accountNumber}</p>
      {remove.error ? <p className="mt-2 text-xs text-danger">{errorText(remove.error)}</p> : null}
      <ConfirmDialog
        open={confirming}
        title={t('banks.removeTitle')}
        html={t('banks.removeBody')}
        icon="warning"
        confirmText={t('banks.remove')}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(account.id);
        }}
      />
    </li>
  );
}

type TBankForm = { bankCode: string; accountNumber: string };

/** Binds a bank account (the payee is the real name); used here and in the withdrawal checklist. */
export function AddBankForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('member');
  const names = useBankNames(true);
  const add = useAddBankAccount();
  const { register, handleSubmit, formState } = useForm<TBankForm>({
    defaultValues: { bankCode: '', accountNumber: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const ok = await add.mutateAsync(values).then(
      () => true,
      () => false,
    );
    if (ok) onDone();
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mb-5 space-y-3 rounded-xl border border-accent/40 bg-accent/5 p-4"
      data-testid="bank-add-form"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1.5">
          <span className="text-xs font-medium text-muted">{t('banks.bankName')}</span>
          <span className="relative">
            <select
              className="h-11 w-full appearance-none rounded-lg border border-line bg-surface-2 px-3 pr-9 text-sm text-fg outline-none focus:border-accent"
              data-testid="bank-name"
              {...register('bankCode', { required: true })}
            >
              <option value="">{t('banks.choose')}</option>
              {(names.data?.banks ?? []).map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
            </select>
            <Icon
              name="chevron-down"
              className="pointer-events-none absolute top-3 right-3 size-4 text-muted"
            />
          </span>
          {formState.errors.bankCode ? (
            <span className="text-xs text-danger">{t('validation.required')}</span>
          ) : null}
        </label>
        <TextField
          label={t('banks.accountNumber')}
          inputMode="numeric"
          data-testid="bank-number"
          error={formState.errors.accountNumber ? t('banks.numberRule') : undefined}
          {...register('accountNumber', { pattern: /^\d{6,30}$/, required: true })}
        />
      </div>
      <p className="text-xs text-muted">{t('banks.payeeHint')}</p>
      <FormError error={add.error} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" busy={add.isPending} data-testid="bank-add-submit">
          {t('banks.save')}
        </Button>
      </div>
    </form>
  );
}
