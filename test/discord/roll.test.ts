/**
 * `/roll` from Discord payloads alone (src/integrations/discord/roll.ts): the GM asks, the player
 * picks modules in a select menu, sees the score and the chance BEFORE anything is rolled, then
 * rolls; the result is posted and the roll reaches the feed; the GM reveals the seed. Refusals (another's PC, a stranger)
 * write nothing. The commands run the app's own GraphQL as the linked user: a request can never
 * claim that user itself.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discordChannelPoster } from '../../src/integrations/discord/feed.js';
import { runDeliveries } from '../../src/jobs/deliveries.js';
import { decodeId, encodeId } from '../../src/primitives/ids.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';
import { button, command, type DiscordTestApp, discordUser, post, select, discordDoor, type DiscordStandIn, linkChannel, linkAccounts } from './harness.js';

const REQUEST_STATUS = `query($id: ID!) { node(id: $id) { ... on ActionRequest { requestStatus } } }`;

const GM = discordUser('610000000000000001', 'gwen');
const PLAYER = discordUser('610000000000000002', 'pierre');
const OTHER = discordUser('610000000000000003', 'oscar');
const STRANGER = discordUser('610000000000000009', 'sal');
const CHANNEL_ID = '510000000000000001';
type Linked = ReturnType<typeof discordUser>;

describe.each(BACKENDS)('Discord /roll on $name', (backend) => {
  let app: DiscordTestApp;
  let standIn: DiscordStandIn;
  discordDoor(backend, (door) => ({ app, standIn } = door));
  const test = backend.skipReason ? it.skip : it;

  async function count(name: string): Promise<number> {
    const result = await app.database.db.execute(sql.raw(`select count(*)::int as n from ${name}`));
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }
  const on = { channelId: CHANNEL_ID };

  test('the evening: the GM asks, the player /roll sees score and chance first, rolls; the result and the feed; /reveal, /xp, /init', async () => {
    const { gm, player, other, campaign } = await table(app);
    const { character } = await createSmsCharacter(app, player.apiKey, campaign.id, {
      race: 'HUMAN',
      modules: [
        { name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 },
        { name: 'Agilité', scope: 5, polarity: 'POSITIVE', rank: 1 },
      ],
    });
    const rawCharacterId = decodeId('Character', character.id)!;
    await linkAccounts(app, [[GM, gm.apiKey], [PLAYER, player.apiKey], [OTHER, other.apiKey]]);
    const tied = await linkChannel(app, GM, campaign.id, on);
    expect(tied.body.data.content).toContain('Loreval');

    // Before any request: /roll says the GM asks first.
    const pick = [{ name: 'character', type: 3, value: rawCharacterId }];
    expect((await post(app, command(PLAYER, 'roll', pick as never, on))).body.data.content).toContain('no open request');

    const asked = await post(app, command(GM, 'ask', [...pick, { name: 'difficulty', type: 4, value: 8 }] as never, on));
    const requestId = (asked.body.data.components[0].components[0].custom_id as string).slice('roll:'.length);
    const rollsBefore = await count('rolls');

    // Refusals: another player's PC, a stranger; nothing is written.
    expect((await post(app, command(OTHER, 'roll', pick as never, on))).body.data.content).toContain('Only this character’s player');
    expect((await post(app, command(STRANGER, 'roll', pick as never, on))).body.data.content).toContain('not linked');
    expect((await post(app, select(OTHER, `rsel:${requestId}`, [], on))).body.data.content).toContain('Only this character’s player');

    // 1. The menu, private: the sheet's modules.
    const menuAnswer = await post(app, command(PLAYER, 'roll', pick as never, on));
    expect(menuAnswer.body.type).toBe(4);
    expect(menuAnswer.body.data.flags).toBe(64);
    expect(menuAnswer.body.data.content).toContain('D8');
    const menu = menuAnswer.body.data.components[0].components[0];
    expect(menu).toMatchObject({ type: 3, custom_id: `rsel:${requestId}`, min_values: 0 });
    expect(menu.options.map((o: { label: string }) => o.label)).toEqual(['Force (+1)', 'Agilité (+1)']);
    // The Roll button of /ask leads into the same menu.
    expect((await post(app, button(PLAYER, `roll:${requestId}`, on))).body.data.components[0].components[0].custom_id).toBe(`rsel:${requestId}`);

    // 2. The choice: score and chance shown, nothing rolled yet (previewAction's odds: 2 on a D8 is 25%).
    const chosen = menu.options.map((o: { value: string }) => o.value);
    const preview = await post(app, select(PLAYER, `rsel:${requestId}`, chosen, { ...on, locale: 'fr' }));
    expect(preview.body.type).toBe(7);
    expect(preview.body.data.content).toContain('Score **2** contre **D8**\u00a0: **25\u202f%** de chances de réussir.');
    expect(await count('rolls')).toBe(rollsBefore);
    const components = preview.body.data.components;
    expect(components[0].components[0].options.every((o: { default: boolean }) => o.default)).toBe(true);
    const go = components[1].components[0];
    expect(go).toMatchObject({ type: 2, custom_id: `rgo:${requestId}` });

    // 3. Roll: another player cannot; the owner rolls, the result is posted for the channel.
    expect((await post(app, button(OTHER, go.custom_id, { ...on, components }))).body.data.content).toContain('Only this character’s player');
    expect(await count('rolls')).toBe(rollsBefore);
    const rolled = await post(app, button(PLAYER, go.custom_id, { ...on, components }));
    expect(rolled.body.type).toBe(4);
    expect(rolled.body.data.flags).toBeUndefined();
    expect(rolled.body.data.content).toMatch(/^\*\*Pip\*\* rolls: score \*\*2\*\* against \*\*D8\*\* \(\*\*25%\*\* chance of success\), rolled \*\*\d+\*\*: \*\*(success|failure)\*\*/);
    expect(await count('rolls')).toBe(rollsBefore + 1);
    expect((await app.gql(REQUEST_STATUS, { id: encodeId('ActionRequest', requestId) }, player.apiKey)).data.node.requestStatus).toBe('RESOLVED');
    // Pressed again: the request is answered, nothing more is rolled.
    expect((await post(app, button(PLAYER, go.custom_id, { ...on, components }))).body.data.content).toContain('no longer open');
    expect(await count('rolls')).toBe(rollsBefore + 1);

    // The feed: the request and the roll, posted to the channel by the delivery job.
    await runDeliveries(app.database.db, { clock: app.clock, allowLoopback: true, runtime: 'node', discordChannels: discordChannelPoster(app.config, app.clock) });
    const feed = standIn.requests.filter((r) => r.url === `/api/v10/channels/${CHANNEL_ID}/messages`);
    expect(feed.map((r) => r.body.embeds[0].description)).toEqual(['The GM asks **Pip** for an action against **D8**.', expect.stringMatching(/^\*\*Pip\*\* rolls: score \*\*2\*\* against \*\*D8\*\*/)]);

    // /reveal: the GM's only (the resolver refuses a player), then the seed and the count of fair rolls.
    expect((await post(app, command(PLAYER, 'reveal', [], on))).body.data).toMatchObject({ flags: 64, content: expect.stringContaining('GM') });
    const revealed = await post(app, command(GM, 'reveal', [], on));
    expect(revealed.body.data.flags).toBeUndefined();
    expect(revealed.body.data.content).toMatch(/^The GM revealed the fair-dice seed of epoch 1: `[0-9a-f]+` .*\*\*1 of 1\*\* rolls of that epoch check fair/);

    // /xp: the player sees their PC's experience privately; only the GM awards (the resolver says so).
    const seen = await post(app, command(PLAYER, 'xp', pick as never, on));
    expect(seen.body.data.flags).toBe(64);
    const available = Number(/\*\*(\d+) available\*\*/.exec(seen.body.data.content)![1]);
    const award = [...pick, { name: 'xp', type: 4, value: 2 }, { name: 'reason', type: 3, value: 'The siege' }];
    expect((await post(app, command(PLAYER, 'xp', award as never, on))).body.data).toMatchObject({ flags: 64, content: expect.stringContaining('Refused') });
    const awarded = await post(app, command(GM, 'xp', award as never, on));
    expect(awarded.body.data.flags).toBeUndefined();
    expect(awarded.body.data.content).toContain('The GM awards **2 XP** to **Pip**.');
    expect(awarded.body.data.content).toContain(`**${available + 2} available**`);

    // /init: the order with a mention of whose turn it is; the GM's "Next turn" moves the message on.
    expect((await post(app, command(PLAYER, 'init', [], on))).body.data.content).toContain('No action sequence');
    const { character: oak } = await createSmsCharacter(app, other.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 }] }, { name: 'Oak' });
    const started = await app.gql(
      `mutation($input: StartEncounterInput!) { startEncounter(input: $input) { __typename } }`,
      { input: { campaignId: campaign.id, name: 'Ambush', participants: [{ characterId: character.id, initiative: 5 }, { characterId: oak.id, initiative: 3 }] } },
      gm.apiKey,
    );
    expect(started.data.startEncounter.__typename).toBe('EncounterPayload');
    const order = await post(app, command(PLAYER, 'init', [], on));
    expect(order.body.data.content).toBe(`<@${PLAYER.id}> Round 1: **Pip**’s turn.`);
    expect(order.body.data.allowed_mentions).toEqual({ parse: [], users: [PLAYER.id] });
    expect(order.body.data.embeds[0]).toEqual({ title: 'Ambush', description: '▶ Pip (5)\n· Oak (3)' });
    const next = order.body.data.components[0].components[0].custom_id as string;
    expect((await post(app, button(PLAYER, next, on))).body.data).toMatchObject({ flags: 64, content: expect.stringContaining('Refused') });
    const moved = await post(app, button(GM, next, on));
    expect(moved.body.type).toBe(7);
    expect(moved.body.data.content).toBe(`<@${OTHER.id}> Round 1: **Oak**’s turn.`);
    // The same button again (a double press): the turn it showed has passed, nothing skips.
    expect((await post(app, button(GM, next, on))).body.data.flags).toBe(64);
    expect((await post(app, command(GM, 'init', [], on))).body.data.content).toContain('**Oak**’s turn');
  });

  test('/cast: the spell’s breakdown and chance first, then the Cast button casts it; another player cannot', async () => {
    const { gm, player, other, campaign } = await table(app);
    const where = { channelId: '510000000000000002' };
    // Discord users of their own: those of the evening stay linked to that table's accounts.
    const [GM, PLAYER, OTHER] = ['4', '5', '6'].map((n) => discordUser(`61000000000000001${n}`, `mage${n}`)) as [Linked, Linked, Linked];
    await linkAccounts(app, [[GM, gm.apiKey], [PLAYER, player.apiKey], [OTHER, other.apiKey]]);
    await linkChannel(app, GM, campaign.id, where);
    const { character } = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [] }, { name: 'Arcaniste' });
    expect((await app.gql(`mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename } }`, { id: character.id }, player.apiKey)).data.activateCharacter.__typename).toBe('CharacterPayload');
    const added = await app.gql(
      `mutation($input: AddModuleInput!) { addModule(input: $input) { __typename } }`,
      { input: { characterId: character.id, module: { name: 'Pouvoir des arcanes', scope: 5, polarity: 'POSITIVE', rank: 3 } } },
      gm.apiKey,
    );
    expect(added.data.addModule.__typename).toBe('CharacterPayload');
    const defined = await app.gql(
      `mutation($input: DefineSpellInput!) { defineSpell(input: $input) { __typename ... on SpellPayload { spell { id } } } }`,
      { input: { campaignId: campaign.id, name: 'Invisibilité', source: 'ARCANE', power: 2, nature: 'MISC', effects: [{ kind: 'NARRATIVE', description: 'true invisibility' }] } },
      gm.apiKey,
    );
    const spellId = decodeId('Spell', defined.data.defineSpell.spell.id)!;
    const options = [
      { name: 'character', type: 3, value: decodeId('Character', character.id)! },
      { name: 'spell', type: 3, value: spellId },
    ];
    // The spell's name completes from the campaign's catalogue.
    const choices = await post(app, { ...command(PLAYER, 'cast', [options[0], { name: 'spell', type: 3, value: 'invis', focused: true }] as never, where), type: 4 });
    expect(choices.body).toEqual({ type: 8, data: { choices: [{ name: 'Invisibilité', value: spellId }] } });

    // The preview (previewCast: score 3 against D6, 50%), nothing rolled yet.
    const rollsBefore = await count('rolls');
    const preview = await post(app, command(PLAYER, 'cast', options as never, where));
    expect(preview.body.data.flags).toBe(64);
    expect(preview.body.data.content).toContain('Score **3** against **D6**: **50%** chance of success');
    expect(preview.body.data.embeds[0].fields.map((f: { name: string }) => f.name)).toEqual(['Score 3', 'Difficulty D6']);
    expect(await count('rolls')).toBe(rollsBefore);
    const cast = preview.body.data.components[0].components[0].custom_id as string;

    // Another player pressing it is refused by castSpell itself; the owner casts, posted for the channel.
    expect((await post(app, button(OTHER, cast, where))).body.data.flags).toBe(64);
    expect(await count('rolls')).toBe(rollsBefore);
    const done = await post(app, button(PLAYER, cast, where));
    expect(done.body.data.flags).toBeUndefined();
    expect(done.body.data.content).toMatch(/^\*\*Arcaniste\*\* casts \*\*Invisibilité\*\*: score \*\*3\*\* against \*\*D6\*\*, rolled \*\*\d\*\*: \*\*(success|failure)\*\*/);
    expect(await count('rolls')).toBe(rollsBefore + 1);
  });

  test('Ylnies /test: the GM’s test with its chance first, then the roll with the server’s own chance', async () => {
    const { gm, player, other, campaign } = await table(app, { name: 'Ylnies', ruleset: 'YLNIES' });
    const where = { channelId: '510000000000000003' };
    const [GM, PLAYER, OTHER] = ['7', '8', '9'].map((n) => discordUser(`61000000000000002${n}`, `ylnies${n}`)) as [Linked, Linked, Linked];
    await linkAccounts(app, [[GM, gm.apiKey], [PLAYER, player.apiKey], [OTHER, other.apiKey]]);
    await linkChannel(app, GM, campaign.id, where);
    const sevens = { AGI: 7, APP: 7, CHA: 7, CON: 7, STR: 7, INT: 7, MAN: 7, PER: 7, REF: 7, WIL: 7 };
    const created = await app.gql(
      `mutation($input: CreateCharacterInput!) { createCharacter(input: $input) { __typename ... on CharacterPayload { character { id } } } }`,
      { input: { campaignId: campaign.id, name: 'Grok', ylnies: { race: 'HUMAN', method: 'POINTS', bases: sevens, skills: [{ name: 'Hache', characteristic: 'AGI', kind: 'SKILL', value: 8 }, { name: 'Boule de feu', characteristic: 'WIL', kind: 'SPELL', innate: true }], equipment: { weapons: [], other: [] } } } },
      player.apiKey,
    );
    expect(created.data?.createCharacter?.__typename, JSON.stringify(created)).toBe('CharacterPayload');
    const grok = created.data.createCharacter.character.id as string;
    const pick = [{ name: 'character', type: 3, value: decodeId('Character', grok)! }];
    expect((await post(app, command(PLAYER, 'test', pick as never, where))).body.data.content).toContain('no open request');
    const asked = await app.gql(`mutation($input: RequestYlniesTestInput!) { requestYlniesTest(input: $input) { __typename } }`, { input: { characterId: grok, skill: 'Hache', threshold: 20 } }, gm.apiKey);
    expect(asked.data.requestYlniesTest.__typename).toBe('YlniesTestRequestPayload');

    const shown = await post(app, command(PLAYER, 'test', pick as never, where));
    expect(shown.body.data.flags).toBe(64);
    const chance = /\*\*([\d.]+%)\*\* chance/.exec(shown.body.data.content)![1]!;
    expect(shown.body.data.content).toContain('**Grok**: 4d6 + AGI + Hache above **20**');
    const press = shown.body.data.components[0].components[0].custom_id as string;
    const rollsBefore = await count('rolls');
    expect((await post(app, button(OTHER, press, where))).body.data.flags).toBe(64);
    expect(await count('rolls')).toBe(rollsBefore);
    const rolled = await post(app, button(PLAYER, press, where));
    expect(rolled.body.data.flags).toBeUndefined();
    // The chance shown before is the one the server rolled against.
    expect(rolled.body.data.content).toMatch(new RegExp(`^\\*\\*Grok\\*\\* rolls [1-6] [1-6] [1-6] [1-6] \\+ \\d+ = \\*\\*\\d+\\*\\* against \\*\\*20\\*\\* \\(${chance.replace('.', '\\.')} chance\\): \\*\\*(success|failure)\\*\\*`));
    expect(await count('rolls')).toBe(rollsBefore + 1);
  });

  test('a request cannot claim the integration’s caller (headers, body, extensions): it stays anonymous', async () => {
    const { player } = await table(app);
    const claim = { userId: decodeId('User', player.userId), name: 'x', createdAt: new Date().toISOString() };
    const ask = (headers: Record<string, string>, body: Record<string, unknown>) =>
      app.handler(new Request('http://table.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query: '{ account { discord { discordUserId } } }', ...body }) })).then((r) => r.json());
    // In headers and the operation's extensions: read as nothing, the operation is anonymous.
    const claimed = await ask({ integrationCaller: JSON.stringify(claim), 'x-integration-caller': JSON.stringify(claim) }, { extensions: { integrationCaller: claim } });
    expect(claimed.data?.account ?? null).toBeNull();
    expect(claimed.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // Beside the query in the body: not a GraphQL request at all.
    const beside = await ask({}, { integrationCaller: claim });
    expect(beside.data?.account ?? null).toBeNull();
    expect(beside.errors[0].extensions.code).toBe('BAD_REQUEST');
  });
});
