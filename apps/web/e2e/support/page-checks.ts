import type { Page } from 'playwright-core';

/** Checks every page spec makes of what it shows: no raw translation keys, no sideways scroll. */

/**
 * Text that looks like an untranslated key ("tile.hot", "winners.title", "common_retry"), outside
 * aria-hidden parts; `skipZeroSize` also leaves out text in elements laid out at zero size.
 */
export async function rawKeys(page: Page, options: { skipZeroSize?: boolean } = {}): Promise<string[]> {
  return page.evaluate((skipZeroSize) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('[aria-hidden="true"]')) continue;
      const rect = parent.getBoundingClientRect();
      if (skipZeroSize && (rect.width === 0 || rect.height === 0)) continue;
      if (/^[a-z]+[._][a-zA-Z_.]+$/.test(text)) found.push(text);
    }
    return found;
  }, options.skipZeroSize === true);
}

/** Pixels the page is wider than the viewport (a sideways scroll bar nobody wants). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
