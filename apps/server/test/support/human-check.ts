import { createHash } from 'node:crypto';
import { solveChallenge } from 'altcha-lib';
import type { TApp } from '../../src/app-deps.ts';

type TChallenge = {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
};

async function fetchChallenge(app: TApp): Promise<TChallenge> {
  const res = await app.inject({ method: 'GET', url: '/wps/verification/challenge' });
  return res.json() as TChallenge;
}

/**
 * Does what the ALTCHA widget does: fetches a challenge, solves it, returns the base64 payload.
 * Solved with node:crypto's synchronous SHA-256 (the same search altcha-lib's solveChallenge does,
 * some 50× faster than its awaited Web Crypto loop), so tests that log in often stay quick.
 */
export async function solveHumanCheck(app: TApp): Promise<string> {
  const challenge = await fetchChallenge(app);
  for (let number = 0; number <= challenge.maxnumber; number++) {
    const hash = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex');
    if (hash === challenge.challenge) return btoa(JSON.stringify({ ...challenge, number }));
  }
  throw new Error('ALTCHA challenge could not be solved');
}

/** The slow path through altcha-lib's own solver, to prove the server accepts what the library produces. */
export async function solveHumanCheckWithAltchaLib(app: TApp): Promise<string> {
  const challenge = await fetchChallenge(app);
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('ALTCHA challenge could not be solved');
  return btoa(JSON.stringify({ ...challenge, number: solution.number }));
}
