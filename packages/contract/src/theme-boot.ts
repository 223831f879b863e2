/** Where the site keeps the visitor's theme choice ('dark' by default, or 'light'). */
export const THEME_STORAGE_KEY = 'theme';

/**
 * Runs inline in the site's index.html before the first paint, so a stored light theme is applied before
 * the frame is drawn (index.html paints it without waiting for the bundles). Inline, because an external
 * script would hold the first paint for a round trip; the server's CSP allows exactly this text by its
 * hash (apps/server/src/plugins/security-headers.ts), so any change here is picked up by both.
 */
export const THEME_BOOT_SCRIPT = `try{if(localStorage.getItem('${THEME_STORAGE_KEY}')==='light')document.documentElement.dataset.theme='light'}catch(e){}`;
