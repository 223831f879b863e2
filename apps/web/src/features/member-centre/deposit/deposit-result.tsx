import type { TDepositCreated } from '@tala/contract/payments/deposit';
import { Button } from '@tala/ui/button';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { CopyButton } from '../../../components/centre/copy-button.tsx';
import { FormError, FormSuccess } from '../../../components/centre/form-error.tsx';
import { Panel } from '../../../components/centre/panel.tsx';
import { MoneyText } from '../../../components/ui/money-text.tsx';
import { useBalance } from '../../../lib/member-queries.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import { uploadDepositReceipt } from '../api/payments-api.ts';
import { imageProblem } from '../hooks/check-image.ts';

/** Bank transfer: where to pay, the reference to quote, and an optional receipt upload. */
export function BankTransferResult({ created, onAgain }: { created: TDepositCreated; onAgain: () => void }) {
  const { t } = useTranslation('member');
  const symbol = useMoneySymbol();
  const bank = created.bankAccount;
  const rows: Array<{ key: string; value: string; display?: React.ReactNode }> = [
    ...(bank
      ? [
          { key: 'bankName', value: bank.bankName },
          { key: 'accountName', value: bank.accountName },
          { key: 'accountNumber', value: bank.accountNumber },
        ]
      : []),
    {
      key: 'amount',
      value: created.deposit.amount,
      display: <MoneyText amount={created.deposit.amount} symbol={symbol} />,
    },
    { key: 'reference', value: created.deposit.reference },
  ];
  return (
    <div className="space-y-4" data-testid="deposit-bank-result">
      <Panel title={t('deposit.bank.title')} icon="wallet">
        <p className="mb-4 text-sm text-muted">{t('deposit.bank.hint')}</p>
        <ul className="divide-y divide-line rounded-xl border border-line">
          {rows.map((row) => (
            <li key={row.key} className="flex items-center gap-3 px-3 py-2.5">
              <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-3">
                <span className="block text-xs text-muted sm:w-32 sm:shrink-0">
                  {t(`deposit.bank.${row.key}`)}
                </span>
                <span
                  className={`block font-semibold break-all text-fg sm:min-w-0 sm:flex-1 ${row.key === 'reference' ? 'font-mono text-accent' : ''}`}
                  data-testid={`deposit-${row.key}`}
                >
                  {row.display ?? row.value}
                </span>
              </div>
              <CopyButton value={row.value} label={t(`deposit.bank.${row.key}`)} testId={`copy-${row.key}`} />
            </li>
          ))}
        </ul>
      </Panel>
      <ReceiptUpload depositId={created.deposit.id} />
      <Button variant="secondary" onClick={onAgain} data-testid="deposit-again">
        {t('deposit.again')}
      </Button>
    </div>
  );
}

function ReceiptUpload({ depositId }: { depositId: string }) {
  const { t } = useTranslation('member');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  async function onFile(file: File | undefined) {
    if (!file) return;
    setError(null);
    const bad = imageProblem(file);
    setProblem(bad ? t(bad) : null);
    if (bad) return;
    setBusy(true);
    await uploadDepositReceipt(depositId, file).then(() => setDone(true), setError);
    setBusy(false);
  }
  return (
    <Panel title={t('deposit.receipt.title')} icon="download">
      <p className="mb-3 text-sm text-muted">{t('deposit.receipt.hint')}</p>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        className="sr-only"
        // The button below is the control (named, focusable); this input only opens the file picker.
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => void onFile(e.target.files?.[0])}
        data-testid="receipt-input"
      />
      {problem ? (
        <p role="alert" className="mb-2 text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <FormError error={error} />
      <FormSuccess text={done ? t('deposit.receipt.done') : null} />
      {done ? null : (
        <Button variant="secondary" busy={busy} onClick={() => input.current?.click()} className="mt-2">
          {t('deposit.receipt.choose')}
        </Button>
      )}
    </Panel>
  );
}

/** Online gateway: the hosted page is open in another tab; the balance moves here when the payment lands. */
export function GatewayResult({ created, onAgain }: { created: TDepositCreated; onAgain: () => void }) {
  const { t } = useTranslation('member');
  const symbol = useMoneySymbol();
  const balance = useBalance();
  return (
    <Panel title={t('deposit.gateway.title')} icon="globe" testId="deposit-gateway-result">
      <div className="flex flex-col items-center gap-4 py-6 text-center">
        <span className="relative grid size-16 place-items-center rounded-full bg-accent/15 text-accent">
          <span className="absolute inset-0 animate-ping rounded-full bg-accent/20" />
          <Icon name="coins" className="size-8" />
        </span>
        <p className="text-lg font-bold text-fg">
          <MoneyText amount={created.deposit.amount} symbol={symbol} />
        </p>
        <p className="max-w-md text-sm text-muted">{t('deposit.gateway.hint')}</p>
        <p className="text-xs text-faint">
          {t('deposit.bank.reference')}:{' '}
          <span className="font-mono text-fg">{created.deposit.reference}</span>
        </p>
        {balance.data ? (
          <p className="text-sm text-muted">
            {t('totalBalance')}:{' '}
            <MoneyText amount={balance.data.sumBalance} symbol={symbol} className="font-semibold text-fg" />
          </p>
        ) : null}
        <div className="flex flex-wrap justify-center gap-2">
          {created.payUrl ? (
            <a
              href={created.payUrl}
              target="_blank"
              rel="noopener"
              className="inline-flex h-10 items-center rounded-lg bg-accent px-4 text-sm font-semibold text-accent-contrast hover:bg-accent-strong"
              data-testid="deposit-open-gateway"
            >
              {t('deposit.gateway.open')}
            </a>
          ) : null}
          <Button variant="secondary" onClick={onAgain} data-testid="deposit-again">
            {t('deposit.again')}
          </Button>
        </div>
      </div>
    </Panel>
  );
}
