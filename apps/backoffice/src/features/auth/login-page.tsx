import { BO_PATHS } from '@tala/contract/backoffice/paths';
import type { TStaffMe } from '@tala/contract/backoffice/staff';
import { Button } from '@tala/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ErrorNote } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { api } from '../../lib/api.ts';
import { ME_KEY } from '../../lib/session.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { StaffAuthFrame } from './staff-auth-frame.tsx';

const ZForm = z.object({
  username: z.string().trim().min(1).max(32),
  password: z.string().min(1).max(128),
  totp: z.string().trim().max(12).optional(),
});
type TForm = z.infer<typeof ZForm>;

/**
 * Username, password and authenticator code on one form, checked together by the server: a failure never
 * tells which one was wrong (decision 016). Staff without an authenticator yet (from before every role
 * had one) leave the code empty and are taken to set one up.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TForm>({
    resolver: zodResolver(ZForm),
    defaultValues: { username: '', password: '', totp: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const me = await api<TStaffMe>('POST', BO_PATHS.login, {
        username: values.username,
        password: values.password,
        ...(values.totp ? { totp: values.totp } : {}),
      });
      queryClient.setQueryData(ME_KEY, me);
      navigate(me.totpEnrolmentRequired ? '/enrol' : '/', { replace: true });
    } catch (failure) {
      // A code is good for one try: a fresh one is needed anyway.
      form.setValue('totp', '');
      setError(failure instanceof Error ? failure.message || t('common.failed') : t('common.failed'));
    }
  });

  return (
    <StaffAuthFrame title={t('auth.title')} subtitle={t('auth.subtitle')}>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-5 shadow-[var(--shadow)]"
      >
        <TextField
          label={t('auth.username')}
          autoComplete="username"
          data-testid="bo-username"
          error={form.formState.errors.username ? t('validation.required') : undefined}
          {...form.register('username')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          data-testid="bo-password"
          error={form.formState.errors.password ? t('validation.required') : undefined}
          {...form.register('password')}
        />
        <TextField
          label={t('auth.totpCode')}
          hint={t('auth.totpHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="123 456"
          data-testid="bo-totp"
          className="[&_input]:tabular-nums [&_input]:tracking-[0.3em]"
          {...form.register('totp')}
        />
        {error ? <ErrorNote error={new Error(error)} /> : null}
        <Button
          type="submit"
          busy={form.formState.isSubmitting}
          data-testid="bo-sign-in"
          className="mt-1 h-10"
        >
          {t('auth.signIn')}
        </Button>
      </form>
      <p className="mt-4 text-center text-[11px] text-faint">{t('auth.notice')}</p>
    </StaffAuthFrame>
  );
}
