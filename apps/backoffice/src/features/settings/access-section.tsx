import { BO_PATHS } from '@tala/contract/backoffice/paths';
import type { TMaintenance, TRegion } from '@tala/contract/backoffice/settings';
import { Button } from '@tala/ui/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, ErrorNote } from '../../components/ui/card.tsx';
import { TextArea, TextField } from '../../components/ui/field.tsx';
import { Toggle } from '../../components/ui/toggle.tsx';
import { useSaveSettings, useSettings } from './use-settings.ts';

/** datetime-local works in the browser's zone; the server stores an ISO instant. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function Maintenance({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const save = useSaveSettings<TMaintenance>(BO_PATHS.settingsMaintenance);
  const current = settings.data?.maintenance;
  const [message, setMessage] = useState('');
  const [until, setUntil] = useState('');
  useEffect(() => {
    setMessage(current?.message ?? '');
    setUntil(toLocalInput(current?.until ?? null));
  }, [current?.message, current?.until]);
  const body = (active: boolean): TMaintenance => ({
    active,
    message: message.trim() || null,
    until: until ? new Date(until).toISOString() : null,
  });
  return (
    <Card
      title={t('settings.maintenance.title')}
      actions={
        current ? (
          <Badge tone={current.active ? 'warning' : 'success'}>
            {t(current.active ? 'settings.maintenance.on' : 'settings.maintenance.off')}
          </Badge>
        ) : null
      }
    >
      <div className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3 rounded-md bg-surface-2 px-3 py-2.5">
          <div>
            <div className="text-sm font-medium text-fg">{t('settings.maintenance.toggle')}</div>
            <div className="text-xs text-muted">{t('settings.maintenance.help')}</div>
          </div>
          <Toggle
            label={t('settings.maintenance.toggle')}
            testId="maintenance-toggle"
            checked={current?.active ?? false}
            disabled={!editable || !current || save.isPending}
            onChange={(next) => save.mutate(body(next))}
          />
        </div>
        <TextArea
          label={t('settings.maintenance.message')}
          rows={3}
          maxLength={2000}
          disabled={!editable}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          className="[&_textarea]:font-sans [&_textarea]:text-sm"
        />
        <TextField
          label={t('settings.maintenance.until')}
          type="datetime-local"
          disabled={!editable}
          value={until}
          onChange={(event) => setUntil(event.target.value)}
        />
        <ErrorNote error={save.error} />
        {editable ? (
          <div>
            <Button
              variant="secondary"
              busy={save.isPending}
              onClick={() => save.mutate(body(current?.active ?? false))}
            >
              {t('settings.maintenance.saveText')}
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

const splitList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);

function Region({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const save = useSaveSettings<TRegion>(BO_PATHS.settingsRegion);
  const region = settings.data?.region;
  const [countries, setCountries] = useState('');
  const [ips, setIps] = useState('');
  useEffect(() => {
    setCountries(region?.blockedCountries.join(', ') ?? '');
    setIps(region?.allowedIps.join('\n') ?? '');
  }, [region]);
  return (
    <Card title={t('settings.region.title')}>
      <div className="flex flex-col gap-3">
        <p className="text-xs text-muted">{t('settings.region.help')}</p>
        <TextField
          label={t('settings.region.countries')}
          placeholder="US, SG"
          disabled={!editable}
          value={countries}
          onChange={(event) => setCountries(event.target.value.toUpperCase())}
          hint={t('settings.region.countriesHint')}
        />
        <TextArea
          label={t('settings.region.ips')}
          rows={4}
          disabled={!editable}
          value={ips}
          onChange={(event) => setIps(event.target.value)}
          hint={t('settings.region.ipsHint')}
        />
        <ErrorNote error={save.error} />
        {editable ? (
          <div>
            <Button
              busy={save.isPending}
              onClick={() =>
                save.mutate({ blockedCountries: splitList(countries), allowedIps: splitList(ips) })
              }
            >
              {t('common.save')}
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

export function AccessSection({ editable }: { editable: boolean }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Maintenance editable={editable} />
      <Region editable={editable} />
    </div>
  );
}
