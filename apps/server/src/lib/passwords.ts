import { hash, verify } from '@node-rs/argon2';
import { concurrencyLimit } from './concurrency-limit';
import { SPARE_CORES } from './spare-cores';

// argon2id with OWASP's second recommended profile (19 MiB, 2 passes, 1 lane).
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (an ambient const enum) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * Argon2 runs on libuv's pool (4 threads): on a 2-core machine a burst of sign-ins took both
 * cores for seconds, and every other answer waited (issue 31). One core stays free.
 */
const inHashSlot = concurrencyLimit(SPARE_CORES);

let checks = 0;
/** How many passwords were verified since the process started (the throttle tests count). */
export const passwordChecks = () => checks;

export const hashPassword = (password: string) => inHashSlot(() => hash(password, OPTIONS));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  checks += 1;
  try {
    return await inHashSlot(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** Verifying against this when the email is unknown keeps the timing of both failures alike. */
export const DUMMY_HASH = await hashPassword('not-a-real-password');
