/**
 * What `Campaign.characters` and `Campaign.party` share: a page of characters with what the
 * screen shows of them read in the same statement; and `samePage`, for every page read so.
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { GraphQLResolveInfo } from 'graphql';
import { type CharacterRow, modulesOfCharacter, parseModules } from '../../db/access.js';
import { characters } from '../../db/schema.js';
import type { Context } from '../context.js';
import { MODULE_FIELDS, USER_FIELDS, asksFor } from '../lookahead.js';

/**
 * One page read by several selects in the same statement (its rows, and what rides along: their
 * owners, their participants …): each select gets the page's WHERE, ORDER BY and LIMIT here, so
 * what rides along is always that page's. The select keeps its type: its rows are the same.
 */
export function samePage(where: SQL | undefined, order: SQL[], limit: number) {
  return <Q extends SQLWrapper>(select: Q): Q => {
    const page = (select as unknown as PgSelect).where(where).orderBy(...order).limit(limit);
    return page as unknown as Q;
  };
}

/**
 * The characters `where` picks, in `order`: the sheets' modules and their owners come in the same
 * statement when the screen shows them, and every row is primed, so the fields below (and the
 * requests that name these characters) read nothing again.
 */
export async function characterPage(ctx: Context, info: GraphQLResolveInfo, where: SQL | undefined, order: SQL[], limit: number): Promise<CharacterRow[]> {
  const withModules = asksFor(info, MODULE_FIELDS);
  const fields = { character: characters, modules: withModules ? modulesOfCharacter : sql<unknown>`null` };
  const page = samePage(where, order, limit);
  const [rows] = await Promise.all([
    ctx.loaders.read(page(ctx.db.select(fields).from(characters))),
    asksFor(info, USER_FIELDS) &&
      ctx.loaders.primeUsers(page(ctx.db.select({ id: characters.ownerId }).from(characters))),
  ]);
  for (const { character, modules } of rows) {
    ctx.loaders.characters.prime(character.id, character);
    if (withModules) ctx.loaders.modules.prime(character.id, parseModules(modules));
  }
  return rows.map((r) => r.character);
}
