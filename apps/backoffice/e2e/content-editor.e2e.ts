import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaff, forgetLastTotpStep } from './support/staff-sign-in.ts';
import '../../server/src/db/schema-backoffice.ts';
import '../../server/src/db/schema-payments.ts';
import { currentTotpCode } from '../../server/src/lib/totp.ts';
import { expectAccessible } from '../../web/e2e/support/axe.ts';
import { launchBrowser, newPage, type TViewport, VIEWPORTS } from '../../web/e2e/support/browser.ts';
import { withDatabase } from '../../web/e2e/support/database.ts';

/**
 * The side-by-side editor of staff-written texts (decision 020) in a real browser: the default language
 * stays in view beside the language being edited, missing languages are marked with the text their
 * readers get instead, errors point at one language, and what is saved reaches the player site in each
 * language. Announcements, banners, the side bar and deposit channel names, at desktop and phone size.
 */
const SHOTS = 'apps/backoffice/e2e/screenshots';
let browser: Browser;
let session: { context: BrowserContext; page: Page };
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  session = await newPage(browser, 'desktop');
  await signInAsAdmin(session.page);
});
afterAll(async () => {
  await browser?.close();
});

/** Signs admin in through the console's API (this spec is about the editors, not the sign-in screen). */
async function signInAsAdmin(page: Page): Promise<void> {
  const staff = demoStaff('admin');
  await forgetLastTotpStep('admin');
  const res = await page.request.post('/bo/api/auth/login', {
    headers: { 'x-tala-staff': '1' },
    data: { username: staff.username, password: staff.password, totp: currentTotpCode(staff.totpSecret) },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function view(viewport: TViewport): Promise<Page> {
  await session.page.setViewportSize(VIEWPORTS[viewport]);
  return session.page;
}

async function shot(page: Page, name: string, viewport: TViewport): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-${viewport}.png` });
  expect(await page.getByTestId('route-error').count(), `${name} (${viewport}) failed to render`).toBe(0);
}

async function expectNoSidewaysScroll(page: Page, viewport: TViewport): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS[viewport].width,
  );
}

/** What the player site answers in a language (public calls). */
async function site<T>(page: Page, path: string, language: string): Promise<T> {
  const res = await page.request.get(path, { headers: { Language: language } });
  return (await res.json()).value as T;
}

type TNotice = { id: string; title: string; content: string; lang: string };

describe('content editor: announcements', () => {
  let created: string | null = null;
  afterAll(async () => {
    if (created)
      await session.page.request.delete(`/bo/api/announcements/${created}`, {
        headers: { 'x-tala-staff': '1' },
      });
  });

  it('when admin writes a notice side by side, then errors name the language and each reader gets their text', async () => {
    const page = await view('desktop');
    await page.goto('/bo/settings?tab=announcements');
    await page.getByTestId('announcement-row').first().waitFor();
    await page.getByTestId('add-announcement').click();
    const editor = page.getByTestId('announcement-editor');
    await editor.waitFor();
    await editor.getByRole('combobox', { name: 'Type' }).selectOption('PU');
    // The merchant's default language (English) is its own column; the others are tabs beside it.
    const base = editor.getByTestId('localized-default');
    await base.getByTestId('field-title-en').fill('Cashier upgrade tonight');
    await base.getByTestId('field-contentHtml-en').fill('<p>Deposits pause from <b>02:00 to 02:30</b>.</p>');
    const other = editor.getByTestId('localized-selected');
    await editor.getByTestId('lang-tab-vi').click();
    await other.getByTestId('field-title-vi').fill('Nâng cấp quầy thu ngân tối nay');
    await other
      .getByTestId('field-contentHtml-vi')
      .fill('<p>Tạm dừng nạp tiền từ <b>02:00 đến 02:30</b>.</p>');
    // A Japanese body without a Japanese title: refused, and the Japanese tab and field say so.
    await editor.getByTestId('lang-tab-ja').click();
    await other.getByTestId('field-contentHtml-ja').fill('<p>02:00〜02:30は入金を停止します。</p>');
    await editor.getByTestId('editor-save').click();
    await expect.poll(() => editor.getByTestId('lang-tab-ja').getAttribute('data-status')).toBe('error');
    await other.getByRole('alert').first().waitFor();
    await shot(page, 'bo-content-announcement-errors', 'desktop');
    await expectAccessible(page, 'announcement editor with errors (desktop)');

    await other.getByTestId('field-title-ja').fill('今夜キャッシャーを更新します');
    await editor.getByTestId('lang-tab-id').click();
    expect(await editor.getByTestId('lang-tab-id').getAttribute('data-status')).toBe('missing');
    await other.getByText('English', { exact: false }).first().waitFor();
    await shot(page, 'bo-content-announcement', 'desktop');
    await expectAccessible(page, 'announcement editor (desktop)');
    await expectNoSidewaysScroll(page, 'desktop');

    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/bo/api/announcements') && res.request().method() === 'POST',
    );
    await editor.getByTestId('editor-save').click();
    created = (await (await saved).json()).value.id;
    await editor.waitFor({ state: 'hidden' });

    const byLang = async (language: string) =>
      (await site<{ list: TNotice[] }>(page, '/wps/announcements?types=PU', language)).list.find(
        (n) => n.id === created,
      );
    expect(await byLang('vi')).toMatchObject({ title: 'Nâng cấp quầy thu ngân tối nay', lang: 'vi' });
    expect(await byLang('ja')).toMatchObject({
      title: '今夜キャッシャーを更新します',
      content: '<p>02:00〜02:30は入金を停止します。</p>',
    });
    expect(await byLang('id')).toMatchObject({ title: 'Cashier upgrade tonight', lang: 'en' });
    await shot(page, 'bo-content-announcements-list', 'desktop');
    await expectAccessible(page, 'announcements list (desktop)');
  });

  it('when the editor opens on a phone, then the default language comes first and the tabs below it', async () => {
    const page = await view('phone');
    await page.goto('/bo/settings?tab=announcements');
    await page.getByTestId('announcement-row').first().getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByTestId('announcement-editor');
    await editor.getByTestId('localized-default').waitFor();
    const first = await editor.getByTestId('localized-default').boundingBox();
    const second = await editor.getByTestId('localized-selected').boundingBox();
    expect(first && second && first.y < second.y).toBe(true);
    await shot(page, 'bo-content-announcement', 'phone');
    await expectAccessible(page, 'announcement editor (phone)');
    await expectNoSidewaysScroll(page, 'phone');
    await editor.getByRole('button', { name: 'Cancel' }).click();
  });
});

describe('content editor: banners, side bar and channel names', () => {
  for (const viewport of Object.keys(VIEWPORTS) as TViewport[]) {
    it(`when a banner is opened on ${viewport}, then its languages show side by side with the default in view`, async () => {
      const page = await view(viewport);
      await page.goto('/bo/settings?tab=banners');
      await page.getByTestId('banner-row').first().waitFor();
      await shot(page, 'bo-content-banners-list', viewport);
      await expectAccessible(page, `banners list (${viewport})`);
      await page.getByTestId('banner-row').first().getByRole('button', { name: 'Edit' }).click();
      const editor = page.getByTestId('banner-editor');
      await editor.getByTestId('field-title-en').waitFor();
      expect(await editor.getByTestId('field-title-en').inputValue()).toBe('Welcome bonus 100%');
      await editor.getByTestId('lang-tab-zh').click();
      expect(await editor.getByTestId('field-cta-zh').inputValue()).toBe('领取红利');
      expect(await editor.getByTestId('field-title-zh').getAttribute('lang')).toBe('zh');
      await shot(page, 'bo-content-banner', viewport);
      await expectAccessible(page, `banner editor (${viewport})`);
      await expectNoSidewaysScroll(page, viewport);
      await editor.getByRole('button', { name: 'Cancel' }).click();
    });

    it(`when the side bar is opened on ${viewport}, then labels are edited per language`, async () => {
      const page = await view(viewport);
      await page.goto('/bo/settings?tab=sideBar');
      await page.getByTestId('side-bar-row-resources').first().waitFor();
      await shot(page, 'bo-content-side-bar', viewport);
      await expectAccessible(page, `side bar (${viewport})`);
      await page
        .getByTestId('side-bar-row-customerService')
        .first()
        .getByRole('button', { name: 'Edit' })
        .click();
      const editor = page.getByTestId('side-bar-editor');
      await editor.getByTestId('field-label-en').waitFor();
      expect(await editor.getByTestId('field-label-en').inputValue()).toBe('Live chat 24/7');
      await shot(page, 'bo-content-side-bar-editor', viewport);
      await expectAccessible(page, `side bar editor (${viewport})`);
      await expectNoSidewaysScroll(page, viewport);
      await editor.getByRole('button', { name: 'Cancel' }).click();
    });
  }

  it('when admin renames a deposit channel in Vietnamese, then the list shows it and the other languages stay', async () => {
    for (const viewport of Object.keys(VIEWPORTS) as TViewport[]) {
      const page = await view(viewport);
      await page.goto('/bo/payments?kind=channels');
      await page.getByTestId('channel-row').first().waitFor();
      await shot(page, 'bo-content-channels', viewport);
      await expectAccessible(page, `channel names (${viewport})`);
    }
    const page = await view('desktop');
    await page.getByTestId('channel-row').first().getByRole('button', { name: 'Edit names' }).click();
    const editor = page.getByTestId('channel-editor');
    await editor.getByTestId('lang-tab-vi').click();
    const field = editor.getByTestId('field-names-vi');
    const original = await field.inputValue();
    await field.fill('Chuyển khoản BDO (24/7)');
    await shot(page, 'bo-content-channel-editor', 'desktop');
    await expectAccessible(page, 'channel names editor (desktop)');
    await editor.getByTestId('editor-save').click();
    await editor.waitFor({ state: 'hidden' });
    const names = await withDatabase((db) =>
      db
        .selectFrom('deposit_channels')
        .select('names')
        .where('code', '=', 'BANK_BDO')
        .executeTakeFirstOrThrow(),
    );
    expect(names.names).toMatchObject({
      vi: 'Chuyển khoản BDO (24/7)',
      en: 'Bank transfer (BDO)',
      zh: '银行转账 (BDO)',
    });
    // Put the seeded name back for the specs that run after this one.
    const res = await page.request.put('/bo/api/payments/deposit-channels/BANK_BDO/names', {
      headers: { 'x-tala-staff': '1' },
      data: { names: { ...names.names, vi: original } },
    });
    expect(res.ok()).toBe(true);
  });
});
