import { mkdirSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../../web/e2e/support/axe.ts';
import { launchBrowser, newPage, type TViewport } from '../../web/e2e/support/browser.ts';
import {
  newPlayerIdentity,
  openEntry,
  quietVisitorNotice,
  registerByUsername,
} from '../../web/e2e/support/player.ts';
import { signInToBackOffice } from './support/staff-sign-in.ts';

/**
 * Issue 14 §5, §6 in a real browser (decision 056): a player sends feedback with a screenshot from the member centre;
 * support finds it in the back office's inbox, views the screenshot, takes it and answers; the player reads the
 * answer. Support writes a help article in two languages, with its preview, and players read it on the site.
 * Screenshots: e2e/screenshots/bo-help-*, bo-feedback-*.
 */
const SHOTS = 'apps/backoffice/e2e/screenshots';
let browser: Browser;
type TState = Awaited<ReturnType<BrowserContext['storageState']>>;
const staffState = new Map<string, TState>();
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  // Signed in once on a desktop (the sign-in waits for the desktop's staff name); phones reuse the session.
  for (const name of ['admin', 'support']) {
    const { context, page } = await newPage(browser, 'desktop');
    await signInToBackOffice(page, name);
    staffState.set(name, await context.storageState());
    await context.close();
  }
});

function asStaff(name: 'admin' | 'support', viewport: TViewport, theme: 'dark' | 'light') {
  return newPage(browser, viewport, { theme, storageState: staffState.get(name) });
}
afterAll(async () => {
  await browser?.close();
});

