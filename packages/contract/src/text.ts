/**
 * Rules for text that arrives from outside (decision 017). Two levels:
 *
 * - Every string of every request must be well-formed: no NUL (PostgreSQL cannot store it in text and
 *   refuses the statement) and no lone UTF-16 surrogate (it cannot be encoded as UTF-8; the driver would
 *   silently store U+FFFD instead). The server refuses such a request in one place, before any handler
 *   (apps/server/src/plugins/input-guard.ts).
 * - Names that staff read (real name, nickname, account holder, …) must also be free of control
 *   characters and of bidirectional formatting characters, which can make a name display as something
 *   else (a right-to-left override turns "gnp.exe" into "exe.png").
 */

/** A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the NUL is the point
const ILL_FORMED = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** C0 controls, DEL and C1 controls; the bidi embeddings, overrides, isolates and marks. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_OR_BIDI = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

export const INVALID_CHARACTERS_KEY = 'validation.invalid_characters';

export function isWellFormedText(value: string): boolean {
  return !ILL_FORMED.test(value);
}

export function isDisplaySafeText(value: string): boolean {
  return isWellFormedText(value) && !CONTROL_OR_BIDI.test(value);
}

/** Nesting deeper than this is refused as a whole (JSON bodies are small; this bounds the walk). */
const MAX_DEPTH = 32;

/**
 * The path of the first string (or object key) in `value` that is not well-formed, `''` for the value
 * itself, or null when all text in it is fine. Paths use dots (`contacts.qq`, `list.2`), like the
 * field paths of VALIDATION_FAILED.
 */
export function findIllFormedText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return isWellFormedText(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return path;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const itemPath = path === '' ? String(key) : `${path}.${String(key)}`;
    if (typeof key === 'string' && !isWellFormedText(key)) return itemPath;
    const found = findIllFormedText(item, itemPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Where in a request's path parameters, query or headers the first ill-formed text is, or null. */
export function findIllFormedRequestText(request: {
  params: unknown;
  query: unknown;
  headers: unknown;
}): string | null {
  const params = findIllFormedText(request.params);
  if (params !== null) return params;
  const query = findIllFormedText(request.query);
  if (query !== null) return query;
  // Every header, not only those read: Node's parser already refuses a NUL from the network, so this
  // costs real clients nothing and leaves no list of "headers we read" to keep up to date.
  const header = findIllFormedText(request.headers);
  return header === null ? null : `headers.${header}`;
}

/** JSON text → value; undefined when it is not JSON or holds ill-formed text (the caller's schema refuses it). */
export function parseWellFormedJson(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return findIllFormedText(value) === null ? value : undefined;
}
