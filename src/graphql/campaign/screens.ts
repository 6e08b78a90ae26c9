/**
 * Campaign-wide lists a GM screen needs in one query (issue #12 item 3): the party with their
 * sheets, and every open request of the campaign — instead of one `character.actionRequests`
 * per character, which multiplies the query's cost by the party's size.
 */
import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { seesCharacter } from '../../db/access.js';
import { actionRequests, characters } from '../../db/schema.js';
import { ActionRequest } from '../sms/action-request.js';
import { builder } from '../builder.js';
import { Campaign } from './campaign.js';
import { CharacterRef } from '../refs.js';
import { parseTimeCursor, timeCursor } from '../rolls/roll.js';
import { characterPage } from './pages.js';

/** A party is a table's PCs: a handful, so a plain list (API.md: connections for unbounded lists). */
export const MAX_PARTY = 50;

/** Action requests newest first on (created_at, id), from the page's time cursors (here and in `me { actionRequestsToAnswer }`). */
export function requestsNewestFirst({ before, after, inverted }: ResolveCursorConnectionArgs): { where: SQL[]; order: SQL[] } {
  const a = parseTimeCursor(after);
  const b = parseTimeCursor(before);
  const where: SQL[] = [];
  if (a) where.push(sql`(${actionRequests.createdAt}, ${actionRequests.id}) < (${a.at}::timestamptz, ${a.id}::uuid)`);
  if (b) where.push(sql`(${actionRequests.createdAt}, ${actionRequests.id}) > (${b.at}::timestamptz, ${b.id}::uuid)`);
  const order = inverted ? [asc(actionRequests.createdAt), asc(actionRequests.id)] : [desc(actionRequests.createdAt), desc(actionRequests.id)];
  return { where, order };
}

builder.objectFields(Campaign, (t) => ({
  party: t.field({
    type: [CharacterRef],
    description: `The player characters, in creation order (at most ${MAX_PARTY}): one query for a GM screen of every sheet, health included.`,
    // Its rows, counted as 20, and 20 times what each brings below it (src/graphql/cost.ts).
    complexity: { field: 20, multiplier: 20 },
    resolve: (c, _args, ctx, info) =>
      characterPage(ctx, info, and(eq(characters.campaignId, c.id), eq(characters.kind, 'PC')), [asc(characters.createdAt), asc(characters.id)], MAX_PARTY),
  }),
  openActionRequests: t.connection({
    type: ActionRequest,
    description: 'Every OPEN request of the campaign, newest first (SMS actions and Ylnies tests): what the table waits for. Players see those on PCs.',
    resolve: (c, args, ctx) =>
      resolveCursorConnection({ args, toCursor: timeCursor }, async (page: ResolveCursorConnectionArgs) => {
        const keyset = requestsNewestFirst(page);
        // What the caller sees is decided in the read: it may go before the campaign's (src/graphql/eager.ts).
        const conditions = [eq(actionRequests.campaignId, c.id), eq(actionRequests.status, 'OPEN'), seesCharacter(characters.kind, c.id, ctx.caller!.userId), ...keyset.where];
        const rows = await ctx.loaders.read(
          ctx.db
            .select({ request: actionRequests, character: characters })
            .from(actionRequests)
            .innerJoin(characters, eq(characters.id, actionRequests.characterId))
            .where(and(...conditions))
            .orderBy(...keyset.order)
            .limit(page.limit),
        );
        // Each request's `character` is answered from this row, not read again.
        for (const { character } of rows) ctx.loaders.characters.prime(character.id, character);
        return rows.map((r) => r.request);
      }),
  }),
}));
