/**
 * A local stand-in for the Moscow Exchange's ISS (127.0.0.1, random port) answering recorded
 * ISS-shaped JSON: no test reaches the internet.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Answer {
  status: number;
  body: string;
  /** Answer this late (a slow server: the client's timeout). */
  delayMs?: number;
}
export const ok = (body: string): Answer => ({ status: 200, body });
export const unavailable: Answer = { status: 503, body: 'Service Unavailable' };

/** Answers by "path?start=N"; each request takes the next answer of its list, the last repeats. */
export class IssFake {
  routes = new Map<string, Answer[]>();
  log: string[] = [];
  private server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const key = `${url.pathname}?start=${url.searchParams.get('start') ?? '0'}`;
    this.log.push(key);
    const answers = this.routes.get(key);
    const answer = answers && answers.length > 1 ? answers.shift() : answers?.[0];
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(answer?.status ?? 404, { 'content-type': 'application/json' });
      res.end(answer?.body ?? '{}');
    };
    if (answer?.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  url = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  set(path: string, start: number, answers: Answer[]) {
    this.routes.set(`${path}?start=${start}`, answers);
  }
}
