import { mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../web/e2e/support/axe.ts';
import { launchBrowser, newPage, type TViewport, VIEWPORTS } from '../../web/e2e/support/browser.ts';
import {
  headerBalance,
  newPlayerIdentity,
  quietVisitorNotice,
  registerByUsername,
} from '../../web/e2e/support/player.ts';
import { signInToBackOffice } from './support/staff-sign-in.ts';

/**
 * Issue 13 §3 in a real browser: an admin reads the promotions with their status, period and spend, writes a deposit
 * bonus with its rules while the preview says what a sample deposit brings, publishes it, and players see it.
 */
const SHOTS = 'apps/backoffice/e2e/screenshots';
let browser: Browser;
let session: { context: BrowserContext; page: Page };
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  session = await newPage(browser, 'desktop');
  await signInToBackOffice(session.page, 'admin');
});
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string, viewport: TViewport): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-${viewport}.png` });
  expect(await page.getByTestId('route-error').count(), `${name} (${viewport}) failed to render`).toBe(0);
}

describe('promotions in the back office', () => {
  it('when admin writes and publishes a deposit bonus, then the preview, the list and the player site agree', async () => {
    const { page } = session;
    await page.goto('/bo/promotions');
    await expect.poll(() => page.getByTestId('promotion-row').count()).toBeGreaterThanOrEqual(5);
    await shot(page, 'bo-promotions', 'desktop');
    await expectAccessible(page, 'promotions list (desktop)');

    await page.getByTestId('add-promotion').click();
    const editor = page.getByTestId('promotion-editor');
    await editor.waitFor();
    await editor.getByTestId('localized-default').getByTestId('field-title-en').fill('Weekend boost 50%');
    await editor
      .getByTestId('localized-default')
      .getByTestId('field-summary-en')
      .fill('Half again on a weekend deposit.');
    await editor
      .getByTestId('localized-default')
      .getByTestId('field-rulesHtml-en')
      .fill('<p>Join, then deposit.</p>');
    await editor.getByTestId('reward-percent').fill('50');
    await editor.getByTestId('reward-cap').fill('300');
    await editor.getByTestId('reward-minDeposit').fill('100');
    await editor.getByTestId('wagering-multiplier').fill('5');
    await editor.getByTestId('promotion-budget').fill('abc');
    await editor.getByTestId('editor-save').click();
    await editor.getByRole('alert').first().waitFor();
    await editor.getByTestId('promotion-budget').fill('20000');
    // A sample deposit of 500: 50 % is 250, under the cap; wagered 5× = 1,250.
    const preview = editor.getByTestId('promotion-preview');
    await expect.poll(() => preview.textContent()).toContain('250.00');
    expect(await preview.textContent()).toContain('1250.00');
    await shot(page, 'bo-promotion-editor', 'desktop');
    await expectAccessible(page, 'promotion editor (desktop)');

    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/bo/api/promotions') && res.request().method() === 'POST',
    );
    await editor.getByTestId('editor-save').click();
    const id = (await (await saved).json()).value.id as string;
    await editor.waitFor({ state: 'hidden' });
    const row = page.getByTestId('promotion-row').filter({ hasText: 'Weekend boost 50%' });
    expect(await row.textContent()).toContain('Draft');
    expect((await page.request.get(`/wps/promo/detail?id=${id}`)).status()).toBe(404);

    await row.getByTestId('promotion-toggle').click();
    await expect.poll(() => row.textContent()).toContain('Live');
    const detail = await (await page.request.get(`/wps/promo/detail?id=${id}`)).json();
    expect(detail.value).toMatchObject({
      title: 'Weekend boost 50%',
      reward: { type: 'DEPOSIT_BONUS', percentBp: 5_000, cap: '300.00', wagering: { multiplier: 5 } },
      mine: { state: 'JOIN' },
    });

    // Pausing closes it to players at once.
    await row.getByTestId('promotion-toggle').click();
    await expect.poll(() => row.textContent()).toContain('Paused');
    const paused = await (await page.request.get(`/wps/promo/detail?id=${id}`)).json();
    expect(paused.value.mine).toMatchObject({ state: 'CLOSE', reason: 'PAUSED' });
  });

  it('when the promotions are read on a phone, then the list fits and the editor opens', async () => {
    const { page } = session;
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/bo/promotions');
    await page.getByTestId('promotion-row').first().waitFor();
    await shot(page, 'bo-promotions', 'phone');
    await expectAccessible(page, 'promotions list (phone)');
    await page.getByTestId('clone-promotion').first().click();
    await page.getByTestId('promotion-editor').waitFor();
    await shot(page, 'bo-promotion-editor', 'phone');
    await expectAccessible(page, 'promotion editor (phone)');
    await page.setViewportSize(VIEWPORTS.desktop);
  });
});

describe('event promotions and referrals in the back office', () => {
  it('when admin writes a red envelope and a raffle, then bad rules are refused and the good ones publish', async () => {
    const { page } = session;
    await page.goto('/bo/promotions');
    await page.getByTestId('add-promotion').click();
    const editor = page.getByTestId('promotion-editor');
    await editor.waitFor();
    await editor.getByTestId('promotion-type').selectOption('RED_ENVELOPE');
    await editor.getByTestId('localized-default').getByTestId('field-title-en').fill('Lunch envelopes');
    // Two rounds 20 minutes apart cannot each stay open 30 minutes: refused until they are apart.
    await editor.getByTestId('reward-times').fill('12:00, 12:20');
    await editor.getByTestId('editor-save').click();
    await editor.getByRole('alert').first().waitFor();
    await editor.getByTestId('reward-times').fill('12:00, 18:00');
    await editor.getByTestId('reward-envelopes').fill('50');
    // The pot of 1,000.00 in 50 envelopes: 20.00 on average, two rounds a day.
    expect(await editor.getByTestId('rule-preview').textContent()).toBe(
      'Each round: 50 envelopes of PHP 20.00 on average; up to PHP 2000.00 a day.',
    );
    await shot(page, 'bo-envelope-editor', 'desktop');
    await expectAccessible(page, 'red envelope editor (desktop)');
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/bo/api/promotions') && res.request().method() === 'POST',
    );
    await editor.getByTestId('editor-save').click();
    expect((await saved).status()).toBe(200);
    await editor.waitFor({ state: 'hidden' });
    expect(
      await page.getByTestId('promotion-row').filter({ hasText: 'Lunch envelopes' }).textContent(),
    ).toContain('Red envelope');

    await page.getByTestId('add-promotion').click();
    await editor.waitFor();
    await editor.getByTestId('promotion-type').selectOption('RAFFLE');
    await editor.getByTestId('localized-default').getByTestId('field-title-en').fill('Month-end raffle');
    await editor.getByRole('button', { name: 'Add a prize' }).click();
    expect(await editor.getByTestId('rule-preview').textContent()).toBe('12 prizes, PHP 2010.00 in all.');
    await shot(page, 'bo-raffle-editor', 'desktop');
    await expectAccessible(page, 'raffle editor (desktop)');
    const raffleSaved = page.waitForResponse(
      (res) => res.url().endsWith('/bo/api/promotions') && res.request().method() === 'POST',
    );
    await editor.getByTestId('editor-save').click();
    expect((await raffleSaved).status()).toBe(200);
    await editor.waitFor({ state: 'hidden' });
  });

  it('when staff read the referral overview on desktop and phone, then its counts and filter work', async () => {
    const { page } = session;
    await page.goto('/bo/promotions');
    const summary = page.getByTestId('referral-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('Paid to referrers');
    await page.getByTestId('referral-search').fill('nobody-here');
    await page.getByTestId('referral-search').press('Enter');
    await expect.poll(() => page.getByText('No referrals yet').count()).toBeGreaterThan(0);
    await summary.scrollIntoViewIfNeeded();
    await shot(page, 'bo-referrals', 'desktop');
    await expectAccessible(page, 'referral overview (desktop)');
    await page.setViewportSize(VIEWPORTS.phone);
    await summary.scrollIntoViewIfNeeded();
    await shot(page, 'bo-referrals', 'phone');
    await expectAccessible(page, 'referral overview (phone)');
    await page.setViewportSize(VIEWPORTS.desktop);
  });
});

/** A real PNG (a solid colour square), so the previews and the staff viewer show an image. */
function solidPng(size: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('an application from the site to the back office', () => {
  it('when a player applies with two images and finance approves, then the player is paid and sees it claimed', async () => {
    const player = await newPage(browser, 'desktop');
    await quietVisitorNotice(player.context);
    await player.page.goto('/index');
    await registerByUsername(player.page, newPlayerIdentity('appl'));
    await player.page.goto('/promotions');
    await player.page.getByTestId('promo-card').filter({ hasText: 'Share your big win' }).click();
    const form = player.page.getByTestId('application-form');
    await form.waitFor();
    await form.getByTestId('application-comment').fill('Hit 120× on Tala Treasures last night!');
    await form.getByTestId('application-images').setInputFiles([
      { name: 'win.png', mimeType: 'image/png', buffer: solidPng(64, [242, 182, 50]) },
      { name: 'proof.png', mimeType: 'image/png', buffer: solidPng(64, [90, 110, 250]) },
    ]);
    await expect.poll(() => form.getByRole('img').count()).toBe(2);
    await player.page.screenshot({ path: `${SHOTS}/site-application-form-desktop.png` });
    await expectAccessible(player.page, 'application form', '[data-testid=promo-status]');
    await form.getByTestId('application-submit').click();
    await expect.poll(() => player.page.getByTestId('promo-state').first().textContent()).toBe('Applying');
    expect(await player.page.getByTestId('promo-application').textContent()).toContain('2 images');

    const staff = await newPage(browser, 'desktop');
    await signInToBackOffice(staff.page, 'finance');
    await staff.page.goto('/bo/promotions');
    const row = staff.page.getByTestId('application-row').filter({ hasText: 'Hit 120×' });
    await row.getByTestId('application-image').first().click();
    await staff.page.getByTestId('evidence-viewer').getByRole('img').waitFor();
    await shot(staff.page, 'bo-application-image', 'desktop');
    await staff.page.keyboard.press('Escape');
    await shot(staff.page, 'bo-applications', 'desktop');
    await expectAccessible(staff.page, 'applications queue');
    await row.getByTestId('application-approve').click();
    await expect.poll(() => row.textContent()).toContain('Paid');
    await staff.context.close();

    await player.page.reload();
    await expect.poll(() => player.page.getByTestId('promo-state').first().textContent()).toBe('Claimed');
    expect(await headerBalance(player.page)).toBe(20);
    await player.context.close();
  }, 180_000);
});
