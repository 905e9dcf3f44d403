import path from 'node:path';
import { REPO_ROOT } from './lib/paths';

/** Environment, parsed once and loudly. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  production: boolean;
  /** Mark cookies Secure: set COOKIE_SECURE=1 when served over HTTPS. */
  secureCookies: boolean;
  /** Fixed password for the demo accounts (tests); random when unset. */
  demoPassword: string | null;
  logLevel: string;
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
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    // `./data` is the repository's data folder whichever workspace npm started us in.
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data')),
    databaseUrl,
    production: env.NODE_ENV === 'production',
    secureCookies: env.COOKIE_SECURE === '1',
    demoPassword: env.DEMO_PASSWORD || null,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
