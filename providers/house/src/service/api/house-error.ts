import { HOUSE_ERROR_STATUS, type THouseErrorCode } from './api-contract.ts';

/**
 * An expected refusal of the player API: a code from api-contract.ts, mapped to its HTTP status in one
 * place (HOUSE_ERROR_STATUS). The page translates the code; `message` is English for logs and curl.
 */
export class HouseError extends Error {
  constructor(
    readonly code: THouseErrorCode,
    message: string = code,
  ) {
    super(message.slice(0, 200));
    this.name = 'HouseError';
  }

  /** Scopes with their own error handler (the transfer API) read it as Fastify's. */
  get statusCode(): number {
    return HOUSE_ERROR_STATUS[this.code];
  }
}

/** A broken invariant is a bug: fail loudly. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Invariant failed: ${message}`);
}
