import type { TSettlementLine } from '@tala/contract/agent/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/centre/play-money.tsx';
import { StatusChip, type TChipTone } from '../../../components/centre/status-chip.tsx';
import { useMerchantTimeZone } from '../hooks/merchant-time.ts';
import { formatPeriod } from './period-text.ts';
import { formatRate } from './rate-percent.ts';

const STATE_TONES: Record<TSettlementLine['state'], TChipTone> = {
  PAID: 'success',
  HELD: 'warning',
  NOTHING: 'neutral',
};

/**
 * Settlement lines (decision 045): a contract's pay for one period with the figures it was worked out from —
 * valid bets, net loss, active members, the tier reached and its rate — what it came to, and whether it was
 * paid, held (the payer's wallet was short) or came to nothing. `side`: received (from whom) or paid (to whom).
 */
export function SettlementLines({
  lines,
  side,
  showKind,
  testId,
}: {
  lines: readonly TSettlementLine[];
  side: 'received' | 'paid';
  showKind: boolean;
  testId: string;
}) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line" data-testid={testId}>
      {lines.map((line) => (
        <Line key={line.id} line={line} side={side} showKind={showKind} />
      ))}
    </ul>
  );
}

function Line({
  line,
  side,
  showKind,
}: {
  line: TSettlementLine;
  side: 'received' | 'paid';
  showKind: boolean;
}) {
  const { t, i18n } = useTranslation('agent');
  const timeZone = useMerchantTimeZone() ?? 'UTC';
  const count = new Intl.NumberFormat(i18n.language);
  const party =
    side === 'received'
      ? line.payer
        ? t('records.from', { name: line.payer.username })
        : t('records.fromPlatform')
      : t('records.to', { name: line.member.username });
  const figures = [
    { key: 'bet', label: t('records.validBet'), value: <Money amount={line.validBet} /> },
    { key: 'loss', label: t('records.netLoss'), value: <Money amount={line.netLoss} /> },
    { key: 'active', label: t('records.active'), value: count.format(line.active) },
    {
      key: 'tier',
      label: t('records.tier'),
      value: line.tier === null ? '—' : t('terms.tierN', { n: line.tier + 1 }),
    },
    {
      key: 'rate',
      label: t('records.rate'),
      value: line.rateBp === null ? '—' : formatRate(line.rateBp, i18n.language),
    },
  ];
  return (
    <li className="bg-surface px-4 py-3.5" data-testid="settlement-line">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            {showKind ? (
              <span
                className="rounded-full bg-surface-3 px-2.5 py-0.5 text-xs font-semibold text-fg"
                data-testid="settlement-kind"
              >
                {t(`contracts.kinds.${line.kind}`)}
              </span>
            ) : null}
            <span className="text-sm font-semibold text-fg tabular-nums" data-testid="settlement-period">
              {formatPeriod(line.kind, line.periodStart, line.periodEnd, i18n.language, timeZone)}
            </span>
          </p>
          <p className="mt-0.5 truncate text-xs text-muted">{party}</p>
        </div>
        <div className="flex items-center gap-2.5">
          <span
            className={`text-base font-black whitespace-nowrap tabular-nums ${line.state === 'PAID' ? 'text-success' : 'text-fg'}`}
            data-testid="settlement-amount"
          >
            <Money amount={line.amount} />
          </span>
          <StatusChip tone={STATE_TONES[line.state]} testId="settlement-state">
            {t(`records.states.${line.state}`)}
          </StatusChip>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-2 rounded-xl bg-surface-2/70 px-3 py-2.5 text-xs lg:grid-cols-5">
        {figures.map((figure) => (
          <div key={figure.key} className="min-w-0">
            <dt className="leading-tight text-muted">{figure.label}</dt>
            <dd className="truncate text-sm font-semibold text-fg tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
