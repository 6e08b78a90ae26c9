/**
 * Discord's interactions through the Node app (src/integrations/discord): signed with a test
 * key in discord-api-types' shapes, answered by the real app on PGlite (and the Postgres server
 * when TEST_DATABASE_URL is set). Refusals write nothing; an evening's first steps: link, tie
 * the channel, ask, the roll button for the owner only.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discordChannelPoster } from '../../src/integrations/discord/feed.js';
import { runDeliveries } from '../../src/jobs/deliveries.js';
import { encodeId } from '../../src/primitives/ids.js';
import { decodeId } from '../../src/primitives/ids.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';
import { button, command, type DiscordTestApp, discordUser, post, startDiscordApp, discordDoor, type DiscordStandIn } from './harness.js';

const LINK = `mutation($code: String!) { linkDiscordAccount(input: { code: $code }) { __typename ... on LinkDiscordAccountPayload { discord { discordUserId discordName } } ... on RuleViolation { code } } }`;
const ACCOUNT = `{ account { discord { discordUserId discordName } } }`;
const CHANNEL = `query($id: ID!) { discordChannel(campaignId: $id) { channelId guildId } }`;

const GM = discordUser('600000000000000001', 'gina');
const PLAYER = discordUser('600000000000000002', 'paul');
const OTHER = discordUser('600000000000000003', 'olga');
const STRANGER = discordUser('600000000000000009', 'sam');
const CHANNEL_ID = '500000000000000001';
const STRANGERS_CHANNEL = '500000000000000002';

describe.each(BACKENDS)('Discord interactions on $name', (backend) => {
  let app: DiscordTestApp;
  let standIn: DiscordStandIn;
  discordDoor(backend, (door) => ({ app, standIn } = door));
  const test = backend.skipReason ? it.skip : it;

  async function count(table: string): Promise<number> {
    const result = await app.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }

  /** `/link` in Discord, then the code confirmed in the app by the signed-in person. */
  async function link(user: ReturnType<typeof discordUser>, apiKey: string) {
    const answer = await post(app, command(user, 'link'));
    expect(answer.status).toBe(200);
    expect(answer.body.type).toBe(4);
    expect(answer.body.data.flags).toBe(64);
    const code = /\*\*([A-Z0-9]+)\*\*/.exec(answer.body.data.content)![1]!;
    const linked = await app.gql(LINK, { code }, apiKey);
    expect(linked.data.linkDiscordAccount).toEqual({ __typename: 'LinkDiscordAccountPayload', discord: { discordUserId: user.id, discordName: user.global_name } });
    return code;
  }

  test('PING answers PONG; a bad, missing or stale signature is 401 and nothing is written', async () => {
    expect(await post(app, { id: '1', application_id: '1', type: 1, token: 't', version: 1 })).toEqual({ status: 200, body: { type: 1 } });
    const before = await count('discord_interactions');
    const linkCmd = command(STRANGER, 'link');
    expect((await post(app, linkCmd, { badSignature: true })).status).toBe(401);
    expect((await post(app, linkCmd, { unsigned: true })).status).toBe(401);
    const stale = await post(app, linkCmd, { timestamp: Math.floor(app.clock.now().getTime() / 1000) - 301 });
    expect(stale).toEqual({ status: 401, body: { error: 'invalid request signature', code: 'STALE_TIMESTAMP' } });
    // Signed for one body, another sent: the signature covers the body.
    expect(await count('discord_interactions')).toBe(before);
    expect(await count('discord_link_codes')).toBe(0);
  });

  test('an evening begins: link, tie the channel, ask with a Roll button only the owner may use; refusals write nothing', async () => {
    const { gm, player, other, campaign } = await table(app);
    const { character } = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 }] });
    const rawCharacterId = decodeId('Character', character.id)!;
    const rawCampaignId = decodeId('Campaign', campaign.id)!;

    // Unlinked: an ephemeral explanation with the way to link, in the caller's language.
    const unlinked = await post(app, command(GM, 'ask', [], { locale: 'fr' }));
    expect(unlinked.body.type).toBe(4);
    expect(unlinked.body.data.flags).toBe(64);
    expect(unlinked.body.data.content).toContain('/link');
    expect(unlinked.body.data.content).toContain('pas encore lié');

    const code = await link(GM, gm.apiKey);
    await link(PLAYER, player.apiKey);
    await link(OTHER, other.apiKey);
    expect((await app.gql(ACCOUNT, {}, player.apiKey)).data.account.discord).toEqual({ discordUserId: PLAYER.id, discordName: 'paul' });
    // A code is spent once.
    expect((await app.gql(LINK, { code }, gm.apiKey)).data.linkDiscordAccount).toEqual({ __typename: 'RuleViolation', code: 'DISCORD_LINK_CODE_UNKNOWN' });

    // Before the channel is tied, a command there is told so.
    expect((await post(app, command(GM, 'ask'))).body.data.content).toContain('/campaign link');
    // A player cannot tie a channel to the campaign; the GM can (by autocomplete's id).
    const byPlayer = await post(app, command(PLAYER, 'campaign', [{ name: 'link', type: 1, options: [{ name: 'campaign', type: 3, value: rawCampaignId }] }] as never));
    expect(byPlayer.body.data.flags).toBe(64);
    expect(await count('discord_channels')).toBe(0);
    const choices = await post(app, { ...command(GM, 'campaign', [{ name: 'link', type: 1, options: [{ name: 'campaign', type: 3, value: 'Lor', focused: true }] }] as never), type: 4 });
    expect(choices.body).toEqual({ type: 8, data: { choices: [{ name: 'Loreval', value: rawCampaignId }] } });
    const tied = await post(app, command(GM, 'campaign', [{ name: 'link', type: 1, options: [{ name: 'campaign', type: 3, value: rawCampaignId }] }] as never, { channelId: CHANNEL_ID }));
    expect(tied.body.data.content).toContain('Loreval');
    expect((await app.gql(CHANNEL, { id: campaign.id }, gm.apiKey)).data.discordChannel).toEqual({ channelId: CHANNEL_ID, guildId: '400000000000000001' });
    expect((await app.gql(CHANNEL, { id: campaign.id }, player.apiKey)).data.discordChannel).toBeNull();

    // A player may not ask; a stranger's channel gives nothing of the campaign.
    const requestsBefore = await count('action_requests');
    const asking = [
      { name: 'character', type: 3, value: rawCharacterId },
      { name: 'difficulty', type: 4, value: 8 },
    ];
    expect((await post(app, command(PLAYER, 'ask', asking as never))).body.data.content).toContain('GM');
    expect((await post(app, command(GM, 'ask', asking as never, { channelId: STRANGERS_CHANNEL }))).body.data.content).toContain('not tied');
    expect((await post(app, command(STRANGER, 'sheet', [{ name: 'character', type: 3, value: rawCharacterId }] as never))).body.data.content).toContain('not linked');
    expect(await count('action_requests')).toBe(requestsBefore);

    // The GM asks: the channel message mentions the owner only, and carries the Roll button.
    const eventsBefore = await count('outbox_events');
    const ask = command(GM, 'ask', asking as never);
    const asked = await post(app, ask);
    expect(asked.body.type).toBe(4);
    expect(asked.body.data.flags).toBeUndefined();
    expect(asked.body.data.content).toContain(`<@${PLAYER.id}>`);
    expect(asked.body.data.content).toContain('D8');
    expect(asked.body.data.allowed_mentions).toEqual({ parse: [], users: [PLAYER.id] });
    const customId = asked.body.data.components[0].components[0].custom_id as string;
    expect(customId).toMatch(/^roll:/);
    expect(await count('action_requests')).toBe(requestsBefore + 1);
    expect(await count('outbox_events')).toBe(eventsBefore + 1);

    // Discord sends the same interaction again: no second request.
    const replay = await post(app, ask);
    expect(replay.body.data.flags).toBe(64);
    expect(await count('action_requests')).toBe(requestsBefore + 1);

    // Another player pressing the button is refused; the owner is shown the way on.
    expect((await post(app, button(OTHER, customId))).body.data.content).toContain('Only this character’s player');
    expect((await post(app, button(PLAYER, customId))).body.data.flags).toBe(64);

    // The sheet is private; the odds need no account.
    const sheet = await post(app, command(PLAYER, 'sheet', [{ name: 'character', type: 3, value: rawCharacterId }] as never));
    expect(sheet.body.data.flags).toBe(64);
    expect(sheet.body.data.embeds[0].fields[0].value).toContain('Force');
    const odds = await post(app, command(STRANGER, 'odds', [{ name: 'score', type: 4, value: 3 }, { name: 'die', type: 4, value: 8 }] as never, { locale: 'fr' }));
    expect(odds.body.data.content).toBe('Score **3** contre **D8**\u00a0: **37,5\u202f%** de chances de réussir.');

    // The feed: the request, then the roll made in the app, posted to the channel by the delivery
    // job, mentioning the player concerned only; delivered once however often the job runs.
    const deliver = () => runDeliveries(app.database.db, { clock: app.clock, allowLoopback: true, runtime: 'node', discordChannels: discordChannelPoster(app.config, app.clock) });
    const posted = () => standIn.requests.filter((r) => r.url === `/api/v10/channels/${CHANNEL_ID}/messages`);
    const requestId = customId.slice('roll:'.length);
    const rolled = await app.gql(
      `mutation($input: ResolveActionInput!) { resolveAction(input: $input) { __typename ... on ResolveActionPayload { result { score die roll success } } } }`,
      { input: { characterId: character.id, moduleIds: [character.sheet.modules[0].id], requestId: encodeId('ActionRequest', requestId) } },
      player.apiKey,
    );
    expect(rolled.data.resolveAction.__typename).toBe('ResolveActionPayload');
    const { score, die, roll, success } = rolled.data.resolveAction.result;
    expect((await deliver()).delivered).toBeGreaterThanOrEqual(2);
    await deliver();
    const feed = posted();
    expect(feed).toHaveLength(2);
    expect(feed[0]!.headers.authorization).toBe('Bot test-bot-token');
    expect(feed[0]!.body.embeds[0].description).toBe('The GM asks **Pip** for an action against **D8**.');
    expect(feed[1]!.body.embeds[0].description).toBe(`**Pip** rolls: score **${score}** against **D${die}**${roll === null ? '' : `, rolled **${roll}**`}: **${success ? 'success' : 'failure'}**.`);
    for (const message of feed) expect(message.body.allowed_mentions).toEqual({ parse: [], users: [PLAYER.id] });

    // The app removes what Discord made: the channel (GM only), then a player's link.
    const UNTIE = `mutation($id: ID!) { unlinkDiscordChannel(input: { campaignId: $id }) { __typename ... on DiscordUnlinkedPayload { unlinked } } }`;
    expect((await app.gql(UNTIE, { id: campaign.id }, player.apiKey)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.gql(UNTIE, { id: campaign.id }, gm.apiKey)).data.unlinkDiscordChannel.unlinked).toBe(true);
    expect((await post(app, command(GM, 'ask', asking as never))).body.data.content).toContain('/campaign link');
    const UNLINK = `mutation { unlinkDiscordAccount { __typename ... on DiscordUnlinkedPayload { unlinked } } }`;
    expect((await app.gql(UNLINK, {}, player.apiKey)).data.unlinkDiscordAccount.unlinked).toBe(true);
    expect((await app.gql(ACCOUNT, {}, player.apiKey)).data.account.discord).toBeNull();
    expect((await post(app, command(PLAYER, 'sheet'))).body.data.content).toContain('/link');
  });

  test('a slow command is deferred, then its answer edits the original through the REST API', async () => {
    const slow = await startDiscordApp(backend, standIn.apiBase, { deferAfterMs: 0 });
    try {
      const before = standIn.requests.length;
      const answer = await post(slow, command(STRANGER, 'odds', [{ name: 'score', type: 4, value: 4 }, { name: 'die', type: 4, value: 8 }] as never));
      expect(answer.body).toEqual({ type: 5, data: { flags: 64 } });
      await Promise.all(slow.deferred);
      const edit = standIn.requests[before]!;
      expect(edit.method).toBe('PATCH');
      expect(edit.url).toMatch(/^\/api\/v10\/webhooks\/100000000000000001\/token-\d+\/messages\/@original$/);
      expect(edit.body.content).toContain('50%');
    } finally {
      await slow.close();
    }
  });
});
