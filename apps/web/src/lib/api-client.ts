import type { TEnvelope, TFieldIssue } from '@tala/contract/envelope';
import { clearSessionKeepingMerchant, readSession } from './session-store.ts';

/** A failed call: the server's code and its already translated message (or a network failure). */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly value: unknown = null,
    readonly fields: TFieldIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type TRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Seal the body with the server's public key (login, registration, password calls). */
  sealed?: boolean;
  /** Send as application/x-www-form-urlencoded (forgot password by e-mail). */
  form?: boolean;
  /** Send as multipart/form-data (uploads); the browser sets the boundary. */
  multipart?: FormData;
  signal?: AbortSignal;
};

let languageHeader = 'en';
let sealingKeySpki: string | null = null;
let sealingKey: Promise<CryptoKey> | null = null;
let onSessionLost: () => void = () => {};

export function setApiLanguage(language: string): void {
  languageHeader = language;
}
export function setSealingKey(spkiBase64: string): void {
  if (spkiBase64 === sealingKeySpki) return;
  sealingKeySpki = spkiBase64;
  sealingKey = null;
}

/**
 * The sealing code (and the zod schema module it lives in) loads with the first sealed call, a login
 * or registration, not with every page.
 */
async function sealBody(body: unknown): Promise<string> {
  if (!sealingKeySpki) throw new ApiError('DECRYPTION_FAILED', 'Sealing key not loaded', 0);
  const { importPublicKey, sealPayload } = await import('@tala/contract/crypto/sealed-payload');
  sealingKey ??= importPublicKey(sealingKeySpki);
  return JSON.stringify(await sealPayload(body, await sealingKey));
}
/** Called when the server says the session is gone (401), so the shell can show the login popup. */
export function setOnSessionLost(handler: () => void): void {
  onSessionLost = handler;
}

function headers(extra: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = { Language: languageHeader, ...extra };
  const merchant = readSession('merchantCode');
  const token = readSession('token');
  if (merchant) out.Merchant = merchant;
  if (token) out.Authorization = token;
  return out;
}

async function encodeBody(request: TRequest): Promise<{ body?: BodyInit; contentType?: string }> {
  if (request.multipart) return { body: request.multipart };
  if (request.body === undefined) return {};
  if (request.form) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(request.body as Record<string, string>)) params.set(key, value);
    return { body: params.toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  if (request.sealed) return { body: await sealBody(request.body), contentType: 'application/json' };
  return { body: JSON.stringify(request.body), contentType: 'application/json' };
}

/** Sends a request and returns the parsed JSON body; throws ApiError for any failure. */
export async function apiRaw<T>(path: string, request: TRequest = {}): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const { body, contentType } = await encodeBody(request);
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: headers(contentType ? { 'Content-Type': contentType } : {}),
      body,
      signal: request.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('NETWORK', '', 0);
  }
  const json = (await response.json().catch(() => null)) as (TEnvelope<unknown> & { data?: unknown }) | null;
  if (!json) throw new ApiError('NETWORK', '', response.status);
  if (!response.ok || !json.success) throw failure(response.status, json);
  return json as T;
}

/** The headers every call carries (language, merchant, session): for the rare request not sent through `api`. */
export function requestHeaders(): Record<string, string> {
  return headers({});
}

/** A failed answer as the ApiError `api` throws for it (a 401 ends the session here as there). */
export function failure(status: number, json: TEnvelope<unknown>): ApiError {
  if (status === 401 && readSession('token')) {
    clearSessionKeepingMerchant();
    onSessionLost();
  }
  return new ApiError(json.code, json.message, status, json.value, json.fields ?? []);
}

/** The `value` of a WPS envelope. */
export async function api<T>(path: string, request: TRequest = {}): Promise<T> {
  return (await apiRaw<TEnvelope<T>>(path, request)).value;
}

/** Downloads a file the API serves to the session (CSV exports): fetched with the headers, saved by the browser. */
export async function downloadFile(
  path: string,
  query: TRequest['query'],
  fallbackName: string,
): Promise<void> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  let response: Response;
  try {
    response = await fetch(url, { headers: headers({}) });
  } catch {
    throw new ApiError('NETWORK', '', 0);
  }
  if (!response.ok) {
    const json = (await response.json().catch(() => null)) as TEnvelope<unknown> | null;
    throw new ApiError(json?.code ?? 'NETWORK', json?.message ?? '', response.status);
  }
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name ?? fallbackName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
