/**
 * Discord on the app's side (docs/discord.md): the account's linked Discord user (confirm the
 * code `/link` gave, or unlink), and a campaign's Discord channel (shown to its GM, removable).
 * The rows are the integration's (src/db/discord.ts).
 */
import * as z from 'zod/mini';
import type { discordChannels } from '../../db/schema.js';
import { decodeId } from '../../primitives/ids.js';
import { confirmLinkCode, gmChannelQuery, linkCodeHash, unlinkChannel, unlinkDiscordAccount } from '../../db/discord.js';
import { discordLinkConfirmed } from '../../rules/api-limits.js';
import { requireCaller, requireMember } from '../auth.js';
import { builder } from '../builder.js';
import { accepted, validate } from '../errors.js';
import { Account, type AccountShape } from './account.js';
import { inputMutation, mutation, payloadOf, inputOf, payloadType } from '../mutation.js';

type DiscordAccountView = NonNullable<AccountShape['discord']>;
type DiscordChannelView = Pick<typeof discordChannels.$inferSelect, 'channelId' | 'guildId' | 'linkedAt'>;

const DiscordAccount = builder.objectRef<DiscordAccountView>('DiscordAccount').implement({
  description: 'The Discord user linked to your account: their slash commands act as you (docs/discord.md).',
  fields: (t) => ({
    discordUserId: t.exposeString('discordUserId', { description: 'Discord’s id of the user (a snowflake).' }),
    discordName: t.exposeString('discordName', { description: 'Their Discord name when the link was made.' }),
    linkedAt: t.field({ type: 'DateTime', description: 'When the link was confirmed.', resolve: (a) => a.linkedAt }),
  }),
});

const DiscordChannel = builder.objectRef<DiscordChannelView>('DiscordChannel').implement({
  description: 'The Discord channel tied to a campaign (`/campaign link`): its commands act on the campaign and its events are posted there.',
  fields: (t) => ({
    channelId: t.exposeString('channelId', { description: 'Discord’s id of the channel.' }),
    guildId: t.string({ nullable: true, description: 'Discord’s id of the server (guild) the channel is in.', resolve: (c) => c.guildId }),
    linkedAt: t.field({ type: 'DateTime', description: 'When the GM tied it.', resolve: (c) => c.linkedAt }),
  }),
});

builder.objectField(Account, 'discord', (t) =>
  t.field({
    type: DiscordAccount,
    nullable: true,
    description: 'The Discord user linked to your account; null when none is.',
    // Read in the account's own statement (src/db/accounts.ts accountView).
    resolve: (account) => account.discord,
  }),
);

builder.queryField('discordChannel', (t) =>
  t.field({
    type: DiscordChannel,
    nullable: true,
    description: 'GM only: the Discord channel tied to a campaign (`/campaign link`); null when none is, or when the caller is not the campaign’s GM.',
    args: { campaignId: t.arg.id({ description: 'The campaign.' }) },
    resolve: async (_root, { campaignId }, ctx) => {
      const caller = requireCaller(ctx);
      const id = decodeId('Campaign', campaignId);
      if (!id) return null;
      // One statement with the caller's check: the GM's role is a condition of the read.
      const [row] = await ctx.loaders.read(gmChannelQuery(ctx.db, id, caller.userId));
      return row ?? null;
    },
  }),
);

const LinkDiscordInput = inputOf('LinkDiscordAccountInput', 'code', 'string', 'The one-time code `/link` gave in Discord (15 minutes, once).');

const LinkDiscordPayload = payloadOf('LinkDiscordAccountPayload', 'discord', DiscordAccount, 'The Discord user now linked to your account.', 'The link made.');

inputMutation('linkDiscordAccount', {
  type: LinkDiscordPayload,
  description: 'Link the Discord user who typed `/link` to your account, with the code it gave them. Their commands then act as you.',
  input: LinkDiscordInput,
  resolve: async (_root, { input }, ctx) => {
    const caller = requireCaller(ctx);
    const { code } = validate(z.object({ code: z.string().check(z.trim(), z.minLength(4), z.maxLength(40)) }), input);
    const now = ctx.clock.now();
    const outcome = accepted(discordLinkConfirmed(await confirmLinkCode(ctx.db, await linkCodeHash(code), caller.userId, now)));
    return { discord: { discordUserId: outcome.discordUserId, discordName: outcome.discordName, linkedAt: now } };
  },
});

const UnlinkedPayload = payloadType<{ unlinked: boolean }>(
  'DiscordUnlinkedPayload',
  { unlinked: ['Boolean', 'True when there was a link to remove; false when there was none.'] },
  'What an unlink removed.',
);

mutation('unlinkDiscordAccount', {
  type: UnlinkedPayload,
  description: 'Unlink your Discord user: their commands no longer act as you.',
  resolve: async (_root, _args, ctx) => ({ unlinked: await unlinkDiscordAccount(ctx.db, requireCaller(ctx).userId) }),
});

const UnlinkChannelInput = inputOf('UnlinkDiscordChannelInput', 'campaignId', 'id', 'The campaign whose Discord channel to untie; the caller must be its GM.');

inputMutation('unlinkDiscordChannel', {
  type: UnlinkedPayload,
  description: 'GM only: untie the campaign’s Discord channel: its commands no longer reach the campaign, and nothing more is posted there.',
  input: UnlinkChannelInput,
  resolve: async (_root, { input }, ctx) => {
    const { campaignId } = await requireMember(ctx, input.campaignId, 'GM');
    return { unlinked: await unlinkChannel(ctx.db, campaignId) };
  },
});
