import { countryFlagEmoji } from '@tala/contract/system/countries';
import { LineSvg } from '@tala/ui/line-svg';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useRegisterSettings } from '../../../lib/register-settings.ts';
import { useSystemStatus } from '../../../lib/system-status.ts';
import { useCountries } from '../hooks/use-auth-data.ts';

/**
 * The merchant's default dialing code (from the register settings) and whether the visitor may pick
 * another (switch COUNTRY_CODE_PICKER).
 */
export function useDialingDefaults() {
  const status = useSystemStatus();
  const settings = useRegisterSettings();
  const pickerOn = status.data?.switches.COUNTRY_CODE_PICKER ?? false;
  return { pickerOn, defaultCode: settings.data?.defaultDialingCode ?? '63' };
}

/** Mobile number with its dialing code: a native picker when enabled (best on phones), else the default. */
export function MobileField({
  dialingCode,
  onDialingCodeChange,
  registration,
  error,
  label,
  required = true,
  maxLength = 20,
  trailing,
}: {
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  label?: string;
  required?: boolean;
  maxLength?: number;
  trailing?: React.ReactNode;
}) {
  const { t } = useTranslation('auth');
  const { pickerOn } = useDialingDefaults();
  const countries = useCountries(pickerOn);
  const options = countries.data ?? [];
  const leading =
    pickerOn && options.length > 0 ? (
      <div className="relative -ml-1 flex h-8 shrink-0 items-center rounded-md bg-surface-3 pr-5 pl-2 text-sm text-fg">
        <span aria-hidden="true">+{dialingCode}</span>
        <select
          aria-label={t('dialing_code')}
          value={dialingCode}
          onChange={(event) => onDialingCodeChange(event.target.value)}
          data-testid="dialing-code"
          className="absolute inset-0 cursor-pointer opacity-0"
        >
          {options.map((country) => (
            <option key={country.countryCode} value={country.countryDialingCode}>
              {countryFlagEmoji(country.countryCode)} {country.name} (+{country.countryDialingCode})
            </option>
          ))}
        </select>
        <LineSvg className="pointer-events-none absolute right-1 size-3.5 text-faint">
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </LineSvg>
      </div>
    ) : (
      <span className="shrink-0 border-r border-line pr-2 text-sm text-muted">+{dialingCode}</span>
    );
  return (
    <TextField
      label={label ?? t('mobile')}
      placeholder={t('mobile_placeholder')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={maxLength}
      required={required}
      leading={leading}
      trailing={trailing}
      error={error}
      data-testid="mobile-input"
      {...registration}
    />
  );
}
