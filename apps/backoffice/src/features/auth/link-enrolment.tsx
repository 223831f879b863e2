import { BO_PATHS } from '@tala/contract/backoffice/paths';
import type { TEnrolmentView, TStaffMe } from '@tala/contract/backoffice/staff';
import {
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  staffPasswordProblem,
} from '@tala/contract/backoffice/staff-password';
import { Button, Spinner } from '@tala/ui/button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorNote } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Icon } from '../../components/ui/icons.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { dateTime } from '../../lib/format.ts';
import { ME_KEY } from '../../lib/session.ts';
import { AuthenticatorSetup } from './authenticator-setup.tsx';

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-line bg-surface p-4 sm:p-5">
      <h2 className="mb-3 flex items-center gap-2.5 text-sm font-semibold text-fg">
        <span className="grid size-6 place-items-center rounded-full bg-accent/15 text-xs font-bold text-accent">
          {n}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The password rule as a checklist that fills in while typing (the server checks it again). */
function PasswordRules({ password, username }: { password: string; username: string }) {
  const { t } = useTranslation();
  const length = [...password].length;
  const problem = staffPasswordProblem(password, username);
  const rules = [
    { key: 'length', ok: length >= STAFF_PASSWORD_MIN && length <= STAFF_PASSWORD_MAX },
    { key: 'common', ok: length > 0 && problem !== 'common' && problem !== 'length' },
    { key: 'username', ok: length > 0 && problem !== 'username' },
  ];
  return (
    <ul className="flex flex-col gap-1 text-xs" aria-label={t('enrol.rules.title')}>
      {rules.map((rule) => (
        <li key={rule.key} className={`flex items-center gap-2 ${rule.ok ? 'text-success' : 'text-muted'}`}>
          <span aria-hidden="true" className="w-3 text-center">
            {rule.ok ? '✓' : '•'}
          </span>
          {t(`enrol.rules.${rule.key}`, { min: STAFF_PASSWORD_MIN })}
          <span className="sr-only">{rule.ok ? t('enrol.rules.met') : t('enrol.rules.unmet')}</span>
        </li>
      ))}
    </ul>
  );
}

function LinkInvalid({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <div
      className="rounded-xl border border-line bg-surface p-6 text-center"
      data-testid="enrol-link-invalid"
    >
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-warning/15 text-warning">
        <Icon name="shield" className="size-6" />
      </span>
      <h2 className="mt-4 text-base font-bold text-fg">{t('enrol.invalidTitle')}</h2>
      <p className="mt-1.5 text-sm text-muted">
        {error instanceof ApiError && error.code !== 'VALIDATION_FAILED' && error.message
          ? error.message
          : t('BO_ENROLMENT_LINK_INVALID', { ns: 'errors' })}
      </p>
      <a href="/bo/login" className="mt-4 inline-block text-sm font-semibold text-info hover:underline">
        {t('enrol.toSignIn')}
      </a>
    </div>
  );
}

function EnrolmentForm({ token, view }: { token: string; view: TEnrolmentView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const mismatch = confirm.length > 0 && confirm !== password;
  const finish = useMutation({
    mutationFn: () => api<TStaffMe>('POST', BO_PATHS.enrolmentComplete, { token, password, code }),
    onSuccess: (me) => {
      // The link is spent: drop it from the address bar and history entry before moving on.
      window.history.replaceState(null, '', '/bo/enrol');
      queryClient.setQueryData(ME_KEY, me);
      navigate('/', { replace: true });
    },
  });
  const ready = staffPasswordProblem(password, view.username) === null && !mismatch && code.length === 6;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (ready && confirm === password) finish.mutate();
  };
  const codeError = finish.error instanceof ApiError && finish.error.code === 'BO_TOTP_INVALID';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Step n={1} title={t('enrol.passwordStep')}>
        <div className="grid gap-3 sm:grid-cols-2">
          <input type="text" autoComplete="username" value={view.username} readOnly hidden />
          <TextField
            label={t('enrol.password')}
            type="password"
            autoComplete="new-password"
            maxLength={STAFF_PASSWORD_MAX}
            value={password}
            data-testid="enrol-password"
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label={t('enrol.confirmPassword')}
            type="password"
            autoComplete="new-password"
            maxLength={STAFF_PASSWORD_MAX}
            value={confirm}
            data-testid="enrol-password-confirm"
            error={mismatch || (tried && confirm !== password) ? t('enrol.mismatch') : undefined}
            onChange={(event) => setConfirm(event.target.value)}
          />
        </div>
        <div className="mt-3">
          <PasswordRules password={password} username={view.username} />
        </div>
      </Step>
      <Step n={2} title={t('enrol.authenticatorStep')}>
        <p className="mb-3 text-xs text-muted">{t('enrol.intro')}</p>
        <AuthenticatorSetup
          secret={view.secret}
          otpauthUri={view.otpauthUri}
          code={code}
          onCode={setCode}
          error={codeError ? finish.error?.message : undefined}
        />
      </Step>
      {finish.error && !codeError ? <ErrorNote error={finish.error} /> : null}
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-faint">{t('enrol.expires', { time: dateTime(view.expiresAt) })}</p>
        <Button
          type="submit"
          busy={finish.isPending}
          disabled={!ready}
          data-testid="enrol-finish"
          className="h-10"
        >
          {t('enrol.finish')}
        </Button>
      </div>
    </form>
  );
}

/** The page an enrolment link opens: choose a password, add an authenticator, and be signed in. */
export function LinkEnrolment({ token }: { token: string }) {
  const { t } = useTranslation();
  const view = useQuery({
    queryKey: ['enrolment', token],
    queryFn: () => api<TEnrolmentView>('POST', BO_PATHS.enrolmentOpen, { token }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (view.isPending)
    return (
      <div className="grid place-items-center py-16 text-muted">
        <Spinner className="size-6" />
      </div>
    );
  if (view.isError || !view.data) return <LinkInvalid error={view.error} />;
  const role = t(`roles.${view.data.role}`);
  return (
    <>
      <p className="mb-4 text-center text-sm text-muted" data-testid="enrol-who">
        {t('enrol.who', {
          name: view.data.displayName || view.data.username,
          role,
          merchant: view.data.merchantName,
        })}
      </p>
      <EnrolmentForm token={token} view={view.data} />
    </>
  );
}
