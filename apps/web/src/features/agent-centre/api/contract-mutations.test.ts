import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { cascadeOf } from './contract-mutations.ts';

describe('accepting with a cascade', () => {
  it('when the server asks to confirm a cascade, then its count comes from the answer', () => {
    const error = new ApiError('CONTRACT_CASCADE_CONFIRM', 'Accepting ends 2 contract(s)…', 409, {
      count: 2,
    });
    expect(cascadeOf(error)).toEqual({ count: 2, message: 'Accepting ends 2 contract(s)…' });
  });

  it('when the answer carries no count, then the server’s own (translated) words stand alone', () => {
    const error = new ApiError('CONTRACT_CASCADE_CONFIRM', 'Accepting ends some contracts.', 409, null);
    expect(cascadeOf(error)).toEqual({ count: null, message: 'Accepting ends some contracts.' });
  });

  it('when the failure is anything else, then it is no cascade question', () => {
    expect(cascadeOf(new ApiError('CONTRACT_STATE_CHANGED', 'Changed.', 409))).toBeNull();
    expect(cascadeOf(new Error('network'))).toBeNull();
  });
});
