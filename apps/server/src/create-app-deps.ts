import type { TAppDeps } from './app-deps.ts';
import type { TDb } from './db/database.ts';
import type { TEnv } from './env.ts';
import { createMessaging } from './lib/messaging/create-messaging.ts';
import { loadSecrets } from './lib/secrets.ts';
import { MerchantCache } from './modules/merchants/merchant-cache.ts';
import { checkTotpKeys, sealPlainTotpSecrets } from './modules/staff/totp-keys.service.ts';
import { loadTotpVault } from './modules/staff/totp-vault.ts';
import { InProcessProviders } from './modules/vendor-wallet/provider-transport.ts';

/** The deps every entry point (server, tests, benches) builds on its database: one way to build them. */
export async function createAppDeps(db: TDb, env: TEnv): Promise<TAppDeps> {
  // Staff TOTP secrets: a missing (production) or wrong key stops the start here, naming the variable.
  const totpVault = loadTotpVault(env);
  await sealPlainTotpSecrets(db, totpVault);
  await checkTotpKeys(db, totpVault);
  return {
    totpVault,
    db,
    env,
    secrets: await loadSecrets(db, env.APP_SECRET),
    merchants: new MerchantCache(db),
    messaging: createMessaging(env, db),
    inProcessProviders: new InProcessProviders(),
  };
}
