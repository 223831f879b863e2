import { GAME_LAUNCH_FIXED } from '@tala/contract/constants';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, newPage, screenshot, type TViewport, VIEWPORTS } from './support/browser.ts';
import { setVendorStatus } from './support/database.ts';
import { horizontalOverflow, rawKeys } from './support/page-checks.ts';
import { dismissNotice, logInThroughModal, quietVisitorNotice } from './support/player.ts';

/**
 * The PVP lobby and the page types of decision 010 in a real browser against the real server: a
 * visitor sees the baccarat rooms and is asked to log in on join; demo_player joins a room, the frame
 * opens that room, and the lobby then counts them in it; a vendor in maintenance answers with the
 * maintenance list; /seamless lists only seamless vendors; /bgs and /bingo list only their kind.
 * Screenshots land in e2e/screenshots/pvp-*.
 */
const PLAYER = { username: 'demo_player', password: 'Player123!' };
const PVP_VENDOR = 'TALA_PVP';
const OPEN_ROOM = { roomId: 'house-baccarat-pvp', name: 'Baccarat Open Room' };
const ROOMS = ['house-baccarat-pvp-starter', 'house-baccarat-pvp', 'house-baccarat-pvp-high'];

let browser: Browser;
let visitor: { context: BrowserContext; page: Page };
beforeAll(async () => {
  browser = await launchBrowser();
  visitor = await newPage(browser, 'desktop');
  await quietVisitorNotice(visitor.context);
});
afterAll(async () => {
  await browser?.close();
});

const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

const room = (page: Page, roomId: string) => page.locator(`[data-testid=room-card][data-room="${roomId}"]`);

async function roomIds(page: Page): Promise<string[]> {
  return page
    .getByTestId('room-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-room') ?? ''));
}

describe('pvp: the room lobby', () => {
  it('when a visitor opens /pvp, then the rooms show with stakes and players, and joining asks to log in', async () => {
    const { page } = visitor;
    const launches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/game/launchGame')) launches.push(request.url());
    });
    await page.goto('/pvp');
    await dismissNotice(page);
    await page.getByTestId('pvp-rooms').waitFor();
    expect(await roomIds(page)).toEqual(ROOMS);
    const starter = room(page, ROOMS[0] ?? '');
    expect(await starter.getByTestId('room-stakes').textContent()).toBe('P 0.01 – P 50.00');
    expect(
      await room(page, ROOMS[2] ?? '')
        .getByTestId('room-stakes')
        .textContent(),
    ).toBe('P 100.00 – P 10,000.00');
    expect(await starter.getByTestId('room-players').getAttribute('data-count')).toMatch(/^\d+$/);
    expect(await starter.getByTestId('room-join').textContent()).toBe('Log in to join');
    await screenshot(page, 'pvp-lobby-visitor', 'desktop');
    await expectAccessible(page, 'pvp-lobby-visitor');
    await room(page, OPEN_ROOM.roomId).getByTestId('room-join').click();
    await page.getByTestId('login-modal').waitFor();
    expect(launches).toEqual([]);
  });

  it('when demo_player joins a room, then the launch names it as roomId and the frame opens that room', async () => {
    const { page } = visitor;
    await logInThroughModal(page, PLAYER.username, PLAYER.password);
    await page.goto(`/pvp?vendor=${PVP_VENDOR}`);
    await page.getByTestId('pvp-rooms').waitFor();
    await poll(() => room(page, OPEN_ROOM.roomId).getByTestId('room-join').textContent()).toBe('Join room');
    const launch = page.waitForRequest((request) => request.url().includes('/wps/game/launchGame'));
    await room(page, OPEN_ROOM.roomId).getByTestId('room-join').click();
    const body = (await launch).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ roomId: OPEN_ROOM.roomId, vassalage: PVP_VENDOR, ...GAME_LAUNCH_FIXED });
    expect(body).not.toHaveProperty('gameId');
    await page.waitForURL(/\/game\?/);
    const frame = page.getByTestId('game-frame');
    await frame.waitFor();
    const src = new URL((await frame.getAttribute('src')) ?? '', page.url());
    expect(src.pathname).toBe(`/house/play/${OPEN_ROOM.roomId}`);
    expect(await page.getByTestId('game-name').textContent()).toBe(OPEN_ROOM.name);
    // The house page trades its launch token for a wallet session: the player is now in the room.
    await poll(() =>
      page.frames().some((candidate) => candidate.url().includes(`/house/play/${OPEN_ROOM.roomId}`)),
    ).toBe(true);
    await page.waitForTimeout(1500);
    await screenshot(page, 'pvp-room-game', 'desktop');
    await expectAccessible(page, 'pvp-room-game');
  });

  it('when the player comes back to the lobby, then the room they joined counts them', async () => {
    const { page } = visitor;
    await page.getByTestId('game-back').click();
    await page.waitForURL(/\/pvp/);
    await page.getByTestId('pvp-rooms').waitFor();
    await poll(async () => {
      await page.reload();
      await page.getByTestId('pvp-rooms').waitFor();
      return room(page, OPEN_ROOM.roomId).getByTestId('room-players').getAttribute('data-count');
    }).not.toBe('0');
    expect(await page.getByTestId('rooms-players-total').textContent()).toMatch(
      /[1-9]\d* players? in these rooms now/,
    );
    await screenshot(page, 'pvp-lobby-member', 'desktop');
    await expectAccessible(page, 'pvp-lobby-member');
  });

  it('when the PVP vendor is under maintenance, then its rooms say so and joining shows the maintenance list', async () => {
    const { page } = visitor;
    await setVendorStatus(PVP_VENDOR, 'MAINTENANCE');
    try {
      await page.goto(`/pvp?vendor=${PVP_VENDOR}`);
      await poll(() => room(page, OPEN_ROOM.roomId).getAttribute('data-status')).toBe('MAINTENANCE');
      await room(page, OPEN_ROOM.roomId).getByTestId('room-join').click();
      const modal = page.getByTestId('game-maintenance');
      await modal.waitFor();
      expect(await modal.getByTestId('game-maintenance-message').textContent()).toContain('maintenance');
      expect(page.url()).toContain('/pvp');
      await screenshot(page, 'pvp-maintenance', 'desktop');
      await expectAccessible(page, 'pvp-maintenance');
    } finally {
      await setVendorStatus(PVP_VENDOR, 'ACTIVE');
    }
  });
});

