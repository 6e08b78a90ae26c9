/**
 * The play step from Discord beyond the GM's request (issue 42): the GM's free roll from `/roll`,
 * helpers and resistive modules in the roll's menus, declarations in `/init`, `/cast` with its
 * targets, circumstances, aids and improvised spells, and Ylnies tests asked with `/ask`. Each
 * runs the app's own operations as the linked user; a refusal writes nothing.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decodeId } from '../../src/primitives/ids.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';
import { button, command, type DiscordTestApp, discordUser, post, select, discordDoor, linkAccounts, linkChannel } from './harness.js';

type Linked = ReturnType<typeof discordUser>;

describe.each(BACKENDS)('Discord play commands on $name', (backend) => {
  let app: DiscordTestApp;
  discordDoor(backend, (door) => {
    app = door.app;
  });
  const test = backend.skipReason ? it.skip : it;

  async function count(name: string): Promise<number> {
    const result = await app.database.db.execute(sql.raw(`select count(*)::int as n from ${name}`));
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }
  /** A table whose three members are linked to Discord users of their own, the channel tied. */
  async function discordTable(n: string, campaignInput?: Record<string, unknown>) {
    const accounts = await table(app, campaignInput);
    const channelId = `52000000000000000${n}`;
    const [GM, PLAYER, OTHER] = ['1', '2', '3'].map((k) => discordUser(`6200000000000000${n}${k}`, `u${n}${k}`)) as [Linked, Linked, Linked];
    await linkAccounts(app, [[GM, accounts.gm.apiKey], [PLAYER, accounts.player.apiKey], [OTHER, accounts.other.apiKey]]);
    await linkChannel(app, GM, accounts.campaign.id, { channelId });
    return { ...accounts, GM, PLAYER, OTHER, on: { channelId } };
  }
  /** A choice in a menu of a message of ours, as Discord sends it: the message's components come along. */
  function choose(user: Linked, customId: string, values: string[], where: { channelId: string }, components: unknown[]) {
    return { ...(select(user, customId, values, where) as object), message: { id: '700000000000000002', components } };
  }
  const menuOf = (components: any[], prefix: string) => components.map((row) => row.components[0]).find((c) => c.custom_id.startsWith(prefix));

  test('/roll: the GM’s free roll with a helper’s module and a resistive module counted as positive; a player’s free roll is refused', async () => {
    const { gm, player, other, campaign, GM, PLAYER, on } = await discordTable('1');
    const { character: pip } = await createSmsCharacter(app, player.apiKey, campaign.id, {
      race: 'HUMAN',
      modules: [
        { name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 },
        { name: 'Endurance', scope: 5, polarity: 'RESISTIVE', rank: 2 },
      ],
    });
    await createSmsCharacter(app, other.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Lutte', scope: 5, polarity: 'POSITIVE', rank: 1 }] }, { name: 'Oak' });
    const pipId = decodeId('Character', pip.id)!;
    const free = [
      { name: 'character', type: 3, value: pipId },
      { name: 'difficulty', type: 4, value: 8 },
    ];
    expect(gm).toBeDefined();

    // 1. The GM's free roll: three menus (the sheet, the helpers, the resistive modules).
    const shown = await post(app, command(GM, 'roll', free as never, on));
    expect(shown.body.data.flags).toBe(64);
    expect(shown.body.data.content).toContain('**Pip** against **D8**');
    let components = shown.body.data.components;
    const own = menuOf(components, 'fsel:');
    expect(own.custom_id).toBe(`fsel:${pipId}:8:0`);
    expect(own.options.map((o: { label: string }) => o.label)).toEqual(['Force (+1)', 'Endurance (~2)']);
    const helpers = menuOf(components, 'fast:');
    expect(helpers.options.map((o: { label: string }) => o.label)).toEqual(['Oak: Lutte (+1)']);
    const resistive = menuOf(components, 'fres:');
    expect(resistive.options.map((o: { label: string }) => o.label)).toEqual(['Endurance (~2) counts as positive']);

    // 2. Force alone: score 1 against D8 (12.5%); then Oak's help: 2 (25%); then Endurance as positive: 4 (50%).
    const rollsBefore = await count('rolls');
    let step = await post(app, choose(GM, own.custom_id, [own.options[0].value], on, components));
    expect(step.body.type).toBe(7);
    expect(step.body.data.content).toContain('Score **1** against **D8**: **12.5%** chance');
    components = step.body.data.components;
    step = await post(app, choose(GM, helpers.custom_id, [helpers.options[0].value], on, components));
    expect(step.body.data.content).toContain('Score **2** against **D8**: **25%** chance');
    components = step.body.data.components;
    step = await post(app, choose(GM, own.custom_id, own.options.map((o: { value: string }) => o.value), on, components));
    components = step.body.data.components;
    step = await post(app, choose(GM, resistive.custom_id, [resistive.options[0].value], on, components));
    expect(step.body.data.content).toContain('Score **4** against **D8**: **50%** chance');
    components = step.body.data.components;
    // The choice stays in the menus (their default options).
    expect(menuOf(components, 'fast:').options[0].default).toBe(true);
    expect(await count('rolls')).toBe(rollsBefore);

    // 3. A player cannot roll freely (the resolver's A1), the GM can: posted, score 4.
    const go = components.at(-1).components[0].custom_id as string;
    expect(go).toBe(`fgo:${pipId}:8:0`);
    const refused = await post(app, button(PLAYER, go, { ...on, components }));
    expect(refused.body.data).toMatchObject({ flags: 64, content: expect.stringContaining('Refused') });
    expect(await count('rolls')).toBe(rollsBefore);
    const rolled = await post(app, button(GM, go, { ...on, components }));
    expect(rolled.body.data.flags).toBeUndefined();
    expect(rolled.body.data.content).toMatch(/^\*\*Pip\*\* rolls: score \*\*4\*\* against \*\*D8\*\* \(\*\*50%\*\* chance of success\), rolled \*\*\d+\*\*/);
    expect(await count('rolls')).toBe(rollsBefore + 1);
  });

  test('/init declares: the turn’s action with its target, a reaction to it; another’s turn is refused; the targets complete from the sequence', async () => {
    const { gm, player, other, campaign, PLAYER, OTHER, on } = await discordTable('2');
    const { character: pip } = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 }] });
    const { character: oak } = await createSmsCharacter(app, other.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Lutte', scope: 5, polarity: 'POSITIVE', rank: 1 }] }, { name: 'Oak' });
    const started = await app.gql(
      `mutation($input: StartEncounterInput!) { startEncounter(input: $input) { __typename } }`,
      { input: { campaignId: campaign.id, name: 'Ambush', participants: [{ characterId: pip.id, initiative: 5 }, { characterId: oak.id, initiative: 3 }] } },
      gm.apiKey,
    );
    expect(started.data.startEncounter.__typename).toBe('EncounterPayload');
    const oakId = decodeId('Character', oak.id)!;
    const typed = await post(app, { ...(command(PLAYER, 'init', [{ name: 'target', type: 3, value: 'oa', focused: true }] as never, on) as object), type: 4 });
    expect(typed.body).toEqual({ type: 8, data: { choices: [{ name: 'Oak', value: oakId }] } });

    // Oak's player cannot declare Pip's action (the resolver's check): private, nothing declared.
    const refused = await post(app, command(OTHER, 'init', [{ name: 'intent', type: 3, value: 'I strike first' }] as never, on));
    expect(refused.body.data).toMatchObject({ flags: 64, content: expect.stringContaining('Refused') });

    // Pip's player declares the action, aimed at Oak: the order shows it, with whose turn it is.
    const declared = await post(app, command(PLAYER, 'init', [{ name: 'intent', type: 3, value: 'I charge' }, { name: 'target', type: 3, value: oakId }] as never, on));
    expect(declared.body.data.flags).toBeUndefined();
    expect(declared.body.data.content).toBe(`<@${PLAYER.id}> Round 1: **Pip**’s turn.`);
    expect(declared.body.data.embeds[0].fields).toEqual([{ name: 'Declared this turn', value: 'Action — **Pip** → Oak: “I charge”' }]);

    // Oak reacts to it (its player's character in the sequence, by default), in French.
    const reacted = await post(app, command(OTHER, 'init', [{ name: 'intent', type: 3, value: 'Je pare' }, { name: 'how', type: 3, value: 'REACTION' }] as never, { ...on, locale: 'fr' }));
    expect(reacted.body.data.embeds[0].fields).toEqual([{ name: 'Déclaré ce tour', value: 'Action — **Pip** → Oak: “I charge”\nRéaction — **Oak** → Pip: “Je pare”' }]);
  });

  test('/cast: the GM’s circumstances in the breakdown, left out from the menu before the press; an improvised spell; the target completes', async () => {
    const { gm, player, campaign, GM, PLAYER, on } = await discordTable('3');
    const { character } = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [] }, { name: 'Arcaniste' });
    expect((await app.gql(`mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename } }`, { id: character.id }, player.apiKey)).data.activateCharacter.__typename).toBe('CharacterPayload');
    // Nothing to choose for a free roll (no module, nobody to help): the odds at once, with the Roll button.
    const bare = await post(app, command(GM, 'roll', [{ name: 'character', type: 3, value: decodeId('Character', character.id)! }, { name: 'difficulty', type: 4, value: 6 }] as never, on));
    expect(bare.body).toMatchObject({ type: 4, data: { flags: 64, content: expect.stringContaining('against **D6**') } });
    expect(bare.body.data.components.map((row: any) => row.components[0].custom_id)).toEqual([`fgo:${decodeId('Character', character.id)}:6:0`]);
    await app.gql(`mutation($input: AddModuleInput!) { addModule(input: $input) { __typename } }`, { input: { characterId: character.id, module: { name: 'Pouvoir des arcanes', scope: 5, polarity: 'POSITIVE', rank: 3 } } }, gm.apiKey);
    const defined = await app.gql(
      `mutation($input: DefineSpellInput!) { defineSpell(input: $input) { __typename ... on SpellPayload { spell { id } } } }`,
      { input: { campaignId: campaign.id, name: 'Invisibilité', source: 'ARCANE', power: 2, nature: 'MISC', effects: [{ kind: 'NARRATIVE', description: 'true invisibility' }] } },
      gm.apiKey,
    );
    const spellId = decodeId('Spell', defined.data.defineSpell.spell.id)!;
    const caster = { name: 'character', type: 3, value: decodeId('Character', character.id)! };
    const typed = await post(app, { ...(command(PLAYER, 'cast', [caster, { name: 'target', type: 3, value: 'arc', focused: true }] as never, on) as object), type: 4 });
    expect(typed.body.data.choices).toEqual([{ name: 'Arcaniste', value: caster.value }]);

    // A running sequence the caster takes part in: the cast books its one spell there, as in the app.
    const started = await app.gql(
      `mutation($input: StartEncounterInput!) { startEncounter(input: $input) { __typename ... on EncounterPayload { encounter { id } } } }`,
      { input: { campaignId: campaign.id, name: 'Duel', participants: [{ characterId: character.id, initiative: 5 }] } },
      gm.apiKey,
    );
    const encounterId = decodeId('Encounter', started.data.startEncounter.encounter.id)!;
    const SPELL_CAST = `query($id: ID!) { node(id: $id) { ... on Encounter { participants { spellCast } } } }`;

    // The GM's circumstances (+2): the die goes from D6 to D8, in the breakdown; nothing rolled.
    const rollsBefore = await count('rolls');
    const shown = await post(app, command(GM, 'cast', [caster, { name: 'spell', type: 3, value: spellId }, { name: 'circumstances', type: 4, value: 2 }] as never, on));
    expect(shown.body.data.content).toContain('Score **3** against **D8**');
    expect(shown.body.data.embeds[0].fields[1].name).toBe('Difficulty D8');
    const menu = shown.body.data.components[1].components[0];
    expect(menu.options).toEqual([
      { label: 'Circumstances +2', value: 'c:2', default: true },
      { label: 'In the sequence: Duel (books the one spell between two actions)', value: `e:${encounterId}`, default: true },
    ]);
    // Circumstances left out in the menu: D6 again (the message updated in place), then the press casts against D6.
    const unticked = await post(app, { ...(select(GM, menu.custom_id, [`e:${encounterId}`], on) as object), message: { id: '700000000000000003', components: shown.body.data.components } });
    expect(unticked.body.type).toBe(7);
    expect(unticked.body.data.content).toContain('Score **3** against **D6**');
    expect(await count('rolls')).toBe(rollsBefore);
    const press = unticked.body.data.components[0].components[0].custom_id as string;
    const cast = await post(app, button(PLAYER, press, { ...on, components: unticked.body.data.components }));
    expect(cast.body.data.content).toMatch(/^\*\*Arcaniste\*\* casts \*\*Invisibilité\*\*: score \*\*3\*\* against \*\*D6\*\*/);
    expect(await count('rolls')).toBe(rollsBefore + 1);
    expect((await app.gql(SPELL_CAST, { id: started.data.startEncounter.encounter.id }, gm.apiKey)).data.node.participants).toEqual([{ spellCast: true }]);

    // An improvised spell: named, with its form, power and nature; its preview, then the cast.
    const improvised = [caster, { name: 'improvised', type: 3, value: 'Étincelle' }, { name: 'source', type: 3, value: 'ARCANE' }, { name: 'power', type: 4, value: 1 }, { name: 'nature', type: 3, value: 'MISC' }];
    const made = await post(app, command(PLAYER, 'cast', improvised as never, on));
    expect(made.body.data.flags).toBe(64);
    expect(made.body.data.components[1].components[0].options[0].label).toBe('Improvised: Étincelle (ARCANE, power 1, MISC)');
    // Its spell of the window cast, the sequence is offered unticked (a cast outside it), as the app's screen does.
    expect(made.body.data.components[1].components[0].options[1]).toMatchObject({ value: `e:${encounterId}`, default: false });
    const done = await post(app, button(PLAYER, made.body.data.components[0].components[0].custom_id, { ...on, components: made.body.data.components }));
    expect(done.body.data.content).toMatch(/^\*\*Arcaniste\*\* casts \*\*Étincelle\*\*/);
    expect(await count('rolls')).toBe(rollsBefore + 2);
  });

  test('Ylnies /ask: the GM asks a test, the channel mentions the player; the owner’s Roll shows the chance, then rolls; others and players asking are refused', async () => {
    const { player, campaign, GM, PLAYER, OTHER, on } = await discordTable('4', { name: 'Ylnies', ruleset: 'YLNIES' });
    const sevens = { AGI: 7, APP: 7, CHA: 7, CON: 7, STR: 7, INT: 7, MAN: 7, PER: 7, REF: 7, WIL: 7 };
    const created = await app.gql(
      `mutation($input: CreateCharacterInput!) { createCharacter(input: $input) { __typename ... on CharacterPayload { character { id } } } }`,
      { input: { campaignId: campaign.id, name: 'Grok', ylnies: { race: 'HUMAN', method: 'POINTS', bases: sevens, skills: [{ name: 'Hache', characteristic: 'AGI', kind: 'SKILL', value: 8 }, { name: 'Boule de feu', characteristic: 'WIL', kind: 'SPELL', innate: true }], equipment: { weapons: [], other: [] } } } },
      player.apiKey,
    );
    const grok = decodeId('Character', created.data.createCharacter.character.id)!;
    const typed = await post(app, { ...(command(GM, 'ask', [{ name: 'character', type: 3, value: grok }, { name: 'skill', type: 3, value: 'ha', focused: true }] as never, on) as object), type: 4 });
    expect(typed.body.data.choices).toEqual([{ name: 'Hache', value: 'Hache' }]);
    const options = [
      { name: 'character', type: 3, value: grok },
      { name: 'skill', type: 3, value: 'Hache' },
      { name: 'threshold', type: 4, value: 20 },
      { name: 'modifier', type: 4, value: 1 },
    ];
    // A player does not ask (requestYlniesTest's refusal), privately.
    expect((await post(app, command(PLAYER, 'ask', options as never, on))).body.data).toMatchObject({ flags: 64, content: expect.stringContaining('Refused') });
    const asked = await post(app, command(GM, 'ask', options as never, on));
    expect(asked.body.data.flags).toBeUndefined();
    expect(asked.body.data.content).toMatch(new RegExp(`^<@${PLAYER.id}> \\*\\*.+\\*\\* asks \\*\\*Grok\\*\\* for a test: 4d6 \\+ (AGI \\+ )?Hache \\+1 above \\*\\*20\\*\\*\\.$`));
    expect(asked.body.data.allowed_mentions).toEqual({ parse: [], users: [PLAYER.id] });
    const roll = asked.body.data.components[0].components[0].custom_id as string;
    expect(roll).toBe(`yask:${grok}`);

    // Another player's press: refused privately; the owner's: the terms and the chance, then the roll.
    expect((await post(app, button(OTHER, roll, on))).body.data).toMatchObject({ flags: 64, content: expect.stringContaining('Only this character’s player') });
    const shown = await post(app, button(PLAYER, roll, on));
    expect(shown.body.data.flags).toBe(64);
    expect(shown.body.data.content).toContain('**Grok**: 4d6 + AGI + Hache +1 above **20**');
    const rollsBefore = await count('rolls');
    const rolled = await post(app, button(PLAYER, shown.body.data.components[0].components[0].custom_id, on));
    expect(rolled.body.data.flags).toBeUndefined();
    expect(rolled.body.data.content).toMatch(/^\*\*Grok\*\* rolls [1-6] [1-6] [1-6] [1-6] \+ \d+ = \*\*\d+\*\* against \*\*20\*\*/);
    expect(await count('rolls')).toBe(rollsBefore + 1);
  });
});
