import http from 'node:http';

/** One request of a load run: the same for every client. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p975: number;
  max: number;
  /** Bytes of the last answer as sent (compressed when the client asked for it). */
  bytes: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/**
 * `clients` closed loops (each sends its next request when the answer is in) against one
 * server for `seconds`, on keep-alive connections; answers are read, never decoded (the
 * client's work stays out of the server's time). Any status but 200 stops the run.
 */
export async function load(
  origin: string,
  request: LoadRequest,
  clients: number,
  seconds: number,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const url = new URL(request.path, origin);
  const latencies: number[] = [];
  let bytes = 0;
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const req = http.request(
        url,
        { method: request.method, agent, headers: request.headers },
        (res) => {
          let size = 0;
          res.on('data', (chunk: Buffer) => (size += chunk.length));
          res.on('end', () => {
            if (res.statusCode !== 200) reject(new Error(`${url.pathname}: ${res.statusCode}`));
            bytes = size;
            resolve(performance.now() - started);
          });
        },
      );
      req.on('error', reject);
      req.end(request.body);
    });
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) latencies.push(await once());
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    perSecond: sorted.length / elapsed,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p975: percentile(sorted, 0.975),
    max: sorted.at(-1) ?? NaN,
    bytes,
  };
}
