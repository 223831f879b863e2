import type { TRegisterField } from '@tala/contract/system/register-settings';

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
