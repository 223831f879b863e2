import type { TAppDeps, TApp } from '../../app-deps.ts';

export async function outboxRoutes(_app: TApp, _deps: TAppDeps): Promise<void> {}
