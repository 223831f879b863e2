import { LOTTERY_LAUNCH_PATH, type TLaunchGameResult } from '@tala/contract/games/launch';
import { api } from '../../../lib/api-client.ts';

export type TLotteryLaunch = {
  gameCode: string;
  view: 'betting' | 'lobby';
  playType: string | null;
  /** This page's path: where the lottery's back button returns. */
  backUrl: string;
  language: string;
  device: 'WEB' | 'MOBILE';
  /** The site's theme: the provider's page matches it. */
  theme: 'dark' | 'light';
};

/** Seed 001 §7's lobby launch: the provider's lottery for one game, to frame on the lottery pages. */
export function launchLottery(launch: TLotteryLaunch): Promise<TLaunchGameResult> {
  return api<TLaunchGameResult>(LOTTERY_LAUNCH_PATH, {
    query: {
      launchMode: 'LOTT',
      lottoGameCode: launch.gameCode,
      lottoView: launch.view,
      playType: launch.playType ?? undefined,
      device: launch.device,
      backUrl: launch.backUrl,
      language: launch.language,
      theme: launch.theme,
    },
  });
}
