import { useTranslation } from 'react-i18next';
import { DayRangeFields, SelectField, type TDayRange } from '../components/filter-fields.tsx';
import { usePlayVendors } from './play-records-api.ts';

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

/** From and to calendar days of the play records. */
export function PlayDayRange({ value, onChange }: { value: TDayRange; onChange: (next: TDayRange) => void }) {
  const { t } = useTranslation('member');
  return (
    <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
      <DayRangeFields
        value={value}
        onChange={onChange}
        labels={{ from: t('plays.from'), to: t('plays.to') }}
        testIdPrefix="plays"
      />
    </div>
  );
}
