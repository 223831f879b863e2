import { QrCode } from '@tala/ui/qr-code';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/centre/copy-button.tsx';
import { Panel } from '../../../components/centre/panel.tsx';

/**
 * The address that registers a visitor under this agent: the home page with the invitation code. `/index`, not `/`:
 * the root's redirect to the home does not carry the query on (and the first-load budget has no room to change it).
 */
export function invitationLink(origin: string, code: string): string {
  return `${origin}/index?${new URLSearchParams({ affiliateCode: code })}`;
}

/**
 * The agent's invitation link and its QR code (issue 12 §1): a visitor who opens it gets the register
 * popup with the code filled in, and registers under this agent. The QR is drawn here, never by a service.
 */
export function InvitationPanel({ code }: { code: string }) {
  const { t } = useTranslation('agent');
  const link = invitationLink(window.location.origin, code);
  return (
    <Panel title={t('invite.title')} icon="qr" testId="agent-invitation">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <QrCode
          value={link}
          label={t('invite.qr')}
          size={152}
          className="mx-auto shrink-0 sm:mx-0"
          testId="agent-invitation-qr"
        />
        <div className="min-w-0 flex-1 space-y-3">
          <p className="text-sm text-muted">{t('invite.intro')}</p>
          <InviteRow label={t('invite.code')} value={code} mono testId="agent-invitation-code" />
          <InviteRow label={t('invite.link')} value={link} testId="agent-invitation-link" />
        </div>
      </div>
    </Panel>
  );
}

function InviteRow({
  label,
  value,
  mono = false,
  testId,
}: {
  label: string;
  value: string;
  mono?: boolean;
  testId: string;
}) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-2 px-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="text-xs text-muted">{label}</p>
        <p
          className={`truncate text-sm font-semibold text-fg ${mono ? 'font-mono tracking-widest' : ''}`}
          title={value}
          data-testid={testId}
        >
          {value}
        </p>
      </div>
      <CopyButton value={value} label={label} testId={`${testId}-copy`} />
    </div>
  );
}
