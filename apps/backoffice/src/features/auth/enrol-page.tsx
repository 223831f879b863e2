import { BO_PATHS } from '@tala/contract/backoffice/paths';
import type { TTotpSetup } from '@tala/contract/backoffice/staff';
import { Button, Spinner } from '@tala/ui/button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ErrorNote } from '../../components/ui/card.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { ME_KEY, useMe } from '../../lib/session.ts';
import { AuthenticatorSetup } from './authenticator-setup.tsx';
import { LinkEnrolment } from './link-enrolment.tsx';
import { StaffAuthFrame } from './staff-auth-frame.tsx';

function EnrolFrame({ subtitle, children }: { subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StaffAuthFrame title={t('enrol.title')} subtitle={subtitle} wide>
      {children}
    </StaffAuthFrame>
  );
}

/**
 * A signed-in staff member without an authenticator (accounts from before every role had one) adds one
 * before anything else; the server allows nothing else to such a session.
 */
function SessionEnrolment() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const [code, setCode] = useState('');
  const setup = useMutation({ mutationFn: () => api<TTotpSetup>('POST', BO_PATHS.totpSetup, {}) });
  const confirm = useMutation({
    mutationFn: () => api('POST', BO_PATHS.totpConfirm, { code }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
      navigate('/', { replace: true });
    },
  });
  if (me.isPending) return <Spinner className="mx-auto size-6" />;
  if (me.isError || !me.data) return <Navigate to="/login" replace />;
  if (!me.data.totpEnrolmentRequired) return <Navigate to="/" replace />;
  const codeError = confirm.error instanceof ApiError && confirm.error.code === 'BO_TOTP_INVALID';
  return (
    <section className="rounded-xl border border-line bg-surface p-4 sm:p-5">
      {!setup.data ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-muted">{t('enrol.intro')}</p>
          <Button onClick={() => setup.mutate()} busy={setup.isPending} data-testid="enrol-start">
            {t('enrol.start')}
          </Button>
          <ErrorNote error={setup.error} />
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <AuthenticatorSetup
            secret={setup.data.secret}
            otpauthUri={setup.data.otpauthUri}
            code={code}
            onCode={setCode}
            error={codeError ? confirm.error?.message : undefined}
          />
          {confirm.error && !codeError ? <ErrorNote error={confirm.error} /> : null}
          <Button
            className="self-end"
            onClick={() => confirm.mutate()}
            busy={confirm.isPending}
            disabled={code.length !== 6}
            data-testid="enrol-confirm"
          >
            {t('enrol.confirm')}
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * /bo/enrol: with a token in the #fragment, the enrolment link of a new (or reset) staff member;
 * without, the authenticator set-up of a signed-in staff member who has none yet.
 */
export function EnrolPage() {
  const { t } = useTranslation();
  const [token] = useState(() => window.location.hash.slice(1));
  return token ? (
    <EnrolFrame subtitle={t('enrol.linkSubtitle')}>
      <LinkEnrolment token={token} />
    </EnrolFrame>
  ) : (
    <EnrolFrame subtitle={t('enrol.subtitle')}>
      <SessionEnrolment />
    </EnrolFrame>
  );
}
