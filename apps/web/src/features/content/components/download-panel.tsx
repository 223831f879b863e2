import type { TResource } from '@tala/contract/system/status';
import { QrCode } from '@tala/ui/qr-code';
import { useTranslation } from 'react-i18next';
import { PhoneMock } from '../../../components/art/phone-mock.tsx';
import { Icon, type TIconName } from '../../../components/art/ui-icons.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

const APPS: Array<{ type: TResource['resourceType']; key: 'ios' | 'android' | 'profile'; icon: TIconName }> =
  [
    { type: 'IOS', key: 'ios', icon: 'apple' },
    { type: 'Android', key: 'android', icon: 'android' },
    { type: 'MOBILECONFIG', key: 'profile', icon: 'shield' },
  ];

function AppCard({ resource, appKey, icon }: { resource: TResource; appKey: string; icon: TIconName }) {
  const { t } = useTranslation('pages');
  const name = t(`download.apps.${appKey}.title`);
  return (
    <li
      className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-5 text-center"
      data-testid={`download-${appKey}`}
    >
      <span className="flex items-center gap-2 font-bold text-fg">
        <Icon name={icon} className="size-5 text-accent" />
        {name}
      </span>
      <QrCode
        value={resource.qrCodeUrl || resource.url}
        label={t('download.qrLabel', { app: name })}
        size={160}
        margin={10}
      />
      <p className="text-xs text-muted">{t(`download.apps.${appKey}.hint`)}</p>
      <a
        href={resource.url}
        className="inline-flex h-10 w-full items-center justify-center gap-2 rounded-lg bg-accent text-sm font-bold text-accent-contrast hover:bg-accent-strong"
        rel="noopener noreferrer"
      >
        <Icon name="download" className="size-4" />
        {t('download.get')}
      </a>
    </li>
  );
}

/** /download: the app download page with locally generated QR codes and a phone mock. */
export function DownloadPanel({ resources, brandName }: { resources: TResource[]; brandName: string }) {
  const { t } = useTranslation('pages');
  const apps = APPS.flatMap((app) => {
    const resource = resources.find((r) => r.resourceType === app.type);
    return resource ? [{ ...app, resource }] : [];
  });
  return (
    <div className="space-y-8">
      <section className="relative grid items-center gap-8 overflow-hidden rounded-2xl border border-line bg-gradient-to-br from-brand/30 via-surface to-surface p-6 sm:p-10 md:grid-cols-[1fr_auto]">
        <div
          className="absolute -bottom-24 -left-16 size-80 rounded-full bg-accent/10 blur-3xl"
          aria-hidden="true"
        />
        <div className="relative space-y-4">
          <p className="text-xs font-bold tracking-widest text-accent uppercase">{t('download.kicker')}</p>
          <h1 className="text-3xl font-black text-fg sm:text-4xl">
            {t('download.title', { name: brandName })}
          </h1>
          <p className="max-w-xl text-muted">{t('download.body')}</p>
          <ul className="grid gap-2 text-sm text-fg sm:grid-cols-2">
            {(['one', 'two', 'three', 'four'] as const).map((k) => (
              <li key={k} className="flex items-center gap-2">
                <Icon name="check" className="size-4 text-success" />
                {t(`download.points.${k}`)}
              </li>
            ))}
          </ul>
        </div>
        <PhoneMock className="relative mx-auto h-72 w-36 sm:h-96 sm:w-48" />
      </section>
      {apps.length === 0 ? (
        <EmptyState icon="download" title={t('download.none')} body={t('download.noneBody')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {apps.map((app) => (
            <AppCard key={app.type} resource={app.resource} appKey={app.key} icon={app.icon} />
          ))}
        </ul>
      )}
    </div>
  );
}
