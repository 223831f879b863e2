import { BO_PATHS } from '@tala/contract/backoffice/paths';
import type { TTotpSetup } from '@tala/contract/backoffice/staff';
import { Button } from '@tala/ui/button';
import { QrCode } from '@tala/ui/qr-code';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Card, ErrorNote, PageHeader } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { api } from '../../lib/api.ts';
import { ME_KEY } from '../../lib/session.ts';

/** Second-factor enrolment: scan the QR (or type the key), then prove one code to confirm it. */
export function EnrolPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const setup = useMutation({ mutationFn: () => api<TTotpSetup>('POST', BO_PATHS.totpSetup, {}) });
  const confirm = useMutation({
    mutationFn: () => api('POST', BO_PATHS.totpConfirm, { code }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ME_KEY });
      navigate('/', { replace: true });
    },
  });
  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title={t('enrol.title')} subtitle={t('enrol.subtitle')} />
      <Card>
        {!setup.data ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-muted">{t('enrol.intro')}</p>
            <Button onClick={() => setup.mutate()} busy={setup.isPending}>
              {t('enrol.start')}
            </Button>
            <ErrorNote error={setup.error} />
          </div>
        ) : (
          <div className="flex flex-col gap-4 sm:flex-row">
            <QrCode
              value={setup.data.otpauthUri}
              label={t('enrol.qr')}
              size={184}
              margin={12}
              testId="totp-qr"
            />
            <div className="flex flex-1 flex-col gap-3">
              <p className="text-sm text-muted">{t('enrol.scan')}</p>
              <code className="rounded-md bg-surface-2 px-2 py-1.5 font-mono text-xs break-all text-fg">
                {setup.data.secret}
              </code>
              <TextField
                label={t('auth.totpCode')}
                inputMode="numeric"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              <ErrorNote error={confirm.error} />
              <Button onClick={() => confirm.mutate()} busy={confirm.isPending} disabled={code.length !== 6}>
                {t('enrol.confirm')}
              </Button>
            </div>
          </div>
        )}
      </Card>
    </div>
  );
}
