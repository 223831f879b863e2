import type { TDepositChannel, TDepositCreated } from '@tala/contract/payments/deposit';
import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { AmountField, amountProblem } from '../../../components/centre/amount-field.tsx';
import { FormError, useErrorText } from '../../../components/centre/form-error.tsx';
import { Panel, PanelError, PanelSkeleton } from '../../../components/centre/panel.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { MoneyText } from '../../../components/ui/money-text.tsx';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { useMoneySymbol } from '../../../lib/use-money-symbol.ts';
import { useCreateDeposit, useDepositChannels } from '../api/payments-api.ts';
import { BankTransferResult, GatewayResult } from './deposit-result.tsx';

/** Deposit (seed 001 §2 depositv2): pick a channel, an amount, then pay by bank transfer or the gateway's page. */
export function DepositEntry() {
  const { t } = useTranslation('member');
  const channels = useDepositChannels();
  const errorText = useErrorText();
  const [code, setCode] = useState<string | null>(null);
  const [created, setCreated] = useState<TDepositCreated | null>(null);
  if (channels.isPending) return <PanelSkeleton rows={2} />;
  if (!channels.data) {
    return (
      <PanelError
        message={errorText(channels.error)}
        onRetry={() => void channels.refetch()}
        retryLabel={t('retry')}
      />
    );
  }
  const list = channels.data.channels;
  if (list.length === 0)
    return <EmptyState icon="coins" title={t('deposit.noChannels')} body={t('deposit.noChannelsBody')} />;
  if (created) {
    const again = () => setCreated(null);
    return created.deposit.type === 'BANK_TRANSFER' ? (
      <BankTransferResult created={created} onAgain={again} />
    ) : (
      <GatewayResult created={created} onAgain={again} />
    );
  }
  const channel = list.find((c) => c.code === code) ?? (list[0] as TDepositChannel);
  return (
    <div className="space-y-5">
      <ChannelPicker channels={list} selected={channel.code} onSelect={setCode} />
      <DepositForm key={channel.code} channel={channel} onCreated={setCreated} />
    </div>
  );
}

function ChannelPicker({
  channels,
  selected,
  onSelect,
}: {
  channels: TDepositChannel[];
  selected: string;
  onSelect: (code: string) => void;
}) {
  const { t } = useTranslation('member');
  const symbol = useMoneySymbol();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{t('deposit.channel')}</legend>
      {channels.map((channel) => {
        const active = channel.code === selected;
        return (
          <button
            key={channel.code}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(channel.code)}
            data-testid={`deposit-channel-${channel.code}`}
            className={`group relative flex items-center gap-3 rounded-2xl border p-4 text-left transition-all ${active ? 'border-accent bg-accent/10 shadow-[0_8px_24px_-12px_var(--accent)]' : 'border-line bg-surface hover:border-accent/50'}`}
          >
            <span
              className={`grid size-11 shrink-0 place-items-center rounded-xl ${active ? 'bg-accent text-accent-contrast' : 'bg-surface-2 text-accent'}`}
            >
              <Icon name={channel.type === 'BANK_TRANSFER' ? 'wallet' : 'globe'} className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block leading-snug font-semibold text-fg">{channel.name}</span>
              <span className="block text-xs text-muted">{t(`deposit.types.${channel.type}`)}</span>
              <span className="mt-1 block text-[11px] text-faint tabular-nums">
                <MoneyText amount={channel.minAmount} symbol={symbol} /> –{' '}
                <MoneyText amount={channel.maxAmount} symbol={symbol} />
              </span>
            </span>
            {active ? <Icon name="check" className="size-5 text-accent" /> : null}
          </button>
        );
      })}
    </fieldset>
  );
}

function DepositForm({
  channel,
  onCreated,
}: {
  channel: TDepositChannel;
  onCreated: (created: TDepositCreated) => void;
}) {
  const { t } = useTranslation('member');
  const create = useCreateDeposit();
  const idem = useIdempotencyKey();
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = amountProblem(amount, channel.minAmount, channel.maxAmount);
  async function submit() {
    setTouched(true);
    if (problem) return;
    // The gateway page must open in the click itself, or the browser blocks it as a pop-up.
    const popup = channel.type === 'ONLINE_GATEWAY' ? window.open('', '_blank') : null;
    try {
      const result = await create.mutateAsync({
        channelCode: channel.code,
        amount: amount.trim(),
        idempotencyKey: idem.key(),
      });
      idem.renew();
      if (popup && result.payUrl) popup.location.href = result.payUrl;
      else popup?.close();
      onCreated(result);
    } catch {
      popup?.close();
    }
  }
  return (
    <Panel title={t('deposit.amountTitle')} icon="coins" testId="deposit-form">
      <div className="space-y-4">
        <AmountField
          value={amount}
          onChange={(value) => {
            setAmount(value);
            idem.renew();
          }}
          min={channel.minAmount}
          max={channel.maxAmount}
          quick={channel.quickAmounts}
          error={touched && problem ? t(problem) : undefined}
          testId="deposit-amount"
        />
        <FormError error={create.error} />
        <Button
          size="lg"
          className="w-full sm:w-auto"
          busy={create.isPending}
          onClick={() => void submit()}
          data-testid="deposit-submit"
        >
          {channel.type === 'ONLINE_GATEWAY' ? t('deposit.payOnline') : t('deposit.submit')}
        </Button>
      </div>
    </Panel>
  );
}
