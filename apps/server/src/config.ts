import path from 'node:path';
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './lib/connection-limits';
import { REPO_ROOT } from './lib/paths';
import { parseSyncAt, type SyncAt } from './lib/sync-schedule';

/** Environment, parsed once and loudly. */
export interface Config {
  /** Request deadlines and the connection cap (HTTP_* variables). */
  connectionLimits: ConnectionLimits;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** The requests' PostgreSQL connections (DATABASE_POOL_SIZE; default: db/client.ts). */
  databasePoolSize: number | undefined;
  production: boolean;
  /** Mark cookies Secure: set COOKIE_SECURE=1 when served over HTTPS. */
  secureCookies: boolean;
  /** Fixed password for the demo accounts (tests); random when unset. */
  demoPassword: string | null;
  /**
   * DEMO_WORLD=on (default): an empty database is seeded with the generated demo world;
   * `off`: it starts empty, for a real-data instance the syncs fill.
   */
  demoWorld: boolean;
  logLevel: string;
  /**
   * Whom to believe about the client address (X-Forwarded-For): false (default, direct
   * connections), true (whatever connects is a proxy), or a list of proxy addresses/CIDRs.
   */
  trustProxy: TrustProxy;
  /** Requests a minute per client address across the site (RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: number;
  /** RATE_LIMIT_SHARE_MS (250): how often the rate limit's counts are shared (ADR 0027). */
  rateLimitShareMs: number;
  /** Sign-ups an hour per client address (SIGN_UPS_PER_HOUR). */
  signUpsPerHour: number;
  /** OPEN_DATA=1: every data capability of the access table is everyone's (an open instance). */
  openData: boolean;
  /** Bytes of memory for computed answers (ANSWER_CACHE_MB, default 128). */
  answerCacheBytes: number;
  /**
   * PAGE_PDF_BROWSER=warm (default): the page PDF's Chromium starts with the server (in the
   * background) and stays; `lazy`: started on the first print, closed after a minute idle.
   */
  pagePdfWarm: boolean;
  /** PAGE_PDF_MEMORY_MB (default 1024; 0: none): past it the print browser is replaced. */
  pagePdfMemoryBytes: number | null;
  /** The daily update (issue 34 item 4): SYNC, SYNC_AT, SYNC_ON_START, SYNC_<SOURCE>_URL. */
  sync: SyncConfig;
}

/** The sources the server keeps current by itself, when, and where each is read from. */
export interface SyncConfig {
  /** SYNC=moex,ust (default none: no scheduled runs). */
  sources: SyncSource[];
  /** SYNC_AT (default "19:30 Europe/Moscow"). */
  at: SyncAt;
  /** SYNC_ON_START=1: one run right after start-up. */
  onStart: boolean;
  /** SYNC_MOEX_URL, SYNC_UST_URL: each source's address (default: its public server). */
  urls: Record<SyncSource, string | null>;
  /**
   * SYNC_MOEX_RATE, SYNC_UST_RATE: requests a second each source's scheduled runs ask at most
   * (default: the command's, 15 for ISS, 4 for the Treasury).
   */
  rates: Record<SyncSource, number | null>;
  /** SYNC_LOCK_POLL_MS (10000): how often an instance waiting for the update's lock tries it. */
  lockPollMs: number;
}

export const SYNC_SOURCES = ['moex', 'ust'] as const;
export type SyncSource = (typeof SYNC_SOURCES)[number];

