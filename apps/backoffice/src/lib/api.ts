import { STAFF_CSRF_HEADER } from '@tala/contract/backoffice/staff';
import type { TEnvelope, TFieldIssue } from '@tala/contract/envelope';

/** A failed console call: the server's code and its already-translated message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly value: unknown = null,
    /** Which fields failed (VALIDATION_FAILED), e.g. `title.vi`, so a form can point at them. */
    readonly fields: TFieldIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let language = 'en';
export function setApiLanguage(lang: string): void {
  language = lang;
}

/** Called when the server says the session is gone, so the shell can send the user to sign-in. */
let onSignedOut: () => void = () => {};
export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

/**
 * Every console call: the session rides in the HttpOnly cookie; mutating calls carry the custom header
 * the server's CSRF check requires.
 */
export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Language: language, [STAFF_CSRF_HEADER]: '1' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', '');
  }
  const json = (await res.json().catch(() => null)) as TEnvelope<T> | null;
  if (!res.ok || !json?.success) {
    const code = json?.code ?? 'INTERNAL_ERROR';
    if (code === 'SESSION_EXPIRED' || code === 'NOT_LOGGED_IN') onSignedOut();
    throw new ApiError(
      res.status,
      code,
      json?.message ?? res.statusText,
      json?.value ?? null,
      json?.fields ?? [],
    );
  }
  return json.value;
}

export function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
