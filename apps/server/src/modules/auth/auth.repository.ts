import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/transaction';
import { users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;

export function findUserByEmail(db: Executor, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateUser(
  db: Executor,
  id: number,
  values: Partial<typeof users.$inferInsert>,
) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row ?? null;
}
