import type { TAppDeps, TApp } from '../../app-deps.ts';

export async function memberRoutes(_app: TApp, _deps: TAppDeps): Promise<void> {}
