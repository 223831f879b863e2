import type { TAuthenticatorSetup } from '@tala/contract/security/devices';
import { Button } from '@tala/ui/button';
import { QrCode } from '@tala/ui/qr-code';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/centre/copy-button.tsx';
import { FormError } from '../../../components/centre/form-error.tsx';
import { Panel, PanelSkeleton } from '../../../components/centre/panel.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useAuthenticatorChange, useAuthenticatorSetup, useAuthenticatorStatus } from '../api/devices-api.ts';

const CODE = /^\d{6}$/;

/** Secret in groups of four, easier to type into an app by hand. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

function EnrolForm({ setup }: { setup: TAuthenticatorSetup }) {
  const { t } = useTranslation('member');
  const change = useAuthenticatorChange();
  const { register, handleSubmit, formState } = useForm({ defaultValues: { code: '' } });
  const onSubmit = handleSubmit((values) => change.mutate({ action: 'confirm', code: values.code.trim() }));
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5 md:grid-cols-[auto_1fr]"
      data-testid="authenticator-enrol"
    >
      <div className="justify-self-center">
        <QrCode value={setup.otpauthUri} label={t('authenticator.qrLabel')} size={180} margin={12} />
      </div>
      <div className="flex min-w-0 flex-col gap-3">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-muted">
          <li>{t('authenticator.step1')}</li>
          <li>{t('authenticator.step2')}</li>
          <li>{t('authenticator.step3')}</li>
        </ol>
        <div className="flex items-center gap-2 rounded-lg border border-line bg-surface-2 px-3 py-2">
          <code
            className="min-w-0 flex-1 font-mono text-sm break-all text-fg"
            data-testid="authenticator-secret"
          >
            {grouped(setup.secret)}
          </code>
          <CopyButton value={setup.secret} label={t('authenticator.copySecret')} />
        </div>
        <TextField
          label={t('authenticator.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={formState.errors.code ? t('authenticator.codeRule') : undefined}
          data-testid="authenticator-code"
          {...register('code', { pattern: CODE, required: true })}
        />
        <FormError error={change.error} />
        <Button
          type="submit"
          busy={change.isPending}
          data-testid="authenticator-confirm"
          className="self-start"
        >
          {t('authenticator.confirm')}
        </Button>
      </div>
    </form>
  );
}

function DisableForm() {
  const { t } = useTranslation('member');
  const change = useAuthenticatorChange();
  const { register, handleSubmit, formState } = useForm({ defaultValues: { password: '', code: '' } });
  const onSubmit = handleSubmit((values) =>
    change.mutate({ action: 'disable', password: values.password, code: values.code.trim() }),
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      data-testid="authenticator-disable"
    >
      <TextField
        type="password"
        autoComplete="current-password"
        label={t('authenticator.password')}
        error={formState.errors.password ? t('validation.required') : undefined}
        {...register('password', { required: true })}
      />
      <TextField
        label={t('authenticator.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={formState.errors.code ? t('authenticator.codeRule') : undefined}
        {...register('code', { pattern: CODE, required: true })}
      />
      <div className="sm:col-span-2">
        <FormError error={change.error} />
      </div>
      <Button type="submit" variant="danger" busy={change.isPending} className="justify-self-start">
        {t('authenticator.disable')}
      </Button>
    </form>
  );
}

/**
 * An authenticator app as a second factor (issue 10 §8): the QR code is drawn here from the otpauth
 * URI (never sent to a QR service); enrolment ends with a code from the app; turning it off takes the
 * password and a code.
 */
export function AuthenticatorPanel() {
  const { t } = useTranslation('member');
  const status = useAuthenticatorStatus();
  const setup = useAuthenticatorSetup();
  if (status.isPending) return <PanelSkeleton rows={1} />;
  const enrolled = status.data?.enrolled === true;
  return (
    <Panel
      title={t('authenticator.title')}
      icon="key"
      testId="authenticator-panel"
      action={
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${enrolled ? 'bg-success/15 text-success' : 'bg-surface-3 text-muted'}`}
          data-testid="authenticator-state"
        >
          {enrolled ? t('authenticator.on') : t('authenticator.off')}
        </span>
      }
    >
      <p className="mb-4 text-sm text-muted">
        {enrolled ? t('authenticator.onHint') : t('authenticator.offHint')}
      </p>
      <FormError error={status.error ?? setup.error} />
      {enrolled ? (
        <DisableForm />
      ) : setup.data ? (
        <EnrolForm setup={setup.data} />
      ) : (
        <Button onClick={() => setup.mutate()} busy={setup.isPending} data-testid="authenticator-start">
          {t('authenticator.start')}
        </Button>
      )}
    </Panel>
  );
}
