import type { TMemberDevice } from '@tala/contract/security/devices';
import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/art/ui-icons.tsx';
import { FormError } from '../../../components/centre/form-error.tsx';
import { Panel, PanelSkeleton } from '../../../components/centre/panel.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { escapeText } from '../../../lib/escape-text.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useDevices, useRemoveDevice } from '../api/devices-api.ts';

const PHONE = /iPhone|iPad|Android/;

function DeviceRow({
  device,
  onRemove,
}: {
  device: TMemberDevice;
  onRemove: (device: TMemberDevice) => void;
}) {
  const { t, i18n } = useTranslation('member');
  const where = [device.lastIp, device.country].filter(Boolean).join(' · ');
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 sm:flex-nowrap" data-testid="device-row">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-3 text-accent">
        <Icon name={PHONE.test(device.name) ? 'smartphone' : 'monitor'} className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-fg">
          <span className="truncate">{device.name || t('devices.unknown')}</span>
          {device.current ? (
            <span
              className="rounded-full bg-accent/15 px-2 py-0.5 text-[11px] font-semibold text-accent"
              data-testid="device-current"
            >
              {t('devices.current')}
            </span>
          ) : null}
          <span
            className={`rounded-full px-2 py-0.5 text-[11px] font-semibold ${device.trusted ? 'bg-success/15 text-success' : 'bg-warning/15 text-warning'}`}
          >
            {device.trusted ? t('devices.trusted') : t('devices.notTrusted')}
          </span>
        </p>
        <p className="text-xs text-muted">
          {t('devices.lastActive', { time: formatDateTime(device.lastSeenAt, i18n.language) })}
          {where ? ` · ${where}` : ''}
        </p>
        <p className="text-[11px] text-muted">
          {t('devices.firstSeen', { time: formatDateTime(device.firstSeenAt, i18n.language) })}
        </p>
      </div>
      {device.current ? null : (
        <Button variant="secondary" size="sm" onClick={() => onRemove(device)} data-testid="device-remove">
          {t('devices.remove')}
        </Button>
      )}
    </li>
  );
}

/**
 * Where the account is signed in or trusted (issue 10 §8). Removing a device signs it out at once and
 * makes it a new device again; "sign out all others" keeps only this one.
 */
export function DevicesPanel() {
  const { t } = useTranslation('member');
  const devices = useDevices();
  const remove = useRemoveDevice();
  const [pending, setPending] = useState<TMemberDevice | 'others' | null>(null);
  if (devices.isPending) return <PanelSkeleton rows={2} />;
  const list = devices.data?.list ?? [];
  const others = list.filter((device) => !device.current).length;
  const target = pending === 'others' ? null : pending;
  return (
    <Panel
      title={t('devices.title')}
      icon="monitor"
      testId="devices-panel"
      action={
        others > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setPending('others')}
            data-testid="devices-remove-others"
          >
            {t('devices.removeOthers')}
          </Button>
        ) : null
      }
    >
      <p className="mb-2 text-sm text-muted">{t('devices.hint')}</p>
      <FormError error={devices.error ?? remove.error} />
      <ul className="divide-y divide-line/70">
        {list.map((device) => (
          <DeviceRow key={device.id} device={device} onRemove={setPending} />
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        icon="warning"
        title={pending === 'others' ? t('devices.removeOthersTitle') : t('devices.removeTitle')}
        html={escapeText(
          pending === 'others'
            ? t('devices.removeOthersText', { count: others })
            : t('devices.removeText', { name: target?.name || t('devices.unknown') }),
        )}
        confirmText={t('devices.remove')}
        busy={remove.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() =>
          remove.mutate(pending === 'others' ? 'others' : (target?.id ?? ''), {
            onSettled: () => setPending(null),
          })
        }
      />
    </Panel>
  );
}
