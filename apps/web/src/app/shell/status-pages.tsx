import type { TSystemStatus } from '@tala/contract/system/status';
import { Button } from '@tala/ui/button';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/art/brand-logo.tsx';
import { Icon, type TIconName } from '../../components/art/ui-icons.tsx';
import { openCustomerService } from '../../lib/customer-service.ts';

/** Contact us: the merchant's e-mail when set, else the live-chat customer service. */
function ContactButton({ status }: { status: TSystemStatus }) {
  const { t } = useTranslation('shell');
  const [failed, setFailed] = useState(false);
  if (status.contactEmail) {
    return (
      <a
        href={`mailto:${status.contactEmail}`}
        className="inline-flex h-12 items-center gap-2 rounded-lg bg-accent px-6 font-bold text-accent-contrast hover:bg-accent-strong"
        data-testid="contact-us"
      >
        <Icon name="mail" className="size-5" />
        {t('status.contact')}
      </a>
    );
  }
  const hasChat = status.customerService.some((e) => e.csType === 'LIVECHAT');
  return (
    <div className="flex flex-col items-center gap-2">
      <Button
        size="lg"
        disabled={!hasChat}
        onClick={async () => setFailed(!(await openCustomerService('LIVECHAT')))}
        data-testid="contact-us"
      >
        <Icon name="headset" className="size-5" />
        {t('status.contact')}
      </Button>
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {t('rail.chatFailed')}
        </p>
      ) : null}
    </div>
  );
}

function StatusFrame({
  status,
  icon,
  kicker,
  title,
  children,
}: {
  status: TSystemStatus;
  icon: TIconName;
  kicker: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="relative grid min-h-dvh place-items-center overflow-hidden bg-bg px-4 py-10">
      <div
        className="absolute top-[-20%] left-1/2 size-[640px] -translate-x-1/2 rounded-full bg-brand/20 blur-3xl"
        aria-hidden="true"
      />
      <main className="relative w-full max-w-lg rounded-3xl border border-line bg-bg-elevated/90 p-8 text-center shadow-[var(--shadow)] backdrop-blur sm:p-10">
        <BrandLogo name={status.merchant.name} />
        <span className="mx-auto mt-8 grid size-20 place-items-center rounded-full bg-gradient-to-br from-accent-strong to-accent text-accent-contrast shadow-[0_10px_30px_-10px_var(--accent)]">
          <Icon name={icon} className="size-10" />
        </span>
        <p className="mt-6 text-xs font-bold tracking-[0.2em] text-accent uppercase">{kicker}</p>
        <h1 className="mt-2 text-3xl font-black text-fg">{title}</h1>
        <div className="mt-4 space-y-4 text-muted">{children}</div>
        <div className="mt-8 flex justify-center">
          <ContactButton status={status} />
        </div>
      </main>
    </div>
  );
}

/** Status 1 (seed 000 §2): System Maintenance / RESTRICTION OF VISIT. */
export function MaintenancePage({ status }: { status: TSystemStatus }) {
  const { t, i18n } = useTranslation('shell');
  const until = status.maintenance.until ? new Date(status.maintenance.until) : null;
  return (
    <StatusFrame
      status={status}
      icon="wrench"
      kicker={t('status.maintenanceKicker')}
      title={t('status.maintenanceTitle')}
    >
      <p data-testid="maintenance-message">{status.maintenance.message || t('status.maintenanceBody')}</p>
      {until && !Number.isNaN(until.getTime()) ? (
        <p className="rounded-xl bg-surface-2 px-4 py-3 text-sm">
          {t('status.until')}{' '}
          <strong className="text-fg">
            {until.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
          </strong>
        </p>
      ) : null}
    </StatusFrame>
  );
}

/** Status 2: the visitor's region is restricted; shows the IP and country the server saw. */
export function RegionPage({ status }: { status: TSystemStatus }) {
  const { t } = useTranslation('shell');
  return (
    <StatusFrame status={status} icon="pin" kicker={t('status.regionKicker')} title={t('status.regionTitle')}>
      <p>{t('status.regionBody')}</p>
      <dl className="grid grid-cols-2 gap-3 text-left text-sm">
        <div className="rounded-xl bg-surface-2 px-4 py-3">
          <dt className="text-xs text-faint">{t('status.ip')}</dt>
          <dd className="mt-0.5 font-mono font-semibold break-all text-fg" data-testid="region-ip">
            {status.location.ip}
          </dd>
        </div>
        <div className="rounded-xl bg-surface-2 px-4 py-3">
          <dt className="text-xs text-faint">{t('status.country')}</dt>
          <dd className="mt-0.5 font-semibold text-fg" data-testid="region-country">
            {status.location.country ?? t('status.unknownCountry')}
          </dd>
        </div>
      </dl>
    </StatusFrame>
  );
}

/** The page for a status other than 0 (maintenance wins over region), loaded only when one is shown. */
export default function StatusPage({ status }: { status: TSystemStatus }) {
  return status.status === 1 ? <MaintenancePage status={status} /> : <RegionPage status={status} />;
}
