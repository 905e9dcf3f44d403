import { DEFAULT_LANGUAGE, type Language } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './auth.repository';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/passwords';
import type { MailSender } from './mail-sender';

/**
 * Creates a level-1 account for a new address; a registered address keeps its account and gets
 * a notice instead. The caller cannot tell which happened (ADR 0017): both ways hash the
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
  });
  if (user) {
    await mail.send({ to: email, kind: 'welcome', language });
    return;
  }
  const existing = await repo.findUserByEmail(db, email);
  await mail.send({
    to: email,
    kind: 'sign_up_existing',
    language: existing?.language ?? language,
  });
}

/** One generic failure for a wrong password and an unknown email: no user enumeration. */
export async function checkCredentials(db: Db, email: string, password: string) {
  const user = await repo.findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
  if (!user || !ok) throw new AppError('invalid_credentials', 'invalid_credentials');
  return user;
}
