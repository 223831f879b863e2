/**
 * What the screenshot scripts share: the demo player's login as the site does it (ALTCHA proof of work,
 * sealed body), a sandbox deposit, and a fresh single-use launch URL per page.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { importPublicKey, sealPayload } from '@tala/contract/crypto/sealed-payload';

export const BASE = process.env.TALA_URL ?? 'http://127.0.0.1:3000';
export const OUT = fileURLToPath(new URL('../screenshots/', import.meta.url));
export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export const GAMES: Record<string, string> = {
  'house-slot': 'TALA_SLOTS',
  'house-fish': 'TALA_FISH',
  'house-baccarat-live': 'TALA_LIVE',
  'house-baccarat-live-vip': 'TALA_LIVE_VIP',
  'house-baccarat-pvp': 'TALA_PVP',
  'house-virtual-football': 'TALA_SPORTS',
  'house-virtual-esports': 'TALA_ESPORTS',
  'house-virtual-sabong': 'TALA_COCKFIGHT',
};

type TEnvelope<T> = { success: boolean; code: string; message: string; value: T };

async function call<T>(
  path: string,
  init: { body?: unknown; token?: string; merchant?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { Language: 'en', 'content-type': 'application/json' };
  if (init.merchant) headers.Merchant = init.merchant;
  if (init.token) headers.Authorization = init.token;
  const response = await fetch(new URL(path, BASE), {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(15_000),
  });
  const json = (await response.json()) as TEnvelope<T> | T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json as T;
}

/** What the ALTCHA widget does: find the number whose salted SHA-256 is the challenge. */
async function solveHumanCheck(): Promise<string> {
  const challenge = await call<{ challenge: string; salt: string; maxnumber: number }>(
    '/wps/verification/challenge',
  );
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === challenge.challenge) {
      return btoa(JSON.stringify({ ...challenge, number }));
    }
  }
  throw new Error('ALTCHA challenge not solved');
}

export async function loginAsDemoPlayer(): Promise<{ token: string; merchant: string }> {
  const status = await call<TEnvelope<{ publicKey: string; merchant: { code: string } }>>(
    `/wps/system/status?url=${encodeURIComponent(new URL(BASE).host)}`,
  );
  const merchant = status.value.merchant.code;
  const key = await importPublicKey(status.value.publicKey);
  const body = await sealPayload(
    {
      type: 'username',
      username: 'demo_player',
      password: 'Player123!',
      verification: await solveHumanCheck(),
    },
    key,
  );
  const answer = await call<TEnvelope<{ token: string }>>('/wps/session/login', { body, merchant });
  return { token: answer.value.token, merchant };
}

/**
 * Tops the demo player up through the sandbox gateway, as a player would (deposit, then "Pay" on the
 * gateway's page; the signed webhook credits the wallet). Only when FUND_AMOUNT is set.
 */
export async function fund(auth: { token: string; merchant: string }, amount: string): Promise<void> {
  const channels = await call<TEnvelope<{ channels: { code: string; name: string }[] }>>(
    '/wps/relay/MCSFE_depositChannels',
    auth,
  );
  const sandbox = channels.value.channels.find((channel) => /sandbox/i.test(channel.name));
  if (!sandbox) throw new Error('no sandbox deposit channel');
  const created = await call<TEnvelope<{ payUrl: string | null }>>('/wps/relay/MCSFE_deposit', {
    body: { channelCode: sandbox.code, amount, idempotencyKey: crypto.randomUUID() },
    ...auth,
  });
  if (!created.value.payUrl) throw new Error('sandbox deposit without a pay page');
  const pay = await fetch(new URL(created.value.payUrl, BASE), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=PAID',
    redirect: 'manual',
  });
  if (pay.status >= 400) throw new Error(`sandbox pay: ${pay.status}`);
  await new Promise((resolve) => setTimeout(resolve, 3000));
}

export async function launchUrlFor(
  gameId: string,
  auth: { token: string; merchant: string },
  lang: string,
): Promise<string> {
  const answer = await call<TEnvelope<{ game_url: string | null }>>('/wps/game/launchGame', {
    body: {
      gameId,
      vassalage: GAMES[gameId],
      accountType: 1,
      confirmTrans: 0,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      language: lang,
    },
    ...auth,
  });
  if (!answer.value.game_url) throw new Error(`${gameId}: no game_url`);
  const url = new URL(answer.value.game_url, BASE);
  url.searchParams.set('lang', lang);
  return url.toString();
}
