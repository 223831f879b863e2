import type { TPlayVendors } from '@tala/contract/play-records/bet-history';
import { useTranslation } from 'react-i18next';
import { DayRangeFields, SelectField, type TDayRange } from '../../../components/centre/filter-fields.tsx';
import { categoryChoice, usePlayVendors } from './play-records-api.ts';

type TVendor = TPlayVendors['list'][number];

/** Vendors by category, in the vendors' order (a category first seen first). */
function byCategory(vendors: readonly TVendor[]): Array<[string, TVendor[]]> {
  const groups = new Map<string, TVendor[]>();
  for (const vendor of vendors) groups.set(vendor.category, [...(groups.get(vendor.category) ?? []), vendor]);
  return [...groups.entries()];
}

/**
 * All vendors, the vendors of one category (every lottery, say), or one vendor: the vendors whose rounds
 * the records can hold, grouped under the site's category names.
 */
export function VendorSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('member');
  const vendors = usePlayVendors();
  return (
    <SelectField label={t('plays.vendor')} value={value} onChange={onChange} testId="plays-vendor">
      <option value="">{t('plays.allVendors')}</option>
      {byCategory(vendors.data?.list ?? []).map(([category, list]) => {
        const name = t(`nav.items.${category}`, { ns: 'shell', defaultValue: category });
        return (
          <optgroup key={category} label={name}>
            {list.length > 1 ? (
              <option value={categoryChoice(category)}>{t('plays.allOfCategory', { category: name })}</option>
            ) : null}
            {list.map((vendor) => (
              <option key={vendor.vassalage} value={vendor.vassalage}>
                {vendor.displayName}
              </option>
            ))}
          </optgroup>
        );
      })}
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
