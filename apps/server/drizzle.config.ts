import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; they are applied in code at start-up
// (src/db/migrate.ts) for both PGlite and a PostgreSQL server.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
