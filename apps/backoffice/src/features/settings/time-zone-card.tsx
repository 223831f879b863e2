import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { Button } from '@tala/ui/button';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, ErrorNote } from '../../components/ui/card.tsx';
import { Select } from '../../components/ui/field.tsx';
import { useSaveSettings, useSettings } from './use-settings.ts';

/** Every IANA zone this browser knows, UTC first (the server checks the name again). */
function zoneNames(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return [...new Set(['UTC', current, ...known])].filter(Boolean);
}

/** The merchant's calendar: a day of daily withdrawal counts and of the players' profit by day. */
export function TimeZoneCard({ editable }: { editable: boolean }) {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const save = useSaveSettings<{ timeZone: string }>(BO_PATHS.settingsTimeZone);
  const saved = settings.data?.timeZone ?? '';
  const [value, setValue] = useState('');
  useEffect(() => setValue(saved), [saved]);
  const zones = useMemo(() => zoneNames(saved), [saved]);
  const now = value
    ? new Intl.DateTimeFormat(i18n.language, {
        timeZone: value,
        // Fields, not timeStyle: Intl refuses to mix the two styles of option.
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }).format()
    : '';
  return (
    <Card title={t('settings.timeZone.title')}>
      <p className="mb-3 text-xs text-muted">{t('settings.timeZone.help')}</p>
      <div className="flex items-end gap-2">
        <Select
          label={t('settings.timeZone.label')}
          value={value}
          disabled={!editable || !settings.data}
          onChange={(event) => setValue(event.target.value)}
          className="min-w-0 flex-1"
          data-testid="time-zone-select"
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </Select>
        {editable ? (
          <Button
            onClick={() => save.mutate({ timeZone: value })}
            disabled={!value || value === saved}
            busy={save.isPending}
            data-testid="time-zone-save"
          >
            {t('common.save')}
          </Button>
        ) : null}
      </div>
      {now ? (
        <p className="mt-1.5 text-xs text-faint" data-testid="time-zone-now">
          {t('settings.timeZone.now', { time: now })}
        </p>
      ) : null}
      <div className="mt-2">
        <ErrorNote error={save.error} />
      </div>
    </Card>
  );
}
