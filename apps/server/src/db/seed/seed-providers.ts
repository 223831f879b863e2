import type { TAppDeps } from '../../app-deps.ts';
import { saveProviderAccount } from '../../modules/vendor-wallet/provider-accounts.ts';

/** The built-in provider's code; its vendors name it in `game_vendors.provider_code`. */
export const HOUSE_PROVIDER_CODE = 'HOUSE';

/**
 * The house provider (providers/house) for the demo merchant, served by this server under /house by
 * default (game pages at /house/play, the transfer API at /house/transfer/v1). Its secret is random per installation; a separately run house (`npm run start:house`) is
 * given the same secret by the operator.
 */
export async function seedHouseProvider(deps: Pick<TAppDeps, 'db'>, merchantId: number): Promise<void> {
  await saveProviderAccount(deps.db, {
    merchantId,
    providerCode: HOUSE_PROVIDER_CODE,
    launchUrl: '/house',
    transferApiUrl: '/house/transfer/v1',
  });
}
