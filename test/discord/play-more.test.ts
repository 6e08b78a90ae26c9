/**
 * The rest of the play step from Discord (issue 42): in `/init`, the declarer's modules (completed
 * from the declarer's own sheet), a special power and the GM's counter-spell for an NPC; in
 * `/roll`, the quality shift. Each runs the app's own operations as the linked user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetRateLimits } from '../../src/integrations/discord/rest.js';
import { decodeId } from '../../src/primitives/ids.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';
import { command, type DiscordTestApp, discordUser, post, startDiscordApp, startDiscordStandIn } from './harness.js';

const LINK = `mutation($code: String!) { linkDiscordAccount(input: { code: $code }) { __typename } }`;
const START = `mutation($input: StartEncounterInput!) { startEncounter(input: $input) { __typename ... on EncounterPayload { encounter { id } } } }`;
const DECLARATIONS = `query($id: ID!) { node(id: $id) { ... on Encounter { declarations { declarationKind castsSpell countersSpell specialPower modules { name } } } } }`;
type Linked = ReturnType<typeof discordUser>;

describe.each(BACKENDS)('Discord play commands, the rest, on $name', (backend) => {
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

  /** A table whose three members are linked to Discord users of their own, the channel tied. */
  async function discordTable(n: string) {
    const accounts = await table(app);
    const channelId = `53100000000000000${n}`;
    const [GM, PLAYER, OTHER] = ['1', '2', '3'].map((k) => discordUser(`6310000000000000${n}${k}`, `m${n}${k}`)) as [Linked, Linked, Linked];
    for (const [user, key] of [
      [GM, accounts.gm.apiKey],
      [PLAYER, accounts.player.apiKey],
      [OTHER, accounts.other.apiKey],
    ] as const) {
      const answer = await post(app, command(user, 'link'));
      const code = /\*\*([A-Z0-9]+)\*\*/.exec(answer.body.data.content)![1]!;
      expect((await app.gql(LINK, { code }, key)).data.linkDiscordAccount.__typename).toBe('LinkDiscordAccountPayload');
    }
    await post(app, command(GM, 'campaign', [{ name: 'link', type: 1, options: [{ name: 'campaign', type: 3, value: decodeId('Campaign', accounts.campaign.id)! }] }] as never, { channelId }));
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
});

