import { createRequire } from 'node:module';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { RateCounts } from '../apps/server/src/lib/rate-counts';
import { addHits } from '../apps/server/src/plugins/rate-limit-hits.repository';
import {
  findPostgresBinaries,
  startThrowawayCluster,
} from '../apps/server/test/support/throwaway-cluster';

/**
 * Issue 35 item 2: what counting the site rate limit across instances costs (ADR 0027). The
 * request's part: one count in memory, ours beside @fastify/rate-limit's own memory store (the
 * one it replaced), over 1,000 client keys. The background part: one sharing statement of
 * 10, 100 and 1,000 keys on a throwaway PostgreSQL (an instance sends one every 250 ms while
 * it has traffic).
 */
const CALLS = 2_000_000;
const KEYS = 1_000;
const WINDOW = 60_000;

interface LocalStoreLike {
  incr(key: string, cb: (e: unknown, r: unknown) => void, window: number, max: number): void;
}

function perCall(count: (key: string) => void): number {
  const keys = Array.from({ length: KEYS }, (_, i) => `198.51.100.${i}`);
  for (let i = 0; i < 100_000; i++) count(keys[i % KEYS]!); // warm-up
  const started = process.hrtime.bigint();
  for (let i = 0; i < CALLS; i++) count(keys[i % KEYS]!);
  return Number(process.hrtime.bigint() - started) / CALLS;
}

export async function rateStoreSection(): Promise<string> {
  const require = createRequire(import.meta.url);
  const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => LocalStoreLike;
  const local = new LocalStore(false, false, 5000);
  const ignore = () => undefined;
  const theirs = perCall((key) => local.incr(key, ignore, WINDOW, 1e9));
  const counts = new RateCounts();
  const ours = perCall((key) => counts.hit(key, Date.now(), WINDOW, 1e9));
  const rows = [
    `| a request counted, @fastify/rate-limit's memory store (before) | ${theirs.toFixed(0)} ns |`,
    `| a request counted, shared counts' memory part (after) | ${ours.toFixed(0)} ns |`,
  ];
  const bin = findPostgresBinaries();
  if (bin) {
    const cluster = await startThrowawayCluster(bin);
    const database = await openDatabase({ url: cluster.url });
    try {
      await runMigrations(database);
      for (const keys of [10, 100, 1_000]) {
        const times: number[] = [];
        for (let round = 0; round < 20; round++) {
          const here = new RateCounts();
          for (let k = 0; k < keys; k++) here.hit(`203.0.113.${k}`, Date.now(), WINDOW, 1e9);
          const started = performance.now();
          here.settle(await addHits(database.db, here.takeUnshared(Date.now())));
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        rows.push(
          `| one sharing statement, ${keys.toLocaleString('en')} keys (median of 20, PostgreSQL ${cluster.version}) | ${times[10]!.toFixed(2)} ms |`,
        );
      }
    } finally {
      await database.close();
      await cluster.dispose();
    }
  }
  return ['| the site rate limit (ADR 0027) | cost |', '| --- | ---: |', ...rows].join('\n');
}
