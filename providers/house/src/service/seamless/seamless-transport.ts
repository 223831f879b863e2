/**
 * How a signed request reaches the platform. Both transports carry the exact bytes that were signed, so
 * the platform checks the same signature whether the house runs in its process or on another machine.
 */
export type TWireRequest = { path: string; headers: Record<string, string>; body: string; timeoutMs: number };
export type TWireResponse = { status: number; body: string };
export type TSeamlessTransport = (request: TWireRequest) => Promise<TWireResponse>;

/** Over HTTP (separate process): fetch with a hard time-out; network errors and time-outs throw. */
export function httpTransport(baseUrl: string): TSeamlessTransport {
  const base = baseUrl.replace(/\/+$/, '');
  return async (request) => {
    const response = await fetch(`${base}${request.path}`, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    return { status: response.status, body: await response.text() };
  };
}

/** The part of a Fastify instance the in-process transport needs. */
export type TInjectable = {
  inject: (options: {
    method: 'POST';
    url: string;
    headers: Record<string, string>;
    payload: string;
  }) => PromiseLike<{ statusCode: number; body: string }>;
};

/**
 * In the platform's own process (the default, and tests): Fastify's `inject`, no socket, same bytes.
 * The time-out still applies, so a stuck platform handler looks exactly like a stuck network.
 */
export function injectTransport(app: TInjectable): TSeamlessTransport {
  return async (request) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('seamless: in-process call timed out')), request.timeoutMs);
    });
    try {
      const response = await Promise.race([
        app.inject({ method: 'POST', url: request.path, headers: request.headers, payload: request.body }),
        timeout,
      ]);
      return { status: response.statusCode, body: response.body };
    } finally {
      clearTimeout(timer);
    }
  };
}
