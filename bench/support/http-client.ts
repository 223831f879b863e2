import http from 'node:http';

export type THttpAnswer = { status: number; body: string };

/** One request to 127.0.0.1:`port` on a keep-alive agent; resolves with the status and the body. */
function requestOnAgent(
  agent: http.Agent,
  port: number,
  request: {
    method: 'GET' | 'POST';
    path: string;
    headers: Record<string, string>;
    body?: string;
    timeoutMs?: number;
  },
): Promise<THttpAnswer> {
  return new Promise((resolve, reject) => {
    const headers =
      request.body === undefined
        ? request.headers
        : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) };
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        path: request.path,
        method: request.method,
        agent,
        timeout: request.timeoutMs,
        headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.once('error', reject);
      },
    );
    outgoing.once('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.once('error', reject);
    outgoing.end(request.body);
  });
}

/** One POST with `body` on a keep-alive agent. */
export function postOnAgent(
  agent: http.Agent,
  port: number,
  request: { path: string; headers: Record<string, string>; body: string; timeoutMs?: number },
): Promise<THttpAnswer> {
  return requestOnAgent(agent, port, { ...request, method: 'POST' });
}

/** One GET on a keep-alive agent. */
export function getOnAgent(agent: http.Agent, port: number, path: string): Promise<THttpAnswer> {
  return requestOnAgent(agent, port, { method: 'GET', path, headers: {} });
}
