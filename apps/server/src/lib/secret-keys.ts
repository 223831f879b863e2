import type { TDb } from '../db/database.ts';
import {
  lockSealedRows,
  replaceSealedValue,
  SEALED_COLUMNS,
  sampleSealedValues,
} from '../db/sealed-columns.ts';
import { ConfigError } from './config-error.ts';
import { describeKeys, SEALED_PREFIX, sealedKeyId, type TSecretBox } from './secret-box.ts';
import {
  LEGACY_FORMATS,
  loadLegacyKeys,
  openLegacy,
  type TLegacyEnv,
  type TLegacyKeys,
} from './secret-box-legacy.ts';

/** How many values of each sealed column were re-sealed. */
export type TResealed = Array<{ what: string; count: number }>;

/**
 * Re-seals under the current key, in ONE transaction, the values `select` picks in every sealed column:
 * a value no key at hand opens stops it with a ConfigError naming what to set, and nothing changes.
 */
async function reseal(
  db: TDb,
  box: TSecretBox,
  env: TLegacyEnv,
  select: Parameters<typeof lockSealedRows>[2],
): Promise<TResealed> {
  return db.transaction().execute(async (trx) => {
    let legacy: TLegacyKeys | null = null;
    const counts: TResealed = [];
    for (const c of SEALED_COLUMNS) {
      const rows = await lockSealedRows(trx, c, select);
      for (const { row, value } of rows) {
        const context = c.context(row);
        let plain: string;
        if (sealedKeyId(value) !== null) plain = box.open(value, context);
        else {
          legacy ??= await loadLegacyKeys(trx, env, box);
          plain = openLegacy(legacy, value, context);
        }
        await replaceSealedValue(trx, c, row, box.seal(plain, context));
      }
      counts.push({ what: c.what, count: rows.length });
    }
    return counts;
  });
}

/**
 * On every start (createAppDeps): values in a format of before decision 031 (migration 0015 marks them)
 * are re-sealed under DATA_ENCRYPTION_KEY, opened with the keys of before (secret-box-legacy.ts). Once done
 * there are none, and the search is cheap (indexed on the one table that grows with the players).
 */
export function upgradeSealedSecrets(db: TDb, box: TSecretBox, env: TLegacyEnv): Promise<TResealed> {
  return reseal(db, box, env, { formats: LEGACY_FORMATS });
}

/**
 * `npm run secrets:rotate-key`: every value not sealed with DATA_ENCRYPTION_KEY — under
 * DATA_ENCRYPTION_KEY_PREVIOUS, or in a format of before — is re-sealed with it.
 */
export function rotateSealedSecrets(db: TDb, box: TSecretBox, env: TLegacyEnv): Promise<TResealed> {
  return reseal(db, box, env, { notUnderKey: box.current.id });
}

/**
 * Refuses to run with keys that cannot open the stored secrets, naming the variable to fix, instead of
 * failing sign-ins later: one value of each column per key id in use is opened as a proof.
 */
export async function checkSealedSecrets(db: TDb, box: TSecretBox): Promise<void> {
  for (const c of SEALED_COLUMNS) {
    for (const { row, value } of await sampleSealedValues(db, c)) {
      if (!value.startsWith(`${SEALED_PREFIX}.`))
        throw new ConfigError(
          `The ${c.what} of ${c.context(row)} (${c.table}.${c.column}) is not a value sealed by this ` +
            `server (${describeKeys(box)}): restore it from a backup, or clear it.`,
        );
      box.open(value, c.context(row));
    }
  }
}

/** "3 staff authenticator secret(s), 1 player authenticator secret(s)": the columns that had any. */
export function describeResealed(counts: TResealed): string {
  const some = counts.filter((entry) => entry.count > 0);
  return some.map((entry) => `${entry.count} ${entry.what}(s)`).join(', ');
}
