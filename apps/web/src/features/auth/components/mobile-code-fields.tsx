import type { TSmsPurpose } from '@tala/contract/verification/sms';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { filled, mobileValidator } from '../../../lib/field-validators.ts';
import { useSmsSender } from '../hooks/use-sms-sender.ts';
import { MobileField } from './mobile-field.tsx';
import { SmsCodeField } from './sms-code-field.tsx';
import { WarningDialog } from './warning-dialog.tsx';

type TMobileCodeValues = { mobile: string; code: string };

/**
 * Mobile number (with dialing code) and the SMS code sent to it, for a form whose fields are named
 * `mobile` and `code`. The code is sent only once the number validates; a failed send opens a warning.
 */
export function MobileCodeFields<T extends TMobileCodeValues>({
  purpose,
  form,
  dialingCode,
  onDialingCodeChange,
  codeRequired,
}: {
  purpose: TSmsPurpose;
  form: UseFormReturn<T>;
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  codeRequired?: boolean;
}) {
  const { t } = useTranslation('auth');
  // The form holds more fields than these two; this component only ever touches its own.
  const { register, trigger, getValues, formState } = form as unknown as UseFormReturn<TMobileCodeValues>;
  const sms = useSmsSender(purpose);

  async function onSend() {
    if (await trigger('mobile')) await sms.send(getValues('mobile').trim(), dialingCode);
  }

  return (
    <>
      <MobileField
        dialingCode={dialingCode}
        onDialingCodeChange={onDialingCodeChange}
        error={formState.errors.mobile?.message}
        registration={register('mobile', { validate: mobileValidator(t) })}
      />
      <SmsCodeField
        sms={sms}
        onSend={onSend}
        required={codeRequired}
        error={formState.errors.code?.message}
        registration={register('code', { validate: filled(t, 'enter_sms_code') })}
      />
      {/* A portal dialog: where it sits in the form does not matter. */}
      <WarningDialog message={sms.warning} onClose={sms.dismissWarning} />
    </>
  );
}
