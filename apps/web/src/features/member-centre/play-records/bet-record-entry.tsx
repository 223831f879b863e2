import { BET_STATUSES, type TBetRecord, type TBetStatus } from '@tala/contract/play-records/bet-history';
import { Pager } from '@tala/ui/pager';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { SelectField, type TDayRange } from '../../../components/centre/filter-fields.tsx';
import { useErrorText } from '../../../components/centre/form-error.tsx';
import { PanelError } from '../../../components/centre/panel.tsx';
import { Money, ProfitText } from '../../../components/centre/play-money.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { BetStatusChip } from './bet-status.tsx';
import { BET_PRESETS, betPresetRange, type TBetPreset, toInstants } from './date-ranges.ts';
import { dateAndTime } from './format-time.ts';
import { BET_PAGE_SIZE, useBetHistory } from './play-records-api.ts';
import { PlayDayRange, PresetChips, VendorSelect } from './record-filters.tsx';
import { RoundDetailView } from './round-detail-view.tsx';
import { TotalsStrip } from './totals-strip.tsx';

type TForm = { vassalage: string; status: TBetStatus | ''; preset: TBetPreset; custom: TDayRange };

/**
 * Betting record (seed 001 §2 personalHistoryCopy): the member's rounds by vendor, status and date
 * range, with the totals of the whole filtered set; a row opens the round's full recall.
 */
export function BetRecordEntry() {
  const [form, setForm] = useState<TForm>(() => ({
    vassalage: '',
    status: '',
    preset: 'last7',
    custom: betPresetRange('last7'),
  }));
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const range = form.preset === 'custom' ? form.custom : betPresetRange(form.preset);
  const history = useBetHistory({
    vassalage: form.vassalage,
    status: form.status,
    ...toInstants(range),
    page,
  });
  if (selected) return <RoundDetailView roundId={selected} onBack={() => setSelected(null)} />;
  const change = (next: Partial<TForm>) => {
    setForm((current) => ({ ...current, ...next }));
    setPage(1);
  };
  return (
    <div className="space-y-4">
      <BetFilters form={form} onChange={change} />
      {history.data ? <TotalsStrip totals={history.data.totals} dimmed={history.isPlaceholderData} /> : null}
      <BetList history={history} onSelect={setSelected} />
      {history.data ? (
        <Pager page={page} totalPages={Math.ceil(history.data.total / BET_PAGE_SIZE)} onChange={setPage} />
      ) : null}
    </div>
  );
}

