import type { TAppDeps } from './app-deps.ts';
import type { TDb } from './db/database.ts';
import type { TEnv } from './env.ts';
import { createMessaging } from './lib/messaging/create-messaging.ts';
import { KEY_VAR, loadSecretBox } from './lib/secret-box.ts';
import { checkSealedSecrets, describeResealed, upgradeSealedSecrets } from './lib/secret-keys.ts';
import { loadSecrets } from './lib/secrets.ts';
import { MerchantCache } from './modules/merchants/merchant-cache.ts';
import { InProcessProviders } from './modules/vendor-wallet/provider-transport.ts';

export type TDepsOptions = {
  /** Where a start says what it did to the stored data (main.ts prints it; tests and benches do not). */
  report?: (line: string) => void;
};

/** The deps every entry point (server, tests, benches) builds on its database: one way to build them. */
export async function createAppDeps(db: TDb, env: TEnv, options: TDepsOptions = {}): Promise<TAppDeps> {
  // Secrets at rest (decision 031): a missing (production) or wrong key stops the start here, naming the
  // variable; values of the formats before are re-sealed under the key first.
  const secretBox = loadSecretBox(env);
  const upgraded = describeResealed(await upgradeSealedSecrets(db, secretBox, env));
  if (upgraded)
    options.report?.(
      `Secrets at rest: ${upgraded} of before decision 031 re-sealed under ${KEY_VAR} (key ${secretBox.current.id}).`,
    );
  await checkSealedSecrets(db, secretBox);
  return {
    secretBox,
    db,
    env,
    secrets: await loadSecrets(db, env.APP_SECRET),
    merchants: new MerchantCache(db),
    messaging: createMessaging(env, db),
    inProcessProviders: new InProcessProviders(),
  };
}
