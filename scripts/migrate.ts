/** Applies drizzle/ migrations to DATABASE_URL (production Neon, or any Postgres). Exits non-zero on failure. */
import { openPostgres } from '../src/db/node.js';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required (the embedded database migrates itself at `npm start`).');
  process.exit(2);
}
try {
  const database = await openPostgres(url, undefined, 1);
  await database.close();
  console.log('migrations applied');
} catch (error) {
  console.error('migration failed:', error);
  process.exit(1);
}
