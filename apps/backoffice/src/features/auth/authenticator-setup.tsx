import { QrCode } from '@tala/ui/qr-code';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/field.tsx';

/** "ABCD EFGH …": a key typed by hand is read in groups of four. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Scan the QR (or type the key), then prove one code from the app: the same step everywhere staff enrol. */
export function AuthenticatorSetup({
  secret,
  otpauthUri,
  code,
  onCode,
  error,
}: {
  secret: string;
  otpauthUri: string;
  code: string;
  onCode: (code: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="mx-auto shrink-0 sm:mx-0">
        <QrCode value={otpauthUri} label={t('enrol.qr')} size={168} testId="totp-qr" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <p className="text-sm text-muted">{t('enrol.scan')}</p>
        <div>
          <div className="text-xs font-medium text-muted">{t('enrol.key')}</div>
          <code
            className="mt-1 block rounded-md bg-surface-2 px-2.5 py-2 font-mono text-[13px] tracking-wide break-words text-fg select-all"
            data-testid="totp-secret"
          >
            {grouped(secret)}
          </code>
        </div>
        <TextField
          label={t('auth.totpCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          value={code}
          error={error}
          data-testid="enrol-code"
          className="[&_input]:tabular-nums [&_input]:tracking-[0.3em]"
          onChange={(event) => onCode(event.target.value.replace(/\D/g, ''))}
        />
      </div>
    </div>
  );
}
