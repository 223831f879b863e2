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
export async function seriousAxeViolations(page: Page): Promise<TAxeViolation[]> {
  // Evaluated rather than added as a script tag: the site's CSP (script-src 'self') refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.evaluate(readFileSync(AXE_SOURCE_PATH, 'utf8'));
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<never> } }
    ).axe;
    const result: {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: string[] }>;
      }>;
    } = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
  });
}

/** Fails with a readable list when the page has serious or critical accessibility violations. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations = await seriousAxeViolations(page);
  if (violations.length === 0) return;
  const lines = violations.map((v) => `  ${v.impact} ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`);
  throw new Error(`${screen}: ${violations.length} serious/critical axe violations\n${lines.join('\n')}`);
}

/**
 * `expectAccessible` for one screen of a page: serious or critical violations inside `root` (a CSS
 * selector) fail; those elsewhere (the shell around it) are listed in the log, not failed. For specs
 * whose screen is new while the shell's own fixes land separately.
 */
export async function expectAccessibleWithin(page: Page, screen: string, root: string): Promise<void> {
  const violations = await seriousAxeViolations(page);
  const inside = await page.evaluate(
    ({ list, selector }) =>
      list.flatMap((v) =>
        v.targets
          .filter((target) => document.querySelector(target)?.closest(selector))
          .map((target) => `${v.impact} ${v.id}: ${v.help} @ ${target}`),
      ),
    { list: violations, selector: root },
  );
  if (inside.length > 0)
    throw new Error(`${screen}: serious/critical axe violations\n  ${inside.join('\n  ')}`);
  const elsewhere = [...new Set(violations.map((v) => v.id))];
  if (elsewhere.length > 0) console.log(`${screen}: outside the screen: ${elsewhere.join(', ')}`);
}