function syncConfigOf(env: NodeJS.ProcessEnv): SyncConfig {
  const sources = (env.SYNC ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = sources.filter((s) => !(SYNC_SOURCES as readonly string[]).includes(s));
  if (unknown.length > 0)
    throw new Error(`SYNC must list sources among ${SYNC_SOURCES.join(', ')}, got "${env.SYNC}"`);
  const onStart = env.SYNC_ON_START?.trim() ?? '';
  if (!['', '0', '1'].includes(onStart))
    throw new Error(`SYNC_ON_START must be 1 or 0, got "${env.SYNC_ON_START}"`);
  const url = (name: string) => {
    const text = env[name]?.trim();
    if (!text) return null;
    if (!/^https?:\/\/[^\s/]+/.test(text))
      throw new Error(`${name} must be an http(s):// address, got "${text}"`);
    return text.replace(/\/+$/, '');
  };
  const rate = (name: string) => {
    const text = env[name]?.trim();
    if (!text) return null;
    const value = Number(text);
    if (!(value >= 0.5 && value <= 100))
      throw new Error(
        `${name} must be a number of requests a second from 0.5 to 100, got "${text}"`,
      );
    return value;
  };
  return {
    sources: [...new Set(sources)] as SyncSource[],
    at: parseSyncAt(env.SYNC_AT?.trim() || '19:30 Europe/Moscow'),
    onStart: onStart === '1',
    urls: { moex: url('SYNC_MOEX_URL'), ust: url('SYNC_UST_URL') },
    rates: { moex: rate('SYNC_MOEX_RATE'), ust: rate('SYNC_UST_RATE') },
    lockPollMs: wholeNumber(env, 'SYNC_LOCK_POLL_MS', 10_000, 50, 600_000),
  };
}

/** Whom to believe about the client address: nobody, the proxies at these addresses, or the
 *  given number of proxy hops in front of the server. */
export type TrustProxy = false | string[] | { hops: number };

/**
 * TRUST_PROXY: unset/false, a comma list of proxy addresses/CIDRs (also Fastify's names
 * loopback, linklocal, uniquelocal), or `true` with TRUST_PROXY_HOPS, the number of proxies in
 * front of the server. The client address is the one the nearest untrusted hop gave: each
 * proxy appends its peer to X-Forwarded-For, so the entries left of the trusted ones are the
 * client's own words (issue 31: `true` alone took the leftmost entry, which any client writes,
 * and the limits counted nothing).
 */
export function parseTrustProxy(value: string | undefined, hops?: string): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') {
    const count = Number(hops);
    if (hops === undefined || !Number.isInteger(count) || count < 1 || count > 10) {
      throw new Error(
        'TRUST_PROXY=true needs TRUST_PROXY_HOPS, the number of proxies in front of the server (1-10): ' +
          'without it the client address would be whatever the client writes in X-Forwarded-For',
      );
    }
    return { hops: count };
  }
  const list = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const address = /^([0-9a-fA-F.:]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/;
  if (list.length === 0 || list.some((part) => /^\d+$/.test(part) || !address.test(part))) {
    throw new Error(
      `TRUST_PROXY must be true (with TRUST_PROXY_HOPS) or a comma list of proxy addresses/CIDRs, got "${value}"`,
    );
  }
  return list;
}

/**
 * Fastify's trustProxy for ours. A hop count is a function: Fastify 5 trusts nothing for a
 * number; `(address, hop) => hop < hops` trusts the peer and the entries the proxies appended,
 * and takes the one before them.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false || Array.isArray(trust)) return trust;
  return (_address, hop) => hop < trust.hops;
}

/** A whole number from the environment, from `least` to `most`, or the default when unset. */
function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  least = 1,
  most = Infinity,
) {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < least || value > most) {
    const range = most === Infinity ? `>= ${least}` : `from ${least} to ${most}`;
    throw new Error(`${name} must be a whole number ${range}, got "${text}"`);
  }
  return value;
}

