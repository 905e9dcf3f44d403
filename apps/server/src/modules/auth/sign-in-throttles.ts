import type { Db } from '../../db/client';
import {
  dropOldAttempts,
  forgetAttempts,
  releaseAttempts,
  reserveAttempt,
  type Throttle,
} from './throttle.repository';

export type { Throttle };

/**
 * The throttles of sign-in and sign-up (ADR 0005, issue 31; docs/security.md). An attempt is
 * reserved under each before its password is hashed or checked, and given back when it
 * succeeds: what stays counted are failures (and every sign-up).
 */
export const SIGN_IN_LIMITS = {
  /** From one address, whatever the accounts: 10 a minute. */
  address: { limit: 10, windowSeconds: 60 },
  /** One account from one address: 10 in 15 minutes, the owner's own budget (nobody else's
   *  guesses spend it). */
  accountAddress: { limit: 10, windowSeconds: 15 * 60 },
  /** One account from every address: 30 in 15 minutes, against guessing spread over many
   *  addresses. A browser that signed in to the account before is not held back by it. */
  account: { limit: 30, windowSeconds: 15 * 60 },
} as const;

export const accountAddressKey = (email: string, address: string) =>
  `sign-in:account-address:${email} ${address}`;

/** The throttles one sign-in attempt counts against (the e-mail normalized, known or not). */
export function signInThrottles(email: string, address: string, knownDevice: boolean): Throttle[] {
  return [
    { key: `sign-in:address:${address}`, ...SIGN_IN_LIMITS.address },
    { key: accountAddressKey(email, address), ...SIGN_IN_LIMITS.accountAddress },
    ...(knownDevice ? [] : [{ key: `sign-in:account:${email}`, ...SIGN_IN_LIMITS.account }]),
  ];
}

/** Sign-ups per address an hour (SIGN_UPS_PER_HOUR, 5 by default). */
export const signUpThrottle = (address: string, perHour: number): Throttle => ({
  key: `sign-up:address:${address}`,
  limit: perHour,
  windowSeconds: 60 * 60,
});

/**
 * Counts the attempt under its throttles before the work it guards: the reserved attempts (to
 * give back on success), or the seconds until every throttle is open again.
 */
export async function reserve(db: Db, throttles: readonly Throttle[]) {
  // Now and then, the attempts of keys that never came back are dropped.
  if (Math.random() < 0.01) await dropOldAttempts(db);
  return reserveAttempt(db, throttles);
}

/** A sign-in that succeeded counts against nothing. */
export const giveBack = (db: Db, ids: readonly number[]) => releaseAttempts(db, ids);

/** The owner knows the password: their own earlier failures from this address are past. */
export const forgetOwnFailures = (db: Db, email: string, address: string) =>
  forgetAttempts(db, accountAddressKey(email, address));
