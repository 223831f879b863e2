import { z } from 'zod';

/** Registration fields whose visibility, required flag and pattern come from the merchant's rule set. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'verificationCode',
] as const;
export type TRegisterField = (typeof REGISTER_FIELDS)[number];

export const ZRegisterFieldRule = z.object({
  field: z.enum(REGISTER_FIELDS),
  visible: z.boolean(),
  required: z.boolean(),
  patternId: z.number().int().min(0).max(20),
  acceptedPattern: z.string().max(300),
  minLength: z.number().int().min(0).max(255),
  maxLength: z.number().int().min(1).max(255),
});
export type TRegisterFieldRule = z.infer<typeof ZRegisterFieldRule>;

export const ZRegisterSettings = z.object({
  validators: z.array(ZRegisterFieldRule).max(REGISTER_FIELDS.length),
  minAge: z.number().int(),
  smsVerification: z.boolean(),
  phoneRegistration: z.boolean(),
  phoneRegistrationPassword: z.boolean(),
  affiliateCode: z.boolean(),
  captcha: z.boolean(),
  countryCodePicker: z.boolean(),
  defaultDialingCode: z.string().max(6),
});
export type TRegisterSettings = z.infer<typeof ZRegisterSettings>;
