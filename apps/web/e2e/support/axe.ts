import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/**
 * axe-core's browser build, evaluated in the page under test (no CDN, no network). Through the
 * DevTools protocol, not a <script> tag: the site's CSP (script-src 'self') refuses inline scripts.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Page structure (moderate in axe, but what a screen-reader user navigates by): one h1, no skipped
 * heading level, content inside the main/nav/header/footer landmarks (docs/decisions/019).
 */
const STRUCTURE_RULES = [
  'page-has-heading-one',
  'heading-order',
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-main-is-top-level',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-complementary-is-top-level',
  'landmark-unique',
  'region',
];

export type TAxeViolation = { id: string; impact: string; help: string; targets: string[] };

/**
 * Runs axe-core (WCAG 2.x A and AA rules plus best practices) on what the page shows now and returns
 * the serious and critical violations and the structure rules', each with the offending nodes' selectors.
 * With a modal dialog open, only the dialog is audited: the page behind it is inert (Radix hides it
 * from assistive technology) and was audited as its own screen; axe would measure its text against
 * the dimming overlay without dimming the text, and report contrast nobody sees.
 */
export async function axeViolations(page: Page, within?: string): Promise<TAxeViolation[]> {
  // A lazily loaded page shows its skeleton first: audit it once it has rendered its title (or a dialog).
  await page
    .waitForFunction(() => document.querySelector('h1, [role="dialog"][aria-modal="true"]') !== null, null, {
      timeout: 10_000,
    })
    .catch(() => null);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // A colour in a CSS transition is between two states: sample the one the user is left with.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => null)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  return page.evaluate(
    async ([structureRules, scope]) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: Element | Document, options: object) => Promise<never> };
        }
      ).axe;
      const dialogs = document.querySelectorAll('[role="dialog"][aria-modal="true"], [role="alertdialog"]');
      const context = scope
        ? document.querySelector(scope)
        : dialogs.length > 0
          ? (dialogs[dialogs.length - 1] as Element)
          : document;
      if (!context) throw new Error(`axe: nothing matches ${scope}`);
      const result: {
        violations: Array<{
          id: string;
          impact: string | null;
          help: string;
          nodes: Array<{ target: string[] }>;
        }>;
      } = await axe.run(context, { resultTypes: ['violations'] });
      const found = result.violations
        .filter(
          (violation) =>
            violation.impact === 'serious' ||
            violation.impact === 'critical' ||
            structureRules.includes(violation.id),
        )
        .map((violation) => ({
          id: violation.id,
          impact: violation.impact ?? '',
          help: violation.help,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
        }));
      // axe asks for at least one h1; a page has exactly one (its title).
      const titles = [...document.querySelectorAll('h1')].filter((h1) => !h1.closest('[aria-hidden="true"]'));
      if (context === document && titles.length > 1) {
        found.push({
          id: 'one-h1',
          impact: 'moderate',
          help: 'A page has exactly one level-one heading',
          targets: titles.map((h1) => h1.textContent?.trim().slice(0, 60) ?? ''),
        });
      }
      return found;
    },
    [STRUCTURE_RULES, within ?? null] as const,
  );
}

/**
 * Fails with a readable list when the page has serious, critical or structure violations; `within` (a
 * CSS selector) audits only that part, for a part that is not a modal dialog (those are found alone).
 */
export async function expectAccessible(page: Page, screen: string, within?: string): Promise<void> {
  const violations = await axeViolations(page, within);
  if (violations.length === 0) return;
  const lines = violations.map((v) => `  ${v.impact} ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`);
  throw new Error(`${screen}: ${violations.length} accessibility violations\n${lines.join('\n')}`);
}
