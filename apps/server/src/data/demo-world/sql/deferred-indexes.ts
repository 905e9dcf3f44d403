import type { SqlSession } from './session';

interface IndexDef {
  name: string;
  /** CREATE INDEX ... or ALTER TABLE ... ADD CONSTRAINT ... */
  create: string;
  constraint: boolean;
}

/**
 * Builds the big tables' indexes after the load instead of row by row: a bulk load into an
 * empty table with its primary key and indexes dropped, then rebuilt by one sort each, is
 * several times faster than maintaining the B-trees on every insert. All of it happens in
 * the load's transaction, so nobody ever sees the table without its keys. The definitions
 * are read from the catalogue (pg_get_indexdef / pg_get_constraintdef), so whatever the
 * migrations define is rebuilt exactly.
 */
export async function dropIndexesForLoad(
  session: SqlSession,
  tables: readonly string[],
): Promise<() => Promise<void>> {
  const saved: IndexDef[] = [];
  for (const table of tables) {
    const empty = await session.rows<{ n: number }>(
      `select count(*)::int as n from (select 1 from ${table} limit 1) t`,
    );
    if (Number(empty[0]?.n ?? 0) > 0) continue;
    const defs = await session.rows<{ name: string; def: string; contype: string | null }>(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def, c.contype::text as contype,
              pg_get_constraintdef(c.oid) as condef
         from pg_index i left join pg_constraint c on c.conindid = i.indexrelid and c.conrelid = i.indrelid
        where i.indrelid = '${table}'::regclass`,
    );
    for (const d of defs as {
      name: string;
      def: string;
      contype: string | null;
      condef?: string;
    }[]) {
      if (d.contype === 'p' || d.contype === 'u') {
        saved.push({
          name: d.name,
          constraint: true,
          create: `alter table ${table} add constraint ${d.name} ${d.condef ?? ''}`,
        });
        await session.exec(`alter table ${table} drop constraint ${d.name}`);
      } else if (d.contype === null) {
        saved.push({ name: d.name, constraint: false, create: d.def });
        await session.exec(`drop index ${d.name}`);
      }
    }
  }
  return async () => {
    for (const d of saved) await session.exec(d.create);
  };
}
