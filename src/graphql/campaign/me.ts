/**
 * "My things" on `me`: the campaigns I am in, the characters I play, and the requests the GM is
 * waiting for me to answer — so a player on a new device finds everything from their key alone.
 * Users also appear as campaign members: these fields answer for the caller only (null for
 * anyone else), which is why they are nullable (docs/api.md §Errors).
 */
import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import { parseModules } from '../../db/access.js';
import { memberCampaignsQuery, playedCharactersQuery, requestersToAnswerQuery, requestsToAnswerQuery } from '../../db/campaign-reads.js';
import { MODULE_FIELDS, USER_FIELDS, asksFor } from '../lookahead.js';
import { ActionRequest } from '../sms/action-request.js';
import { builder } from '../builder.js';
import { Campaign } from './campaign.js';
import { Role } from '../enums.js';
import { decodeId } from '../../primitives/ids.js';
import { CharacterRef } from '../refs.js';
import { timeCursor } from '../rolls/roll.js';
import { User } from './user.js';
import { timeKeyset } from './screens.js';

/** Why the old names of `playedCharacters` and `actionRequestsToAnswer` are deprecated. */
const renamed = (name: string, old: string) =>
  `Use \`${name}\`: \`${old}\` conflicts with \`Campaign.${old}\` (which is never null) when one document selects a user and a campaign through \`node\` or \`nodes\`.`;

builder.objectFields(User, (t) => {
  const campaignsField = t.connection({
    type: Campaign,
    nullable: true,
    description: 'The campaigns you are a member of, oldest first; `role` keeps those where you are GM or PLAYER. Yours only: null on another user.',
    args: { role: t.arg({ type: Role, required: false, description: 'Only the campaigns where you are GM, or PLAYER; all of them when left out.' }) },
    resolve: (user, args, ctx) => {
      if (ctx.caller?.userId !== user.id) return null;
      return resolveCursorConnection({ args, toCursor: (c) => c.id }, async (page: ResolveCursorConnectionArgs) => {
        const rows = await ctx.loaders.read(memberCampaignsQuery(ctx.db, user.id, args.role ?? null, page));
        const views = rows.map((r) => ({ ...r.campaign, viewerRole: r.role }));
        for (const view of views) {
          ctx.loaders.campaignViews.prime(view.id, view);
          ctx.loaders.roles.prime(view.id, view.viewerRole);
        }
        return views;
      });
    },
  });
  const CHARACTERS = 'The characters you play (the PCs you own), optionally in one campaign. Yours only: null on another user.';
  const charactersField = (names: { description: string; deprecationReason?: string }) => t.connection({
    ...names,
    type: CharacterRef,
    nullable: true,
    args: { campaignId: t.arg.id({ required: false, description: 'Only that campaign’s characters; all of yours when left out (a malformed id gives an empty page).' }) },
    resolve: (user, args, ctx, info) => {
      if (ctx.caller?.userId !== user.id) return null;
      const campaignId = args.campaignId == null ? null : decodeId('Campaign', args.campaignId);
      // The sheets' modules come in the same statement when the screen shows them.
      const withModules = asksFor(info, MODULE_FIELDS);
      return resolveCursorConnection({ args, toCursor: (c) => c.id }, async (page: ResolveCursorConnectionArgs) => {
        // A malformed campaign id matches nothing: an empty page, not an error.
        if (args.campaignId != null && !campaignId) return [];
        const rows = await ctx.loaders.read(playedCharactersQuery(ctx.db, user.id, campaignId, withModules, page));
        // `openActionRequests { character }` and `campaign` find these rows without reading them
        // again, even when this list finishes before `campaigns` has filled the cache.
        for (const { character, modules, campaign, role } of rows) {
          ctx.loaders.characters.prime(character.id, character);
          ctx.loaders.campaignViews.prime(campaign.id, { ...campaign, viewerRole: role });
          ctx.loaders.campaigns.prime(campaign.id, campaign);
          ctx.loaders.roles.prime(campaign.id, role);
          if (withModules) ctx.loaders.modules.prime(character.id, parseModules(modules));
        }
        return rows.map((r) => r.character);
      });
    },
  });
  const REQUESTS = 'What the GM is waiting for: the OPEN requests (SMS actions and Ylnies tests) on the characters you play, newest first. Yours only: null on another user.';
  const requestsField = (names: { description: string; deprecationReason?: string }) => t.connection({
    ...names,
    type: ActionRequest,
    nullable: true,
    resolve: (user, args, ctx, info) => {
      if (ctx.caller?.userId !== user.id) return null;
      return resolveCursorConnection({ args, toCursor: timeCursor }, async (page: ResolveCursorConnectionArgs) => {
        const keyset = timeKeyset(page);
        // Who asked rides in the page's statement when the screen shows it.
        const [rows] = await Promise.all([
          ctx.loaders.read(requestsToAnswerQuery(ctx.db, user.id, keyset, page.limit)),
          asksFor(info, USER_FIELDS) && ctx.loaders.primeUsers(requestersToAnswerQuery(ctx.db, user.id, keyset, page.limit)),
        ]);
        // Each request's `character` is answered from this row, not read again.
        for (const { character } of rows) ctx.loaders.characters.prime(character.id, character);
        return rows.map((r) => r.request);
      });
    },
  });
  return {
    campaigns: campaignsField,
    playedCharacters: charactersField({ description: CHARACTERS }),
    characters: charactersField({ description: CHARACTERS, deprecationReason: renamed('playedCharacters', 'characters') }),
    actionRequestsToAnswer: requestsField({ description: REQUESTS }),
    openActionRequests: requestsField({ description: REQUESTS, deprecationReason: renamed('actionRequestsToAnswer', 'openActionRequests') }),
  };
});
