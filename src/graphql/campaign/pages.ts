/**
 * What `Campaign.characters` and `Campaign.party` share: a page of characters with what the
 * screen shows of them read in the same statement (its selects: src/db/campaign-reads.ts
 * `characterPageReads`).
 */
import type { SQL } from 'drizzle-orm';
import type { GraphQLResolveInfo } from 'graphql';
import { type CharacterRow, parseModules } from '../../db/access.js';
import { characterPageReads } from '../../db/campaign-reads.js';
import type { Context } from '../context.js';
import { MODULE_FIELDS, USER_FIELDS, asksFor } from '../lookahead.js';

/**
 * The characters `where` picks, in `order`: the sheets' modules and their owners come in the same
 * statement when the screen shows them, and every row is primed, so the fields below (and the
 * requests that name these characters) read nothing again.
 */
export async function characterPage(ctx: Context, info: GraphQLResolveInfo, where: SQL | undefined, order: SQL[], limit: number): Promise<CharacterRow[]> {
  const withModules = asksFor(info, MODULE_FIELDS);
  const page = characterPageReads(ctx.db, where, order, limit, withModules);
  const [rows] = await Promise.all([ctx.loaders.read(page.rows), asksFor(info, USER_FIELDS) && ctx.loaders.primeUsers(page.ownerIds())]);
  for (const { character, modules } of rows) {
    ctx.loaders.characters.prime(character.id, character);
    if (withModules) ctx.loaders.modules.prime(character.id, parseModules(modules));
  }
  return rows.map((r) => r.character);
}