function BetFilters({ form, onChange }: { form: TForm; onChange: (next: Partial<TForm>) => void }) {
  const { t } = useTranslation('member');
  return (
    <div className="space-y-3 rounded-2xl border border-line bg-surface/60 p-3 sm:p-4">
      <div className="grid grid-cols-2 gap-3 sm:max-w-lg">
        <VendorSelect value={form.vassalage} onChange={(vassalage) => onChange({ vassalage })} />
        <SelectField
          label={t('plays.status')}
          value={form.status}
          onChange={(status) => onChange({ status: status as TForm['status'] })}
          testId="plays-status"
        >
          <option value="">{t('plays.allStatuses')}</option>
          {BET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`plays.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <PresetChips
        presets={BET_PRESETS}
        value={form.preset}
        label={t('plays.range')}
        onChange={(preset) =>
          onChange(preset === 'custom' ? { preset } : { preset, custom: betPresetRange(preset) })
        }
      />
      {form.preset === 'custom' ? (
        <PlayDayRange value={form.custom} onChange={(custom) => onChange({ custom })} />
      ) : null}
    </div>
  );
}

function BetList({
  history,
  onSelect,
}: {
  history: ReturnType<typeof useBetHistory>;
  onSelect: (roundId: string) => void;
}) {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  if (history.isPending)
    return (
      <div className="space-y-2">
        {['a', 'b', 'c', 'd'].map((k) => (
          <Skeleton key={k} className="h-16" />
        ))}
      </div>
    );
  if (!history.data || history.isError)
    return (
      <PanelError
        message={errorText(history.error)}
        onRetry={() => void history.refetch()}
        retryLabel={t('retry')}
      />
    );
  if (history.data.list.length === 0)
    return <EmptyState icon="ticket" title={t('plays.empty')} body={t('plays.emptyBody')} />;
  return (
    <div
      className={`overflow-hidden rounded-2xl border border-line transition-opacity ${history.isPlaceholderData ? 'opacity-60' : ''}`}
    >
      <div className="hidden grid-cols-[1.15fr_1.6fr_0.9fr_0.9fr_1fr_0.8fr_16px] gap-3 bg-surface-2 px-4 py-2.5 text-xs font-semibold tracking-wide text-muted uppercase md:grid">
        <span>{t('plays.time')}</span>
        <span>{t('plays.game')}</span>
        <span className="text-right">{t('plays.stake')}</span>
        <span className="text-right">{t('plays.win')}</span>
        <span className="text-right">{t('plays.profit')}</span>
        <span className="text-center">{t('plays.status')}</span>
        <span />
      </div>
      <ul className="divide-y divide-line" data-testid="bet-rows">
        {history.data.list.map((bet) => (
          <BetRow key={bet.roundId} bet={bet} onSelect={onSelect} />
        ))}
      </ul>
    </div>
  );
}

/** One round: a table row on desktop, a card on phones; the whole row opens its recall. */
function BetRow({ bet, onSelect }: { bet: TBetRecord; onSelect: (roundId: string) => void }) {
  const { i18n } = useTranslation('member');
  const when = dateAndTime(bet.time, i18n.language);
  return (
    <li>
      <button
        type="button"
        onClick={() => onSelect(bet.roundId)}
        data-testid="bet-row"
        data-round={bet.roundId}
        className={`grid w-full grid-cols-[1fr_auto] gap-x-3 gap-y-2 bg-surface px-4 py-3 text-left text-sm transition-colors hover:bg-surface-2 md:grid-cols-[1.15fr_1.6fr_0.9fr_0.9fr_1fr_0.8fr_16px] md:items-center ${bet.status === 'VOID' ? 'text-muted opacity-70' : ''}`}
      >
        <span className="order-2 col-span-2 flex gap-2 text-xs text-muted md:order-none md:col-span-1 md:flex-col md:gap-0">
          <span className="md:text-sm md:text-fg">{when.date}</span>
          <span>
            {when.time} <span className="ml-1 font-mono text-[11px] text-faint">#{bet.roundId}</span>
          </span>
        </span>
        <span className="order-1 min-w-0 md:order-none">
          <span className="block truncate font-semibold text-fg" data-testid="bet-game">
            {bet.gameName}
          </span>
          <span className="block truncate text-xs text-muted">{bet.vendorName}</span>
        </span>
        <span className="order-1 self-start md:order-none md:hidden">
          <BetStatusChip status={bet.status} />
        </span>
        <PhoneAmounts bet={bet} />
        <span className="hidden text-right tabular-nums md:block">
          <Money amount={bet.stake} />
        </span>
        <span className="hidden text-right tabular-nums md:block">
          <Money amount={bet.win} />
        </span>
        <span className="hidden text-right md:block">
          <ProfitText amount={bet.profit} />
        </span>
        <span className="hidden justify-center md:flex">
          <BetStatusChip status={bet.status} />
        </span>
        <Icon name="chevron-right" className="hidden size-4 text-faint md:block" />
      </button>
    </li>
  );
}

/** Phones: stake, win and P&L side by side under the game. */
function PhoneAmounts({ bet }: { bet: TBetRecord }) {
  const { t } = useTranslation('member');
  const cell = 'flex min-w-0 flex-col gap-0.5';
  const label = 'text-[11px] font-medium text-muted';
  return (
    <span className="order-3 col-span-2 grid grid-cols-3 gap-2 rounded-lg bg-surface-2 px-3 py-2 md:hidden">
      <span className={cell}>
        <span className={label}>{t('plays.stake')}</span>
        <Money amount={bet.stake} className="truncate font-semibold text-fg" />
      </span>
      <span className={cell}>
        <span className={label}>{t('plays.win')}</span>
        <Money amount={bet.win} className="truncate font-semibold text-fg" />
      </span>
      <span className={`${cell} text-right`}>
        <span className={label}>{t('plays.profit')}</span>
        <ProfitText amount={bet.profit} className="truncate" />
      </span>
    </span>
  );
}
