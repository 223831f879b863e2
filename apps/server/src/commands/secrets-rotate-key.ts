import { openDatabase } from '../db/connect.ts';
import { readEnv } from '../env.ts';
import { describeFailure } from '../lib/config-error.ts';
import { createSecretBox, KEY_VAR, loadSecretBox, PREVIOUS_KEY_VAR } from '../lib/secret-box.ts';
import { checkSealedSecrets, describeResealed, rotateSealedSecrets } from '../lib/secret-keys.ts';

/**
 * `DATA_ENCRYPTION_KEY_PREVIOUS=<old> DATA_ENCRYPTION_KEY=<new> npm run secrets:rotate-key`: re-seals every
 * secret at rest (every column of db/sealed-columns.ts: staff and pending enrolment TOTP secrets, player
 * authenticator secrets, social sign-in client secrets) under the new key, in one transaction (decision
 * 031). Servers started with both variables read either key meanwhile; once this has run, drop
 * DATA_ENCRYPTION_KEY_PREVIOUS. Exit code 0 when every secret is under the new key, 1 otherwise (nothing
 * changed).
 */
async function main(): Promise<number> {
  const env = readEnv();
  const box = loadSecretBox(env);
  const database = await openDatabase(env, { quiet: true, maxConnections: 2 });
  try {
    const counts = await rotateSealedSecrets(database.db, box, env);
    // The proof: every kind of secret opens with the new key alone.
    await checkSealedSecrets(database.db, createSecretBox(box.current));
    const source = box.current.source === KEY_VAR ? '' : `, from ${box.current.source}`;
    console.log(
      `secrets:rotate-key: ${describeResealed(counts) || 'no secret'} re-sealed; every secret is now under ` +
        `${KEY_VAR} (key ${box.current.id}${source}). ${PREVIOUS_KEY_VAR} can go.`,
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
