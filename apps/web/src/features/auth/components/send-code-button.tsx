import { Spinner } from '@tala/ui/button';
import { useTranslation } from 'react-i18next';

/** The compact "send code" button inside a code field; shows the resend countdown. */
export function SendCodeButton({
  secondsLeft,
  sending,
  onClick,
}: {
  secondsLeft: number;
  sending: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('auth');
  const waiting = secondsLeft > 0;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={sending || waiting}
      data-testid="send-code"
      className="-mr-1.5 inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md bg-accent/15 px-3 text-xs font-semibold text-accent transition-colors hover:bg-accent/25 disabled:cursor-not-allowed disabled:bg-surface-3 disabled:text-faint"
    >
      {sending ? <Spinner className="size-3.5" /> : null}
      {waiting ? t('resend_in', { seconds: secondsLeft }) : t('send_code')}
    </button>
  );
}
