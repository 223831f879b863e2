import type { Page } from 'playwright-core';
import { openInApp } from './browser.ts';

const game = (page: Page) => page.frameLocator('[data-testid=game-frame]');

/** Spins the house slot at `bet` (the amount as the game writes it) until `spins` stakes are placed, each answered. */
export async function spinSlot(page: Page, bet: RegExp, spins: number): Promise<void> {
  await openInApp(page, '/rng');
  await page
    .locator('[data-testid=game-tile][data-game="house-slot"]')
    .first()
    .getByTestId('game-tile-play')
    .click();
  await page.waitForURL(/\/game/);
  const spin = game(page).locator('.spin-button:not([disabled])');
  await spin.waitFor({ timeout: 30_000 });
  await game(page).locator('.bet-value').click();
  await game(page).getByRole('option', { name: bet }).click();
  for (let i = 0; i < spins; i++) {
    await spin.click();
    await spin.waitFor({ timeout: 60_000 });
  }
}

/** Opens a promotion from /promotions by its title, as a player would. */
export async function openPromotion(page: Page, title: string): Promise<void> {
  await openInApp(page, '/promotions');
  await page.getByTestId('promo-card').filter({ hasText: title }).click();
  await page.getByTestId('promo-status').waitFor();
}
