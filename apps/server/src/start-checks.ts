import { isOutboxPageOn, isSandboxGatewayOn, type TEnv } from './env.ts';
import { APP_SECRET_ADVICE } from './lib/app-secret.ts';
import { TOTP_KEY_VAR } from './modules/staff/totp-vault.ts';

export type TStartChecks = {
  /** Reasons the server refuses to start. */
  errors: string[];
  /** Printed on every start; the server runs. */
  warnings: string[];
};

/**
 * What `npm start` checks before it touches the database. Production refuses settings that would make
 * a real-money site unsafe (no APP_SECRET or STAFF_TOTP_KEY, the sandbox gateway on by accident) and warns on every start
 * about the ones an operator may mean but must not forget. A weak APP_SECRET is refused by readEnv.
 */
export function checkStart(env: TEnv): TStartChecks {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (env.NODE_ENV !== 'production') return { errors, warnings };

  if (!env.APP_SECRET) errors.push(`APP_SECRET is not set (required in production). ${APP_SECRET_ADVICE}`);
  if (!env.STAFF_TOTP_KEY)
    errors.push(
      `${TOTP_KEY_VAR} is not set (required in production): 32 random bytes that encrypt the staff ` +
        'authenticator secrets, kept outside the database (openssl rand -base64 32).',
    );
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
