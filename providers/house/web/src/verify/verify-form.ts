import { FISH_SPECIES } from '../../../src/games/fish/fish-rules.ts';
import type { TVerifyRequest } from '../../../src/service/api/api-contract.ts';
import { findHouseGame } from '../../../src/service/api/game-registry.ts';

export type TVerifyForm = {
  gameId: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  hash: string;
  bet: string;
  species: string;
  /** Event matches since the seed chains: the result stream's client seed (drawEntropy of the bets). */
  entropy: string;
};

const HEX64 = /^[0-9a-f]{64}$/;
const MONEY = /^\d{1,10}(\.\d{1,2})?$/;

/**
 * The form as the verify page opens it: from a link (fair drawer, match card) or empty. A link with
 * `round=` (game recall) or `match=` (match card) fills it from the proof API instead (verify-page.tsx).
 */
export function formFromQuery(query: URLSearchParams): TVerifyForm {
  const get = (name: string, max: number) => (query.get(name) ?? '').slice(0, max);
  return {
    gameId: get('game', 64) || 'house-slot',
    serverSeed: get('serverSeed', 64).toLowerCase(),
    clientSeed: get('clientSeed', 64),
    nonce: get('nonce', 16),
    hash: get('hash', 64).toLowerCase(),
    bet: get('bet', 13),
    species: get('species', 32) || FISH_SPECIES[0]!.id,
    entropy: get('entropy', 64).toLowerCase(),
  };
}

/** The first problem with the form as a translation key, or the request to send. */
export function toVerifyRequest(form: TVerifyForm): { problem: string } | { request: TVerifyRequest } {
  const game = findHouseGame(form.gameId);
  if (!game) return { problem: 'verify.problems.game' };
  if (!HEX64.test(form.serverSeed)) return { problem: 'verify.problems.serverSeed' };
  if (form.clientSeed.length < 1 || form.clientSeed.length > 64 || !/^[\x20-\x7e]+$/.test(form.clientSeed)) {
    return { problem: 'verify.problems.clientSeed' };
  }
  if (!/^\d{1,15}$/.test(form.nonce)) return { problem: 'verify.problems.nonce' };
  if (form.hash !== '' && !HEX64.test(form.hash)) return { problem: 'verify.problems.hash' };
  if (form.bet !== '' && !MONEY.test(form.bet)) return { problem: 'verify.problems.bet' };
  if (game.kind === 'events' && form.entropy !== '' && !HEX64.test(form.entropy)) {
    return { problem: 'verify.problems.entropy' };
  }
  const params: NonNullable<TVerifyRequest['params']> = {};
  if ((game.kind === 'slot' || game.kind === 'fish') && form.bet !== '') params.bet = form.bet;
  if (game.kind === 'fish') params.species = form.species;
  return {
    request: {
      gameId: game.gameId,
      serverSeed: form.serverSeed,
      clientSeed: form.clientSeed,
      nonce: Number(form.nonce),
      ...(form.hash ? { serverSeedHash: form.hash } : {}),
      ...(game.kind === 'events' && form.entropy ? { entropy: form.entropy } : {}),
      ...(Object.keys(params).length > 0 ? { params } : {}),
    },
  };
}
