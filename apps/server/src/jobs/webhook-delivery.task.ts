import type { TGatewayEvent } from '@tala/contract/payments/deposit';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '@tala/contract/payments/paths';
import type { TDb } from '../db/database.ts';
import { gatewaySecret, signWebhook } from '../modules/payments/gateways/webhook-signature.ts';

export const WEBHOOK_DELIVERY_TASK = 'payments.webhook-delivery';
export type TWebhookDeliveryPayload = { gateway: string; event: TGatewayEvent };

/** How a webhook reaches the server: HTTP in production, app.inject in tests. Returns the status. */
export type TWebhookTransport = (request: {
  path: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<number>;

export function httpTransport(baseUrl: string, timeoutMs = 10_000): TWebhookTransport {
  return async ({ path, headers, body }) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return response.status;
  };
}

/**
 * Sends one signed webhook. Signed afresh on every attempt, so a retry hours later is still inside
 * the receiver's timestamp window. Anything but 2xx throws: graphile-worker retries with backoff until
 * acknowledged or attempts run out.
 */
export async function deliverWebhook(
  deps: { db: TDb; transport: TWebhookTransport },
  payload: TWebhookDeliveryPayload,
): Promise<void> {
  const body = JSON.stringify(payload.event);
  const timestamp = String(Date.now());
  const secret = await gatewaySecret(deps.db, payload.gateway);
  const status = await deps.transport({
    path: `/wps/payments/webhook/${encodeURIComponent(payload.gateway)}`,
    headers: {
      'content-type': 'application/json',
      merchant: payload.event.merchantCode,
      [WEBHOOK_TIMESTAMP_HEADER]: timestamp,
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, timestamp, body),
    },
    body,
  });
  if (status < 200 || status >= 300) {
    throw new Error(`webhook ${payload.event.eventId} not acknowledged: HTTP ${status}`);
  }
}
