import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ruleValidator, type TRules } from '../../../lib/field-rules.ts';
import { filled, MOBILE_RE } from '../../../lib/field-validators.ts';
import type { TRegisterLayout, TRegisterValues } from '../api/register-body.ts';
import type { useSmsSender } from '../hooks/use-sms-sender.ts';
import { MobileField } from './mobile-field.tsx';
import { SmsCodeField } from './sms-code-field.tsx';

/**
 * Registration's mobile number (required when signing up by mobile, else as the merchant's rule says)
 * and, when SMS verification is on, the code sent to it.
 */
export function RegisterMobileFields({
  form,
  rules,
  layout,
  dialingCode,
  onDialingCodeChange,
  sms,
}: {
  form: UseFormReturn<TRegisterValues>;
  rules: TRules;
  layout: TRegisterLayout;
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  sms: ReturnType<typeof useSmsSender>;
}) {
  const { t } = useTranslation('auth');
  const { register, formState, trigger, getValues } = form;

  async function onSend() {
    if (await trigger('mobileNum')) await sms.send(getValues('mobileNum').trim(), dialingCode);
  }

  function validateMobile(value: string) {
    const checked = ruleValidator(rules.mobileNum, t, layout.byMobile)(value);
    if (checked !== true || value.trim() === '') return checked;
    return MOBILE_RE.test(value.trim()) || t('mobile_invalid');
  }

  if (!layout.mobileShown) return null;
  return (
    <>
      <MobileField
        dialingCode={dialingCode}
        onDialingCodeChange={onDialingCodeChange}
        required={layout.byMobile || rules.mobileNum?.required === true}
        maxLength={rules.mobileNum?.maxLength ?? 20}
        error={formState.errors.mobileNum?.message}
        registration={register('mobileNum', { validate: validateMobile })}
      />
      {layout.codeShown ? (
        <SmsCodeField
          sms={sms}
          onSend={onSend}
          required
          error={formState.errors.verificationCode?.message}
          registration={register('verificationCode', { validate: filled(t, 'enter_sms_code') })}
        />
      ) : null}
    </>
  );
}
