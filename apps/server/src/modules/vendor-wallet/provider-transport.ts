/** One signed POST to a provider and what came back; null body when nothing came back. */
export type TProviderReply = { statusCode: number; body: string } | null;
export type TProviderTransport = (
  url: string,
  headers: Record<string, string>,
  body: string,
) => Promise<TProviderReply>;

/** Long enough for a slow provider, short enough that a player's click gets an answer. */
const TIMEOUT_MS = 8_000;

/**
 * How the platform reaches a provider: an absolute URL over HTTP (fetch, bounded), a path on this
 * server (the house provider registered in-process: `/house/…`) through `inject`, with the same bytes.
 * Network failures and time-outs are `null`: the outcome is unknown, never an exception.
 */
export function providerTransport(app: {
  inject: (options: {
    method: 'POST';
    url: string;
    headers: Record<string, string>;
    payload: string;
  }) => Promise<{ statusCode: number; body: string }>;
}): TProviderTransport {
  return async (url, headers, body) => {
    try {
      if (url.startsWith('/')) {
        const reply = await app.inject({ method: 'POST', url, headers, payload: body });
        return { statusCode: reply.statusCode, body: reply.body };
      }
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return { statusCode: response.status, body: await response.text() };
    } catch {
      return null;
    }
  };
}
