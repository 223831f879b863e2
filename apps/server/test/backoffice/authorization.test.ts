import { STAFF_ROLES } from '@tala/contract/backoffice/staff';
import { FEEDBACK_BO_PATHS } from '@tala/contract/feedback/feedback-staff';
import { HELP_BO_PATHS } from '@tala/contract/help/help-staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canPerform, PERMISSIONS, seesMaskedPersonalData } from '../../src/modules/staff/permissions.ts';
import { STAFF_ROUTE_TABLE } from '../../src/modules/staff/staff.routes.ts';
import { createTestApp, type TTestApp } from '../support/test-app.ts';
import { bo, playerId, signIn, type TMethod } from './bo-helpers.ts';

/**
 * Generated from the authorization matrix (modules/staff/permissions.ts): every /bo/api route is tried
 * anonymously and as each role. A denied role gets 403 FORBIDDEN, anonymous gets 401; an allowed role gets
 * past authorization (any answer but 401/403 — bodies here are deliberately minimal, so 400/404 are fine).
 */
let t: TTestApp;
const cookies = new Map<string, string>();
let samplePlayer = '1';
beforeAll(async () => {
  t = await createTestApp();
  for (const role of STAFF_ROLES) cookies.set(role, await signIn(t, role));
  samplePlayer = await playerId(t, 'demo_player');
});
afterAll(async () => {
  await t.close();
});

function concrete(url: string): string {
  return url.replace(':id', samplePlayer).replace(':field', 'email');
}

/** Reads a masked role may make only after revealing them with a reason. */
const REVEAL_GATED = new Set<string>(['players.statement']);

/** Calls that end the caller's own session would break the next rows; they run last on fresh cookies. */
const SESSION_ENDING = new Set(['POST /bo/api/auth/logout']);

describe('authorization matrix', () => {
  it('when the app starts, then every console route names an action of the matrix and every action is used', () => {
    expect(STAFF_ROUTE_TABLE.size).toBeGreaterThan(20);
    const used = new Set([...STAFF_ROUTE_TABLE.values()].map((route) => route.action));
    for (const action of Object.keys(PERMISSIONS)) expect(used.has(action as never), action).toBe(true);
  });

  const routes = () =>
    [...STAFF_ROUTE_TABLE.values()].filter((r) => !SESSION_ENDING.has(`${r.method} ${r.url}`));

  it('when a route is called anonymously, then it answers 401 unless the matrix makes it public', async () => {
    for (const route of routes()) {
      const res = await bo(t, route.method as TMethod, concrete(route.url), { body: {} });
      const expected = PERMISSIONS[route.action] === 'public' ? 'not 401' : 401;
      if (expected === 401) expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      else expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(401);
    }
  });

  for (const role of STAFF_ROLES) {
    it(`when ${role} calls every route, then exactly the matrix's denials answer 403`, async () => {
      for (const route of routes()) {
        if (PERMISSIONS[route.action] === 'public') continue;
        const res = await bo(t, route.method as TMethod, concrete(route.url), {
          cookie: cookies.get(role) ?? null,
          body: {},
        });
        const label = `${role} ${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`;
        if (
          canPerform(role, route.action) &&
          seesMaskedPersonalData(role) &&
          REVEAL_GATED.has(route.action)
        ) {
          // Allowed, behind an audited reveal (decision 016): told so, not forbidden.
          expect(res.json().code, label).toBe('BO_REVEAL_REQUIRED');
        } else if (canPerform(role, route.action)) {
          expect([401, 403], label).not.toContain(res.statusCode);
          expect(res.statusCode, label).toBeLessThan(500);
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(res.json().code, label).toBe('FORBIDDEN');
        }
      }
    });
  }

  it('when a session-ending route is called, then anonymous gets 401 and any role may use it', async () => {
    for (const key of SESSION_ENDING) {
      const route = STAFF_ROUTE_TABLE.get(key);
      if (!route) throw new Error(`missing ${key}`);
      expect((await bo(t, route.method as TMethod, route.url, { body: {} })).statusCode).toBe(401);
      for (const role of STAFF_ROLES) {
        const cookie = await signIn(t, role);
        expect((await bo(t, route.method as TMethod, route.url, { cookie, body: {} })).statusCode).toBe(200);
      }
    }
  });

  it('when the help editor and the feedback inbox are served, then each of their routes is in the matrix', () => {
    const expected = [
      ...Object.values(HELP_BO_PATHS).flatMap((url) =>
        ['GET', 'POST', 'PUT', 'DELETE'].map((m) => `${m} ${url}`),
      ),
      ...Object.values(FEEDBACK_BO_PATHS).flatMap((url) => ['GET', 'POST', 'PUT'].map((m) => `${m} ${url}`)),
    ].filter((key) => STAFF_ROUTE_TABLE.has(key));
    // Every path has at least one method, and all of them name help.* or feedback.* actions.
    for (const url of [...Object.values(HELP_BO_PATHS), ...Object.values(FEEDBACK_BO_PATHS)])
      expect(
        expected.some((key) => key.endsWith(` ${url}`)),
        url,
      ).toBe(true);
    for (const key of expected) expect(STAFF_ROUTE_TABLE.get(key)?.action, key).toMatch(/^(help|feedback)\./);
    expect(expected.length).toBe(17);
  });

  it('when the VIP ladder and ranks are served, then each route names a vip.* action: admins edit, support sets ranks', () => {
    const vip = [...STAFF_ROUTE_TABLE.values()].filter((route) => route.url.startsWith('/bo/api/vip/'));
    expect(vip.map((route) => `${route.method} ${route.url} ${route.action}`).sort()).toEqual([
      'DELETE /bo/api/vip/ranks/:level vip.edit',
      'GET /bo/api/vip/ladder vip.view',
      'GET /bo/api/vip/member vip.view',
      'POST /bo/api/vip/member/rank vip.adjust',
      'POST /bo/api/vip/ranks vip.edit',
      'PUT /bo/api/vip/ranks/:level vip.edit',
      'PUT /bo/api/vip/settings vip.edit',
    ]);
    expect(STAFF_ROLES.filter((role) => canPerform(role, 'vip.adjust'))).toEqual(['admin', 'support']);
    expect(STAFF_ROLES.filter((role) => canPerform(role, 'vip.edit'))).toEqual(['admin']);
  });

  it('when an unknown console path is called, then 404 NOT_FOUND in the envelope', async () => {
    const res = await bo(t, 'GET', '/bo/api/nope', { cookie: cookies.get('admin') ?? null });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
