import {
  SOCIAL_PROVIDER_DEFAULTS,
  type TSocialProviderBody,
  type TSocialProviderConfig,
} from '@tala/contract/backoffice/social-providers';
import { SOCIAL_PROVIDERS, type TSocialProvider } from '@tala/contract/session/social';
import type { TDb } from '../../db/database.ts';
import { sealedContext } from '../../db/sealed-columns.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TSecretBox } from '../../lib/secret-box.ts';
import { type TActor, writeAudit } from '../staff/audit.service.ts';
import {
  listSocialProviders,
  lockSocialProvider,
  saveSocialProvider,
  type TSocialProviderRow,
} from './social-providers.repository.ts';

function toConfig(
  provider: TSocialProvider,
  row: TSocialProviderRow | undefined,
  callbackUrl: string,
): TSocialProviderConfig {
  const defaults = SOCIAL_PROVIDER_DEFAULTS[provider];
  return {
    provider,
    configured: row !== undefined,
    enabled: row?.enabled ?? false,
    kind: row?.kind ?? defaults.kind,
    issuer: row ? row.issuer : defaults.issuer,
    authorizationEndpoint: row ? row.authorization_endpoint : defaults.authorizationEndpoint,
    tokenEndpoint: row ? row.token_endpoint : defaults.tokenEndpoint,
    userinfoEndpoint: row ? row.userinfo_endpoint : defaults.userinfoEndpoint,
    clientId: row?.client_id ?? '',
    hasSecret: row !== undefined,
    scopes: row?.scopes ?? defaults.scopes,
    callbackUrl,
    updatedAt: row?.updated_at.toISOString() ?? null,
  };
}

export async function listProviderConfigs(
  db: TDb,
  merchantId: number,
  callbackUrlOf: (provider: TSocialProvider) => string,
): Promise<{ list: TSocialProviderConfig[] }> {
  const rows = new Map((await listSocialProviders(db, merchantId)).map((row) => [row.provider, row]));
  return { list: SOCIAL_PROVIDERS.map((p) => toConfig(p, rows.get(p), callbackUrlOf(p))) };
}

/** What the audit log keeps of a configuration: everything but the secret, which is only "changed". */
function auditView(row: TSocialProviderRow | null) {
  if (!row) return null;
  const { client_secret_enc: _secret, merchant_id: _merchant, updated_at: _at, ...rest } = row;
  return rest;
}

/**
 * Saves a provider (admin only): validated by the contract, the secret sealed with the deployment's
 * key (required the first time, kept when left empty later), audited in the same transaction.
 */
export async function saveProviderConfig(
  db: TDb,
  box: TSecretBox,
  actor: TActor,
  input: { provider: TSocialProvider; body: TSocialProviderBody; callbackUrl: string },
): Promise<TSocialProviderConfig> {
  const { provider, body } = input;
  const merchantId = actor.merchantId;
  const saved = await db.transaction().execute(async (trx) => {
    const before = await lockSocialProvider(trx, merchantId, provider);
    const newSecret = body.clientSecret
      ? box.seal(body.clientSecret, sealedContext.socialClientSecret(merchantId, provider))
      : null;
    if (!before && !newSecret) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'clientSecret', messageKey: 'validation.required' }],
      });
    }
    const row = await saveSocialProvider(trx, {
      merchant_id: merchantId,
      provider,
      enabled: body.enabled,
      kind: body.kind,
      issuer: body.kind === 'oidc' ? body.issuer : null,
      authorization_endpoint: body.kind === 'oauth2' ? body.authorizationEndpoint : null,
      token_endpoint: body.kind === 'oauth2' ? body.tokenEndpoint : null,
      userinfo_endpoint: body.kind === 'oauth2' ? body.userinfoEndpoint : null,
      client_id: body.clientId,
      client_secret_enc: newSecret ?? (before?.client_secret_enc as string),
      scopes: body.scopes,
      updated_at: new Date(),
    });
    await writeAudit(trx, actor, {
      action: 'settings.social-provider',
      targetType: 'social_provider',
      targetId: provider,
      before: auditView(before),
      after: { ...auditView(row), secretChanged: newSecret !== null },
    });
    return row;
  });
  return toConfig(provider, saved, input.callbackUrl);
}
