/**
 * The feed posts an experience award (src/integrations/discord/feed.ts): the award's event
 * names its PCs in `characterIds`, not `characterId`; a manual award to one PC (here from
 * Discord's /xp) reaches the channel with that PC's name and its player's mention only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discordChannelPoster } from '../../src/integrations/discord/feed.js';
import { resetRateLimits } from '../../src/integrations/discord/rest.js';
import { runDeliveries } from '../../src/jobs/deliveries.js';
import { decodeId } from '../../src/primitives/ids.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';
import { command, type DiscordTestApp, discordUser, post, startDiscordApp, startDiscordStandIn } from './harness.js';

const LINK = `mutation($code: String!) { linkDiscordAccount(input: { code: $code }) { __typename } }`;
const GM = discordUser('650000000000000001', 'gertrude');
const PLAYER = discordUser('650000000000000002', 'paco');
const CHANNEL_ID = '550000000000000001';
const on = { channelId: CHANNEL_ID };

describe.each(BACKENDS)('Discord feed: experience on $name', (backend) => {
  let app: DiscordTestApp;
  let standIn: Awaited<ReturnType<typeof startDiscordStandIn>>;
  beforeAll(async () => {
    if (backend.skipReason) return;
    standIn = await startDiscordStandIn();
    app = await startDiscordApp(backend, standIn.apiBase);
  });
  afterAll(async () => {
    await app?.close();
    await standIn?.close();
    resetRateLimits();
  });
  const test = backend.skipReason ? it.skip : it;

  test('an award to one PC is posted to the channel, its player mentioned', async () => {
    const t = await table(app);
    const { character } = await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: [{ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 }] });
    for (const [user, key] of [
      [GM, t.gm.apiKey],
      [PLAYER, t.player.apiKey],
    ] as const) {
      const code = /\*\*([A-Z0-9]+)\*\*/.exec((await post(app, command(user, 'link'))).body.data.content)![1]!;
      expect((await app.gql(LINK, { code }, key)).data.linkDiscordAccount.__typename).toBe('LinkDiscordAccountPayload');
    }
    await post(app, command(GM, 'campaign', [{ name: 'link', type: 1, options: [{ name: 'campaign', type: 3, value: decodeId('Campaign', t.campaign.id)! }] }] as never, on));
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
});
