import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, newPage, screenshot, type TViewport } from './support/browser.ts';
import { rawKeys } from './support/page-checks.ts';
import { openEntry, openLoggedIn, quietVisitorNotice } from './support/player.ts';

/**
 * Issue 14 §5 on the site (decision 056): a visitor opens the help centre, searches it, reads the beginner guide, old
 * topic links still open their articles; a player sends feedback with a screenshot from the member centre, is told
 * when the words are too few, and reads customer service's answer. Screenshots e2e/screenshots/help-*, feedback-*.
 */
const PLAYER = { username: 'demo_player', password: 'Player123!' };
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A small real PNG (a 2×2 gradient), as a player's screenshot would be. */
function pngBytes(): Buffer {
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
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 255, 200, 0, 0, 120, 255, 0, 40, 40, 40, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function look(page: Page, name: string, viewport: TViewport): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => null);
  // The demo player's username looks like a translation key; it is the one "key" a member's page may show.
  const raw = (await rawKeys(page, { skipZeroSize: true })).filter((key) => key !== PLAYER.username);
  expect(raw, name).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${name} overflow`).toBeLessThanOrEqual(viewport === 'phone' ? 390 : 1440);
  await screenshot(page, name, viewport);
  await expectAccessible(page, `${name} (${viewport})`);
}

describe('the help centre', () => {
  it('when a visitor opens /help, searches and reads the beginner guide, then each view shows (desktop, dark)', async () => {
    const { context, page } = await newPage(browser, 'desktop', { theme: 'dark' });
    await quietVisitorNotice(context);
    await page.goto('/help');
    await page.getByTestId('help-categories').waitFor();
    expect(await page.locator('h1').textContent()).toBe('How can we help?');
    await look(page, 'help-home-dark', 'desktop');

    await page.getByTestId('help-search-input').fill('w');
    await page.getByTestId('help-search-submit').click();
    await page.getByRole('alert').filter({ hasText: 'at least 2' }).waitFor();
    await page.getByTestId('help-search-input').fill('withdrawal password');
    await page.getByTestId('help-search-submit').click();
    await page.getByTestId('help-result').first().waitFor();
    expect(page.url()).toContain('/help?q=withdrawal%20password');
    expect(await page.getByTestId('help-result').first().textContent()).toContain('withdrawal password');
    await look(page, 'help-search-dark', 'desktop');

    await page.getByTestId('help-link-beginner-guide').click();
    const article = page.getByTestId('help-article');
    await article.getByRole('heading', { level: 1, name: 'Beginner guide' }).waitFor();
    expect(await article.textContent()).toContain('Create your account');
    expect(await page.getByTestId('help-link-beginner-guide').getAttribute('aria-current')).toBe('page');
    await look(page, 'help-article-dark', 'desktop');

    // A link inside the article opens another article in the app, without reloading the page.
    await article.getByRole('link', { name: 'responsible gaming' }).click();
    await article.getByRole('heading', { level: 1, name: 'Responsible Gaming' }).waitFor();
    await context.close();
  });

  it('when the old topic links and the footer are followed, then they open their articles; an unknown one says so', async () => {
    const { context, page } = await newPage(browser, 'desktop', { theme: 'dark' });
    await quietVisitorNotice(context);
    await page.goto('/help?topic=terms');
    await page
      .getByTestId('help-article')
      .getByRole('heading', { name: 'General Terms and Conditions' })
      .waitFor();
    await page.getByTestId('site-footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByTestId('help-article').getByRole('heading', { name: 'Privacy Policy' }).waitFor();
    expect(page.url()).toContain('/help?topic=privacy');
    await page.goto('/help?topic=no-such-article');
    await page.getByRole('heading', { level: 1, name: 'This article is not available' }).waitFor();
    await context.close();
  });

  it('when the help centre opens on a phone in the light theme and in Chinese, then it reads well', async () => {
    const { context, page } = await newPage(browser, 'phone', { theme: 'light' });
    await quietVisitorNotice(context);
    await page.goto('/help');
    await page.getByTestId('help-categories').waitFor();
    await look(page, 'help-home-light', 'phone');
    await page.getByTestId('help-beginner').click();
    await page.getByTestId('help-article').getByRole('heading', { level: 1 }).waitFor();
    await look(page, 'help-article-light', 'phone');
    await context.close();

    const zh = await newPage(browser, 'desktop', { theme: 'light', language: 'zh' });
    await quietVisitorNotice(zh.context);
    await zh.page.goto('/help?q=%E6%8F%90%E6%AC%BE');
    await zh.page.getByTestId('help-result').first().waitFor();
    await look(zh.page, 'help-search-zh-light', 'desktop');
    await zh.context.close();

    const bare = await newPage(browser, 'phone', { theme: 'dark' });
    await bare.page.goto('/helpmc?topic=faq');
    await bare.page.getByTestId('help-article').waitFor();
    expect(await bare.page.getByTestId('site-header').count()).toBe(0);
    await look(bare.page, 'helpmc-article-dark', 'phone');
    await bare.context.close();
  });
});

describe('feedback in the member centre', () => {
  it('when a player sends too few words, then says more with a screenshot, then it is listed and the seeded answer reads', async () => {
    const { context, page } = await openLoggedIn(browser, 'desktop', PLAYER, { theme: 'dark' });
    await page.goto('/help');
    await page.getByTestId('help-feedback').click();
    const entry = page.getByTestId('centre-entry-feedback');
    await entry.waitFor();
    const form = page.getByTestId('feedback-form');
    await form.getByTestId('feedback-type-GAME').check({ force: true });
    await form.getByTestId('feedback-content').fill('Game froze.');
    await form.getByTestId('feedback-contact').fill('@tala_player');
    await form.getByTestId('feedback-contact-type').selectOption('TELEGRAM');
    await form.getByTestId('feedback-submit').click();
    await form.getByRole('alert').filter({ hasText: 'between 5 and 500 words' }).waitFor();
    await look(page, 'feedback-form-errors-dark', 'desktop');

    const text = 'The slot game froze after my last spin and the balance did not update for ten minutes.';
    await form.getByTestId('feedback-content').fill(text);
    expect(await form.getByTestId('feedback-words').textContent()).toBe('17 words');
    await form
      .getByTestId('feedback-screenshot')
      .setInputFiles({ name: 'froze.png', mimeType: 'image/png', buffer: pngBytes() });
    await form.getByRole('img', { name: 'The chosen screenshot' }).waitFor();
    await look(page, 'feedback-form-dark', 'desktop');
    await form.getByTestId('feedback-submit').click();
    await page.getByTestId('centre-form-success').waitFor();
    const rows = page.getByTestId('feedback-mine').getByTestId('feedback-row');
    await expect.poll(() => rows.first().textContent()).toContain('Received');

    // The seeded deposit question was answered by support: opening it shows the answer.
    const answered = rows.filter({ hasText: 'Answered' }).first();
    await answered.getByRole('button').click();
    await answered.getByTestId('feedback-reply').waitFor();
    expect(await answered.getByTestId('feedback-reply').textContent()).toContain(
      'Most deposits are credited',
    );
    // The entry scrolls inside the member centre: to its end, where the answer is.
    const scroller = page.getByTestId('centre-entry-feedback');
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await look(page, 'feedback-list-dark', 'desktop');
    await context.close();
  });

  it('when the feedback entry opens on a phone in the light theme, then the form and the list fit', async () => {
    const { context, page } = await openLoggedIn(browser, 'phone', PLAYER, { theme: 'light' });
    await page.getByTestId('header-deposit').click();
    await page.getByTestId('member-centre').waitFor();
    await openEntry(page, 'phone', 'feedback');
    await page.getByTestId('feedback-form').waitFor();
    await look(page, 'feedback-form-light', 'phone');
    await page.getByTestId('feedback-mine').scrollIntoViewIfNeeded();
    await look(page, 'feedback-list-light', 'phone');
    await context.close();
  });
});
