import type { TSmsMessage, TSmsProvider } from './messaging.ts';

export type THttpSmsOptions = {
  url: string;
  token?: string;
  timeoutMs?: number;
  /** Extra attempts after the first; only network errors, time-outs and 5xx/429 are retried. */
  retries?: number;
  fetchImpl?: typeof fetch;
};

const DEFAULT_TIMEOUT_MS = 5_000;
const DEFAULT_RETRIES = 2;
const BACKOFF_MS = 250;

function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/**
 * Generic HTTP SMS gateway: POST {to, text} as JSON with a bearer token. Each attempt is bounded by a
 * time-out and the retries are bounded too, so a slow gateway cannot hold a request open for long.
 */
export class HttpSmsProvider implements TSmsProvider {
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: THttpSmsOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.retries = options.retries ?? DEFAULT_RETRIES;
    this.fetchImpl = options.fetchImpl ?? fetch;
  }

  async send(message: TSmsMessage): Promise<void> {
    let lastError: unknown = null;
    for (let attempt = 0; attempt <= this.retries; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS * attempt));
      try {
        const response = await this.fetchImpl(this.options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
          },
          body: JSON.stringify({ to: message.to, text: message.text }),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        if (response.ok) return;
        lastError = new Error(`SMS gateway answered ${response.status}`);
        if (!isRetryableStatus(response.status)) break;
      } catch (error) {
        lastError = error;
      }
    }
    throw new Error('SMS could not be sent', { cause: lastError });
  }
}
