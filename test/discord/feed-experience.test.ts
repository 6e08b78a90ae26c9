/**
 * The feed posts an experience award (src/integrations/discord/feed.ts): the award's event
 * names its PCs in `characterIds`, not `characterId`; a manual award to one PC (here from
 * Discord's /xp) reaches the channel with that PC's name and its player's mention only; a
 * session's award to the party, once, naming every PC and mentioning each linked player.
 */
import { describe, expect, it } from 'vitest';
import { discordChannelPoster } from '../../src/integrations/discord/feed.js';
import { runDeliveries } from '../../src/jobs/deliveries.js';
import { decodeId } from '../../src/primitives/ids.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';
import { command, type DiscordTestApp, discordUser, post, discordDoor, type DiscordStandIn, linkAccounts, linkChannel } from './harness.js';

const AWARD = `mutation($input: AwardExperienceInput!) { awardExperience(input: $input) { __typename } }`;
const GM = discordUser('650000000000000001', 'gertrude');
const PLAYER = discordUser('650000000000000002', 'paco');
const CHANNEL_ID = '550000000000000001';
const on = { channelId: CHANNEL_ID };

describe.each(BACKENDS)('Discord feed: experience on $name', (backend) => {
  let app: DiscordTestApp;
  let standIn: DiscordStandIn;
  discordDoor(backend, (door) => ({ app, standIn } = door));
  const test = backend.skipReason ? it.skip : it;

  test('an award to one PC is posted to the channel, its player mentioned', async () => {
    const t = await table(app);
    const { character } = await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: [{ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 }] });
    await linkAccounts(app, [[GM, t.gm.apiKey], [PLAYER, t.player.apiKey]]);
    await linkChannel(app, GM, t.campaign.id, on);
    const award = [
      { name: 'character', type: 3, value: decodeId('Character', character.id)! },
      { name: 'xp', type: 4, value: 2 },
    ];
    expect((await post(app, command(GM, 'xp', award as never, on))).body.data.content).toContain('The GM awards **2 XP** to **Pip**.');
    await runDeliveries(app.database.db, { clock: app.clock, allowLoopback: true, runtime: 'node', discordChannels: discordChannelPoster(app.config, app.clock) });
    const feed = standIn.requests.filter((r) => r.url === `/api/v10/channels/${CHANNEL_ID}/messages`);
    expect(feed.map((r) => r.body.embeds[0].description)).toEqual(['**Pip** earns experience.']);
    expect(feed[0]!.body.allowed_mentions).toEqual({ parse: [], users: [PLAYER.id] });
  });

  test("a session's award to the party is posted once, naming every PC and mentioning each linked player", async () => {
    const t = await table(app);
    const pip = (await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: [{ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 }] })).character;
    const zora = (await createSmsCharacter(app, t.other.apiKey, t.campaign.id, { race: 'HUMAN', modules: [{ name: 'Ruse', scope: 5, polarity: 'POSITIVE', rank: 1 }] }, { name: 'Zora' })).character;
    const [gm, player, other] = [discordUser('650000000000000011', 'gilda'), discordUser('650000000000000012', 'pia'), discordUser('650000000000000013', 'olga')];
    await linkAccounts(app, [[gm, t.gm.apiKey], [player, t.player.apiKey], [other, t.other.apiKey]]);
    const channel = { channelId: '550000000000000002' };
    await linkChannel(app, gm, t.campaign.id, channel);
    const award = await app.gql(AWARD, { input: { campaignId: t.campaign.id, characterIds: [zora.id, pip.id], reason: 'Session 1' } }, t.gm.apiKey);
    expect(award.data.awardExperience.__typename).toBe('AwardExperiencePayload');
    await runDeliveries(app.database.db, { clock: app.clock, allowLoopback: true, runtime: 'node', discordChannels: discordChannelPoster(app.config, app.clock) });
    const feed = standIn.requests.filter((r) => r.url === `/api/v10/channels/${channel.channelId}/messages`);
    expect(feed.map((r) => r.body.embeds[0].description)).toEqual(['**Pip**, **Zora** earn experience.']);
    expect(feed[0]!.body.content).toBe(`<@${player.id}> <@${other.id}>`);
    expect(feed[0]!.body.allowed_mentions).toEqual({ parse: [], users: [player.id, other.id] });
  });
});
