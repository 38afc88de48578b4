import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema and committed; they run at server start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