async function shot(page: Page, name: string, viewport: TViewport): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => null);
  await page.screenshot({ path: `${SHOTS}/${name}-${viewport}.png` });
  expect(await page.getByTestId('route-error').count(), `${name} (${viewport}) failed to render`).toBe(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name} overflow`).toBeLessThanOrEqual(viewport === 'phone' ? 390 : 1440);
  await expectAccessible(page, `${name} (${viewport})`);
}

/** A real PNG of a screen-like gradient, 160×90, as a player's screenshot would be. */
const SHOT_WIDTH = 160;
function pngBytes(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    let c = 0xffffffff;
    for (const byte of body) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE((c ^ 0xffffffff) >>> 0);
    return Buffer.concat([length, body, sum]);
  };
  const height = 90;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SHOT_WIDTH, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < SHOT_WIDTH; x++) rows.push(30 + x, 40 + y * 2, 120 + ((x + y) % 100));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('feedback answered in the back office', () => {
  it('when a player sends feedback and support answers it, then the player reads the answer', async () => {
    const player = newPlayerIdentity('fb');
    const site = await newPage(browser, 'desktop', { theme: 'dark' });
    await quietVisitorNotice(site.context);
    await site.page.goto('/index');
    await registerByUsername(site.page, player);
    await site.page.getByTestId('header-avatar').click();
    await site.page.getByTestId('menu-centre-securityCenter').click();
    await openEntry(site.page, 'desktop', 'feedback');
    const form = site.page.getByTestId('feedback-form');
    await form.waitFor();
    await form.getByTestId('feedback-type-WITHDRAWAL').check({ force: true });
    const words = `My withdrawal request from this morning is still pending after six hours, reference ${player.username}.`;
    await form.getByTestId('feedback-content').fill(words);
    await form.getByTestId('feedback-contact').fill(player.email);
    await form
      .getByTestId('feedback-screenshot')
      .setInputFiles({ name: 'pending.png', mimeType: 'image/png', buffer: pngBytes() });
    await form.getByTestId('feedback-submit').click();
    await site.page.getByTestId('centre-form-success').waitFor();

    const bo = await asStaff('support', 'desktop', 'dark');
    await bo.page.goto('/bo/feedback');
    await bo.page.getByTestId('feedback-search').fill(player.username);
    await bo.page.getByTestId('feedback-search').press('Enter');
    const row = bo.page
      .locator('table[data-testid=feedback-inbox] tbody tr')
      .filter({ hasText: player.username });
    await row.waitFor();
    expect(await row.textContent()).toContain('Open');
    await shot(bo.page, 'bo-feedback-inbox-dark', 'desktop');

    await row.getByRole('button', { name: 'Open' }).click();
    const dialog = bo.page.getByTestId('feedback-dialog');
    await dialog.getByTestId('feedback-content').waitFor();
    expect(await dialog.getByTestId('feedback-content').textContent()).toBe(words);
    // Support sees players' contacts masked (decision 016).
    expect(await dialog.textContent()).toContain('•••@example.com');
    await dialog.getByTestId('feedback-screenshot').click();
    const viewer = bo.page.getByTestId('evidence-viewer');
    await expect
      .poll(() => viewer.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(SHOT_WIDTH);
    await shot(bo.page, 'bo-feedback-screenshot-dark', 'desktop');
    await bo.page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });

    const assignee = dialog.getByTestId('feedback-assignee');
    const supportId = await assignee.locator('option', { hasText: /^Support ·/ }).getAttribute('value');
    await assignee.selectOption(supportId ?? '');
    await expect.poll(() => row.textContent()).toContain('In progress');
    const answer =
      'We checked: your withdrawal was sent to your bank at 14:05. It should arrive within the hour.';
    await dialog.getByTestId('feedback-reply-body').fill(answer);
    await shot(bo.page, 'bo-feedback-dialog-dark', 'desktop');
    await dialog.getByTestId('feedback-reply-send').click();
    await dialog.getByTestId('feedback-replies').getByText(answer).waitFor();
    await expect.poll(() => row.textContent()).toContain('Answered');
    await bo.context.close();

    // The player opens the feedback entry again and reads the answer.
    await openEntry(site.page, 'desktop', 'securityCenter');
    await openEntry(site.page, 'desktop', 'feedback');
    const mine = site.page.getByTestId('feedback-mine').getByTestId('feedback-row').first();
    await expect.poll(() => mine.textContent()).toContain('Answered');
    await mine.getByRole('button').click();
    expect(await mine.getByTestId('feedback-reply').textContent()).toContain(answer);
    await site.context.close();
  });

  it('when the inbox opens on a phone in the light theme, then it fits', async () => {
    const { context, page } = await asStaff('admin', 'phone', 'light');
    await page.goto('/bo/feedback');
    await page.locator('[data-testid=feedback-inbox-cards] li').first().waitFor();
    await shot(page, 'bo-feedback-inbox-light', 'phone');
    await page
      .locator('[data-testid=feedback-inbox-cards] li')
      .first()
      .getByRole('button', { name: 'Open' })
      .click();
    await page.getByTestId('feedback-dialog').getByTestId('feedback-content').waitFor();
    await shot(page, 'bo-feedback-dialog-light', 'phone');
    await context.close();
  });
});

describe('the help editor', () => {
  it('when support writes an article in English and Chinese and publishes it, then players read it in their language', async () => {
    const { context, page } = await asStaff('support', 'desktop', 'dark');
    await page.goto('/bo/help');
    await page.getByTestId('help-editor').getByText('Beginner guide').first().waitFor();
    await shot(page, 'bo-help-dark', 'desktop');

    await page.getByTestId('help-add-article').first().click();
    const editor = page.getByTestId('help-article-editor');
    await editor.waitFor();
    const slug = `bonus-rules-${Date.now() % 100_000}`;
    await editor.getByTestId('help-article-slug').fill(slug);
    await editor
      .getByTestId('localized-default')
      .getByTestId('field-title-en')
      .fill('How bonus wagering works');
    await editor
      .getByTestId('localized-default')
      .getByTestId('field-bodyHtml-en')
      .fill(
        '<h2>Wagering</h2><p>A bonus is released once its <strong>turnover</strong> is reached.</p><script>alert(1)</script>',
      );
    await editor.getByTestId('lang-tab-zh').click();
    await editor.getByTestId('localized-selected').getByTestId('field-title-zh').fill('红利流水说明');
    await editor
      .getByTestId('localized-selected')
      .getByTestId('field-bodyHtml-zh')
      .fill('<p>达到<strong>流水</strong>要求后，红利即可释放。</p>');
    await editor.getByTestId('help-article-published').click();
    // The preview shows the formatting, never the script.
    await editor
      .getByTestId('localized-default')
      .locator('.prose-tala strong', { hasText: 'turnover' })
      .waitFor();
    await shot(page, 'bo-help-editor-dark', 'desktop');
    await editor.getByTestId('editor-save').click();
    await editor.waitFor({ state: 'hidden' });
    await page.getByTestId('help-editor').getByText(`/help?topic=${slug}`).first().waitFor();
    await context.close();

    for (const [language, title] of [
      ['en', 'How bonus wagering works'],
      ['zh', '红利流水说明'],
      ['th', 'How bonus wagering works'],
    ] as const) {
      const site = await newPage(browser, 'desktop', { language });
      await quietVisitorNotice(site.context);
      await site.page.goto(`/help?topic=${slug}`);
      await site.page.getByTestId('help-article').getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await site.page.getByTestId('help-article').innerHTML()).not.toContain('<script');
      if (language === 'th') await site.page.getByTestId('help-fallback').waitFor();
      await site.context.close();
    }
  });

  it('when the help editor opens on a phone in the light theme, then it fits', async () => {
    const { context, page } = await asStaff('admin', 'phone', 'light');
    await page.goto('/bo/help');
    await page.locator('[data-testid=help-articles-cards] li').first().waitFor();
    await shot(page, 'bo-help-light', 'phone');
    await context.close();
  });
});
