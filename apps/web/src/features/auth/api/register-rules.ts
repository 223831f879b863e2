import { matchesRule, ruleLengthText } from '@tala/contract/patterns';
import type {
  TRegisterField,
  TRegisterFieldRule,
  TRegisterSettings,
} from '@tala/contract/system/register-settings';
import type { TFunction } from 'i18next';

export type TRules = Partial<Record<TRegisterField, TRegisterFieldRule>>;

/** The merchant's rules keyed by field name. */
export function rulesByField(settings: TRegisterSettings | undefined): TRules {
  const out: TRules = {};
  for (const rule of settings?.validators ?? []) out[rule.field] = rule;
  return out;
}

/** The translated pattern message with {{length}} = "min-max" (or one number), seed 000 §5. */
export function patternMessage(rule: TRegisterFieldRule, t: TFunction): string {
  return t(`auth:reg_pattern_${rule.patternId}`, { length: ruleLengthText(rule) });
}

/**
 * A react-hook-form validate function for a rule-driven field: empty is an error only when required
 * (or `forceRequired`, e.g. username and password always are); otherwise the value must match.
 */
export function ruleValidator(rule: TRegisterFieldRule | undefined, t: TFunction, forceRequired = false) {
  return (raw: string): true | string => {
    const value = raw.trim();
    if (value === '') return forceRequired || rule?.required ? t('auth:not_empty') : true;
    if (!rule) return true;
    return matchesRule(value, rule) || patternMessage(rule, t);
  };
}

/** Optional registration fields shown as plain inputs, in the seed's order (seed 000 §3). */
export const EXTRA_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const satisfies readonly TRegisterField[];
export type TExtraField = (typeof EXTRA_FIELDS)[number];

/** Autocomplete tokens and keyboards that help browsers and phones fill each field. */
export const FIELD_INPUT: Record<
  TExtraField,
  { autoComplete: string; inputMode?: 'numeric' | 'email'; type?: string }
> = {
  payeeName: { autoComplete: 'name' },
  email: { autoComplete: 'email', inputMode: 'email', type: 'email' },
  qqNum: { autoComplete: 'off', inputMode: 'numeric' },
  recommenderId: { autoComplete: 'off' },
  affiliateCode: { autoComplete: 'off' },
  paymentPassword: { autoComplete: 'new-password', type: 'password' },
  line: { autoComplete: 'off' },
  whatsapp: { autoComplete: 'tel', inputMode: 'numeric' },
  facebook: { autoComplete: 'off' },
  wechat: { autoComplete: 'off' },
  idNumber: { autoComplete: 'off' },
};
