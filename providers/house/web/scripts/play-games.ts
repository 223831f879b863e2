import type { Page } from 'playwright-core';

type TShot = (name: string) => string;

/** Plays a few real rounds of one game and photographs the moments worth looking at. */
export async function playGame(
  page: Page,
  gameId: string,
  shot: TShot,
  base: string,
  lang: string,
): Promise<void> {
  await page.waitForSelector('.top-bar', { timeout: 20_000 });
  await page.waitForTimeout(800);
  await page.screenshot({ path: shot('0-open') });
  if (gameId === 'house-slot') await playSlot(page, shot);
  else if (gameId === 'house-fish') await playFish(page, shot);
  else if (gameId.startsWith('house-baccarat')) await playBaccarat(page, shot);
  else await playEvents(page, shot);
  await fairDrawer(page, shot);
  await rulesAndVerify(page, gameId, shot, base, lang);
}

async function playSlot(page: Page, shot: TShot): Promise<void> {
  for (let spin = 0; spin < 6; spin++) {
    await page.locator('.spin-button').click();
    await page.waitForTimeout(700);
    if (spin === 0) await page.screenshot({ path: shot('1-spinning') });
    await page.locator('.spin-button:not([disabled])').waitFor({ timeout: 90_000 });
    if (await page.locator('.win-layer').count()) {
      await page.screenshot({ path: shot(`2-win-${spin}`) });
      break;
    }
  }
  await page.screenshot({ path: shot('3-after') });
}

async function playFish(page: Page, shot: TShot): Promise<void> {
  const canvas = page.locator('.fish-canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  for (let i = 0; i < 14; i++) {
    const x = box.x + box.width * (0.15 + (i % 7) * 0.12);
    const y = box.y + box.height * (0.25 + (i % 3) * 0.15);
    await page.mouse.click(x, y);
    await page.waitForTimeout(160);
    if (i === 6) await page.screenshot({ path: shot('1-shooting') });
  }
  await page.waitForTimeout(400);
  await page.screenshot({ path: shot('2-after') });
  await page.locator('.hud-guide').click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: shot('3-guide') });
  await page.locator('.hud-guide').click();
}

async function playBaccarat(page: Page, shot: TShot): Promise<void> {
  await page.locator('.spot-banker').click();
  await page.locator('.spot-player').click();
  await page.locator('.spot-tie').click();
  await page.screenshot({ path: shot('1-bets') });
  await page.locator('.deal-button').click();
  await page.waitForTimeout(1600);
  await page.screenshot({ path: shot('2-dealing') });
  await page.locator('.outcome-banner').waitFor({ timeout: 20_000 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: shot('3-result') });
  for (let round = 0; round < 3; round++) {
    await page.locator('.deal-button:not([disabled])').click();
    await page.locator('.outcome-banner').waitFor({ timeout: 20_000 });
  }
  await page.waitForTimeout(400);
  await page.screenshot({ path: shot('4-road') });
}

async function playEvents(page: Page, shot: TShot): Promise<void> {
  await page.locator('.match-card').first().waitFor({ timeout: 20_000 });
  const odds = page.locator('.odds-button:not([disabled])').first();
  if (await odds.count()) {
    await odds.click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: shot('1-slip') });
    await page.locator('.bet-slip .primary-button').click();
    await page.locator('.bet-slip .notice, .toast').first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: shot('2-placed') });
  }
  const tab = page.locator('.events-tabs button').nth(1);
  if (await tab.isVisible()) {
    await tab.click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: shot('3-my-bets') });
    await page.locator('.events-tabs button').first().click();
  }
  const live = page.locator('.match-card.is-live, .match-card.is-settled').first();
  if (await live.count()) {
    await live.scrollIntoViewIfNeeded();
    await page.waitForTimeout(3500);
    await page.screenshot({ path: shot('4-live-or-final') });
  }
}

async function fairDrawer(page: Page, shot: TShot): Promise<void> {
  await page.locator('.top-actions button').first().click();
  await page.locator('.drawer').waitFor();
  await page.locator('#client-seed').fill(`shot-${Date.now()}`);
  await page.locator('.client-seed-form button[type=submit]').click();
  await page.locator('.drawer .notice, .toast').first().waitFor({ timeout: 10_000 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: shot('5-fair') });
}

async function rulesAndVerify(
  page: Page,
  gameId: string,
  shot: TShot,
  base: string,
  lang: string,
): Promise<void> {
  // A settled match's own link for the event games; else the last round played here under the old pair.
  const matchLink = page.locator('.match-fair a').first();
  const verify = (await matchLink.count()) ? matchLink : page.locator('.revealed-pair a').first();
  const href = (await verify.count()) ? await verify.getAttribute('href') : null;
  await page.goto(`${base}/house/rules/${gameId}?lang=${lang}`);
  await page.waitForSelector('.doc-hero');
  await page.screenshot({ path: shot('6-rules'), fullPage: true });
  if (href) {
    await page.goto(new URL(href, base).toString());
    await page.waitForSelector(href.includes('nonce=') ? '.verify-result' : '.verify-form', {
      timeout: 15_000,
    });
    await page.waitForTimeout(300);
    await page.screenshot({ path: shot('7-verify'), fullPage: true });
  }
}
