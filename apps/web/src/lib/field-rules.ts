import { matchesRule, ruleLengthText } from '@tala/contract/patterns';
import type { TRegisterField, TRegisterFieldRule } from '@tala/contract/system/register-settings';
import type { TFunction } from 'i18next';

/**
 * The merchant's field rules (GET /wps/system/setting/register) as forms check them: registration, password
 * changes and the accounts an agent creates all follow the same rules with the same messages.
 */
export type TRules = Partial<Record<TRegisterField, TRegisterFieldRule>>;

/** The merchant's rules keyed by field name. */
export function rulesByField(settings: { validators: readonly TRegisterFieldRule[] } | undefined): TRules {
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
