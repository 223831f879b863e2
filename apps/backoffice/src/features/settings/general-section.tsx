import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { SWITCHES, type TSwitch } from '@tala/contract/constants';
import { Button } from '@tala/ui/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, ErrorNote } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { Toggle } from '../../components/ui/toggle.tsx';
import { money } from '../../lib/format.ts';
import { BanksCard } from './banks-card.tsx';
import { TimeZoneCard } from './time-zone-card.tsx';
import { useSaveSettings, useSettings } from './use-settings.ts';

function Threshold({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const save = useSaveSettings<{ adjustmentApprovalThreshold: string }>(BO_PATHS.settingsThreshold);
  const [value, setValue] = useState('');
  useEffect(
    () => setValue(settings.data?.adjustmentApprovalThreshold ?? ''),
    [settings.data?.adjustmentApprovalThreshold],
  );
  const valid = /^\d{1,12}\.\d{2}$/.test(value);
  return (
    <Card title={t('settings.threshold.title')}>
      <p className="mb-3 text-xs text-muted">
        {t('settings.threshold.help', {
          amount: settings.data
            ? money(settings.data.adjustmentApprovalThreshold, settings.data.currency)
            : '…',
        })}
      </p>
      <div className="flex items-end gap-2">
        <TextField
          label={t('settings.threshold.label')}
          value={value}
          disabled={!editable}
          onChange={(event) => setValue(event.target.value)}
          error={value && !valid ? t('validation.amountTwoDecimals') : undefined}
          className="max-w-48"
        />
        {editable ? (
          <Button
            onClick={() => save.mutate({ adjustmentApprovalThreshold: value })}
            disabled={!valid}
            busy={save.isPending}
          >
            {t('common.save')}
          </Button>
        ) : null}
      </div>
      <div className="mt-2">
        <ErrorNote error={save.error} />
      </div>
    </Card>
  );
}

export function GeneralSection({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const save = useSaveSettings<{ switches: Partial<Record<TSwitch, boolean>> }>(BO_PATHS.settingsSwitches);
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card title={t('settings.switches.title')} className="lg:col-span-2" padded={false}>
        <ErrorNote error={settings.error ?? save.error} />
        <ul className="divide-y divide-line/60">
          {SWITCHES.map((name) => (
            <li key={name} className="flex items-center justify-between gap-4 px-4 py-2.5">
              <div className="min-w-0">
                <div className="text-sm font-medium text-fg">{t(`settings.switches.names.${name}`)}</div>
                <div className="font-mono text-[11px] text-faint">{name}</div>
              </div>
              <Toggle
                label={t(`settings.switches.names.${name}`)}
                testId={`switch-${name}`}
                checked={settings.data?.switches[name] ?? false}
                disabled={!editable || !settings.data || save.isPending}
                onChange={(next) => save.mutate({ switches: { [name]: next } })}
              />
            </li>
          ))}
        </ul>
      </Card>
      <div className="flex flex-col gap-4">
        <Threshold editable={editable} />
        <TimeZoneCard editable={editable} />
      </div>
      <div className="lg:col-span-3">
        <BanksCard editable={editable} />
      </div>
    </div>
  );
}
