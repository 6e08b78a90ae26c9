/**
 * The GM's hold on who is at the table (issue 24 item 6): remove a player, and replace the
 * invite code so an old link stops working. Each is the key lookup, the caller's role (one
 * read) and one statement, which also writes its live event (`member.removed`,
 * `invite.regenerated`: docs/webhooks.md).
 */
import { removePlayer, replaceInviteCode } from '../../db/campaigns.js';
import { decodeId } from '../../primitives/ids.js';
import { gmCannotBeRemoved } from '../../rules/api-limits.js';
import { newInviteCode } from '../../primitives/secrets.js';
import { requireMember } from '../auth.js';
import { builder } from '../builder.js';
import { notFound, refuse } from '../errors.js';
import type { CampaignView } from '../loaders.js';
import { CharacterRef } from '../refs.js';
import type { CharacterRow } from '../../db/access.js';
import { Campaign, CampaignPayload } from './campaign.js';
import { inputMutation, inputOf, payloadType } from '../mutation.js';

const RegenerateInviteCodeInput = inputOf('RegenerateInviteCodeInput', 'campaignId', 'id', 'The campaign; the caller must be its GM.');

inputMutation('regenerateInviteCode', {
  type: CampaignPayload,
  description: 'Give the campaign a new invite code (GM only): the old code and its link stop working at once. Members stay.',
  input: RegenerateInviteCodeInput,
  resolve: async (_root, { input }, ctx) => {
    const { campaignId } = await requireMember(ctx, input.campaignId, 'GM');
    const row = await replaceInviteCode(ctx.db, campaignId, newInviteCode(), ctx.clock.now());
    if (!row) throw notFound('campaign');
    const view: CampaignView = { ...row, viewerRole: 'GM' };
    ctx.loaders.campaignViews.clear(view.id).prime(view.id, view);
    return { campaign: view };
  },
});

const RemoveMemberInput = builder.inputType('RemoveMemberInput', {
  fields: (t) => ({ campaignId: t.id({ description: 'The campaign; the caller must be its GM.' }), userId: t.id({ description: 'The member to remove: a `User` id from `Campaign.members`.' }) }),
});

const RemoveMemberPayload = payloadType<{ campaign: CampaignView; charactersKept: CharacterRow[] }>('RemoveMemberPayload', {
  campaign: [Campaign, 'The campaign without the member.'],
  charactersKept: [[CharacterRef], 'The PCs the member played here: they stay in the campaign with no owner, held by the GM (docs/rules.md §0).'],
});

inputMutation('removeMember', {
  type: RemoveMemberPayload,
  description:
    'Remove a player from the campaign (GM only). Their PCs stay in the campaign, unowned and held by the GM; their open subscriptions to the campaign end. They may join again with the current invite code.',
  input: RemoveMemberInput,
  resolve: async (_root, { input }, ctx) => {
    const { caller, campaignId } = await requireMember(ctx, input.campaignId, 'GM');
    const userId = decodeId('User', input.userId);
    if (!userId) throw notFound('member');
    if (userId === caller.userId) refuse(gmCannotBeRemoved());
    const removed = await removePlayer(ctx.db, campaignId, userId, ctx.clock.now());
    if (!removed) throw notFound('member');
    for (const character of removed.kept) ctx.loaders.characters.clear(character.id).prime(character.id, character);
    const view = await ctx.loaders.campaignViews.load(campaignId);
    if (!view) throw notFound('campaign');
    return { campaign: view, charactersKept: removed.kept };
  },
});
