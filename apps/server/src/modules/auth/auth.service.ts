import { DEFAULT_LANGUAGE, type Language } from '@bondsight/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './auth.repository';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/passwords';

export async function signUp(db: Db, email: string, password: string, language?: Language) {
  const user = await repo.insertUser(db, {
    email,
    passwordHash: await hashPassword(password),
    level: 1,
    language: language ?? DEFAULT_LANGUAGE,
  });
  if (!user) throw new AppError('email_taken', 'email_taken', { 'body.email': 'email_taken' });
  return user;
}

/** One generic failure for a wrong password and an unknown email: no user enumeration. */
export async function checkCredentials(db: Db, email: string, password: string) {
  const user = await repo.findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
  if (!user || !ok) throw new AppError('invalid_credentials', 'invalid_credentials');
  return user;
}
