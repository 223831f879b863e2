import type { TFieldIssue } from '@tala/contract/envelope';
import { matchesRule, REGISTER_PATTERNS, ruleLengthText } from '@tala/contract/patterns';
import { REGISTER_FIELDS, type TRegisterField } from '@tala/contract/system/register-settings';
import type { TRuleRow as TStoredRule } from '../system/system.repository.ts';

/**
 * Used only when the merchant has no row for a field the flow cannot do without. ASVS: passwords of
 * at least 8 characters, up to 64.
 */
const FALLBACK_RULES: Partial<Record<TRegisterField, TStoredRule>> = {
  username: { field: 'username', visible: true, required: true, patternId: 1, minLength: 4, maxLength: 16 },
  password: { field: 'password', visible: true, required: true, patternId: 0, minLength: 8, maxLength: 64 },
  mobileNum: {
    field: 'mobileNum',
    visible: false,
    required: false,
    patternId: 6,
    minLength: 7,
    maxLength: 15,
  },
};

export type TRuleSet = Map<TRegisterField, TStoredRule>;

export function buildRuleSet(rows: TStoredRule[]): TRuleSet {
  const set: TRuleSet = new Map();
  for (const [field, rule] of Object.entries(FALLBACK_RULES)) set.set(field as TRegisterField, rule);
  for (const row of rows) {
    if ((REGISTER_FIELDS as readonly string[]).includes(row.field)) set.set(row.field as TRegisterField, row);
  }
  return set;
}

/** The issue for a non-empty value that breaks its rule, or null. */
export function ruleIssue(field: string, value: string, rule: TStoredRule): TFieldIssue | null {
  const acceptedPattern = REGISTER_PATTERNS[rule.patternId] ?? '*';
  if (matchesRule(value, { ...rule, acceptedPattern })) return null;
  return {
    path: field,
    messageKey: `reg_pattern_${rule.patternId}`,
    params: { length: ruleLengthText(rule) },
  };
}

export type TFieldPlan = {
  /** Required whatever the rule says (e.g. username and password of a username registration). */
  forced: ReadonlySet<TRegisterField>;
  /** Checked elsewhere or derived (captcha, SMS code, a mobile registration's username). */
  skipped: ReadonlySet<TRegisterField>;
  /** Checked when given but never required (a mobile registration's password when the merchant allows none). */
  optional?: ReadonlySet<TRegisterField>;
};

/**
 * Applies visibility, required flags, patterns and lengths (seed 000 §5). Returns the issues and the
 * values to keep: a value for a field the merchant does not show is dropped, not stored.
 */
export function checkFields(
  rules: TRuleSet,
  values: Partial<Record<TRegisterField, string>>,
  plan: TFieldPlan,
): { issues: TFieldIssue[]; kept: Partial<Record<TRegisterField, string>> } {
  const issues: TFieldIssue[] = [];
  const kept: Partial<Record<TRegisterField, string>> = {};
  for (const field of REGISTER_FIELDS) {
    if (plan.skipped.has(field)) continue;
    const rule = rules.get(field);
    const forced = plan.forced.has(field);
    if (!rule || (!rule.visible && !forced)) continue;
    const value = values[field] ?? '';
    if (value.trim() === '') {
      if (forced || (rule.required && !plan.optional?.has(field)))
        issues.push({ path: field, messageKey: 'not_empty' });
      continue;
    }
    const issue = ruleIssue(field, value, rule);
    if (issue) issues.push(issue);
    else kept[field] = value;
  }
  return { issues, kept };
}
