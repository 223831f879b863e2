import type { TAppDeps, TApp } from '../../app-deps.ts';

export async function noticesRoutes(_app: TApp, _deps: TAppDeps): Promise<void> {}
