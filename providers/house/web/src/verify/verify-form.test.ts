import { describe, expect, it } from 'vitest';
import { formFromQuery, toVerifyRequest } from './verify-form.ts';

const SEED = 'a'.repeat(64);

describe('verify form', () => {
  it('when a link carries a round, then the form opens filled with it', () => {
    const form = formFromQuery(
      new URLSearchParams(
        `game=house-fish&serverSeed=${SEED.toUpperCase()}&clientSeed=abc&nonce=7&bet=1.50&species=shark`,
      ),
    );
    expect(form).toMatchObject({
      gameId: 'house-fish',
      serverSeed: SEED,
      clientSeed: 'abc',
      nonce: '7',
      bet: '1.50',
      species: 'shark',
    });
  });

  it('when the form is complete, then the request carries the choices that game needs', () => {
    const form = formFromQuery(
      new URLSearchParams(`game=house-fish&serverSeed=${SEED}&clientSeed=abc&nonce=7&bet=1.50&species=shark`),
    );
    expect(toVerifyRequest(form)).toEqual({
      request: {
        gameId: 'house-fish',
        serverSeed: SEED,
        clientSeed: 'abc',
        nonce: 7,
        params: { bet: '1.50', species: 'shark' },
      },
    });
    const baccarat = toVerifyRequest({ ...form, gameId: 'house-baccarat-live', hash: 'b'.repeat(64) });
    expect(baccarat).toEqual({
      request: {
        gameId: 'house-baccarat-live',
        serverSeed: SEED,
        clientSeed: 'abc',
        nonce: 7,
        serverSeedHash: 'b'.repeat(64),
      },
    });
  });

  it('when a field is wrong, then the first problem is named and nothing is sent', () => {
    const form = formFromQuery(new URLSearchParams(`serverSeed=${SEED}&clientSeed=abc&nonce=1`));
    expect(toVerifyRequest({ ...form, gameId: 'nope' })).toEqual({ problem: 'verify.problems.game' });
    expect(toVerifyRequest({ ...form, serverSeed: 'xyz' })).toEqual({
      problem: 'verify.problems.serverSeed',
    });
    expect(toVerifyRequest({ ...form, clientSeed: 'é' })).toEqual({ problem: 'verify.problems.clientSeed' });
    expect(toVerifyRequest({ ...form, nonce: '-1' })).toEqual({ problem: 'verify.problems.nonce' });
    expect(toVerifyRequest({ ...form, hash: '12' })).toEqual({ problem: 'verify.problems.hash' });
    expect(toVerifyRequest({ ...form, bet: '1.234' })).toEqual({ problem: 'verify.problems.bet' });
    const match = { ...form, gameId: 'house-virtual-football' };
    expect(toVerifyRequest({ ...match, entropy: 'zz' })).toEqual({ problem: 'verify.problems.entropy' });
  });

  it('when an event match link carries its entropy, then the request replays the result with it', () => {
    const form = formFromQuery(
      new URLSearchParams(
        `game=house-virtual-sabong&serverSeed=${SEED}&clientSeed=sabong-9&nonce=0&entropy=${'C'.repeat(64)}`,
      ),
    );
    expect(toVerifyRequest(form)).toEqual({
      request: {
        gameId: 'house-virtual-sabong',
        serverSeed: SEED,
        clientSeed: 'sabong-9',
        nonce: 0,
        entropy: 'c'.repeat(64),
      },
    });
  });
});
