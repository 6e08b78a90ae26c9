/** Per-request batching: a query answers in a bounded number of statements (DESIGN.md §9). */
import DataLoader from 'dataloader';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { type ModuleRow, loadModules } from '../db/characters.js';
import { campaigns, users } from '../db/schema.js';

export function createLoaders(db: Db) {
  return {
    modules: new DataLoader<string, ModuleRow[]>(async (ids) => {
      const byCharacter = await loadModules(db, ids);
      return ids.map((id) => byCharacter.get(id) ?? []);
    }),
    users: new DataLoader<string, typeof users.$inferSelect | null>(async (ids) => {
      const rows = await db.select().from(users).where(inArray(users.id, [...ids]));
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    }),
    campaigns: new DataLoader<string, typeof campaigns.$inferSelect | null>(async (ids) => {
      const rows = ids.length === 1 ? await db.select().from(campaigns).where(eq(campaigns.id, ids[0]!)) : await db.select().from(campaigns).where(inArray(campaigns.id, [...ids]));
      return ids.map((id) => rows.find((r) => r.id === id) ?? null);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
