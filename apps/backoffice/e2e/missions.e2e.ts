import { mkdirSync } from 'node:fs';
import { BO_MISSIONS_PATHS } from '@tala/contract/backoffice/missions';
import { MISSIONS_PATHS, type TMissionPage } from '@tala/contract/loyalty/missions';
import { toZonedLocal } from '@tala/contract/time-zone';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, type TViewport } from '../../web/e2e/support/browser.ts';
import {
  checkedShot,
  playerSessionToken,
  SHOTS,
  staffBrowser,
  type TTheme,
  tableRow,
} from './support/staff-pages.ts';

/**
 * Missions in the back office (issue 14 §6, decision 058), in a real browser against the real server: admin writes a
 * two-tier mission in the editor — the schema's checks in words, the player's card previewed as it is typed — saves
 * it, sets it live and sees it on the player API; once it has started its goal and tiers are locked and it cannot go
 * back to draft (BO_MISSION_STARTED, explained); the board opens with usernames; support reads without the editor.
 * Each screen at 1440×900 and 390×844, dark and light: screenshots, no raw keys, no sideways scroll, axe.
 */
const TITLE = `E2E spin streak ${Date.now() % 100_000}`;
/** The seed's running slot mission (not last week's, whose title ends the same). */
const SPRINT = /^Slot sprint/;

const staff = staffBrowser(['admin', 'support'] as const);
let missionId = '';

async function openMissionsAsPlayer(): Promise<TMissionPage> {
  const url = new URL(MISSIONS_PATHS.summary, baseUrl());
  url.searchParams.set('status', 'O');
  url.searchParams.set('pageSize', '20');
  const res = await fetch(url, {
    headers: {
      Authorization: `Bearer ${await playerSessionToken('demo_player', 'missions.e2e')}`,
      Merchant: 'TALA',
      Language: 'en',
    },
  });
  return ((await res.json()) as { value: TMissionPage }).value;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  await staff.start();
});
afterAll(() => staff.stop());

const openAs = (role: 'admin' | 'support', viewport: TViewport, theme: TTheme) =>
  staff.open(role, viewport, theme, '/bo/missions');

/** Screenshot with `part` in view, then the checks every screen gets (usernames and game codes are data). */
const shot = (page: Page, part: Locator, name: string) =>
  checkedShot(page, part, {
    file: `bo-missions-${name}`,
    label: `missions ${name}`,
    isData: (text) => /^demo_|^house-/.test(text),
  });

const rowOf = (page: Page, text: string | RegExp) => tableRow(page, 'missions-table', text);

