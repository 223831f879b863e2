import type { TAdjustment } from '@tala/contract/backoffice/adjustments';
import { ZPositiveAmount } from '@tala/contract/backoffice/adjustments';
import { BO_PATHS, boPath } from '@tala/contract/backoffice/paths';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorNote } from '../../components/ui/card.tsx';
import { Select, TextArea, TextField } from '../../components/ui/field.tsx';
import { api } from '../../lib/api.ts';
import { money, newIdempotencyKey } from '../../lib/format.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';

const ZForm = z.object({
  direction: z.enum(['credit', 'debit']),
  amount: ZPositiveAmount,
  reason: z.string().trim().min(3).max(500),
  wallet: z.string().min(1).max(48),
});
type TForm = z.infer<typeof ZForm>;

/**
 * Manual credit/debit with a mandatory reason. One idempotency key per opening of the dialog, so a
 * double click or a retry after a timeout applies the adjustment once.
 */
export function AdjustDialog({
  open,
  onOpenChange,
  playerId,
  wallets,
  currency,
  threshold,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  playerId: string;
  wallets: string[];
  currency: string;
  threshold: string | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [key, setKey] = useState(newIdempotencyKey);
  const [result, setResult] = useState<TAdjustment | null>(null);
  const [error, setError] = useState<unknown>(null);
  const form = useForm<TForm>({
    resolver: zodResolver(ZForm),
    defaultValues: { direction: 'credit', amount: '', reason: '', wallet: 'MAIN' },
  });
  function reset(next: boolean) {
    if (!next) {
      form.reset();
      setResult(null);
      setError(null);
      setKey(newIdempotencyKey());
    }
    onOpenChange(next);
  }
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const adjustment = await api<TAdjustment>(
        'POST',
        boPath(BO_PATHS.playerAdjustments, { id: playerId }),
        { ...values, idempotencyKey: key },
      );
      setResult(adjustment);
      await queryClient.invalidateQueries({ queryKey: ['player', playerId] });
      await queryClient.invalidateQueries({ queryKey: ['adjustments'] });
    } catch (failure) {
      setError(failure);
    }
  });
  const errors = form.formState.errors;
  return (
    <Modal
      open={open}
      onOpenChange={reset}
      title={t('adjust.title')}
      description={threshold ? t('adjust.thresholdHint', { amount: money(threshold, currency) }) : undefined}
      testId="adjust-dialog"
      width={480}
    >
      {result ? (
        <div className="flex flex-col gap-3" data-testid="adjust-result">
          <p
            className={`rounded-md px-3 py-2 text-sm ${result.status === 'APPLIED' ? 'bg-success/12 text-success' : 'bg-warning/12 text-warning'}`}
          >
            {result.status === 'APPLIED'
              ? t('adjust.applied', { amount: money(result.amount, currency) })
              : t('adjust.pending', { amount: money(result.amount, currency) })}
          </p>
          <Button onClick={() => reset(false)}>{t('common.done')}</Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <div className="grid grid-cols-2 gap-3">
            <Select
              label={t('adjust.direction')}
              data-testid="adjust-direction"
              {...form.register('direction')}
            >
              <option value="credit">{t('adjust.credit')}</option>
              <option value="debit">{t('adjust.debit')}</option>
            </Select>
            <Select label={t('adjust.wallet')} {...form.register('wallet')}>
              {wallets.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </Select>
          </div>
          <TextField
            label={t('adjust.amount', { currency })}
            inputMode="decimal"
            placeholder="0.00"
            data-testid="adjust-amount"
            error={errors.amount ? t('validation.amount') : undefined}
            {...form.register('amount')}
          />
          <TextArea
            label={t('adjust.reason')}
            rows={3}
            data-testid="adjust-reason"
            className="[&_textarea]:font-sans [&_textarea]:text-sm"
            error={errors.reason ? t('validation.reason') : undefined}
            {...form.register('reason')}
          />
          <ErrorNote error={error} />
          <div className="flex justify-end gap-2 pt-1">
            <Button variant="secondary" onClick={() => reset(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" busy={form.formState.isSubmitting} data-testid="adjust-submit">
              {t('adjust.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
