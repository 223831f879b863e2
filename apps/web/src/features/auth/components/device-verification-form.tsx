import type { TLoginChallenge, TVerificationMethod } from '@tala/contract/session/device-verification';
import { useTranslation } from 'react-i18next';
import { Icon, type TIconName } from '../../../components/art/ui-icons.tsx';
import { FieldIcon } from '../../../components/form/field-icons.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { filled } from '../../../lib/field-validators.ts';
import { useDeviceVerification } from '../hooks/use-device-verification.ts';
import { AuthForm } from './auth-form.tsx';
import { Checkbox } from './checkbox.tsx';
import { SendCodeButton } from './send-code-button.tsx';
import { SubmitRow } from './submit-row.tsx';

const ICONS: Record<TVerificationMethod, TIconName> = {
  mobile: 'chat',
  email: 'mail',
  bankName: 'wallet',
  authenticator: 'shield',
};

/** The methods as a radio group of cards, each saying where a code would go. */
function MethodPicker({
  challenge,
  value,
  onChange,
}: {
  challenge: TLoginChallenge;
  value: TVerificationMethod;
  onChange: (method: TVerificationMethod) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2">
      <legend className="mb-2 text-xs font-medium text-muted">{t('device.choose')}</legend>
      {challenge.methods.map(({ method, target }) => (
        <label
          key={method}
          className={`flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40 ${value === method ? 'border-accent bg-accent/10' : 'border-line bg-surface-2 hover:border-accent/50'}`}
        >
          <input
            type="radio"
            name="verification-method"
            className="sr-only"
            checked={value === method}
            onChange={() => onChange(method)}
            data-testid={`device-method-${method}`}
          />
          <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent/15 text-accent">
            <Icon name={ICONS[method]} className="size-4" />
          </span>
          <span className="min-w-0">
            <span className="block text-sm font-semibold text-fg">{t(`device.methods.${method}`)}</span>
            <span className="block truncate text-xs text-muted">{target ?? t(`device.hints.${method}`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Sign-in from a new device (seed 001 §8): the member proves it is them with one method, may trust
 * this device, and only then gets the session. A dead challenge sends them back to the password.
 */
export function DeviceVerificationForm({
  challenge,
  onRestart,
}: {
  challenge: TLoginChallenge;
  onRestart: (message: string | null) => void;
}) {
  const { t } = useTranslation('auth');
  const { method, choose, form, submit, countdown, sending, sentTo, attemptsLeft, send, onSubmit } =
    useDeviceVerification(challenge, onRestart);
  const needsCode = method === 'mobile' || method === 'email';
  return (
    <AuthForm onSubmit={onSubmit} testId="device-verification-form">
      <DeviceIntro />
      <MethodPicker challenge={challenge} value={method} onChange={choose} />
      <TextField
        key={method}
        label={t(`device.fields.${method}`)}
        placeholder={t(`device.placeholders.${method}`)}
        inputMode={method === 'bankName' ? 'text' : 'numeric'}
        autoComplete={method === 'bankName' ? 'name' : 'one-time-code'}
        maxLength={method === 'bankName' ? 100 : 6}
        leading={<FieldIcon name={method === 'bankName' ? 'user' : 'shield'} />}
        trailing={
          needsCode ? (
            <SendCodeButton
              secondsLeft={countdown.secondsLeft}
              sending={sending}
              onClick={() => void send()}
            />
          ) : undefined
        }
        error={form.formState.errors.answer?.message}
        data-testid="device-answer"
        {...form.register('answer', { validate: filled(t, 'device.enterAnswer') })}
      />
      {sentTo ? (
        <p className="-mt-2 text-xs text-muted" role="status" data-testid="device-code-sent">
          {t('device.codeSent', { target: sentTo })}
        </p>
      ) : null}
      {attemptsLeft !== null && attemptsLeft > 0 ? (
        <p className="-mt-2 text-xs text-warning" data-testid="device-attempts-left">
          {t('device.attemptsLeft', { count: attemptsLeft })}
        </p>
      ) : null}
      <Checkbox registration={form.register('trustDevice')} testId="device-trust">
        <span className="font-medium text-fg">{t('device.trust')}</span>
        <span className="block text-xs">{t('device.trustHint')}</span>
      </Checkbox>
      <SubmitRow submit={submit} label={t('device.verify')} testId="device-verify-submit" />
      <button
        type="button"
        onClick={() => onRestart(null)}
        className="self-center text-sm font-medium text-accent hover:underline"
        data-testid="device-back"
      >
        {t('device.back')}
      </button>
    </AuthForm>
  );
}

function DeviceIntro() {
  const { t } = useTranslation('auth');
  return (
    <div className="flex items-start gap-3 rounded-xl border border-warning/40 bg-warning/10 p-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-warning/20 text-warning">
        <Icon name="lock" className="size-4" />
      </span>
      <div>
        <p className="text-sm font-semibold text-fg" data-testid="device-title">
          {t('device.title')}
        </p>
        <p className="text-xs text-muted">{t('device.intro')}</p>
      </div>
    </div>
  );
}
