import { openDatabase } from '../db/connect.ts';
import { readEnv } from '../env.ts';
import { describeFailure } from '../lib/config-error.ts';
import { checkTotpKeys, rotateTotpKey, sealPlainTotpSecrets } from '../modules/staff/totp-keys.service.ts';
import { loadTotpVault, TOTP_KEY_VAR } from '../modules/staff/totp-vault.ts';

/**
 * `STAFF_TOTP_KEY_PREVIOUS=<old> STAFF_TOTP_KEY=<new> npm run staff:rotate-totp-key`: re-encrypts every
 * staff authenticator secret (and every pending enrolment's) under the new key, in one transaction
 * (decision 016). Servers started with both variables read either key meanwhile; once this has run, drop
 * STAFF_TOTP_KEY_PREVIOUS. Exit code 0 when every secret is under the new key, 1 otherwise (nothing changed).
 */
async function main(): Promise<number> {
  const env = readEnv();
  const vault = loadTotpVault(env);
  const database = await openDatabase(env, { quiet: true, maxConnections: 2 });
  try {
    const plain = await sealPlainTotpSecrets(database.db, vault);
    const rotated = await rotateTotpKey(database.db, vault);
    await checkTotpKeys(database.db, { current: vault.current, previous: null });
    console.log(
      `staff:rotate-totp-key: ${rotated.staff + plain} staff secret(s) and ${rotated.pending} pending ` +
        `enrolment secret(s) re-encrypted; every secret is now under ${TOTP_KEY_VAR} (key ${vault.current.id}` +
        `${vault.current.source === TOTP_KEY_VAR ? '' : `, from ${vault.current.source}`}).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(describeFailure(error));
    process.exit(1);
  },
);
