import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';
import { checkStart } from './start-checks.ts';

const APP_SECRET = randomBytes(48).toString('base64url');
const STAFF_TOTP_KEY = randomBytes(32).toString('base64');
const production = (extra: Record<string, string> = {}) =>
  checkStart(
    readEnv({
      NODE_ENV: 'production',
      APP_SECRET,
      STAFF_TOTP_KEY,
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
    const { errors } = checkStart(readEnv({ NODE_ENV: 'production', STAFF_TOTP_KEY }));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/APP_SECRET is not set.*openssl rand -base64 48/);
  });
  it('when production has no STAFF_TOTP_KEY, then it refuses and says how to make one', () => {
    const { errors } = checkStart(readEnv({ NODE_ENV: 'production', APP_SECRET }));
    expect(errors).toEqual([expect.stringMatching(/STAFF_TOTP_KEY is not set.*openssl rand -base64 32/)]);
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
    const { warnings } = checkStart(readEnv({ NODE_ENV: 'production', APP_SECRET, STAFF_TOTP_KEY }));
    expect(warnings).toEqual([
      expect.stringContaining('SMS_PROVIDER=outbox'),
      expect.stringContaining('MAIL_PROVIDER=outbox'),
    ]);
  });
});
