import type { Page, Route } from 'playwright-core';

/** Serves the real status answer with some fields replaced (the UI test of the status gate). */
export async function patchStatus(
  page: Page,
  patch: (value: Record<string, unknown>) => void,
  country?: string,
): Promise<void> {
  await page.route('**/wps/system/status*', async (route: Route) => {
    const headers = { ...route.request().headers(), ...(country ? { 'x-debug-country': country } : {}) };
    const response = await route.fetch({ headers });
    const json = (await response.json()) as { value: Record<string, unknown> };
    patch(json.value);
    await route.fulfill({ response, json });
  });
}

/** The maintenance page: the status gate's answer with maintenance on for the next hour. */
export function inMaintenance(value: Record<string, unknown>): void {
  value.status = 1;
  value.maintenance = { active: true, message: null, until: new Date(Date.now() + 3_600_000).toISOString() };
}

/** The region page: status 2, the answer for a visitor from a restricted country. */
export function fromRestrictedRegion(value: Record<string, unknown>): void {
  value.status = 2;
  value.regionRestriction = { active: true };
}
