import http from 'node:http';
import { GAME_LAUNCH_FIXED } from '@tala/contract/constants';
import { LAUNCH_GAME_PATH } from '@tala/contract/games/launch';
import type { TSeamlessTransport } from '../../providers/house/src/service/seamless/seamless-transport.ts';
import { postOnAgent } from '../support/http-client.ts';

/** The house slot as the demo catalogue lists it (seamless vendor TALA_SLOTS, provider HOUSE). */
export const HOUSE_SLOT = { gameId: 'house-slot', vassalage: 'TALA_SLOTS' } as const;

/**
 * A real launch token: what `POST /wps/game/launchGame` puts in the game URL for the player's site
 * session, exactly as the site's game page receives it.
 */
export async function launchToken(
  baseUrl: string,
  siteToken: string,
  game: { gameId: string; vassalage: string } = HOUSE_SLOT,
): Promise<string> {
  const res = await fetch(`${baseUrl}${LAUNCH_GAME_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${siteToken}` },
    body: JSON.stringify({ ...GAME_LAUNCH_FIXED, ...game }),
    signal: AbortSignal.timeout(30_000),
  });
  const json = (await res.json()) as { success: boolean; code: string; value?: { game_url?: string } };
  const url = json.value?.game_url;
  if (!json.success || !url) throw new Error(`launch refused: ${json.code}`);
  const token = new URL(url, 'http://launch').searchParams.get('token');
  if (!token) throw new Error('launch URL without a token');
  return token;
}

/**
 * The house seamless client's transport over a keep-alive agent of `sockets` connections (the house's
 * own httpTransport uses fetch; this one keeps the load generator's cost per call low and steady).
 */
export function keepAliveTransport(
  port: number,
  sockets: number,
): TSeamlessTransport & { close: () => void } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const transport = (request: Parameters<TSeamlessTransport>[0]) => postOnAgent(agent, port, request);
  return Object.assign(transport, { close: () => agent.destroy() });
}
