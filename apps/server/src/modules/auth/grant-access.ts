import type { Executor } from '../../db/transaction';
import { findUserByEmail, updateUser, type UserRow } from './auth.repository';

export type Grant = Partial<Pick<UserRow, 'level' | 'isAdmin' | 'nsdAccess' | 'tariffs'>>;

/**
 * An operator's grant (`npm run user -- grant`): the account's new level and flags, or why not.
 * An account whose owner has not proven the address (sign-up's mailed link) is refused unless
 * forced (issue 31: whoever registered an address first is not necessarily its owner); forced,
 * the operator vouches for the address and it counts as verified.
 */
export async function grantAccess(
  db: Executor,
  email: string,
  grant: Grant,
  force: boolean,
): Promise<UserRow | string> {
  const existing = await findUserByEmail(db, email);
  if (!existing) return `no user with email ${email}`;
  if (existing.emailVerifiedAt === null && !force)
    return (
      `${email} has not proven its address yet (the link mailed at sign-up): ` +
      'grant to whoever registered it with --force only if you know them'
    );
  const user = await updateUser(db, existing.id, {
    ...grant,
    ...(existing.emailVerifiedAt === null ? { emailVerifiedAt: new Date() } : {}),
  });
  return user ?? `no user with email ${email}`;
}
