import type { TDb } from '../../db/database.ts';
import { lockPendingSecretsNotUnder, replacePendingCipher } from './enrolment.repository.ts';
import {
  countSecretsByKey,
  lockTotpSecretsNotUnder,
  replaceTotpCipher,
  type TStoredSecret,
} from './staff.repository.ts';
import {
  describeKeys,
  openTotpSecret,
  sealTotpSecret,
  TOTP_KEY_VAR,
  TOTP_PREVIOUS_KEY_VAR,
  TotpKeyError,
  type TSealed,
  type TTotpVault,
} from './totp-vault.ts';

/** The additional data binding a ciphertext to its row: a secret moved to another row does not open. */
export const staffContext = (staffId: bigint) => `staff:${staffId}`;
export const enrolmentContext = (enrolmentId: bigint) => `enrolment:${enrolmentId}`;

export function sealStaffSecret(vault: TTotpVault, staffId: bigint, secret: string): TSealed {
  return sealTotpSecret(vault, staffContext(staffId), secret);
}

export function openStaffSecret(vault: TTotpVault, staffId: bigint, stored: TStoredSecret): string {
  if (stored.keyId === null)
    throw new TotpKeyError(
      `The authenticator secret of ${staffContext(staffId)} is still in plain text; restart the server so it encrypts it.`,
    );
  return openTotpSecret(vault, staffContext(staffId), { ciphertext: stored.ciphertext, keyId: stored.keyId });
}

/**
 * First start after migration 0010: secrets written in plain text before it are encrypted under the current
 * key, in one transaction (several instances starting together lock the same rows, so each is done once).
 */
export async function sealPlainTotpSecrets(db: TDb, vault: TTotpVault): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = (await lockTotpSecretsNotUnder(trx, null)).filter((row) => row.totp_key_id === null);
    for (const row of rows)
      await replaceTotpCipher(trx, row.id, sealStaffSecret(vault, row.id, row.totp_secret ?? ''));
    return rows.length;
  });
}

/**
 * Refuses to run with keys that cannot open the stored secrets, naming the variable to fix, instead of
 * failing every sign-in later: one secret per key id is decrypted as a proof.
 */
export async function checkTotpKeys(db: TDb, vault: TTotpVault): Promise<void> {
  const [staff, pending] = await Promise.all([
    countSecretsByKey(db, 'staff'),
    countSecretsByKey(db, 'staff_enrolments'),
  ]);
  for (const group of staff) {
    if (group.totp_key_id === null) continue; // plain: sealPlainTotpSecrets encrypts them
    const sample = await db
      .selectFrom('staff')
      .select(['id', 'totp_secret'])
      .where('id', '=', group.sample as bigint)
      .executeTakeFirstOrThrow();
    openTotpSecret(vault, staffContext(sample.id), {
      ciphertext: sample.totp_secret ?? '',
      keyId: group.totp_key_id,
    });
  }
  const known = new Set([vault.current.id, vault.previous?.id]);
  const unknown = pending.filter((group) => !known.has(group.totp_key_id ?? ''));
  if (unknown.length > 0)
    throw new TotpKeyError(
      `${unknown.length} pending enrolment secret(s) are encrypted with key ${unknown[0]?.totp_key_id}, but ` +
        `${describeKeys(vault)}. Set ${TOTP_KEY_VAR} to that key (or ${TOTP_PREVIOUS_KEY_VAR}).`,
    );
}

/**
 * `npm run staff:rotate-totp-key`: every secret not yet under STAFF_TOTP_KEY is decrypted (with
 * STAFF_TOTP_KEY_PREVIOUS) and encrypted again under it, all in one transaction: a secret that opens with
 * neither key stops the rotation and nothing changes.
 */
export async function rotateTotpKey(db: TDb, vault: TTotpVault): Promise<{ staff: number; pending: number }> {
  return db.transaction().execute(async (trx) => {
    const staff = await lockTotpSecretsNotUnder(trx, vault.current.id);
    for (const row of staff) {
      const secret =
        row.totp_key_id === null
          ? (row.totp_secret ?? '')
          : openStaffSecret(vault, row.id, { ciphertext: row.totp_secret ?? '', keyId: row.totp_key_id });
      await replaceTotpCipher(trx, row.id, sealStaffSecret(vault, row.id, secret));
    }
    const pending = await lockPendingSecretsNotUnder(trx, vault.current.id);
    for (const row of pending) {
      const context = enrolmentContext(row.id);
      const secret = openTotpSecret(vault, context, {
        ciphertext: row.totp_secret ?? '',
        keyId: row.totp_key_id ?? '',
      });
      await replacePendingCipher(trx, row.id, sealTotpSecret(vault, context, secret));
    }
    return { staff: staff.length, pending: pending.length };
  });
}
