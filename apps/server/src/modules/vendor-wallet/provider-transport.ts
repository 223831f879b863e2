/** One signed POST to a provider and what came back; null body when nothing came back. */
export type TProviderReply = { statusCode: number; body: string } | null;
export type TProviderTransport = (
  url: string,
  headers: Record<string, string>,
  body: string,
) => Promise<TProviderReply>;

/** A provider API served in this process: the call as its HTTP route would receive it. */
export type TInProcessApi = (call: {
  path: string;
  header: (name: string) => string | undefined;
  rawBody: string;
}) => Promise<{ statusCode: number; body: unknown }>;

/**
 * Provider APIs running in this process (the inline house provider's transfer API), by base path: a
 * provider account whose URL is such a path is called directly, with the same signed bytes as over HTTP.
 */
export class InProcessProviders {
  private readonly byBase = new Map<string, TInProcessApi>();

  register(basePath: string, api: TInProcessApi): void {
    this.byBase.set(basePath.replace(/\/+$/, ''), api);
  }

  /** The API under `url`'s base path and the rest of the path; null when nothing here serves it. */
  find(url: string): { api: TInProcessApi; path: string } | null {
    for (const [base, api] of this.byBase) {
      if (url.startsWith(`${base}/`)) return { api, path: url.slice(base.length) };
    }
    return null;
  }
}

/** Long enough for a slow provider, short enough that a player's click gets an answer. */
const TIMEOUT_MS = 8_000;

/**
 * How the platform reaches a provider: an absolute URL over HTTP (fetch, bounded), a path served in this
 * process (`inProcess`) by a direct call. Network failures, time-outs, a path nothing here serves and a
 * throwing in-process API are `null`: the outcome is unknown (the status check settles it), never an
 * exception.
 */
export function providerTransport(inProcess: InProcessProviders): TProviderTransport {
  return async (url, headers, body) => {
    try {
      if (url.startsWith('/')) return await callInProcess(inProcess, url, headers, body);
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

async function callInProcess(
  inProcess: InProcessProviders,
  url: string,
  headers: Record<string, string>,
  rawBody: string,
): Promise<TProviderReply> {
  const target = inProcess.find(url);
  if (!target) return null;
  const byName = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const reply = await target.api({ path: target.path, header: (name) => byName.get(name), rawBody });
  return { statusCode: reply.statusCode, body: JSON.stringify(reply.body) };
}
