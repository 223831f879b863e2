import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's Chromium with the flags this sandbox needs (no network beyond loopback, running as root).
 * Apart from browser.ts (which reads the e2e run's context) so `npm run bench:web` can use it too.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
