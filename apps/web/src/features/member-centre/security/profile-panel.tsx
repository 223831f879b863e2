import type { TProfile, TProfileUpdate } from '@tala/contract/security/profile';
import { isDisplaySafeText } from '@tala/contract/text';
import { Button } from '@tala/ui/button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError, FormSuccess, useErrorText } from '../../../components/centre/form-error.tsx';
import { InfoRows, Panel, PanelError, PanelSkeleton } from '../../../components/centre/panel.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useProfile, useUpdateProfile } from '../api/security-api.ts';

const TEXT_FIELDS = [
  'nickname',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const;
const CONTACTS = ['whatsapp', 'telegram', 'facebook', 'line', 'zalo', 'wechat', 'qq', 'skype'] as const;
type TValues = Record<string, string>;

/** The profile (seed 001 §3): read-only account facts, then the fields the server lets the player edit. */
export function ProfilePanel() {
  const { t } = useTranslation('member');
  const profile = useProfile();
  const errorText = useErrorText();
  if (profile.isPending) return <PanelSkeleton rows={2} />;
  if (!profile.data) {
    return (
      <PanelError
        message={errorText(profile.error)}
        onRetry={() => void profile.refetch()}
        retryLabel={t('retry')}
      />
    );
  }
  const p = profile.data;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Panel title={t('profile.account')} icon="users" testId="profile-facts">
        <InfoRows
          rows={[
            { label: t('profile.fields.account'), value: p.account },
            {
              label: t('profile.fields.realName'),
              value: p.realName ?? t('security.notSet'),
              testId: 'profile-real-name',
            },
            { label: t('profile.fields.idNumber'), value: p.idNumber ?? t('security.notSet') },
            { label: t('profile.fields.mobile'), value: p.mobile ?? t('security.notSet') },
            { label: t('profile.fields.email'), value: p.email ?? t('security.notSet') },
            { label: t('profile.fields.referrer'), value: p.referrer ?? '—' },
          ]}
        />
        <p className="mt-3 text-xs text-faint">{t('profile.lockedHint')}</p>
      </Panel>
      <ProfileForm profile={p} />
    </div>
  );
}

function initialValues(p: TProfile): TValues {
  const values: TValues = { realName: '', idNumber: '' };
  for (const key of TEXT_FIELDS) values[key] = p[key] ?? '';
  for (const key of CONTACTS) values[key] = p.contacts[key] ?? '';
  return values;
}

/** Only what changed is sent; an emptied optional field is cleared (null). */
function toUpdate(p: TProfile, v: TValues): TProfileUpdate {
  const update: Record<string, unknown> = {};
  const initial = initialValues(p);
  for (const key of TEXT_FIELDS) {
    if (v[key] === initial[key]) continue;
    update[key] = key === 'nickname' ? v[key] : v[key]?.trim() || null;
  }
  const contacts: Record<string, string | null> = {};
  for (const key of CONTACTS) if (v[key] !== initial[key]) contacts[key] = v[key]?.trim() || null;
  if (Object.keys(contacts).length > 0) update.contacts = contacts;
  if (p.realName === null && v.realName?.trim()) update.realName = v.realName.trim();
  if (p.idNumber === null && v.idNumber?.trim()) update.idNumber = v.idNumber.trim();
  return update as TProfileUpdate;
}

/** A field the server refused (VALIDATION_FAILED): `contacts.qq` is the form's `qq`. */
const formFieldOf = (path: string) => path.split('.').at(-1) ?? path;

function ProfileForm({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('member');
  const save = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<TValues>({
    values: initialValues(profile),
  });
  // Names staff read: no control or direction characters (decision 017), refused here as on the server.
  const field = (key: string) => ({
    ...register(key, {
      validate: (value) =>
        isDisplaySafeText(value ?? '') || t('validation.invalid_characters', { ns: 'auth' }),
    }),
    error: formState.errors[key]?.message,
  });
  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    const error = await save.mutateAsync(toUpdate(profile, values)).then(
      () => null,
      (failure: unknown) => failure,
    );
    if (error instanceof ApiError) {
      for (const issue of error.fields) {
        setError(formFieldOf(issue.path), { message: t(issue.messageKey, { ns: 'auth', ...issue.params }) });
      }
    }
    setSaved(error === null);
  });
  const once = [
    ...(profile.realName === null ? (['realName'] as const) : []),
    ...(profile.idNumber === null ? (['idNumber'] as const) : []),
  ];
  return (
    <Panel title={t('profile.edit')} icon="wrench" testId="profile-form">
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        {once.length > 0 ? (
          <p className="rounded-lg bg-warning/10 px-3 py-2 text-xs text-warning">{t('profile.onceHint')}</p>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          {once.map((key) => (
            <TextField
              key={key}
              label={t(`profile.fields.${key}`)}
              data-testid={`profile-${key}`}
              {...field(key)}
            />
          ))}
          {TEXT_FIELDS.map((key) => (
            <TextField
              key={key}
              label={t(`profile.fields.${key}`)}
              type={key === 'birthday' ? 'date' : 'text'}
              data-testid={`profile-${key}`}
              {...field(key)}
            />
          ))}
        </div>
        <p className="pt-1 text-xs font-semibold tracking-wide text-muted uppercase">
          {t('profile.contacts')}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {CONTACTS.map((key) => (
            <TextField key={key} label={t(`profile.fields.${key}`)} {...field(key)} />
          ))}
        </div>
        <FormError error={save.error} />
        <FormSuccess text={saved && !save.isError ? t('profile.saved') : null} />
        <div className="flex justify-end">
          <Button type="submit" busy={save.isPending} data-testid="profile-save">
            {t('save')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
