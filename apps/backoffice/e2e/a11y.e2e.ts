import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectAccessible } from '../../web/e2e/support/axe.ts';
import {
  launchBrowser,
  newPage,
  openInApp,
  screenshot,
  type TViewport,
  VIEWPORTS,
} from '../../web/e2e/support/browser.ts';
import { signInToBackOffice } from './support/staff-sign-in.ts';

/**
 * The accessibility walk of the back office (issue 10 §6): every screen, at desktop and phone size, has
 * no serious or critical axe violation, one h1, no skipped heading level and its content in landmarks
 * (web/e2e/support/axe.ts). backoffice.e2e audits the screens in the dark theme as it drives them; this
 * one walks every screen and dialog in the light theme, and those it does not open (payments, the
 * second-factor enrolment) in both. Screenshots land in apps/web/e2e/screenshots/a11y-bo-*.
 */
type TTheme = 'dark' | 'light';
const ALL_VIEWPORTS = Object.keys(VIEWPORTS) as TViewport[];

const SCREENS: Array<{ name: string; path: string; dark?: true }> = [
  { name: 'dashboard', path: '/bo/' },
  { name: 'players', path: '/bo/players' },
  { name: 'agents-contracts', path: '/bo/agents?q=demo_agent' },
  { name: 'agents-runs', path: '/bo/agents?tab=runs' },
  { name: 'agents-tree-top', path: '/bo/agents?tab=tree' },
  { name: 'agents-tree', path: '/bo/agents?tab=tree&member=demo_subagent' },
  { name: 'agents-moves', path: '/bo/agents?tab=moves' },
  { name: 'agents-held', path: '/bo/agents?tab=held&state=ALL' },
  { name: 'agents-settings', path: '/bo/agents?tab=settings' },
  { name: 'payments-deposits', path: '/bo/payments', dark: true },
  { name: 'payments-withdrawals', path: '/bo/payments?kind=withdrawals&status=', dark: true },
  { name: 'approvals', path: '/bo/approvals' },
  { name: 'games', path: '/bo/games' },
  { name: 'games-transfers', path: '/bo/games?tab=transfers' },
  { name: 'settings-general', path: '/bo/settings?tab=general' },
  { name: 'settings-access', path: '/bo/settings?tab=access' },
  { name: 'settings-registration', path: '/bo/settings?tab=registration' },
  { name: 'settings-announcements', path: '/bo/settings?tab=announcements' },
  { name: 'settings-banners', path: '/bo/settings?tab=banners' },
  { name: 'settings-social', path: '/bo/settings?tab=social' },
  { name: 'settings-side-bar', path: '/bo/settings?tab=sideBar' },
  { name: 'audit', path: '/bo/audit' },
  { name: 'staff', path: '/bo/staff' },
  { name: 'not-found', path: '/bo/no-such-screen' },
  { name: 'enrol', path: '/bo/enrol', dark: true },
];

/**
 * The screens a test walks at a time: every screen in one walk outgrows a test's time on a busy machine (each
 * screen is a screenshot and an axe run, the first a load too), so the walk is cut into tests of a few screens each.
 */
const SCREENS_PER_TEST = 8;
function screenGroups<T>(screens: T[]): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < screens.length; start += SCREENS_PER_TEST) {
    groups.push(screens.slice(start, start + SCREENS_PER_TEST));
  }
  return groups;
}

let browser: Browser;
let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newPage(browser, 'desktop');
  await signInToBackOffice(page, 'admin');
  signedIn = await context.storageState();
  await context.close();
});
afterAll(async () => {
  await browser?.close();
});

async function audit(page: Page, name: string, viewport: TViewport): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => null);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await screenshot(page, `a11y-bo-${name}`, viewport);
  await expectAccessible(page, `bo ${name} (${viewport})`);
}

/** A player's page and the manual adjustment dialog, a member's move dialog, and a game vendor's settings dialog. */
async function auditDialogs(page: Page, viewport: TViewport, theme: TTheme): Promise<void> {
  await page.goto('/bo/agents?tab=tree&member=demo_subagent');
  await page.getByTestId('tree-move').click();
  await page.getByTestId('move-upline').waitFor();
  await expectAccessible(page, `bo move dialog ${theme} (${viewport})`);
  await page.keyboard.press('Escape');
  await page.goto('/bo/players?q=demo_player');
  await page.getByTestId('player-link-demo_player').filter({ visible: true }).click();
  await page.getByTestId('wallet-total').waitFor();
  await audit(page, `player-detail-${theme}`, viewport);
  await page.getByTestId('open-adjust').click();
  await page.getByTestId('adjust-amount').waitFor();
  await expectAccessible(page, `bo adjust dialog ${theme} (${viewport})`);
  await page.keyboard.press('Escape');
  await page.goto('/bo/games');
  await page.getByTestId('vendor-edit-TALA_FISH').filter({ visible: true }).click();
  await page.getByTestId('vendor-dialog').waitFor();
  await expectAccessible(page, `bo vendor dialog ${theme} (${viewport})`);
  await page.keyboard.press('Escape');
  await page.locator('a[href*="/bo/games/vendors/"]').filter({ visible: true }).first().click();
  await page.getByTestId('game-search').waitFor();
  await audit(page, `vendor-games-${theme}`, viewport);
}

describe('accessibility: the back office', () => {
  for (const viewport of ALL_VIEWPORTS) {
    it(`when the sign-in form opens on ${viewport} in the light theme, then it has no violation`, async () => {
      const { context, page } = await newPage(browser, viewport, { theme: 'light' });
      await page.goto('/bo/login');
      await page.getByTestId('bo-totp').waitFor();
      await audit(page, 'login-light', viewport);
      await context.close();
    });

    for (const theme of ['dark', 'light'] as const) {
      for (const group of screenGroups(SCREENS.filter((entry) => theme === 'light' || entry.dark))) {
        const names = `${group[0]?.name} … ${group.at(-1)?.name}`;
        it(`when the screens ${names} open on ${viewport} in the ${theme} theme, then none has a violation`, async () => {
          const { context, page } = await newPage(browser, viewport, { theme, storageState: signedIn });
          for (const screen of group) {
            // The first screen loads the back office; the others open in it, as its links open them.
            await openInApp(page, screen.path);
            await audit(page, `${screen.name}-${theme}`, viewport);
          }
          await context.close();
        });
      }
    }

    it(`when the dialogs open on ${viewport} in the light theme, then none has a violation`, async () => {
      const { context, page } = await newPage(browser, viewport, { theme: 'light', storageState: signedIn });
      await auditDialogs(page, viewport, 'light');
      await context.close();
    });
  }
});
