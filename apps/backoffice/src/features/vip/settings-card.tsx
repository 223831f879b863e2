import { VIP_LIMITS } from '@tala/contract/loyalty/vip';
import type { TBoVipSettingsBody } from '@tala/contract/loyalty/vip-staff';
import { Button } from '@tala/ui/button';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, ErrorNote } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { useSaveVipSettings } from './use-vip.ts';

const whole = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * The rules every rank follows (decision 057): the rolling window the thresholds are summed over, and how many
 * monthly reviews a member may miss before dropping one level. Only admins change them; others read.
 */
export function SettingsCard({ settings, editable }: { settings: TBoVipSettingsBody; editable: boolean }) {
  const { t } = useTranslation();
  const save = useSaveVipSettings();
  const [windowDays, setWindowDays] = useState(String(settings.windowDays));
  const [graceReviews, setGraceReviews] = useState(String(settings.graceReviews));
  const days = whole(windowDays);
  const grace = whole(graceReviews);
  const errors = {
    windowDays:
      days >= VIP_LIMITS.windowDays.min && days <= VIP_LIMITS.windowDays.max
        ? undefined
        : t('vip.settings.windowError', VIP_LIMITS.windowDays),
    graceReviews:
      grace >= 0 && grace <= VIP_LIMITS.graceReviews.max
        ? undefined
        : t('vip.settings.graceError', { max: VIP_LIMITS.graceReviews.max }),
  };
  const changed = days !== settings.windowDays || grace !== settings.graceReviews;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (errors.windowDays || errors.graceReviews) return;
    save.mutate({ windowDays: days, graceReviews: grace });
  };
  return (
    <Card title={t('vip.settings.title')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('vip.settings.windowDays')}
            hint={t('vip.settings.windowHint')}
            inputMode="numeric"
            value={windowDays}
            disabled={!editable}
            onChange={(event) => setWindowDays(event.target.value)}
            error={errors.windowDays}
            data-testid="vip-window-days"
          />
          <TextField
            label={t('vip.settings.graceReviews')}
            hint={t('vip.settings.graceHint')}
            inputMode="numeric"
            value={graceReviews}
            disabled={!editable}
            onChange={(event) => setGraceReviews(event.target.value)}
            error={errors.graceReviews}
            data-testid="vip-grace"
          />
        </div>
        <ErrorNote error={save.error} />
        {editable ? (
          <div className="flex items-center justify-end gap-3">
            {save.isSuccess && !changed ? (
              <span className="text-xs text-success">{t('vip.settings.saved')}</span>
            ) : null}
            <Button type="submit" busy={save.isPending} disabled={!changed} data-testid="vip-settings-save">
              {t('common.save')}
            </Button>
          </div>
        ) : (
          <p className="text-xs text-muted">{t('vip.settings.readOnly')}</p>
        )}
      </form>
    </Card>
  );
}
