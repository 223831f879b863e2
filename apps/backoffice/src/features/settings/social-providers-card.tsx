import { BO_PATHS } from '@tala/contract/backoffice/paths';
import type { TSocialProviderBody, TSocialProviderConfig } from '@tala/contract/backoffice/social-providers';
import { Button } from '@tala/ui/button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, ErrorNote } from '../../components/ui/card.tsx';
import { Select, TextField } from '../../components/ui/field.tsx';
import { Toggle } from '../../components/ui/toggle.tsx';
import { api } from '../../lib/api.ts';

const KEY = ['social-providers'] as const;
type TDraft = Omit<TSocialProviderBody, 'clientSecret'> & { clientSecret: string };

function draftOf(config: TSocialProviderConfig): TDraft {
  return {
    enabled: config.enabled,
    kind: config.kind,
    issuer: config.issuer,
    authorizationEndpoint: config.authorizationEndpoint,
    tokenEndpoint: config.tokenEndpoint,
    userinfoEndpoint: config.userinfoEndpoint,
    clientId: config.clientId,
    clientSecret: '',
    scopes: config.scopes,
  };
}

type TSet = <K extends keyof TDraft>(key: K, value: TDraft[K]) => void;
type TEndpoint = 'issuer' | 'authorizationEndpoint' | 'tokenEndpoint' | 'userinfoEndpoint';

/** Protocol and scopes, then the issuer (OIDC discovery) or the three OAuth endpoints. */
function EndpointFields({ draft, set }: { draft: TDraft; set: TSet }) {
  const { t } = useTranslation();
  const url = (key: TEndpoint) => (
    <TextField
      key={key}
      label={t(`settings.social.fields.${key}`)}
      value={draft[key] ?? ''}
      onChange={(event) => set(key, event.target.value || null)}
      className="sm:col-span-2"
    />
  );
  const endpoints: TEndpoint[] =
    draft.kind === 'oidc' ? ['issuer'] : ['authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint'];
  return (
    <>
      <Select
        label={t('settings.social.fields.kind')}
        value={draft.kind}
        onChange={(event) => set('kind', event.target.value as TDraft['kind'])}
      >
        <option value="oidc">{t('settings.social.kinds.oidc')}</option>
        <option value="oauth2">{t('settings.social.kinds.oauth2')}</option>
      </Select>
      <TextField
        label={t('settings.social.fields.scopes')}
        value={draft.scopes}
        onChange={(event) => set('scopes', event.target.value)}
      />
      {endpoints.map(url)}
    </>
  );
}

function ProviderHeader({
  config,
  enabled,
  onToggle,
}: {
  config: TSocialProviderConfig;
  enabled: boolean;
  onToggle: (next: boolean) => void;
}) {
  const { t } = useTranslation();
  const name = t(`settings.social.providers.${config.provider}`);
  return (
    <div className="flex items-center justify-between gap-3">
      <div>
        <div className="text-sm font-semibold text-fg">{name}</div>
        <div className="text-[11px] text-muted">
          {config.configured ? t('settings.social.configured') : t('settings.social.notConfigured')}
        </div>
      </div>
      <Toggle
        label={t('settings.social.enabled', { provider: name })}
        checked={enabled}
        onChange={onToggle}
        testId={`social-enabled-${config.provider}`}
      />
    </div>
  );
}

function ProviderForm({ config }: { config: TSocialProviderConfig }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState<TDraft>(() => draftOf(config));
  useEffect(() => setDraft(draftOf(config)), [config]);
  const save = useMutation({
    mutationFn: (body: TDraft) =>
      api<TSocialProviderConfig>('PUT', BO_PATHS.socialProvider.replace(':provider', config.provider), {
        ...body,
        ...(body.clientSecret ? {} : { clientSecret: undefined }),
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: KEY }),
  });
  const set: TSet = (key, value) => setDraft((d) => ({ ...d, [key]: value }));
  return (
    <div
      className="space-y-3 border-t border-line/60 pt-4 first:border-t-0 first:pt-0"
      data-testid={`social-provider-${config.provider}`}
    >
      <ProviderHeader config={config} enabled={draft.enabled} onToggle={(next) => set('enabled', next)} />
      <div className="grid gap-3 sm:grid-cols-2">
        <EndpointFields draft={draft} set={set} />
        <TextField
          label={t('settings.social.fields.clientId')}
          value={draft.clientId}
          onChange={(event) => set('clientId', event.target.value)}
          data-testid={`social-client-id-${config.provider}`}
        />
        <TextField
          type="password"
          autoComplete="new-password"
          label={t('settings.social.fields.clientSecret')}
          placeholder={config.hasSecret ? t('settings.social.secretKept') : ''}
          aria-describedby={`social-secret-hint-${config.provider}`}
          value={draft.clientSecret}
          onChange={(event) => set('clientSecret', event.target.value)}
          data-testid={`social-client-secret-${config.provider}`}
        />
        <TextField
          label={t('settings.social.fields.callbackUrl')}
          value={config.callbackUrl}
          readOnly
          className="sm:col-span-2"
          aria-describedby={`social-callback-hint-${config.provider}`}
        />
      </div>
      <ul className="space-y-0.5 text-xs text-muted">
        <li id={`social-secret-hint-${config.provider}`}>{t('settings.social.secretHint')}</li>
        <li id={`social-callback-hint-${config.provider}`}>{t('settings.social.callbackHint')}</li>
      </ul>
      <ErrorNote error={save.error} />
      <Button
        onClick={() => save.mutate(draft)}
        busy={save.isPending}
        data-testid={`social-save-${config.provider}`}
      >
        {t('common.save')}
      </Button>
    </div>
  );
}

/**
 * Google and Facebook sign-in for this merchant (admin only; the buttons also need the SOCIAL_SIGN_IN
 * switch). The client secret is write-only: stored sealed, never shown back.
 */
export function SocialProvidersCard() {
  const { t } = useTranslation();
  const providers = useQuery({
    queryKey: KEY,
    queryFn: () => api<{ list: TSocialProviderConfig[] }>('GET', BO_PATHS.socialProviders),
  });
  return (
    <Card title={t('settings.social.title')}>
      <p className="mb-4 text-xs text-muted">{t('settings.social.help')}</p>
      <ErrorNote error={providers.error} />
      <div className="space-y-4">
        {providers.data?.list.map((config) => (
          <ProviderForm key={config.provider} config={config} />
        ))}
      </div>
    </Card>
  );
}
