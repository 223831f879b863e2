import { solveChallenge } from 'altcha-lib';
import type { TApp } from '../../src/app-deps.ts';

/** Does what the ALTCHA widget does: fetches a challenge, solves it, returns the base64 payload. */
export async function solveHumanCheck(app: TApp): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/wps/verification/challenge' });
  const challenge = res.json() as { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('ALTCHA challenge could not be solved');
  const payload = { ...challenge, number: solution.number };
  return btoa(JSON.stringify(payload));
}
