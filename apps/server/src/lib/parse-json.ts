import { parseWellFormedJson } from '@tala/contract/text';

/**
 * JSON text → value, or undefined when it is not JSON or holds a NUL or a lone surrogate (decision 017):
 * the caller's schema then refuses it, so raw-body routes (signed wallet calls) follow the same rule as
 * the routes the input guard checks.
 */
export function parseJson(text: string): unknown {
  return parseWellFormedJson(text);
}
