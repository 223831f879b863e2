import type { Page } from 'playwright-core';

/** Checks every page spec makes of what it shows: no raw translation keys, no sideways scroll. */

/** Visible text that looks like an untranslated key ("tile.hot", "winners.title"). */
export async function rawKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('[aria-hidden="true"]')) continue;
      if (/^[a-z]+[._][a-zA-Z_.]+$/.test(text)) found.push(text);
    }
    return found;
  });
}

/** Pixels the page is wider than the viewport (a sideways scroll bar nobody wants). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
