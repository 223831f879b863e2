import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { BO_API } from '@tala/contract/backoffice/paths';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { TApp, TAppDeps } from '../app-deps.ts';
import { STAFF_ROUTE_TABLE } from '../modules/staff/staff.routes.ts';
import { staffGuard } from '../modules/staff/staff-guard.ts';

type TSpec = { paths?: Record<string, unknown> };

function keepPaths(spec: Record<string, unknown>, keep: (path: string) => boolean) {
  const { paths = {} } = spec as TSpec;
  return { ...spec, paths: Object.fromEntries(Object.entries(paths).filter(([path]) => keep(path))) };
}

const isBackOffice = (path: string) => path === BO_API || path.startsWith(`${BO_API}/`);

/**
 * OpenAPI documents generated from the contract's schemas. `/docs` describes the player API only; the
 * back office's API (`/bo/api/docs`) is for signed-in staff: its UI, document and assets sit behind the
 * staff guard (the staff cookie's path is /bo/, so a browser signed in to the console sends it).
 * Each UI is registered in a context of its own (the UI plugin decorates the instance it is given).
 */
export async function registerApiDocs(app: TApp, deps: TAppDeps): Promise<void> {
  await app.register(swagger, {
    openapi: { info: { title: 'Tala API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(async (players) => {
    await players.register(swaggerUi, {
      routePrefix: '/docs',
      transformSpecification: (spec) => keepPaths(spec, (path) => !isBackOffice(path)),
    });
  });
  await app.register(async (staff) => {
    staff.decorateRequest('staff', null);
    // Every route of the staff UI (page, document, assets) is guarded as the 'docs.view' action, and
    // listed with the console's routes, so the generated authorization tests cover them too.
    staff.addHook('onRoute', (route) => {
      route.config = { ...route.config, action: 'docs.view' };
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD')
          STAFF_ROUTE_TABLE.set(`${method} ${route.url}`, { method, url: route.url, action: 'docs.view' });
      }
    });
    staff.addHook('onRequest', staffGuard(deps.db));
    await staff.register(swaggerUi, {
      routePrefix: `${BO_API}/docs`,
      transformSpecification: (spec) => keepPaths(spec, isBackOffice),
      theme: { title: 'Tala back-office API' },
    });
  });
}
