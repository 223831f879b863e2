import { Button } from '@tala/ui/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, FormSuccess } from '../../../components/centre/form-error.tsx';
import { Panel } from '../../../components/centre/panel.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  sendBindCode,
  type TBindKind,
  type TBindTarget,
  useBindContact,
  useSecurityOverview,
} from '../api/security-api.ts';

const RESEND_SECONDS = 60;

function useCountdown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(RESEND_SECONDS)];
}

/** Send-code and bind state of one contact kind. */
function useBindForm(kind: TBindKind) {
  const { t } = useTranslation('member');
  const bind = useBindContact(kind);
  const [dialing, setDialing] = useState('63');
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [sendError, setSendError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const [left, startCountdown] = useCountdown();
  const [done, setDone] = useState<string | null>(null);
  const body: TBindTarget =
    kind === 'mobile' ? { countryDialingCode: dialing, mobileNum: target.trim() } : { email: target.trim() };
  async function send() {
    setSendError(null);
    setSending(true);
    try {
      await sendBindCode(kind, body);
      startCountdown();
    } catch (error) {
      setSendError(error);
    } finally {
      setSending(false);
    }
  }
  async function submit() {
    setDone(null);
    const result = await bind.mutateAsync({ ...body, code: code.trim() }).catch(() => null);
    if (result) {
      setDone(t('bind.done', { value: result.masked }));
      setCode('');
      setTarget('');
    }
  }
  return {
    bind,
    dialing,
    setDialing,
    target,
    setTarget,
    code,
    setCode,
    sendError,
    sending,
    left,
    done,
    send,
    submit,
  };
}

/** Bind (or re-bind) the mobile number or e-mail: send a 6-digit code, then confirm it. */
export function BindContactPanel({ kind }: { kind: TBindKind }) {
  const { t } = useTranslation('member');
  const overview = useSecurityOverview();
  const current = kind === 'mobile' ? overview.data?.mobile : overview.data?.email;
  const form = useBindForm(kind);
  const { bind, code, target } = form;
  return (
    <Panel title={t(`bind.${kind}.title`)} icon={kind === 'mobile' ? 'chat' : 'mail'} testId={`bind-${kind}`}>
      <p className="mb-4 text-sm text-muted">
        {current ? t('bind.current', { value: current }) : t(`bind.${kind}.none`)}
      </p>
      <div className="space-y-3">
        <BindFields kind={kind} form={form} />
        <FormError error={form.sendError ?? bind.error} />
        <FormSuccess text={form.done} />
        <div className="flex justify-end">
          <Button
            onClick={() => void form.submit()}
            busy={bind.isPending}
            disabled={code.length !== 6 || target.trim() === ''}
            data-testid={`bind-${kind}-submit`}
          >
            {t('bind.submit')}
          </Button>
        </div>
      </div>
    </Panel>
  );
}

function BindFields({ kind, form }: { kind: TBindKind; form: ReturnType<typeof useBindForm> }) {
  const { t } = useTranslation('member');
  return (
    <>
      <div className="flex gap-2">
        {kind === 'mobile' ? (
          <TextField
            className="w-24"
            label={t('bind.mobile.dialing')}
            value={form.dialing}
            inputMode="numeric"
            onChange={(event) => form.setDialing(event.target.value.replace(/[^\d]/g, '').slice(0, 4))}
            leading={<span className="text-sm text-muted">+</span>}
          />
        ) : null}
        <TextField
          className="flex-1"
          label={t(`bind.${kind}.field`)}
          value={form.target}
          type={kind === 'email' ? 'email' : 'tel'}
          onChange={(event) => form.setTarget(event.target.value)}
          data-testid={`bind-${kind}-target`}
        />
      </div>
      <TextField
        label={t('bind.code')}
        value={form.code}
        inputMode="numeric"
        maxLength={6}
        onChange={(event) => form.setCode(event.target.value.replace(/\D/g, ''))}
        data-testid={`bind-${kind}-code`}
        trailing={
          <button
            type="button"
            onClick={() => void form.send()}
            disabled={form.sending || form.left > 0 || form.target.trim() === ''}
            className="shrink-0 text-sm font-semibold text-accent disabled:text-faint"
            data-testid={`bind-${kind}-send`}
          >
            {form.left > 0 ? t('bind.resendIn', { seconds: form.left }) : t('bind.send')}
          </button>
        }
      />
    </>
  );
}
