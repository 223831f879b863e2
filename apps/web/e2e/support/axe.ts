import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's browser build, injected into the page under test (no CDN, no network). */
const AXE_SOURCE_PATH = require.resolve('axe-core/axe.min.js');

export type TAxeViolation = { id: string; impact: string; help: string; targets: string[] };

/**
 * Runs axe-core (WCAG 2.x A and AA rules plus best practices) on what the page shows now and returns
 * the serious and critical violations, each with the selectors of the offending nodes.
 */
export async function seriousAxeViolations(page: Page, within?: string): Promise<TAxeViolation[]> {
  // Evaluated through the debugging protocol, not added as a <script>: the site's CSP (script-src 'self')
  // rightly refuses inline scripts, and the audit must not need the page to weaken it.
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.evaluate(readFileSync(AXE_SOURCE_PATH, 'utf8'));
  return page.evaluate(async (scope) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: object) => Promise<never> } })
      .axe;
    const result: {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: string[] }>;
      }>;
    } = await axe.run(scope ? { include: [[scope]] } : document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
  }, within ?? null);
}

/**
 * Fails with a readable list when the page has serious or critical accessibility violations; `within`
 * (a CSS selector) audits only that part, e.g. the one dialog a spec is about.
 */
export async function expectAccessible(page: Page, screen: string, within?: string): Promise<void> {
  const violations = await seriousAxeViolations(page, within);
  if (violations.length === 0) return;
  const lines = violations.map((v) => `  ${v.impact} ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`);
  throw new Error(`${screen}: ${violations.length} serious/critical axe violations\n${lines.join('\n')}`);
}
