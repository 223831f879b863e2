import type { TErrorCode } from '@tala/contract/errors';

/**
 * A deployment mistake the operator must fix (a missing or wrong key, a bad variable): entry points print
 * its message alone, without a stack, and exit non-zero. The message names the variable to change.
 */
export class ConfigError extends Error {
  /** Met while serving a request, it answers this code (never a stack) and logs the message. */
  constructor(
    message: string,
    readonly code: TErrorCode = 'INTERNAL_ERROR',
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** What a command-line entry point prints for an error: the message of a ConfigError, else everything. */
export function describeFailure(error: unknown): unknown {
  return error instanceof ConfigError ? `\n  ${error.message}\n` : error;
}
