import type { TFieldIssue } from '@tala/contract/envelope';
import { ERROR_STATUS, type TErrorCode } from '@tala/contract/errors';

/**
 * An expected failure (house style 5): a code from the contract, mapped to an HTTP status and a
 * translated message in one place (plugins/envelope.ts). `value` travels to the client, e.g. the
 * captcha flag of a failed login.
 */
export class AppError extends Error {
  constructor(
    readonly code: TErrorCode,
    readonly options: {
      value?: unknown;
      fields?: TFieldIssue[];
      params?: Record<string, string | number>;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }

  /** Error handlers of scopes with their own answers (seamless API, house provider) read it as Fastify's. */
  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A broken invariant is a bug: fail loudly. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`Invariant failed: ${message}`);
}
