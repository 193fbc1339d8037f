import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate --name <what>` writes the next migration from the schema (docs/decisions/0011-postgresql.md). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './mock-server/db/schema/index.ts',
  out: './mock-server/db/migrations',
  casing: 'snake_case',
});
