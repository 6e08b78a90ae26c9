/**
 * The campaign's spell catalogue (`Spell`, `Campaign.spells`): a spell with the caller's role, and
 * a page of the catalogue. The spell written with its event is src/db/magic.ts `insertSpellWithEvent`.
 */
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Role } from './access.js';
import type { Queryable } from './client.js';
import type { SpellRow } from './magic.js';
import { memberships, spells } from './schema.js';

/** The spell with the caller's role in its campaign, in one statement (role null: not a member); null when none. */
export async function spellWithRole(db: Queryable, spellId: string, userId: string): Promise<{ row: SpellRow; role: Role | null } | null> {
  const [found] = await db
    .select({ row: spells, role: memberships.role })
    .from(spells)
    .leftJoin(memberships, and(eq(memberships.campaignId, spells.campaignId), eq(memberships.userId, userId)))
    .where(eq(spells.id, spellId))
    .limit(1);
  return found ?? null;
}

/**
 * A page of a campaign's spells by id, after or before the spells `after` / `before` (ids),
 * backwards when `inverted`: a query to await or to combine.
 */
export function spellsPage(db: Queryable, campaignId: string, page: { after?: string; before?: string; inverted: boolean; limit: number }) {
  const conditions = [eq(spells.campaignId, campaignId)];
  if (page.after) conditions.push(gt(spells.id, page.after));
  if (page.before) conditions.push(lt(spells.id, page.before));
  return db
    .select()
    .from(spells)
    .where(and(...conditions))
    .orderBy(page.inverted ? desc(spells.id) : asc(spells.id))
    .limit(page.limit);
}
