/**
 * Registration field patterns 0–20 (seed 000 §5, seed 001 §5). The server sends each field's
 * patternId and acceptedPattern; the message is the translated `reg_pattern_{id}` with min/max.
 * Ids the seeds do not name (0, 17, 18, 19) are our decision: docs/decisions/002-register-patterns.md.
 */
export const ANY_PATTERN = '*';

export const REGISTER_PATTERNS: Record<number, string> = {
  0: ANY_PATTERN,
  1: '^[A-Za-z][A-Za-z0-9]*$',
  2: '^[\\u4e00-\\u9fa50-9]+$',
  3: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
  4: '^[A-Za-z0-9]+$',
  5: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$',
  6: '^\\d+$',
  7: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  8: '^[A-Za-z ]+$',
  9: '^\\S+$',
  10: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef·]+$',
  11: '^(\\d{4}-\\d{2}-\\d{2}|\\d{2}-\\d{2}-\\d{4})$',
  12: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f ]+$',
  13: '^[\\u0e00-\\u0e7f]+$',
  14: '^[\\u0e00-\\u0e7fA-Za-z ]+$',
  15: '^(?=.*[A-Z])[A-Z ]+$',
  16: '^[A-Za-z0-9!-/:-@\\[-`{-~]+$',
  17: '^[\\u4e00-\\u9fa5A-Za-z·. ]+$',
  18: "^[\\p{L} .'-]+$",
  19: '^\\+?\\d+$',
  20: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9])\\S+$',
};
export const PATTERN_IDS = Object.keys(REGISTER_PATTERNS).map(Number);

export type TFieldRule = {
  patternId: number;
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
};

/** A value is valid only if it matches the accepted pattern (`*` = any) and its length is within bounds. */
export function matchesRule(value: string, rule: TFieldRule): boolean {
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) return false;
  if (rule.acceptedPattern === ANY_PATTERN) return true;
  return new RegExp(rule.acceptedPattern, 'u').test(value);
}

/** `{min}-{max}` or a single number when they are equal, substituted into reg_pattern_{id}. */
export function ruleLengthText(rule: Pick<TFieldRule, 'minLength' | 'maxLength'>): string {
  return rule.minLength === rule.maxLength ? String(rule.minLength) : `${rule.minLength}-${rule.maxLength}`;
}
