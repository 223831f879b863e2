import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Request signing for the vendor wallet APIs, both directions (decision 007): hex HMAC-SHA256 over
 * `${timestamp}.${rawBody}` with the shared secret. Node only (server and provider), never the browser.
 */
export const SIGNATURE_HEADERS = {
  merchant: 'x-merchant',
  provider: 'x-provider',
  timestamp: 'x-timestamp',
  signature: 'x-signature',
} as const;

/** How far a request's timestamp may be from our clock: older requests are replays. */
export const SIGNATURE_WINDOW_MS = 5 * 60_000;

export function signBody(secret: string, timestampMs: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestampMs}.${rawBody}`).digest('hex');
}

export function isValidSignature(
  secret: string,
  input: { timestamp: string | undefined; signature: string | undefined; rawBody: string; nowMs: number },
): boolean {
  const timestampMs = Number(input.timestamp);
  if (!Number.isSafeInteger(timestampMs) || Math.abs(input.nowMs - timestampMs) > SIGNATURE_WINDOW_MS) {
    return false;
  }
  if (!input.signature || !/^[0-9a-f]{64}$/.test(input.signature)) return false;
  const expected = Buffer.from(signBody(secret, timestampMs, input.rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(input.signature, 'hex'));
}

/** Headers for a signed JSON request. */
export function signedHeaders(
  input: { secret: string; merchantCode: string; providerCode: string; rawBody: string },
  nowMs = Date.now(),
): Record<string, string> {
  return {
    'content-type': 'application/json',
    [SIGNATURE_HEADERS.merchant]: input.merchantCode,
    [SIGNATURE_HEADERS.provider]: input.providerCode,
    [SIGNATURE_HEADERS.timestamp]: String(nowMs),
    [SIGNATURE_HEADERS.signature]: signBody(input.secret, nowMs, input.rawBody),
  };
}