describe('back office: missions', () => {
  it('when admin writes a two-tier mission and sets it live, then the preview follows and players see it', async () => {
    const { context, page } = await openAs('admin', 'desktop', 'dark');
    const table = page.getByTestId('missions-table');
    await expect.poll(() => table.locator('tr[data-row]').count()).toBeGreaterThanOrEqual(5);
    expect(await rowOf(page, SPRINT).getByTestId('mission-status').textContent()).toBe('Running');
    await shot(page, table, 'list-dark');

    await page.getByTestId('add-mission').click();
    const editor = page.getByTestId('mission-editor');
    await editor.waitFor();
    const preview = editor.getByTestId('mission-preview');
    await preview.locator('article').waitFor();
    await editor.getByTestId('localized-default').getByTestId('field-title-en').fill(TITLE);
    await editor
      .getByTestId('localized-default')
      .getByTestId('field-summary-en')
      .fill('Bet 500 on slots today, then 2,000.');
    await expect.poll(() => preview.getByRole('heading').textContent()).toBe(TITLE);
    // Two tiers: the blank draft's third goes, and the two left are written out of order first.
    await editor.getByTestId('tier-3-remove').click();
    await editor.getByTestId('tier-1-target').fill('2000');
    await editor.getByTestId('tier-2-target').fill('500');
    await editor.getByTestId('editor-save').click();
    await editor.getByText("Each tier's target must be higher than the one before.").waitFor();
    await editor.getByTestId('tier-1-target').fill('500');
    await editor.getByTestId('tier-2-target').fill('2000');
    // The blank draft's second tier pays a bonus: its wagering shows under the reward, as players will read it.
    await editor.getByTestId('tier-2-multiplier').fill('12');
    await expect.poll(() => preview.getByTestId('mission-tier-2').textContent()).toContain('bonus ×12');
    expect(await preview.getByTestId('mission-tier-2').textContent()).toContain('Wager 12× within 7 days');
    await shot(page, editor.getByTestId('mission-tiers-editor'), 'tiers-bonus-dark');
    await editor.getByTestId('tier-2-kind').selectOption('POINTS');
    await editor.getByTestId('tier-2-reward').fill('800');
    await expect.poll(() => editor.getByText("Each tier's target must be higher").count()).toBe(0);
    await editor.locator('label', { has: page.getByTestId('mission-art-dice') }).click();
    expect(await preview.locator('svg[data-art="dice"]').count()).toBe(1);
    expect(await preview.getByTestId('mission-tiers').locator('li').count()).toBe(2);
    expect(await preview.getByTestId('mission-tier-2').textContent()).toContain('800 points');
    // It has started an hour ago on the merchant's clock, so players see it open at once.
    const zone = /\(([^)]+)\)/.exec(
      (await editor.locator('label', { hasText: 'Starts (' }).textContent()) ?? '',
    )?.[1];
    if (!zone) throw new Error('the start field names the merchant time zone');
    await editor
      .getByTestId('mission-starts')
      .fill(toZonedLocal(new Date(Date.now() - 3_600_000).toISOString(), zone));
    await editor
      .getByTestId('mission-ends')
      .fill(toZonedLocal(new Date(Date.now() + 3 * 86_400_000).toISOString(), zone));
    await expect
      .poll(() => preview.getByTestId('mission-clock').textContent())
      .toMatch(/Ends in (3d 0h|2d 23h)/);
    await preview.getByTestId('preview-progress').fill('600');
    await expect.poll(() => preview.getByTestId('mission-tier-1').getAttribute('data-reached')).toBe('true');
    await preview.getByText('Claim').waitFor();
    await shot(page, preview, 'editor-dark');

    const saved = page.waitForResponse(
      (res) => res.url().endsWith(BO_MISSIONS_PATHS.list) && res.request().method() === 'POST',
    );
    await editor.getByTestId('editor-save').click();
    missionId = (await (await saved).json()).value.id as string;
    await editor.waitFor({ state: 'hidden' });
    const row = rowOf(page, TITLE);
    await row.waitFor();
    expect(await row.getByTestId('mission-status').textContent()).toBe('Draft');
    expect((await openMissionsAsPlayer()).list.some((mission) => mission.id === missionId)).toBe(false);

    await row.getByTestId('mission-set-LIVE').click();
    await expect.poll(() => row.getByTestId('mission-status').textContent()).toBe('Running');
    const seen = (await openMissionsAsPlayer()).list.find((mission) => mission.id === missionId);
    expect(seen?.title).toBe(TITLE);
    expect(seen?.tiers.map((tier) => [tier.target, tier.rewardKind, tier.reward])).toEqual([
      ['500.00', 'CASH', '10.00'],
      ['2000.00', 'POINTS', '800.00'],
    ]);

    // Started and live: back to draft is refused, in words.
    await row.getByTestId('mission-set-DRAFT').click();
    await expect
      .poll(() => row.getByTestId('mission-status-error').textContent())
      .toContain('players are already counted');
    await context.close();
  }, 180_000);

  it('when a started mission is edited on a phone, then what players are counted by is locked and the rest saves', async () => {
    const { context, page } = await openAs('admin', 'phone', 'light');
    const row = rowOf(page, TITLE);
    await row.getByTestId('edit-mission').click();
    const editor = page.getByTestId('mission-editor');
    await editor.getByTestId('mission-locked').waitFor();
    expect(await editor.getByTestId('mission-goal').isDisabled()).toBe(true);
    expect(await editor.getByTestId('tier-1-target').isDisabled()).toBe(true);
    await editor.getByTestId('mission-board-size').fill('5');
    await shot(page, editor.getByTestId('mission-locked'), 'editor-locked-light');
    await editor.getByTestId('mission-preview').scrollIntoViewIfNeeded();
    await shot(page, editor.getByTestId('mission-preview'), 'preview-light');
    await editor.getByTestId('editor-save').click();
    await editor.waitFor({ state: 'hidden' });
    await shot(page, row, 'list-light');
    await row.getByTestId('mission-board-open').click();
    const board = page.getByTestId('mission-board');
    await board.waitFor();
    await expect.poll(() => board.textContent()).toContain('top 5 players');
    await shot(page, board, 'board-light');
    await page.keyboard.press('Escape');
    // Paused: players no longer see it (and the other specs' counts are left as the seed made them).
    await row.getByTestId('mission-set-PAUSED').click();
    await expect.poll(() => row.getByTestId('mission-status').textContent()).toBe('Paused');
    expect((await openMissionsAsPlayer()).list.some((mission) => mission.id === missionId)).toBe(false);
    await context.close();
  }, 120_000);

  it('when support opens missions, then the list and boards are readable without editing (desktop light, phone dark)', async () => {
    const { context, page } = await openAs('support', 'desktop', 'light');
    await rowOf(page, SPRINT).waitFor();
    expect(await page.getByTestId('add-mission').count()).toBe(0);
    expect(await page.getByTestId('edit-mission').count()).toBe(0);
    expect(await page.getByTestId('mission-status-switch').count()).toBe(0);
    await rowOf(page, SPRINT).getByTestId('mission-board-open').click();
    const board = page.getByTestId('mission-board');
    await board.getByTestId('mission-board-list').waitFor();
    await shot(page, board, 'board-support-light');
    await context.close();

    const phone = await openAs('support', 'phone', 'dark');
    await rowOf(phone.page, SPRINT).waitFor();
    await shot(phone.page, rowOf(phone.page, SPRINT), 'list-support-dark');
    await phone.context.close();
  }, 120_000);
});
