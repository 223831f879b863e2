import { isOutboxPageOn, isSandboxGatewayOn, type TEnv } from './env.ts';
import { APP_SECRET_ADVICE } from './lib/app-secret.ts';
import { decodeDataKey, KEY_VAR, MALFORMED_KEY_MESSAGE } from './lib/secret-box.ts';
import { LEGACY_STAFF_KEY_VARS } from './lib/secret-box-legacy.ts';

export type TStartChecks = {
  /** Reasons the server refuses to start. */
  errors: string[];
  /** Printed on every start; the server runs. */
  warnings: string[];
};

/**
 * What `npm start` checks before it touches the database. Production refuses settings that would make
 * a real-money site unsafe (no APP_SECRET or DATA_ENCRYPTION_KEY, the sandbox gateway on by accident) and
 * warns on every start about the ones an operator may mean but must not forget. A weak APP_SECRET is
 * refused by readEnv.
 */
export function checkStart(env: TEnv): TStartChecks {
  const errors: string[] = [];
  const warnings: string[] = legacyKeyWarnings(env);
  if (env.NODE_ENV !== 'production') return { errors, warnings };

  if (!env.APP_SECRET) errors.push(`APP_SECRET is not set (required in production). ${APP_SECRET_ADVICE}`);
  const keyProblem = dataKeyProblem(env);
  if (keyProblem) errors.push(keyProblem);
  if (isSandboxGatewayOn(env)) {
    if (env.ALLOW_SANDBOX_GATEWAY_IN_PRODUCTION !== 'true') {
      errors.push(
        'SANDBOX_GATEWAY=on in production: on the sandbox page anyone confirms their own deposit without ' +
          'paying. Remove SANDBOX_GATEWAY, or set ALLOW_SANDBOX_GATEWAY_IN_PRODUCTION=true on a staging ' +
          'site that holds no real money.',
      );
    } else {
      warnings.push(
        'The sandbox payment gateway is ON in production (ALLOW_SANDBOX_GATEWAY_IN_PRODUCTION=true): ' +
          'deposits through it are credited without any payment. Never do this with real money.',
      );
    }
  }
  if (isOutboxPageOn(env))
    warnings.push(
      'OUTBOX_PAGE=on in production: SMS codes and e-mails are readable at /dev/outbox (loopback).',
    );
  if (env.SMS_PROVIDER === 'outbox')
    warnings.push('SMS_PROVIDER=outbox: SMS codes are stored, not sent. Set SMS_PROVIDER=http for real SMS.');
  if (env.MAIL_PROVIDER === 'outbox')
    warnings.push(
      'MAIL_PROVIDER=outbox: e-mails are stored, not sent. Set MAIL_PROVIDER=smtp for real mail.',
    );
  return { errors, warnings };
}

/** DATA_ENCRYPTION_KEY (decision 031): required in production, and 32 bytes. */
function dataKeyProblem(env: TEnv): string | null {
  if (!env.DATA_ENCRYPTION_KEY) {
    const staffKey = env.STAFF_TOTP_KEY
      ? ' STAFF_TOTP_KEY, which encrypted staff authenticator secrets before, is now read only to re-seal ' +
        'them: DATA_ENCRYPTION_KEY may take the same value.'
      : '';
    return (
      `${KEY_VAR} is not set (required in production): 32 random bytes that encrypt the secrets stored in ` +
      `the database, kept outside it (openssl rand -base64 32).${staffKey}`
    );
  }
  return decodeDataKey(env.DATA_ENCRYPTION_KEY) ? null : MALFORMED_KEY_MESSAGE;
}

/** The staff TOTP key variables of before decision 031 do their one job on the first start, then go. */
function legacyKeyWarnings(env: TEnv): string[] {
  return LEGACY_STAFF_KEY_VARS.filter((variable) => env[variable]).map(
    (variable) =>
      `${variable} is set: since decision 031 it is read only to re-seal staff authenticator secrets of ` +
      `before under ${KEY_VAR}, which a start does at once. Remove it once the server has started.`,
  );
}