function connectionLimitsOf(env: NodeJS.ProcessEnv): ConnectionLimits {
  const d = DEFAULT_CONNECTION_LIMITS;
  return {
    requestTimeoutMs: wholeNumber(env, 'HTTP_REQUEST_TIMEOUT_MS', d.requestTimeoutMs, 100),
    headersTimeoutMs: wholeNumber(env, 'HTTP_HEADERS_TIMEOUT_MS', d.headersTimeoutMs, 100),
    keepAliveTimeoutMs: wholeNumber(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', d.keepAliveTimeoutMs, 100),
    maxConnections: wholeNumber(env, 'HTTP_MAX_CONNECTIONS', d.maxConnections),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer 0-65535, got "${env.PORT}"`);
  }
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const signUpsPerHour = Number(env.SIGN_UPS_PER_HOUR ?? 5);
  if (!Number.isInteger(signUpsPerHour) || signUpsPerHour < 1) {
    throw new Error(`SIGN_UPS_PER_HOUR must be a positive integer, got "${env.SIGN_UPS_PER_HOUR}"`);
  }
  const rateLimit = Number(env.RATE_LIMIT_PER_MINUTE ?? 1200);
  if (!Number.isInteger(rateLimit) || rateLimit < 1) {
    throw new Error(
      `RATE_LIMIT_PER_MINUTE must be a positive integer, got "${env.RATE_LIMIT_PER_MINUTE}"`,
    );
  }
  const openData = env.OPEN_DATA?.trim() ?? '';
  if (!['', '0', '1', 'false', 'true'].includes(openData)) {
    throw new Error(`OPEN_DATA must be 1 or 0, got "${env.OPEN_DATA}"`);
  }
  const answerCacheMb = Number(env.ANSWER_CACHE_MB ?? 128);
  if (!Number.isFinite(answerCacheMb) || answerCacheMb < 0) {
    throw new Error(
      `ANSWER_CACHE_MB must be a number of megabytes >= 0, got "${env.ANSWER_CACHE_MB}"`,
    );
  }
  const demoWorld = env.DEMO_WORLD?.trim() || 'on';
  if (!['on', 'off'].includes(demoWorld)) {
    throw new Error(`DEMO_WORLD must be on or off, got "${env.DEMO_WORLD}"`);
  }
  const pagePdfBrowser = env.PAGE_PDF_BROWSER?.trim() || 'warm';
  if (!['warm', 'lazy'].includes(pagePdfBrowser)) {
    throw new Error(`PAGE_PDF_BROWSER must be warm or lazy, got "${env.PAGE_PDF_BROWSER}"`);
  }
  const pagePdfMemoryMb = Number(env.PAGE_PDF_MEMORY_MB ?? 1024);
  if (!Number.isFinite(pagePdfMemoryMb) || pagePdfMemoryMb < 0) {
    throw new Error(
      `PAGE_PDF_MEMORY_MB must be a number of megabytes >= 0, got "${env.PAGE_PDF_MEMORY_MB}"`,
    );
  }
  return {
    connectionLimits: connectionLimitsOf(env),
    port,
    host: env.HOST ?? '0.0.0.0',
    // `./data` is the repository's data folder whichever workspace npm started us in.
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data')),
    databaseUrl,
    databasePoolSize: env.DATABASE_POOL_SIZE?.trim()
      ? wholeNumber(env, 'DATABASE_POOL_SIZE', 0, 1, 100)
      : undefined,
    production: env.NODE_ENV === 'production',
    secureCookies: env.COOKIE_SECURE === '1',
    demoPassword: env.DEMO_PASSWORD || null,
    demoWorld: demoWorld === 'on',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY, env.TRUST_PROXY_HOPS),
    rateLimitPerMinute: rateLimit,
    rateLimitShareMs: wholeNumber(env, 'RATE_LIMIT_SHARE_MS', 250, 10, 10_000),
    signUpsPerHour,
    openData: openData === '1' || openData === 'true',
    answerCacheBytes: Math.round(answerCacheMb * 2 ** 20),
    pagePdfWarm: pagePdfBrowser === 'warm',
    pagePdfMemoryBytes: pagePdfMemoryMb > 0 ? Math.round(pagePdfMemoryMb * 2 ** 20) : null,
    sync: syncConfigOf(env),
  };
}
