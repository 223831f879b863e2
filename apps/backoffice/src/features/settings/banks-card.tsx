import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { type TMerchantBank, ZMerchantBankList } from '@tala/contract/security/bank-accounts';
import { Button } from '@tala/ui/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, ErrorNote } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useSaveSettings, useSettings } from './use-settings.ts';

type TRow = { code: string; name: string; country: string; currency: string };

const toRow = (bank: TMerchantBank): TRow => ({ ...bank, country: bank.country ?? '' });
const toBank = (row: TRow) => ({ ...row, country: row.country.trim() || null });

/** What is wrong with one row, as a translation key per field (the server checks the same schema). */
function rowIssues(rows: TRow[]): Map<number, Partial<Record<keyof TRow, string>>> {
  const issues = new Map<number, Partial<Record<keyof TRow, string>>>();
  const parsed = ZMerchantBankList.safeParse(rows.map(toBank));
  for (const issue of parsed.error?.issues ?? []) {
    const [index, field] = issue.path;
    if (typeof index !== 'number' || typeof field !== 'string') continue;
    issues.set(index, { ...issues.get(index), [field]: `settings.banks.invalid.${field}` });
  }
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const code = row.code.trim().toUpperCase();
    const first = seen.get(code);
    if (first !== undefined)
      issues.set(index, { ...issues.get(index), code: 'settings.banks.invalid.duplicate' });
    else seen.set(code, index);
  });
  return issues;
}

/** Desktop: one header row names the columns (each input keeps its own label for screen readers). */
const COLUMNS = 'sm:grid-cols-[7rem_minmax(0,1fr)_4.5rem_4.5rem_5.5rem]';
const LABEL_ON_PHONES_ONLY = 'sm:[&_label]:sr-only';

function BankRow({
  row,
  index,
  editable,
  issues,
  onChange,
  onRemove,
}: {
  row: TRow;
  index: number;
  editable: boolean;
  issues: Partial<Record<keyof TRow, string>> | undefined;
  onChange: (row: TRow) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const field = (name: keyof TRow, maxLength: number, className = '') => (
    <TextField
      label={t(`settings.banks.${name}`)}
      value={row[name]}
      maxLength={maxLength}
      disabled={!editable}
      error={issues?.[name] ? t(issues[name]) : undefined}
      onChange={(event) => onChange({ ...row, [name]: event.target.value })}
      className={`${LABEL_ON_PHONES_ONLY} ${className}`}
      data-testid={`bank-${name}-${index}`}
    />
  );
  return (
    <li className={`grid grid-cols-[6rem_minmax(0,1fr)] items-start gap-2 py-2.5 sm:py-1.5 ${COLUMNS}`}>
      {field('code', 20)}
      {field('name', 60)}
      <div className="col-span-2 flex items-start gap-2 sm:contents">
        {field('country', 2, 'w-20 sm:w-auto')}
        {field('currency', 3, 'w-20 sm:w-auto')}
        {editable ? (
          <button
            type="button"
            onClick={onRemove}
            className="mt-5 ml-auto h-9 rounded-md px-2 text-xs font-semibold text-danger hover:bg-danger/10 sm:mt-0 sm:ml-0"
            aria-label={t('settings.banks.remove', { name: row.name || row.code })}
          >
            {t('settings.banks.removeShort')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The merchant's bank list (decision 025): players bind withdrawal accounts only at these banks, by
 * code; names must be plain (no control or direction characters) because staff read them back.
 */
export function BanksCard({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const save = useSaveSettings<{ banks: ReturnType<typeof toBank>[] }>(BO_PATHS.settingsBanks);
  const saved = settings.data?.banks;
  const [rows, setRows] = useState<TRow[]>([]);
  useEffect(() => setRows((saved ?? []).map(toRow)), [saved]);
  const issues = rowIssues(rows);
  const currency = settings.data?.currency ?? '';
  const change = (index: number, row: TRow) => setRows(rows.map((old, i) => (i === index ? row : old)));
  return (
    <Card
      title={t('settings.banks.title')}
      actions={<Badge tone="neutral">{t('settings.banks.count', { count: rows.length })}</Badge>}
    >
      <p className="mb-2 text-xs text-muted">{t('settings.banks.help', { currency })}</p>
      {rows.length > 0 ? (
        <div
          className={`hidden gap-2 border-b border-line pb-1.5 text-xs font-medium text-muted sm:grid ${COLUMNS}`}
          aria-hidden="true"
        >
          <span>{t('settings.banks.code')}</span>
          <span>{t('settings.banks.name')}</span>
          <span>{t('settings.banks.country')}</span>
          <span>{t('settings.banks.currency')}</span>
        </div>
      ) : null}
      <ul className="divide-y divide-line/60" data-testid="banks-list">
        {rows.map((row, index) => (
          <BankRow
            // Rows have no id until saved; the position is their identity while editing.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            row={row}
            index={index}
            editable={editable}
            issues={issues.get(index)}
            onChange={(next) => change(index, next)}
            onRemove={() => setRows(rows.filter((_, i) => i !== index))}
          />
        ))}
      </ul>
      {rows.length === 0 ? <p className="py-3 text-sm text-muted">{t('settings.banks.empty')}</p> : null}
      <ErrorNote error={save.error} />
      {editable ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => setRows([...rows, { code: '', name: '', country: '', currency }])}
            disabled={rows.length >= 100}
            data-testid="bank-add"
          >
            {t('settings.banks.add')}
          </Button>
          <Button
            onClick={() => save.mutate({ banks: rows.map(toBank) })}
            disabled={issues.size > 0 || !settings.data}
            busy={save.isPending}
            data-testid="banks-save"
          >
            {t('common.save')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
