/**
 * Plays the slot on autoplay at the smallest bet until the free-spin feature comes up (about one spin in
 * 184), and photographs its start, a free spin and its end. Slow by nature: minutes, not seconds.
 *
 *   TALA_URL=http://127.0.0.1:3000 node --import tsx providers/house/web/scripts/hunt-feature.ts [desktop|phone]
 */
import { chromium } from 'playwright-core';
import { launchUrlFor, loginAsDemoPlayer, OUT, VIEWPORTS } from './shot-support.ts';

const MAX_BATCHES = 4;
const BATCH_TIMEOUT_MS = 600_000;
const viewport = (process.argv[2] ?? 'desktop') as keyof typeof VIEWPORTS;
const auth = await loginAsDemoPlayer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await (await browser.newContext({ viewport: VIEWPORTS[viewport] })).newPage();
  await page.goto(await launchUrlFor('house-slot', auth, 'en'));
  await page.waitForSelector('.top-bar');
  while (await page.locator('.bet-stepper button').first().isEnabled())
    await page.locator('.bet-stepper button').first().click();
  let found = false;
  for (let batch = 0; batch < MAX_BATCHES && !found; batch++) {
    await page.locator('.autoplay .ctl-button').click();
    await page.locator('.autoplay-menu button').last().click();
    // A batch ends with the feature (autoplay stops on it) or when its 100 spins are done.
    const started = Date.now();
    while (Date.now() - started < BATCH_TIMEOUT_MS) {
      await page.waitForTimeout(1000);
      if (await page.locator('.slot-banner.is-feature-start').count()) {
        found = true;
        break;
      }
      if (await page.locator('.autoplay .ctl-button:not(.is-active)').count()) break;
    }
    console.log(`batch ${batch + 1}: ${found ? 'feature' : 'no feature'}`);
    if (!found)
      await page.locator('.autoplay .ctl-button:not(.is-active)').waitFor({ timeout: BATCH_TIMEOUT_MS });
  }
  if (found) {
    await page.screenshot({ path: `${OUT}house-slot-${viewport}-9-feature-start.png` });
    await page.waitForTimeout(4200);
    await page.screenshot({ path: `${OUT}house-slot-${viewport}-9-feature-spin.png` });
    await page.locator('.slot-banner.is-feature-end').waitFor({ timeout: 200_000 });
    await page.waitForTimeout(1700);
    await page.screenshot({ path: `${OUT}house-slot-${viewport}-9-feature-end.png` });
  }
} finally {
  await browser.close();
}
