import { BO_PATHS } from '@tala/contract/backoffice/paths';
import { STAFF_COOKIE, type TStaffRole } from '@tala/contract/backoffice/staff';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_STAFF } from '../../src/db/seed/demo-staff.ts';
import { currentTotpCode } from '../../src/lib/totp.ts';
import type { TTestApp } from '../support/test-app.ts';

export type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type TStaffName = 'admin' | 'finance' | 'support';

export function demoStaff(name: TStaffName) {
  const staff = DEMO_STAFF.find((entry) => entry.username === name);
  if (!staff) throw new Error(`no demo staff ${name}`);
  return staff;
}

export function cookieFrom(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const line = Array.isArray(header) ? header[0] : header;
  const match = line?.match(new RegExp(`${STAFF_COOKIE}=([^;]*)`));
  if (!match?.[1]) throw new Error(`no staff cookie in ${String(line)}: ${res.body}`);
  return `${STAFF_COOKIE}=${match[1]}`;
}

export async function bo(
  t: TTestApp,
  method: TMethod,
  url: string,
  options: { cookie?: string | null; body?: unknown; headers?: Record<string, string>; ip?: string } = {},
) {
  const headers: Record<string, string> = { 'x-tala-staff': '1', ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  return t.app.inject({
    method,
    url,
    headers,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

/**
 * Signs a demo staff member in and returns the session cookie. Each call uses its own client IP so the
 * login throttle of one test never slows another.
 */
let loginCount = 0;
export async function signIn(t: TTestApp, name: TStaffName): Promise<string> {
  const staff = demoStaff(name);
  loginCount += 1;
  // A code is single-use per 30-second step; tests sign the same person in many times within one step.
  await t.deps.db.updateTable('staff').set({ totp_last_step: null }).where('username', '=', name).execute();
  const res = await bo(t, 'POST', '/bo/api/auth/login', {
    body: { username: staff.username, password: staff.password, totp: currentTotpCode(staff.totpSecret) },
    ip: `10.9.${Math.floor(loginCount / 250)}.${loginCount % 250}`,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${name} failed: ${res.statusCode} ${res.body}`);
  return cookieFrom(res);
}

export async function playerId(t: TTestApp, username: string): Promise<string> {
  const row = await t.deps.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/**
 * A new staff member made the way the console makes one: an admin invites (`cookie`), the invitee opens the
 * single-use link, chooses a password and enrols an authenticator. Returns the new member's session cookie.
 * Two people for a four-eyes rule where only one demo staff member holds the role.
 */
export async function enrolStaff(
  t: TTestApp,
  adminCookie: string,
  staff: { username: string; role: TStaffRole },
): Promise<string> {
  const invited = await bo(t, 'POST', BO_PATHS.staff, { cookie: adminCookie, body: staff });
  if (invited.statusCode !== 200) throw new Error(`invitation failed: ${invited.body}`);
  const token = String(invited.json().value.enrolmentUrl).split('#')[1] ?? '';
  const opened = await bo(t, 'POST', BO_PATHS.enrolmentOpen, { body: { token } });
  const code = currentTotpCode(opened.json().value.secret);
  const password = 'A second pair of eyes at dawn';
  const done = await bo(t, 'POST', BO_PATHS.enrolmentComplete, { body: { token, password, code } });
  if (done.statusCode !== 200) throw new Error(`enrolment failed: ${done.body}`);
  return cookieFrom(done);
}
