import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';
import { checkStart } from './start-checks.ts';

const APP_SECRET = randomBytes(48).toString('base64url');
const DATA_ENCRYPTION_KEY = randomBytes(32).toString('base64');
const production = (extra: Record<string, string> = {}) =>
  checkStart(
    readEnv({
      NODE_ENV: 'production',
      APP_SECRET,
      DATA_ENCRYPTION_KEY,
      SMS_PROVIDER: 'http',
      MAIL_PROVIDER: 'smtp',
      ...extra,
    }),
  );

describe('start checks', () => {
  it('when production has a strong APP_SECRET and real messaging, then it starts with no warning', () => {
    expect(production()).toEqual({ errors: [], warnings: [] });
  });
  it('when production has no APP_SECRET, then it refuses and says how to make one', () => {
    const { errors } = checkStart(readEnv({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY }));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/APP_SECRET is not set.*openssl rand -base64 48/);
  });
  it('when production has no DATA_ENCRYPTION_KEY, then it refuses and says how to make one', () => {
    const { errors } = checkStart(readEnv({ NODE_ENV: 'production', APP_SECRET }));
    expect(errors).toEqual([
      expect.stringMatching(/DATA_ENCRYPTION_KEY is not set.*openssl rand -base64 32/),
    ]);
  });
  it('when production has only the STAFF_TOTP_KEY of before, then it refuses and says the same value may serve', () => {
    const { errors } = checkStart(
      readEnv({ NODE_ENV: 'production', APP_SECRET, STAFF_TOTP_KEY: DATA_ENCRYPTION_KEY }),
    );
    expect(errors).toEqual([
      expect.stringMatching(/DATA_ENCRYPTION_KEY is not set.*STAFF_TOTP_KEY.*may take the same value/),
    ]);
  });
  it('when production has a DATA_ENCRYPTION_KEY that is not 32 bytes, then it refuses before the database', () => {
    const { errors } = production({ DATA_ENCRYPTION_KEY: 'x'.repeat(48) });
    expect(errors).toEqual([expect.stringMatching(/DATA_ENCRYPTION_KEY must be 32 random bytes.*PREVIOUS/)]);
  });
  it('when the staff TOTP key variables of before are still set, then every start warns to remove them', () => {
    const { errors, warnings } = checkStart(
      readEnv({ STAFF_TOTP_KEY: DATA_ENCRYPTION_KEY, STAFF_TOTP_KEY_PREVIOUS: DATA_ENCRYPTION_KEY }),
    );
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      expect.stringMatching(/^STAFF_TOTP_KEY is set.*Remove it/),
      expect.stringMatching(/^STAFF_TOTP_KEY_PREVIOUS is set/),
    ]);
  });
  it('when development has no APP_SECRET, then it starts (one is generated and kept in the database)', () => {
    expect(checkStart(readEnv({})).errors).toEqual([]);
  });
  it('when the sandbox gateway is switched on in production without the explicit allowance, then it refuses', () => {
    const { errors } = production({ SANDBOX_GATEWAY: 'on' });
    expect(errors).toEqual([expect.stringContaining('ALLOW_SANDBOX_GATEWAY_IN_PRODUCTION=true')]);
  });
  it('when it is switched on with ALLOW_SANDBOX_GATEWAY_IN_PRODUCTION=true, then it starts with a warning', () => {
    const checks = production({ SANDBOX_GATEWAY: 'on', ALLOW_SANDBOX_GATEWAY_IN_PRODUCTION: 'true' });
    expect(checks.errors).toEqual([]);
    expect(checks.warnings).toEqual([expect.stringContaining('sandbox payment gateway is ON in production')]);
  });
  it('when production keeps the outbox providers, then it warns that codes and mails are not sent', () => {
    const { warnings } = checkStart(readEnv({ NODE_ENV: 'production', APP_SECRET, DATA_ENCRYPTION_KEY }));
    expect(warnings).toEqual([
      expect.stringContaining('SMS_PROVIDER=outbox'),
      expect.stringContaining('MAIL_PROVIDER=outbox'),
    ]);
  });
});
