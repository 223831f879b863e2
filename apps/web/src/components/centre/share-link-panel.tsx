import { QrCode } from '@tala/ui/qr-code';
import type { ReactNode } from 'react';
import type { TIconName } from '../art/ui-icons.tsx';
import { CopyButton } from './copy-button.tsx';
import { Panel } from './panel.tsx';

/** A link that brings a visitor to the register popup with a code: the home page with the code in its query. */
export function signupLink(origin: string, param: 'affiliateCode' | 'referralCode', code: string): string {
  // `/index`, not `/`: the home page every merchant domain serves, where the register popup opens.
  return `${origin}/index?${new URLSearchParams({ [param]: code })}`;
}

/**
 * A code and its link with copy buttons beside a QR code of the link, drawn here, never by a service: an agent's
 * invitation (issue 12 §1) and a member's invite-friends link (issue 13) share it.
 */
export function ShareLinkPanel({
  title,
  icon,
  intro,
  code,
  link,
  texts,
  testId,
  children,
}: {
  title: string;
  icon: TIconName;
  intro: ReactNode;
  code: string;
  link: string;
  texts: { qr: string; code: string; link: string };
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Panel title={title} icon={icon} testId={testId}>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <QrCode
          value={link}
          label={texts.qr}
          size={152}
          className="mx-auto shrink-0 sm:mx-0"
          testId={`${testId}-qr`}
        />
        <div className="min-w-0 flex-1 space-y-3">
          <div className="text-sm text-muted">{intro}</div>
          <ShareRow label={texts.code} value={code} mono testId={`${testId}-code`} />
          <ShareRow label={texts.link} value={link} testId={`${testId}-link`} />
          {children}
        </div>
      </div>
    </Panel>
  );
}

function ShareRow({
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
