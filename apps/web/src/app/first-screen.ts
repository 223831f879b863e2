import { DEFAULT_LANGUAGE } from '@tala/contract/i18n/languages';
import type { QueryClient } from '@tanstack/react-query';
import { homeNoticeQuery } from '../features/notices/hooks/use-notices.ts';
import { gameMenusQuery } from '../lib/game-menus.ts';
import { storedLanguage } from '../lib/i18n.ts';
import { readSession } from '../lib/session-store.ts';
import { systemStatusQuery } from '../lib/system-status.ts';
import type { TFirstPage } from './router.tsx';

/** A page module may export what its first screen shows, to ask for it before it renders. */
type TPrefetchingModule = {
  prefetch?: (client: QueryClient, language: string, props: Record<string, unknown>) => Promise<unknown>;
};

/**
 * A first load asks for everything its first screen shows at once, side by side with the status call
 * and the page's chunk: the shell's data (vendor menus, home notice) now, the page's own data as soon as
 * its chunk and the status (which names the merchant) are in. Otherwise each waits for the render that
 * needs it: status → shell → page → its data, a round trip each on a phone network.
 */
export function prefetchFirstScreen(client: QueryClient, sections: TFirstPage[]): void {
  const language = storedLanguage() ?? DEFAULT_LANGUAGE;
  const status = client.fetchQuery(systemStatusQuery(language));
  // A failed status call is the shell's to show (BootError, with a retry), not an unhandled rejection.
  status.catch(() => null);
  void client.prefetchQuery(gameMenusQuery);
  const notice = homeNoticeQuery(readSession('account'), language);
  void client.prefetchQuery(notice).then(() => {
    // A popup notice shows over the first screen: its dialog loads as soon as the notice says so, to be
    // ready when the shell first renders (app/shell/shell-layout.tsx imports the same module).
    if ((client.getQueryData(notice.queryKey)?.popup.length ?? 0) > 0) {
      void import('../features/notices/components/notice-popup.tsx').catch(() => null);
    }
  });
  for (const section of sections) {
    void Promise.all([section.preload(), status])
      .then(([module]) => (module as TPrefetchingModule).prefetch?.(client, language, section.props))
      .catch(() => null);
  }
}
