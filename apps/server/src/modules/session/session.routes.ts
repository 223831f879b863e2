import type { TAppDeps, TApp } from '../../app-deps.ts';

export async function sessionRoutes(_app: TApp, _deps: TAppDeps): Promise<void> {}
