/** Campaigns: creation (the caller becomes GM), joining by invite code, members, characters. */
import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import * as z from 'zod/mini';
import { campaignExistsQuery, membersQuery, visibleCharactersOf } from '../../db/campaign-reads.js';
import { createCampaignWithGm, joinByInviteCode } from '../../db/campaigns.js';
import type { CampaignSettings } from '../../db/schema.js';
import { newInviteCode } from '../../primitives/secrets.js';
import { requireCaller } from '../auth.js';
import { builder } from '../builder.js';
import type { Context } from '../context.js';
import { newServerSeed } from '../rolls/fairness-shared.js';
import { CharacterRef } from '../refs.js';
import { MagicSystem, Role, Ruleset } from '../enums.js';
import { forbidden, notFound, validate } from '../errors.js';
import { decodeId } from '../../primitives/ids.js';
import { eagerChildren } from '../eager.js';
import type { CampaignView } from '../loaders.js';
import { User, type UserRow } from './user.js';
import { characterPage } from './pages.js';
import { inputMutation, payloadOf, inputOf } from '../mutation.js';
import { field, inputType } from '../input.js';

export type { CampaignRow, CampaignView } from '../loaders.js';

export const DEFAULT_SETTINGS: CampaignSettings = { creationBudget: 40, maxModuleRank: 5 };

const Settings = builder.objectRef<CampaignSettings>('CampaignSettings').implement({
  description: 'What the GM set for the campaign’s characters (SMS §8).',
  fields: (t) => ({
    creationBudget: t.exposeInt('creationBudget', { description: 'XP to build a PC (SMS §8: 40).' }),
    maxModuleRank: t.exposeInt('maxModuleRank', { description: 'Highest rank a module may reach in play (default 5).' }),
  }),
});

const Member = builder.objectRef<{ user: UserRow; role: 'GM' | 'PLAYER'; joinedAt: Date }>('CampaignMember').implement({
  description: 'Someone in the campaign, and as what.',
  fields: (t) => ({
    user: t.field({ type: User, description: 'The member’s account (name only).', resolve: (m) => m.user }),
    role: t.field({ type: Role, description: 'GM or PLAYER.', resolve: (m) => m.role }),
    joinedAt: t.field({ type: 'DateTime', description: 'When they joined (for the GM: when the campaign was made).', resolve: (m) => m.joinedAt }),
  }),
});

/** The campaign as the caller sees it, or null for a non-member: once per request (the request's membership check reads the same row). */
export function loadCampaignView(ctx: Context, id: string): Promise<CampaignView | null> {
  if (!ctx.caller) return Promise.resolve(null);
  return ctx.loaders.campaignViews.load(id);
}

export const Campaign = builder.objectRef<CampaignView>('Campaign');

builder.node(Campaign, {
  description: 'A campaign: one GM, players, and their characters, playing one ruleset.',
  id: { resolve: (c) => c.id },
  loadOne: (id, ctx) => loadCampaignView(ctx, id),
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The campaign’s name, 1–100 characters.' }),
    ruleset: t.field({ type: Ruleset, description: 'The game it plays, fixed at creation: SMS or YLNIES.', resolve: (c) => c.ruleset }),
    magicSystem: t.field({ type: MagicSystem, nullable: true, description: 'SMS: the magic variant, LOREVAL or ALMERA; null for Ylnies.', resolve: (c) => c.magicSystem }),
    viewerRole: t.field({ type: Role, description: 'Your role in this campaign.', resolve: (c) => c.viewerRole }),
    inviteCode: t.string({
      nullable: true,
      description: 'Share it with players so they can join. Shown to the GM only.',
      resolve: (c) => (c.viewerRole === 'GM' ? c.inviteCode : null),
    }),
    settings: t.field({ type: Settings, description: 'Creation budget and rank cap.', resolve: (c) => c.settings }),
    createdAt: t.field({ type: 'DateTime', description: 'When the GM created it.', resolve: (c) => c.createdAt }),
    members: t.field({
      type: [Member],
      description: 'Everyone in the campaign (a campaign has a handful of members, so this is a plain list).',
      resolve: (c, _args, ctx) => ctx.loaders.read(membersQuery(ctx.db, c.id)),
    }),
    characters: t.connection({
      type: CharacterRef,
      description: 'The characters you can see: all of them for the GM, the PCs for players.',
      resolve: (c, args, ctx, info) =>
        resolveCursorConnection({ args, toCursor: (row) => row.id }, async (page: ResolveCursorConnectionArgs) => {
          // What the caller may see is decided in the read: it may go before the campaign's (src/graphql/eager.ts).
          const { where, order } = visibleCharactersOf(c.id, ctx.caller!.userId, page);
          return characterPage(ctx, info, where, order, page.limit);
        }),
    }),
  }),
});

