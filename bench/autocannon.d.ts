// autocannon 9.0.0 ships no types; this is the surface bench/page-load.ts uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
  }
  export interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p97_5: number; p99: number; max: number; average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }
  export default function autocannon(options: Options): Instance;
}
