import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TApp, TAppDeps } from '../../app-deps.ts';
import { assert } from '../../lib/app-error.ts';
import { auditRoutes } from './audit.routes.ts';
import { authRoutes } from './auth.routes.ts';
import { isStaffAction, type TStaffAction } from './permissions.ts';
import { staffAdminRoutes } from './staff-admin.routes.ts';
import { staffGuard } from './staff-guard.ts';

/** Every registered console route and its action; the authorization tests walk this list. */
export const STAFF_ROUTE_TABLE = new Map<string, { method: string; url: string; action: TStaffAction }>();

/** A domain's back-office routes (`modules/<feature>/<feature>.staff.routes.ts`). */
export type TStaffRoutes = (bo: TApp, deps: TAppDeps) => Promise<void>;

/**
 * The back office's API under /bo/api, in its own encapsulated context: the staff guard runs on every
 * route in it, and a route without an action from the permissions matrix fails at startup. This module
 * owns staff sign-in and the audit log; each domain brings its own staff routes (routes.ts lists them).
 */
export async function staffRoutes(app: TApp, deps: TAppDeps, domainRoutes: TStaffRoutes[]): Promise<void> {
  await app.register(async (instance) => {
    const bo = instance.withTypeProvider<ZodTypeProvider>() as unknown as TApp;
    bo.decorateRequest('staff', null);
    bo.addHook('onRoute', (route) => {
      const action = route.config?.action;
      assert(isStaffAction(action), `${route.method} ${route.url}: no back-office action`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD')
          STAFF_ROUTE_TABLE.set(`${method} ${route.url}`, { method, url: route.url, action });
      }
    });
    bo.addHook('onRequest', staffGuard(deps.db));
    await authRoutes(bo, deps);
    await auditRoutes(bo, deps);
    await staffAdminRoutes(bo, deps);
    for (const register of domainRoutes) await register(bo, deps);
  });
}