builder.queryField('campaign', (t) =>
  t.field({
    type: Campaign,
    nullable: true,
    description: 'A campaign you are a member of.',
    args: { id: t.arg.id() },
    resolve: async (_root, { id }, ctx, info) => {
      requireCaller(ctx);
      const campaignId = decodeId('Campaign', id);
      if (!campaignId) return null;
      // Its lists in the same statement as the campaign (src/graphql/eager.ts).
      eagerChildren(ctx, info, { id: campaignId });
      const view = await loadCampaignView(ctx, campaignId);
      if (view) return view;
      // It exists but the caller is not in it (the read above joined their membership): say so
      // rather than pretend it does not exist.
      const exists = await ctx.loaders.read(campaignExistsQuery(ctx.db, campaignId));
      if (exists.length) throw forbidden('You are not a member of this campaign.');
      return null;
    },
  }),
);

const SettingsInput = inputType(
  'CampaignSettingsInput',
  {
    creationBudget: field.int(z.nullish(z.int().check(z.minimum(0), z.maximum(1000))), 'XP to build a PC; default 40 (SMS §8).'),
    maxModuleRank: field.int(z.nullish(z.int().check(z.minimum(1), z.maximum(20))), 'Highest rank a module may reach; default 5.'),
  },
  'Settings for a new campaign; each one left out takes its default.',
);

const CreateCampaignInput = inputType('CreateCampaignInput', {
  name: field.string(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)), 'The campaign’s name, 1–100 characters.'),
  ruleset: field.of(Ruleset, z.enum(['SMS', 'YLNIES']), 'The game it plays; it cannot change later.'),
  magicSystem: field.of(MagicSystem, z.nullish(z.enum(['LOREVAL', 'ALMERA'])), 'SMS only; defaults to LOREVAL.'),
  settings: field.of(SettingsInput.ref, z.nullish(SettingsInput.schema), 'Creation budget (0–1000) and rank cap (1–20); defaults 40 and 5.'),
});

const createCampaignSchema = CreateCampaignInput.schema.check(z.refine((v) => v.ruleset === 'SMS' || !v.magicSystem, { path: ['magicSystem'], message: 'magicSystem is for SMS campaigns only' }));

export const CampaignPayload = payloadOf('CampaignPayload', 'campaign', Campaign, 'The campaign, with your role in it.', 'The campaign after the change, as the caller now sees it.');

inputMutation('createCampaign', {
  type: CampaignPayload,
  description: 'Create a campaign; you become its GM.',
  input: CreateCampaignInput.ref,
  resolve: async (_root, { input }, ctx) => {
    const caller = requireCaller(ctx);
    const v = validate(createCampaignSchema, input);
    const settings: CampaignSettings = {
      creationBudget: v.settings?.creationBudget ?? DEFAULT_SETTINGS.creationBudget,
      maxModuleRank: v.settings?.maxModuleRank ?? DEFAULT_SETTINGS.maxModuleRank,
    };
    // The campaign, its GM and its first fairness epoch in one statement.
    const campaign = await createCampaignWithGm(
      ctx.db,
      { name: v.name, ruleset: v.ruleset, magicSystem: v.ruleset === 'SMS' ? (v.magicSystem ?? 'LOREVAL') : null, settings, inviteCode: newInviteCode() },
      caller.userId,
      newServerSeed(ctx),
      ctx.clock.now(),
    );
    const view = { ...campaign, viewerRole: 'GM' as const };
    ctx.loaders.campaignViews.prime(campaign.id, view);
    return { campaign: view };
  },
});

const JoinCampaignInput = inputOf('JoinCampaignInput', 'inviteCode', 'string', 'The code the GM shared (`Campaign.inviteCode`); case and surrounding spaces do not matter.');

inputMutation('joinCampaign', {
  type: CampaignPayload,
  description: 'Join a campaign with the invite code its GM shared; you become a PLAYER. Joining twice changes nothing.',
  input: JoinCampaignInput,
  resolve: async (_root, { input }, ctx) => {
    const caller = requireCaller(ctx);
    const { inviteCode } = validate(z.object({ inviteCode: z.string().check(z.trim(), z.toUpperCase(), z.minLength(4), z.maxLength(40)) }), input);
    // Found, joined and read back with the caller's role in one statement.
    const joined = await joinByInviteCode(ctx.db, inviteCode, caller.userId, ctx.clock.now());
    if (!joined) throw notFound('campaign for that invite code');
    const view = { ...joined.campaign, viewerRole: joined.role };
    ctx.loaders.campaignViews.clear(view.id).prime(view.id, view);
    ctx.loaders.roles.clear(view.id).prime(view.id, view.viewerRole);
    return { campaign: view };
  },
});
