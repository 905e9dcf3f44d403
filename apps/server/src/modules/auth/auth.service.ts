import crypto from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken } from '../../plugins/session';
import * as repo from './auth.repository';
import type { MailSender } from './mail-sender';
import { reserveAttempt } from './throttle.repository';

/** How long a mailed link proves the address. */
export const VERIFICATION_HOURS = 48;
/** At most one link a user in this long: sign-up mails one, and so does signing in unproven. */
const ONE_LINK_IN_SECONDS = 10 * 60;

/** Mails the account a fresh link that proves its address (none if one went lately). */
async function mailVerificationLink(db: Db, mail: MailSender, user: repo.UserRow) {
  const slot = await reserveAttempt(db, [
    { key: `verify-mail:${user.id}`, limit: 1, windowSeconds: ONE_LINK_IN_SECONDS },
  ]);
  if (!('ids' in slot)) return;
  const token = crypto.randomBytes(32).toString('base64url');
  await repo.insertVerification(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + VERIFICATION_HOURS * 3_600_000),
  });
  await mail.send({
    to: user.email,
    kind: 'verify_email',
    language: user.language,
    path: `/verify-email/?token=${token}`,
  });
}

/**
 * Creates an unverified level-1 account for a new address and mails it the link that proves
 * the address (issue 31: an operator granting access to an address must grant it to its
 * owner). A registered address keeps its account and gets a notice instead (a new link while
 * it is unproven). The caller cannot tell which happened (ADR 0017): both ways hash the
 * password, try the insert and send one mail, and the answer is the same.
 */
export async function signUp(
  db: Db,
  mail: MailSender,
  email: string,
  password: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<void> {
  const user = await repo.insertUser(db, {
    email,
    passwordHash: await hashPassword(password),
    level: 1,
    language,
    emailVerifiedAt: null,
  });
  if (user) return mailVerificationLink(db, mail, user);
  const existing = await repo.findUserByEmail(db, email);
  if (existing && existing.emailVerifiedAt === null)
    return mailVerificationLink(db, mail, existing);
  await mail.send({
    to: email,
    kind: 'sign_up_existing',
    language: existing?.language ?? language,
  });
}

/** The right password of an unproven account: a new link goes out, and the answer is 403. */
export async function requireVerified(db: Db, mail: MailSender, user: repo.UserRow) {
  if (user.emailVerifiedAt !== null) return;
  await mailVerificationLink(db, mail, user);
  throw new AppError('email_not_verified', 'email_not_verified');
}

/** Spends a mailed link: its account is verified, or the link is unknown, used or expired. */
export async function verifyEmail(db: Db, token: string): Promise<void> {
  const userId = await inTransaction(db, (tx) => repo.consumeVerification(tx, hashToken(token)));
  if (userId === null)
    throw new AppError('validation_failed', 'verification_link_invalid', {
      'body.token': 'verification_link_invalid',
    });
}

/** One generic failure for a wrong password and an unknown email: no user enumeration. */
export async function checkCredentials(db: Db, email: string, password: string) {
  const user = await repo.findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
  if (!user || !ok) throw new AppError('invalid_credentials', 'invalid_credentials');
  return user;
}
