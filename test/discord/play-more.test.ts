/**
 * The rest of the play step from Discord (issue 42): in `/init`, the declarer's modules (completed
 * from the declarer's own sheet), a special power and the GM's counter-spell for an NPC; in
 * `/ask` and `/roll`, the quality shift and helpers past 25 modules; in `/cast`, more targets and
 * the casting parameters. Each runs the app's own operations as the linked user.
 */
import { describe, expect, it } from 'vitest';
import { decodeId } from '../../src/primitives/ids.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';
import { button, command, type DiscordTestApp, discordUser, post, select, discordDoor, linkAccounts, linkChannel } from './harness.js';

const START = `mutation($input: StartEncounterInput!) { startEncounter(input: $input) { __typename ... on EncounterPayload { encounter { id } } } }`;
const DECLARATIONS = `query($id: ID!) { node(id: $id) { ... on Encounter { declarations { declarationKind castsSpell countersSpell specialPower modules { name } } } } }`;
type Linked = ReturnType<typeof discordUser>;

describe.each(BACKENDS)('Discord play commands, the rest, on $name', (backend) => {
  let app: DiscordTestApp;
  discordDoor(backend, (door) => {
    app = door.app;
  });
  const test = backend.skipReason ? it.skip : it;

  /** A table whose three members are linked to Discord users of their own, the channel tied. */
  async function discordTable(n: string) {
    const accounts = await table(app);
    const channelId = `53100000000000000${n}`;
    const [GM, PLAYER, OTHER] = ['1', '2', '3'].map((k) => discordUser(`6310000000000000${n}${k}`, `m${n}${k}`)) as [Linked, Linked, Linked];
    await linkAccounts(app, [[GM, accounts.gm.apiKey], [PLAYER, accounts.player.apiKey], [OTHER, accounts.other.apiKey]]);
    await linkChannel(app, GM, accounts.campaign.id, { channelId });
    return { ...accounts, GM, PLAYER, OTHER, on: { channelId } };
  }
  const option = (name: string, value: string | number | boolean) => ({ name, type: typeof value === 'string' ? 3 : typeof value === 'number' ? 4 : 5, value });

  test('/init: the declarer’s modules complete from their sheet; the GM counters for an NPC; a special power; a player’s counter is refused', async () => {
    const { gm, player, other, campaign, GM, PLAYER, OTHER, on } = await discordTable('1');
    const { character: pip } = await createSmsCharacter(app, player.apiKey, campaign.id, {
      race: 'HUMAN',
      modules: [
        { name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 },
        { name: 'Maladresse', scope: 5, polarity: 'NEGATIVE', rank: 1 },
      ],
    });
    const { character: oak } = await createSmsCharacter(app, other.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Lutte', scope: 5, polarity: 'POSITIVE', rank: 1 }] }, { name: 'Oak' });
    const { character: grohk } = await createSmsCharacter(app, gm.apiKey, campaign.id, { modules: [] }, { name: 'Grohk', kind: 'NPC' });
    const defined = await app.gql(`mutation($input: DefineNpcInput!) { defineNpc(input: $input) { __typename } }`, { input: { characterId: grohk.id, role: 'ONE_SHOT', method: 'SIMPLE', attack: 8, defence: 8 } }, gm.apiKey);
    expect(defined.data.defineNpc.__typename).toBe('CharacterPayload');
    const started = await app.gql(
      START,
      { input: { campaignId: campaign.id, name: 'Duel', participants: [{ characterId: pip.id, initiative: 9 }, { characterId: grohk.id, initiative: 5 }, { characterId: oak.id, initiative: 3 }] } },
      gm.apiKey,
    );
    const encounterId = started.data.startEncounter.encounter.id;
    const [forceId, clumsyId] = pip.sheet.modules.map((m: { id: string }) => decodeId('Module', m.id)!);
    const grohkId = decodeId('Character', grohk.id)!;

    // The turn is Pip's: the modules complete from Pip's sheet, whoever types (Oak's player sees them too: the sheet is a PC's).
    const typed = await post(app, { ...(command(PLAYER, 'init', [option('intent', 'x'), { ...option('module', 'ma'), focused: true }] as never, on) as object), type: 4 });
    expect(typed.body).toEqual({ type: 8, data: { choices: [{ name: 'Maladresse (−1)', value: clumsyId }] } });
    // A reaction's modules are the one answering's: Oak's own sheet by default.
    const oaks = await post(app, { ...(command(OTHER, 'init', [option('how', 'REACTION'), { ...option('module', ''), focused: true }] as never, on) as object), type: 4 });
    expect(oaks.body.data.choices.map((c: { name: string }) => c.name)).toEqual(['Lutte (+1)']);

    // Pip casts at Grohk with Force and Maladresse: the declaration carries both.
    const declared = await post(app, command(PLAYER, 'init', [option('intent', 'A bolt'), option('target', grohkId), option('spell', true), option('module', forceId!), option('module2', clumsyId!)] as never, on));
    expect(declared.body.data.flags).toBeUndefined();
    expect(declared.body.data.embeds[0].fields[0].value).toBe('Action — **Pip** → Grohk ✦ casts a spell [Force, Maladresse]: “A bolt”');

    // A player cannot counter for an NPC (not theirs): private, nothing declared.
    const refused = await post(app, command(PLAYER, 'init', [option('intent', 'No'), option('how', 'REACTION'), option('character', grohkId), option('counter', true)] as never, on));
    expect(refused.body.data).toMatchObject({ flags: 64, content: expect.stringContaining('Refused') });

    // The GM counters for Grohk, opposing a D10; Oak intervenes with a special power, in French.
    const countered = await post(app, command(GM, 'init', [option('intent', 'Grohk hisses'), option('how', 'REACTION'), option('character', grohkId), option('counter', true), option('counter_die', 10)] as never, on));
    expect(countered.body.data.embeds[0].fields[0].value).toContain('\nReaction — **Grohk** → Pip ✦ counters the spell: “Grohk hisses”');
    const power = await post(app, command(OTHER, 'init', [option('intent', 'Je brille'), option('how', 'INTERVENTION'), option('special_power', true)] as never, { ...on, locale: 'fr' }));
    expect(power.body.data.embeds[0].fields[0].value.split('\n').at(-1)).toBe('Intervention — **Oak** ✦ lance un sort (pouvoir spécial): “Je brille”');

    const seen = await app.gql(DECLARATIONS, { id: encounterId }, gm.apiKey);
    expect(seen.data.node.declarations).toEqual([
      { declarationKind: 'ACTION', castsSpell: true, countersSpell: false, specialPower: false, modules: [{ name: 'Force' }, { name: 'Maladresse' }] },
      { declarationKind: 'REACTION', castsSpell: true, countersSpell: true, specialPower: false, modules: [] },
      { declarationKind: 'INTERVENTION', castsSpell: true, countersSpell: false, specialPower: true, modules: [] },
    ]);
  });

  test('the quality shift: the GM’s request carries it to the player’s roll; the GM’s free roll plays it; a lower die on an absolute threshold is refused', async () => {
    const { campaign, GM, PLAYER, on, player } = await discordTable('2');
    const { character: pip } = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 }] });
    const pipId = decodeId('Character', pip.id)!;
    const REQUESTS = `query($id: ID!) { node(id: $id) { ... on Character { actionRequests(first: 5) { edges { node { difficulty qualityShift } } } } } }`;

    // A lower die needs a relative threshold (SMS §2.7): refused privately, nothing asked.
    const lower = await post(app, command(GM, 'ask', [option('character', pipId), option('difficulty', 8), option('quality_shift', -2)] as never, on));
    expect(lower.body.data).toMatchObject({ flags: 64, content: expect.stringContaining('Refused') });
    expect((await app.gql(REQUESTS, { id: pip.id }, player.apiKey)).data.node.actionRequests.edges).toEqual([]);

    // D8, the player plays D10: the request says so, and the player's odds are against D10.
    const asked = await post(app, command(GM, 'ask', [option('character', pipId), option('difficulty', 8), option('quality_shift', 2)] as never, on));
    expect(asked.body.data.content).toContain('Quality shift +2.');
    expect((await app.gql(REQUESTS, { id: pip.id }, player.apiKey)).data.node.actionRequests.edges).toEqual([{ node: { difficulty: 8, qualityShift: 2 } }]);
    const shown = await post(app, command(PLAYER, 'roll', [option('character', pipId)] as never, on));
    expect(shown.body.data.content).toContain('**D8 (Quality shift +2)**');
    const own = shown.body.data.components[0].components[0];
    const odds = await post(app, { ...(select(PLAYER, own.custom_id, [own.options[0].value], on) as object), message: { id: '700000000000000004', components: shown.body.data.components } });
    expect(odds.body.data.content).toContain('Score **1** against **D10**: **10%** chance');
    const rolled = await post(app, button(PLAYER, odds.body.data.components.at(-1).components[0].custom_id, { ...on, components: odds.body.data.components }));
    expect(rolled.body.data.content).toMatch(/^\*\*Pip\*\* rolls: score \*\*1\*\* against \*\*D10\*\*/);

    // The GM's free roll, D8 played as D12 (+4), in French: the custom ids carry the shift.
    const free = await post(app, command(GM, 'roll', [option('character', pipId), option('difficulty', 8), option('quality_shift', 4)] as never, { ...on, locale: 'fr' }));
    expect(free.body.data.content).toContain('(Décalage de qualité +4)');
    const menu = free.body.data.components[0].components[0];
    expect(menu.custom_id).toBe(`fsel:${pipId}:8:0:4`);
    const freeOdds = await post(app, { ...(select(GM, menu.custom_id, [menu.options[0].value], { ...on, locale: 'fr' }) as object), message: { id: '700000000000000005', components: free.body.data.components } });
    expect(freeOdds.body.data.content).toContain('**D12**');
    const go = freeOdds.body.data.components.at(-1).components[0].custom_id;
    expect(go).toBe(`fgo:${pipId}:8:0:4`);
    const freeRolled = await post(app, button(GM, go, { ...on, components: freeOdds.body.data.components }));
    expect(freeRolled.body.data.content).toContain('**D12**');
  });

  test('/roll: helpers past the first 25 modules in a second menu; a choice there counts', async () => {
    const { other, campaign, GM, on, player } = await discordTable('3');
    const { character: pip } = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [] });
    // 28 positive modules to help with, seven on each of four characters (a sheet's XP holds seven).
    for (let c = 1; c <= 4; c++) {
      const modules = Array.from({ length: 7 }, (_, k) => ({ name: `Talent ${c}${k}`, scope: 5, polarity: 'POSITIVE', rank: 1 }));
      await createSmsCharacter(app, other.apiKey, campaign.id, { race: 'HUMAN', modules }, { name: `Aide ${c}` });
    }
    const pipId = decodeId('Character', pip.id)!;
    const shown = await post(app, command(GM, 'roll', [option('character', pipId), option('difficulty', 8)] as never, on));
    const rows = shown.body.data.components;
    expect(rows.map((row: any) => row.components[0].custom_id)).toEqual([`fast:${pipId}:8:0`, `fas2:${pipId}:8:0`]);
    expect(rows[0].components[0].options).toHaveLength(25);
    expect(rows[1].components[0].options).toHaveLength(3);
    expect(rows[1].components[0].options[0].label).toMatch(/^Aide \d: Talent \d\d \(\+1\)$/);

    // One module from each menu: two helpers' +1, score 2 against D8; the roll counts both.
    let step = await post(app, { ...(select(GM, rows[0].components[0].custom_id, [rows[0].components[0].options[0].value], on) as object), message: { id: '700000000000000006', components: rows } });
    const next = step.body.data.components;
    step = await post(app, { ...(select(GM, next[1].components[0].custom_id, [next[1].components[0].options[1].value], on) as object), message: { id: '700000000000000006', components: next } });
    expect(step.body.data.content).toContain('Score **2** against **D8**');
    const rolled = await post(app, button(GM, step.body.data.components.at(-1).components[0].custom_id, { ...on, components: step.body.data.components }));
    expect(rolled.body.data.content).toMatch(/^\*\*Pip\*\* rolls: score \*\*2\*\* against \*\*D8\*\*/);
  });

  test('/cast: two more characters aimed at and the casting parameters, in the menu; unticking the parameters raises the score; the cast names its targets', async () => {
    const { gm, player, other, campaign, PLAYER, on } = await discordTable('4');
    const { character } = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [] }, { name: 'Arcaniste' });
    expect((await app.gql(`mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename } }`, { id: character.id }, player.apiKey)).data.activateCharacter.__typename).toBe('CharacterPayload');
    await app.gql(`mutation($input: AddModuleInput!) { addModule(input: $input) { __typename } }`, { input: { characterId: character.id, module: { name: 'Pouvoir des arcanes', scope: 5, polarity: 'POSITIVE', rank: 5 } } }, gm.apiKey);
    const { character: oak } = await createSmsCharacter(app, other.apiKey, campaign.id, { race: 'HUMAN', modules: [] }, { name: 'Oak' });
    const { character: pip } = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [] });
    const defined = await app.gql(
      `mutation($input: DefineSpellInput!) { defineSpell(input: $input) { __typename ... on SpellPayload { spell { id } } } }`,
      { input: { campaignId: campaign.id, name: 'Lumière', source: 'ARCANE', power: 1, nature: 'MISC', effects: [{ kind: 'NARRATIVE', description: 'light' }] } },
      gm.apiKey,
    );
    const [casterId, oakId, pipId] = [character.id, oak.id, pip.id].map((id) => decodeId('Character', id)!) as [string, string, string];
    const spellId = decodeId('Spell', defined.data.defineSpell.spell.id)!;

    // The second target completes from the campaign's characters, as the first does.
    const typed = await post(app, { ...(command(PLAYER, 'cast', [option('character', casterId), { ...option('target2', 'pi'), focused: true }] as never, on) as object), type: 4 });
    expect(typed.body.data.choices).toEqual([{ name: 'Pip', value: pipId }]);

    const shown = await post(app, command(PLAYER, 'cast', [option('character', casterId), option('spell', spellId), option('target', oakId), option('target2', pipId), option('range', 1), option('duration', 2)] as never, on));
    expect(shown.body.data.flags).toBe(64);
    const menu = shown.body.data.components[1].components[0];
    expect(menu.options).toEqual([
      { label: 'Target: Oak', value: `t:${oakId}`, default: true },
      { label: 'Target: Pip', value: `t:${pipId}`, default: true },
      { label: 'Parameters: range 1, duration 2', value: 'p:1::2', default: true },
    ]);
    const scoreOf = (content: string) => Number(/Score \*\*(\d+)\*\*/.exec(content)![1]);
    const withParameters = scoreOf(shown.body.data.content);
    const unticked = await post(app, { ...(select(PLAYER, menu.custom_id, [`t:${oakId}`, `t:${pipId}`], on) as object), message: { id: '700000000000000007', components: shown.body.data.components } });
    expect(scoreOf(unticked.body.data.content)).toBeGreaterThan(withParameters);

    // Cast with everything ticked: the channel hears both targets.
    const cast = await post(app, button(PLAYER, shown.body.data.components[0].components[0].custom_id, { ...on, components: shown.body.data.components }));
    expect(cast.body.data.content).toMatch(new RegExp(`^\\*\\*Arcaniste\\*\\* casts \\*\\*Lumière\\*\\*: score \\*\\*${withParameters}\\*\\*.* → Oak, Pip \\(#\\d+\\)$`));
  });
});
