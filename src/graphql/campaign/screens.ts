/**
 * Campaign-wide lists a GM screen needs in one query (issue #12 item 3): the party with their
 * sheets, and every open request of the campaign — instead of one `character.actionRequests`
 * per character, which multiplies the query's cost by the party's size.
 */
import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { modulesOfCharacter, parseModules, seesCharacter } from '../../db/access.js';
import { actionRequests, characters } from '../../db/schema.js';
import { MODULE_FIELDS, USER_FIELDS, asksFor } from '../lookahead.js';
import { ActionRequest } from '../sms/action-request.js';
import { builder } from '../builder.js';
import { Campaign } from './campaign.js';
import { CharacterRef } from '../refs.js';
import { parseTimeCursor, timeCursor } from '../rolls/roll.js';

/** A party is a table's PCs: a handful, so a plain list (API.md: connections for unbounded lists). */
export const MAX_PARTY = 50;

builder.objectFields(Campaign, (t) => ({
  party: t.field({
    type: [CharacterRef],
    description: `The player characters, in creation order (at most ${MAX_PARTY}): one query for a GM screen of every sheet, health included.`,
    // Its rows, counted as 20, and 20 times what each brings below it (src/graphql/cost.ts).
    complexity: { field: 20, multiplier: 20 },
    resolve: async (c, _args, ctx, info) => {
      // The sheets' modules come in the same statement when the screen shows them.
      const withModules = asksFor(info, MODULE_FIELDS);
      const where = and(eq(characters.campaignId, c.id), eq(characters.kind, 'PC'));
      const order = [asc(characters.createdAt), asc(characters.id)];
      // Their owners ride in the same statement when the screen shows them.
      const [rows] = await Promise.all([
        ctx.loaders.read(
          ctx.db
            .select({ character: characters, modules: withModules ? modulesOfCharacter : sql<unknown>`null` })
            .from(characters)
            .where(where)
            .orderBy(...order)
            .limit(MAX_PARTY),
        ),
        asksFor(info, USER_FIELDS) &&
          ctx.loaders.primeUsers(
            ctx.db
              .select({ id: characters.ownerId })
              .from(characters)
              .where(where)
              .orderBy(...order)
              .limit(MAX_PARTY),
          ),
      ]);
      // The open requests below name these characters: they are not read again.
      for (const { character, modules } of rows) {
        ctx.loaders.characters.prime(character.id, character);
        if (withModules) ctx.loaders.modules.prime(character.id, parseModules(modules));
      }
      return rows.map((r) => r.character);
    },
  }),
  openActionRequests: t.connection({
    type: ActionRequest,
    description: 'Every OPEN request of the campaign, newest first (SMS actions and Ylnies tests): what the table waits for. Players see those on PCs.',
    resolve: (c, args, ctx) =>
      resolveCursorConnection({ args, toCursor: timeCursor }, async ({ before, after, limit, inverted }: ResolveCursorConnectionArgs) => {
        const a = parseTimeCursor(after);
        const b = parseTimeCursor(before);
        const conditions = [eq(actionRequests.campaignId, c.id), eq(actionRequests.status, 'OPEN')];
        // Decided in the read: it may go before the campaign's (src/graphql/eager.ts).
        conditions.push(seesCharacter(characters.kind, c.id, ctx.caller!.userId));
        if (a) conditions.push(sql`(${actionRequests.createdAt}, ${actionRequests.id}) < (${a.at}::timestamptz, ${a.id}::uuid)`);
        if (b) conditions.push(sql`(${actionRequests.createdAt}, ${actionRequests.id}) > (${b.at}::timestamptz, ${b.id}::uuid)`);
        const rows = await ctx.loaders.read(
          ctx.db
            .select({ request: actionRequests, character: characters })
            .from(actionRequests)
            .innerJoin(characters, eq(characters.id, actionRequests.characterId))
            .where(and(...conditions))
            .orderBy(...(inverted ? [asc(actionRequests.createdAt), asc(actionRequests.id)] : [desc(actionRequests.createdAt), desc(actionRequests.id)]))
            .limit(limit),
        );
        // Each request's `character` is answered from this row, not read again.
        for (const { character } of rows) ctx.loaders.characters.prime(character.id, character);
        return rows.map((r) => r.request);
      }),
  }),
}));
