/**
 * A local stand-in for a public data source (127.0.0.1, random port) answering recorded
 * answers: the Moscow Exchange's ISS-shaped JSON by default, or any source whose requests a
 * `keyOf` names (the US Treasury's GET and form POST requests): no test reaches the internet.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Answer {
  status: number;
  body: string;
  /** Answer this late (a slow server: the client's timeout). */
  delayMs?: number;
  /** Default application/json. */
  contentType?: string;
}
export const ok = (body: string): Answer => ({ status: 200, body });
export const unavailable: Answer = { status: 503, body: 'Service Unavailable' };

/** ISS requests are told apart by "path?start=N" ("path?date=D&start=N" for a day's history). */
const issKey = (url: URL) => {
  const date = url.searchParams.get('date');
  return `${url.pathname}?${date ? `date=${date}&` : ''}start=${url.searchParams.get('start') ?? '0'}`;
};

/**
 * Answers by the request's key ("path?start=N" unless `keyOf` says otherwise); each request
 * takes the next answer of its list, the last repeats.
 */
export class IssFake {
  routes = new Map<string, Answer[]>();
  log: string[] = [];
  constructor(private readonly keyOf: (url: URL, body: string) => string = issKey) {}
  private server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const key = this.keyOf(url, body);
      this.log.push(key);
      const answers = this.routes.get(key);
      const answer = answers && answers.length > 1 ? answers.shift() : answers?.[0];
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(answer?.status ?? 404, {
          'content-type': answer?.contentType ?? 'application/json',
        });
        res.end(answer?.body ?? '{}');
      };
      if (answer?.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  url = '';

  async start() {
    // Idle keep-alive sockets stay open longer than a slow test pauses between requests (Node's
    // 5 s default): a socket the server closes as the client reuses it is an ECONNRESET retry.
    this.server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  set(path: string, start: number, answers: Answer[]) {
    this.routes.set(`${path}?start=${start}`, answers);
  }
  /** Answers for a request of the given key (with a custom `keyOf`). */
  setKey(key: string, answers: Answer[]) {
    this.routes.set(key, answers);
  }
}
