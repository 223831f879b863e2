import type { TWithdrawal } from '@tala/contract/payments/withdraw';
import { Button } from '@tala/ui/button';
import { Modal } from '@tala/ui/modal';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/centre/form-error.tsx';
import { InfoRows } from '../../../components/centre/panel.tsx';
import { MoneyText } from '../../../components/ui/money-text.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import { useConfirmReceived, useReportNotReceived } from '../api/payments-api.ts';
import { imageProblem } from '../hooks/check-image.ts';

/**
 * Withdrawal confirmation (seed 001 §4): the payout is marked paid; the player says received, or not
 * received with a proof image (png/jpg ≤ 5 MB). Without an answer by the deadline it counts as received.
 */
export function ConfirmReceiptDialog({
  withdrawal,
  onClose,
}: {
  withdrawal: TWithdrawal | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('member');
  return (
    <Modal
      open={withdrawal !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('confirm.title')}
      width={480}
      testId="confirm-receipt"
    >
      {withdrawal ? <ConfirmBody withdrawal={withdrawal} onClose={onClose} /> : null}
    </Modal>
  );
}

function ConfirmBody({ withdrawal: w, onClose }: { withdrawal: TWithdrawal; onClose: () => void }) {
  const { t, i18n } = useTranslation('member');
  const symbol = useMoneySymbol();
  const received = useConfirmReceived();
  const [reporting, setReporting] = useState(false);
  const money = (amount: string | null) => (amount ? <MoneyText amount={amount} symbol={symbol} /> : '—');
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t('confirm.body')}</p>
      <InfoRows
        rows={[
          { label: t('confirm.requested'), value: money(w.amount) },
          { label: t('confirm.paid'), value: money(w.paidAmount ?? w.amount), testId: 'confirm-paid' },
          ...(w.payoutKind === 'PARTIAL'
            ? [
                {
                  label: t('withdraw.remaining'),
                  value: money(w.remainingAmount),
                  testId: 'confirm-remaining',
                },
              ]
            : []),
          { label: t('confirm.account'), value: `${w.bankName} ${w.accountNumber}` },
          { label: t('confirm.deadline'), value: formatDateTime(w.confirmDeadline, i18n.language) },
        ]}
      />
      {reporting ? (
        <NotReceivedForm withdrawalId={w.id} onDone={onClose} onBack={() => setReporting(false)} />
      ) : (
        <>
          <FormError error={received.error} />
          <div className="flex gap-3">
            <Button
              variant="secondary"
              className="flex-1"
              onClick={() => setReporting(true)}
              data-testid="confirm-not-received"
            >
              {t('confirm.notReceived')}
            </Button>
            <Button
              className="flex-1"
              busy={received.isPending}
              data-testid="confirm-received"
              onClick={() => received.mutate(w.id, { onSuccess: onClose })}
            >
              {t('confirm.received')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function NotReceivedForm({
  withdrawalId,
  onDone,
  onBack,
}: {
  withdrawalId: string;
  onDone: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('member');
  const report = useReportNotReceived();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  function pick(next: File | undefined) {
    if (!next) return;
    const bad = imageProblem(next);
    setProblem(bad ? t(bad) : null);
    setFile(bad ? null : next);
  }
  return (
    <div
      className="space-y-3 rounded-xl border border-danger/30 bg-danger/5 p-4"
      data-testid="not-received-form"
    >
      <p className="text-sm text-fg">{t('confirm.proofHint')}</p>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        className="sr-only"
        // The button below is the control (named, focusable); this input only opens the file picker.
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => pick(e.target.files?.[0])}
        data-testid="proof-input"
      />
      <button
        type="button"
        onClick={() => input.current?.click()}
        className="flex w-full flex-col items-center gap-1 rounded-xl border border-dashed border-line bg-surface-2 px-4 py-5 text-sm text-muted hover:border-accent"
      >
        <span className="font-semibold text-fg">{file ? file.name : t('confirm.chooseProof')}</span>
        <span className="text-xs">{t('upload.rule')}</span>
      </button>
      {problem ? (
        <p role="alert" className="text-sm text-danger" data-testid="proof-problem">
          {problem}
        </p>
      ) : null}
      <textarea
        value={remark}
        maxLength={500}
        onChange={(e) => setRemark(e.target.value)}
        placeholder={t('confirm.remark')}
        aria-label={t('confirm.remark')}
        className="h-20 w-full resize-none rounded-lg border border-line bg-surface-2 p-3 text-sm text-fg outline-none focus:border-accent"
      />
      <FormError error={report.error} />
      <div className="flex gap-3">
        <Button variant="ghost" className="flex-1" onClick={onBack}>
          {t('back')}
        </Button>
        <Button
          variant="danger"
          className="flex-1"
          disabled={!file}
          busy={report.isPending}
          data-testid="proof-submit"
          onClick={() =>
            file && report.mutate({ id: withdrawalId, file, remark: remark.trim() }, { onSuccess: onDone })
          }
        >
          {t('confirm.sendProof')}
        </Button>
      </div>
    </div>
  );
}
