import { VERIFICATION_CODE_MAX_LENGTH } from '@tala/contract/constants';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldIcon } from '../../../components/form/field-icons.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { SendCodeButton } from './send-code-button.tsx';

/** The SMS code input with its "send code" button (and resend countdown) inside. */
export function SmsCodeField({
  sms,
  onSend,
  required,
  error,
  registration,
}: {
  sms: { secondsLeft: number; sending: boolean };
  onSend: () => Promise<void>;
  required?: boolean;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('sms_code')}
      placeholder={t('sms_code_placeholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      required={required}
      maxLength={VERIFICATION_CODE_MAX_LENGTH}
      leading={<FieldIcon name="shield" />}
      trailing={
        <SendCodeButton secondsLeft={sms.secondsLeft} sending={sms.sending} onClick={() => void onSend()} />
      }
      error={error}
      data-testid="sms-code-input"
      {...registration}
    />
  );
}