describe('pvp and page types at desktop and phone size, dark and light', () => {
  for (const viewport of Object.keys(VIEWPORTS) as TViewport[]) {
    for (const theme of ['dark', 'light'] as const) {
      it(`when /pvp opens on ${viewport} in the ${theme} theme, then it renders translated, without sideways scroll`, async () => {
        const { context, page } = await newPage(browser, viewport, { theme });
        await quietVisitorNotice(context);
        await page.goto('/pvp');
        await page.getByTestId('pvp-rooms').waitFor();
        await page.waitForTimeout(400);
        expect(await rawKeys(page)).toEqual([]);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `pvp-lobby-${theme}`, viewport);
        await expectAccessible(page, `pvp-lobby-${theme}`);
        await room(page, ROOMS[2] ?? '').scrollIntoViewIfNeeded();
        await screenshot(page, `pvp-lobby-${theme}-rooms`, viewport);
        await expectAccessible(page, `pvp-lobby-${theme}-rooms`);
        await context.close();
      });
    }
  }
});

describe('page types: /seamless, /bgs, /bingo', () => {
  it('when /seamless opens, then only seamless vendors are tabs and no transfer-mode game is listed', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await quietVisitorNotice(context);
    await page.goto('/seamless');
    await page.getByTestId('catalogue-results').waitFor();
    const tabs = await page
      .getByTestId('vendor-tabs')
      .getByRole('tab')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')));
    expect(tabs).toContain('vendor-tab-TALA_SLOTS');
    expect(tabs).toContain('vendor-tab-TALA_PVP');
    expect(tabs).not.toContain('vendor-tab-TALA_REELS');
    expect(tabs).not.toContain('vendor-tab-TALA_FISH');
    const games = await page
      .getByTestId('game-tile')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-game')));
    expect(games).toContain('house-slot');
    expect(games).not.toContain('house-fish');
    await screenshot(page, 'pvp-seamless', 'desktop');
    await expectAccessible(page, 'pvp-seamless');
    await context.close();
  });

  it('when /bgs and /bingo have no games of their kind, then each is an honest empty page leading on', async () => {
    const { context, page } = await newPage(browser, 'phone');
    await quietVisitorNotice(context);
    for (const [path, classify] of [
      ['/bgs', 'TABLE'],
      ['/bingo', 'BINGO'],
    ] as const) {
      // The RNG vendors are asked which kinds of games they have; none has this kind.
      const asked = page.waitForRequest((request) => request.url().includes('vassalGameType'));
      await page.goto(path);
      expect(new URL((await asked).url()).searchParams.get('gameType')).toBe('RNG');
      await page.getByTestId('category-empty').waitFor();
      expect(await page.getByTestId('classify-chips').count(), classify).toBe(0);
      expect(await page.getByTestId('category-empty').getByTestId('category-tiles').count()).toBe(1);
      expect(await rawKeys(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `pvp-page-type${path.replace('/', '-')}`, 'phone');
    }
    await context.close();
  });
});
