import http from 'node:http';

/** One POST to 127.0.0.1:`port` on a keep-alive agent; resolves with the status and the body. */
export function postOnAgent(
  agent: http.Agent,
  port: number,
  request: { path: string; headers: Record<string, string>; body: string; timeoutMs?: number },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        path: request.path,
        method: 'POST',
        agent,
        timeout: request.timeoutMs,
        headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
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
