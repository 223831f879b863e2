import {
  PROMOTION_REPORT_MAX_DAYS,
  type TPromotionFigures,
  type TPromotionReportLine,
  ZPromotionReportQuery,
} from '@tala/contract/backoffice/bonuses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../components/ui/card.tsx';
import { DataList, type TColumn } from '../../components/ui/data-list.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useTextPicker } from '../../lib/default-language.ts';
import { count, money } from '../../lib/format.ts';
import { usePromotionReport } from './use-bonuses.ts';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;

/** Today on the merchant's clock, as YYYY-MM-DD. */
function merchantToday(timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** A signed amount: the house's gain plain, its loss in the danger colour. */
function Signed({ value, currency }: { value: string; currency: string }) {
  return (
    <span className={`whitespace-nowrap ${value.startsWith('-') ? 'text-danger' : ''}`}>
      {money(value, currency)}
    </span>
  );
}

const MONEY_FIELDS = ['issued', 'released', 'forfeited', 'cash', 'cost'] as const;

function useReportColumns(currency: string, timeZone: string | undefined): TColumn<TPromotionReportLine>[] {
  const { t, i18n } = useTranslation();
  const textOf = useTextPicker();
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone });
  return [
    {
      key: 'promotion',
      label: t('promotionReport.promotion'),
      primary: true,
      render: (line) => (
        <span className="flex flex-col leading-snug">
          <span className="font-semibold md:max-w-56 md:truncate">{textOf(line.title)}</span>
          <span className="text-xs font-normal text-muted">
            {t(`promotions.types.${line.type}`)} · {day.format(new Date(line.startsAt))} –{' '}
            {day.format(new Date(line.endsAt))}
          </span>
        </span>
      ),
    },
    ...MONEY_FIELDS.map((field) => ({
      key: field,
      label: t(`promotionReport.${field}`),
      align: 'right' as const,
      render: (line: TPromotionReportLine) => (
        <span className={`whitespace-nowrap ${field === 'cost' ? 'font-semibold' : ''}`}>
          {money(line[field], currency)}
        </span>
      ),
    })),
    {
      key: 'people',
      label: t('promotionReport.people'),
      align: 'right',
      render: (line) => (
        <span className="whitespace-nowrap">
          {t('promotionReport.peopleValue', {
            entries: count(line.entries),
            participants: count(line.participants),
          })}
        </span>
      ),
    },
    {
      key: 'ngr',
      label: t('promotionReport.ngr'),
      align: 'right',
      render: (line) => <Signed value={line.ngr} currency={currency} />,
    },
    {
      key: 'net',
      label: t('promotionReport.net'),
      align: 'right',
      render: (line) => <Signed value={line.net} currency={currency} />,
    },
  ];
}

function Totals({ totals, currency }: { totals: TPromotionFigures; currency: string }) {
  const { t } = useTranslation();
  const items: [string, string, boolean][] = [
    ['issued', money(totals.issued, currency), false],
    ['released', money(totals.released, currency), false],
    ['forfeited', money(totals.forfeited, currency), false],
    ['cash', money(totals.cash, currency), false],
    ['cost', money(totals.cost, currency), false],
    ['ngr', money(totals.ngr, currency), totals.ngr.startsWith('-')],
    ['net', money(totals.net, currency), totals.net.startsWith('-')],
    ['entries', count(totals.entries), false],
  ];
  return (
    <section
      className="border-b border-line bg-surface-2/40 px-4 py-3"
      aria-labelledby="promotion-report-totals"
      data-testid="promotion-report-totals"
    >
      <h3
        id="promotion-report-totals"
        className="mb-2 text-xs font-semibold tracking-wide text-faint uppercase"
      >
        {t('promotionReport.totals')}
      </h3>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {items.map(([key, value, isLoss]) => (
          <div key={key}>
            <dt className="text-xs text-faint">{t(`promotionReport.${key}`)}</dt>
            <dd className={`tabular font-semibold ${isLoss ? 'text-danger' : 'text-fg'}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * What each promotion cost and brought (decision 051) over days of the merchant's calendar: bonus money issued,
 * released and forfeited, cash paid, entries and participants, and the participants' net gaming revenue, with
 * totals. The last 30 days to start with.
 */
export function PromotionReportCard({
  currency,
  timeZone,
}: {
  currency: string;
  timeZone: string | undefined;
}) {
  const { t } = useTranslation();
  const today = merchantToday(timeZone);
  const [from, setFrom] = useState(() => daysBefore(today, DEFAULT_DAYS - 1));
  const [to, setTo] = useState(today);
  const range = ZPromotionReportQuery.safeParse({ from, to });
  const report = usePromotionReport(range.success ? range.data : null);
  const columns = useReportColumns(currency, timeZone);
  const data = report.error ? null : report.data;
  return (
    <div className="flex flex-col" data-testid="promotion-report">
      <div className="flex flex-wrap items-end gap-3 border-b border-line p-3">
        <TextField
          label={t('promotionReport.from')}
          type="date"
          value={from}
          max={to}
          onChange={(event) => setFrom(event.target.value)}
          className="w-44"
          data-testid="report-from"
        />
        <TextField
          label={t('promotionReport.to')}
          type="date"
          value={to}
          min={from}
          onChange={(event) => setTo(event.target.value)}
          className="w-44"
          data-testid="report-to"
        />
        {range.success ? null : (
          <p role="alert" className="pb-2 text-xs text-danger">
            {t('promotionReport.rangeInvalid', { days: PROMOTION_REPORT_MAX_DAYS })}
          </p>
        )}
      </div>
      <p className="border-b border-line px-4 py-2 text-xs text-muted">
        {t('promotionReport.help', { zone: timeZone ?? '' })}
      </p>
      {report.error ? (
        <div className="p-3">
          <ErrorNote error={report.error} />
        </div>
      ) : null}
      {data ? <Totals totals={data.totals} currency={currency} /> : null}
      {data && data.unattributed !== '0.00' ? (
        <p className="border-b border-line px-4 py-2 text-xs text-warning">
          {t('promotionReport.unattributed', { amount: money(data.unattributed, currency) })}
        </p>
      ) : null}
      <DataList
        rows={data?.list ?? []}
        columns={columns}
        rowKey={(line) => line.promotionId}
        empty={report.isPending ? '' : t('promotionReport.none')}
        testId="promotion-report-table"
      />
    </div>
  );
}
