import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import type { TDayRange } from './date-ranges.ts';
import { usePlayVendors } from './play-records-api.ts';

const FIELD =
  'h-10 w-full rounded-lg border border-line bg-surface-2 px-3 text-sm text-fg outline-none focus:border-accent';

/** A labelled select with the site's chevron. */
export function SelectField({
  label,
  value,
  onChange,
  testId,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1.5">
      <span className="text-xs font-medium text-muted">{label}</span>
      <span className="relative">
        <select
          className={`${FIELD} appearance-none truncate pr-9`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid={testId}
        >
          {children}
        </select>
        <Icon name="chevron-down" className="pointer-events-none absolute top-3 right-3 size-4 text-muted" />
      </span>
    </label>
  );
}

/** All vendors, or one: the vendors whose rounds the records can hold. */
export function VendorSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('member');
  const vendors = usePlayVendors();
  return (
    <SelectField label={t('plays.vendor')} value={value} onChange={onChange} testId="plays-vendor">
      <option value="">{t('plays.allVendors')}</option>
      {(vendors.data?.list ?? []).map((vendor) => (
        <option key={vendor.vassalage} value={vendor.vassalage}>
          {vendor.displayName}
        </option>
      ))}
    </SelectField>
  );
}

/** Quick ranges as chips (one is always chosen); "custom" opens the two date fields. */
export function PresetChips<T extends string>({
  presets,
  value,
  onChange,
  label,
}: {
  presets: readonly T[];
  value: T;
  onChange: (preset: T) => void;
  label: string;
}) {
  const { t } = useTranslation('member');
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{label}</legend>
      {presets.map((preset) => (
        <button
          key={preset}
          type="button"
          aria-pressed={preset === value}
          onClick={() => onChange(preset)}
          data-testid={`plays-preset-${preset}`}
          className={`h-8 rounded-full border px-3.5 text-xs font-semibold whitespace-nowrap transition-colors ${
            preset === value
              ? 'border-accent bg-accent/15 text-accent'
              : 'border-line bg-surface text-muted hover:border-accent/60 hover:text-fg'
          }`}
        >
          {t(`plays.presets.${preset}`)}
        </button>
      ))}
    </fieldset>
  );
}

/** From and to calendar days; each bounds the other. */
export function DayRangeFields({
  value,
  onChange,
}: {
  value: TDayRange;
  onChange: (next: TDayRange) => void;
}) {
  const { t } = useTranslation('member');
  return (
    <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
      <label className="flex flex-col gap-1.5">
        <span className="text-xs font-medium text-muted">{t('plays.from')}</span>
        <input
          type="date"
          className={FIELD}
          value={value.fromDate}
          max={value.toDate}
          onChange={(e) => e.target.value && onChange({ ...value, fromDate: e.target.value })}
          data-testid="plays-from"
        />
      </label>
      <label className="flex flex-col gap-1.5">
        <span className="text-xs font-medium text-muted">{t('plays.to')}</span>
        <input
          type="date"
          className={FIELD}
          value={value.toDate}
          min={value.fromDate}
          onChange={(e) => e.target.value && onChange({ ...value, toDate: e.target.value })}
          data-testid="plays-to"
        />
      </label>
    </div>
  );
}
