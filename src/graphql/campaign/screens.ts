/**
 * Campaign-wide lists a GM screen needs in one query (issue #12 item 3): the party with their
 * sheets, and every open request of the campaign — instead of one `character.actionRequests`
 * per character, which multiplies the query's cost by the party's size.
 */
import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import { openRequestsQuery, partyOf, type TimeKeyset } from '../../db/campaign-reads.js';
import { ActionRequest } from '../sms/action-request.js';
import { builder } from '../builder.js';
import { Campaign } from './campaign.js';
import { CharacterRef } from '../refs.js';
import { parseTimeCursor, timeCursor } from '../rolls/roll.js';
import { characterPage } from './pages.js';

/** A party is a table's PCs: a handful, so a plain list (API.md: connections for unbounded lists). */
export const MAX_PARTY = 50;

/** The page's time cursors, decoded: its position in a list newest first (here and in `me { actionRequestsToAnswer }`). */
export function timeKeyset({ before, after, inverted }: ResolveCursorConnectionArgs): TimeKeyset {
  return { after: parseTimeCursor(after), before: parseTimeCursor(before), inverted };
}

builder.objectFields(Campaign, (t) => ({
  party: t.field({
    type: [CharacterRef],
    description: `The player characters, in creation order (at most ${MAX_PARTY}): one query for a GM screen of every sheet, health included.`,
    // Its rows, counted as 20, and 20 times what each brings below it (src/graphql/cost.ts).
    complexity: { field: 20, multiplier: 20 },
    resolve: (c, _args, ctx, info) => {
      const party = partyOf(c.id);
      return characterPage(ctx, info, party.where, party.order, MAX_PARTY);
    },
  }),
  openActionRequests: t.connection({
    type: ActionRequest,
    description: 'Every OPEN request of the campaign, newest first (SMS actions and Ylnies tests): what the table waits for. Players see those on PCs.',
    resolve: (c, args, ctx) =>
      resolveCursorConnection({ args, toCursor: timeCursor }, async (page: ResolveCursorConnectionArgs) => {
        // What the caller sees is decided in the read: it may go before the campaign's (src/graphql/eager.ts).
        const rows = await ctx.loaders.read(openRequestsQuery(ctx.db, c.id, ctx.caller!.userId, timeKeyset(page), page.limit));
        // Each request's `character` is answered from this row, not read again.
        for (const { character } of rows) ctx.loaders.characters.prime(character.id, character);
        return rows.map((r) => r.request);
      }),
  }),
}));
