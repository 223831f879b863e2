import type { TPointsRates } from '@tala/contract/loyalty/points';
import { formatMoney } from '@tala/contract/money';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/centre/form-error.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { newRequestId, useConvertPoints } from '../../lib/points-queries.ts';
import { useMoneySymbol } from '../../lib/use-money-symbol.ts';
import { formatPoints } from './points-format.ts';
import { SpendPasswordField, SpendTotal } from './spend-fields.tsx';

/** What `points` whole points convert to at the rate, as a decimal string, or null when not a whole number of cents. */
export function cashFor(points: number, perUnit: number): string | null {
  const cents = (points * 100) / perUnit;
  return Number.isInteger(cents) ? (cents / 100).toFixed(2) : null;
}

/** Points to money on MAIN (seed 001 §5: password-checked), at the merchant's rate, from its minimum. */
export function ConvertDialog({
  balance,
  rates,
  onClose,
}: {
  balance: string;
  rates: TPointsRates;
  onClose: () => void;
}) {
  const { t } = useTranslation('pages');
  const symbol = useMoneySymbol();
  const convert = useConvertPoints();
  const [requestId, setRequestId] = useState(newRequestId);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [paid, setPaid] = useState<string | null>(null);
  const whole = /^\d{1,12}$/.test(amount) ? Number(amount) : null;
  const cash = whole === null ? null : cashFor(whole, rates.convertPointsPerUnit);
  const all = Math.floor(Number(balance));
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('points.convert.title')}
      width={480}
      testId="convert-dialog"
    >
      <div className="space-y-4">
        <p className="text-sm text-muted">
          {t('points.convert.rate', {
            points: rates.convertPointsPerUnit,
            cash: formatMoney('1.00', symbol),
            min: formatPoints(rates.convertMinPoints),
          })}
        </p>
        {paid ? (
          <div className="space-y-3 text-center" data-testid="convert-done">
            <p className="text-lg font-bold text-fg">
              {t('points.convert.done', { cash: formatMoney(paid, symbol) })}
            </p>
            <Button className="w-full" onClick={onClose}>
              {t('points.redeem.close')}
            </Button>
          </div>
        ) : (
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              convert.mutate(
                { points: amount, withdrawPassword: password, requestId },
                { onSuccess: (answer) => setPaid(answer.cash) },
              );
            }}
          >
            <TextField
              label={t('points.convert.points')}
              value={amount}
              inputMode="numeric"
              required
              hint={t('points.convert.available', { points: formatPoints(balance) })}
              onChange={(event) => {
                setAmount(event.target.value.replace(/\D/g, '').slice(0, 12));
                setRequestId(newRequestId());
              }}
              trailing={
                <button
                  type="button"
                  className="text-xs font-semibold text-accent"
                  onClick={() => setAmount(String(all))}
                >
                  {t('points.convert.all')}
                </button>
              }
            />
            <SpendPasswordField value={password} onChange={setPassword} />
            <SpendTotal
              label={t('points.convert.youGet')}
              value={cash ? formatMoney(cash, symbol) : '—'}
              testId="convert-cash"
            />
            <FormError error={convert.error} />
            <Button
              type="submit"
              className="w-full"
              disabled={convert.isPending || !cash || password.length === 0}
            >
              {t('points.convert.submit')}
            </Button>
          </form>
        )}
      </div>
    </Modal>
  );
}
