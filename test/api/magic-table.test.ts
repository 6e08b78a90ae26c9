/**
 * What the table app's magic screens ask of the API (issue 23): casting together (ALMERA
 * assistants, their part before and after the cast), the GM's interruption of a ritual (its
 * consequence on the sheets and in the event the feed reads), and the breakdown's words in the
 * locale asked for (`MagicStep.label(locale:)` / `rule(locale:)`, English by default).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../support/backends.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createSmsCharacter, table } from '../support/flows.js';

type Table = Awaited<ReturnType<typeof table>>;

const REFUSAL = '... on RuleViolation { code message rule } ... on ValidationError { issues { path message } }';
const STEPS = 'steps { label points rule fr: label(locale: FR) frRule: rule(locale: FR) }';
const PREVIEW = `query($input: CastSpellInput!) { previewCast(input: $input) { __typename
  ... on SpellPreview { score { score ${STEPS} } difficulty { die ${STEPS} } assistants { characterId points cost { exhaustion lastingFatigue } } } ${REFUSAL} } }`;
const CAST = `mutation($input: CastSpellInput!) { castSpell(input: $input) { __typename
  ... on CastSpellPayload { result { outcome exhaustionAfter score { score ${STEPS} } difficulty { die ${STEPS} } assistantCosts { characterId cost { exhaustion } } assistants { characterId points cost { exhaustion } } } }
  ${REFUSAL} } }`;
const RITUAL = `mutation($input: PerformRitualInput!) { performRitual(input: $input) { __typename
  ... on PerformRitualPayload { result { outcome releasedFraction releasedPower check { roll } costs { characterId cost { exhaustion } } } roll { kind faces } participants { id } }
  ${REFUSAL} } }`;
const DEFINE = `mutation($input: DefineSpellInput!) { defineSpell(input: $input) { __typename ... on SpellPayload { spell { id } } ${REFUSAL} } }`;
const EXHAUSTION = `query($id: ID!) { character(id: $id) { version sheet { ... on SmsSheet { magicalExhaustion } } } }`;
const EVENTS = `query($id: ID!) { campaign(id: $id) { events(type: "spell.cast", first: 10) { edges { node { payload } } } rolls(first: 20) { edges { node { id } } } } }`;

describe.each(BACKENDS)('magic at the table, through the API, on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  const gql = async (q: string, input: unknown, key: string) => {
    const r = await app.gql(q, { input }, key);
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return Object.values(r.data)[0] as any;
  };

  /** A PC of the player, activated, then given these modules by the GM (ACTIVE adjustments reach rank 5). */
  async function mage(t: Table, name: string, modules: { name: string; rank: number; scope?: number }[]) {
    const created = await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: [] }, { name });
    const id = created.character.id as string;
    await app.gql(`mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename } }`, { id }, t.player.apiKey);
    const ids: Record<string, string> = {};
    for (const m of modules) {
      const r = await app.gql(
        `mutation($input: AddModuleInput!) { addModule(input: $input) { __typename ... on CharacterPayload { character { sheet { ... on SmsSheet { modules { id name } } } } } } }`,
        { input: { characterId: id, module: { name: m.name, scope: m.scope ?? 5, polarity: 'POSITIVE', rank: m.rank } } },
        t.gm.apiKey,
      );
      for (const x of r.data.addModule.character.sheet.modules) ids[x.name] = x.id;
    }
    return { id, ids };
  }
  const exhaustion = async (id: string, key: string) => (await app.gql(EXHAUSTION, { id }, key)).data.character;

  test('casting together: the preview shows each assistant’s part, in English and in French; the result books their exhaustion and the event names them', async () => {
    const t = await table(app, { name: 'Almera', ruleset: 'SMS', magicSystem: 'ALMERA' });
    const ama = await mage(t, 'Ama', [{ name: 'Pouvoir des Arcanes', rank: 2 }]);
    const bel = await mage(t, 'Bel', [{ name: 'Pouvoir des Arcanes', rank: 1 }, { name: 'Runes', scope: 2, rank: 1 }]);
    const spell = (await gql(DEFINE, { campaignId: t.campaign.id, name: 'Lumière', source: 'ARCANE', power: 2, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] }, t.gm.apiKey)).spell;
    const input = { characterId: ama.id, spellId: spell.id, incantation: { voice: false, freeHand: true }, assistants: [{ characterId: bel.id, moduleIds: Object.values(bel.ids) }] };

    const preview = await gql(PREVIEW, input, t.player.apiKey);
    expect(preview.__typename, JSON.stringify(preview)).toBe('SpellPreview');
    // Source 2 − incantation 1 + Bel's two modules = 3. Bel's part, before the cast: +2, 1 exhaustion.
    expect(preview.score.score).toBe(3);
    expect(preview.assistants).toEqual([{ characterId: bel.id, points: 2, cost: { exhaustion: 1, lastingFatigue: 0 } }]);
    expect(preview.score.steps).toEqual([
      {
        label: 'Power of the Arcane : 2',
        fr: 'Pouvoir des Arcanes : 2',
        points: 2,
        rule: 'MAGIC ALMERA §Lancement d’un sort: the score includes the source module and, for a second-level effect, the form module',
        frRule: 'MAGIE ALMERA §Lancement d’un sort : le score comprend le module de source et, pour un effet de second niveau, le module de forme',
      },
      {
        label: 'incantation without voice',
        fr: 'incantation sans la voix',
        points: -1,
        rule: 'MAGIC ALMERA §Prérequis, interruption et contre-sort: missing voice or a free hand: −1; both: −2',
        frRule: 'MAGIE ALMERA §Prérequis, interruption et contre-sort : sans la voix ou sans une main libre : −1 ; sans les deux : −2',
      },
      {
        label: 'assistant Bel: +1 × 2 module(s)',
        fr: 'assistant Bel : +1 × 2 module(s)',
        points: 2,
        rule: 'MAGIC ALMERA §Lancer un sort à plusieurs: each assistant adds 1 point per module entering play, whatever its rank',
        frRule: 'MAGIE ALMERA §Lancer un sort à plusieurs : chaque assistant ajoute 1 point par module qui entre en jeu, quel que soit son rang',
      },
    ]);
    expect(preview.difficulty.steps.map((s: { fr: string }) => s.fr)).toEqual(['premier niveau de magie, puissance 1 : D2', 'puissance 2 : +2 par niveau au-delà de 1']);
    expect(preview.difficulty.steps.map((s: { label: string }) => s.label)).toEqual(['first level of magic, power 1: D2', 'power 2: +2 per level above 1']);

    const cast = await gql(CAST, input, t.player.apiKey);
    expect(cast.__typename, JSON.stringify(cast)).toBe('CastSpellPayload');
    expect(cast.result.assistantCosts).toEqual([{ characterId: bel.id, cost: { exhaustion: 1 } }]);
    expect(cast.result.assistants).toEqual([{ characterId: bel.id, points: 2, cost: { exhaustion: 1 } }]);
    expect(cast.result.score.steps.at(-1).fr).toBe('assistant Bel : +1 × 2 module(s)');
    expect((await exhaustion(bel.id, t.gm.apiKey)).sheet.magicalExhaustion).toBe(1);
    const events = (await app.gql(EVENTS, { id: t.campaign.id }, t.gm.apiKey)).data.campaign.events.edges;
    expect(events[0].node.payload).toMatchObject({ characterId: ama.id, spell: 'Lumière', participantIds: [bel.id] });

    const again = await gql(PREVIEW, { ...input, assistants: [] }, t.player.apiKey);
    // Bel's part is gone, Ama's exhaustion (1) is now a term: in French too.
    expect(again.score.steps.map((s: { fr: string }) => s.fr)).toContain('épuisement magique −1');
  });

  test('the GM interrupts an ALMERA ritual: no roll, the shares of the power booked, the magic let loose pro rata, told in the event; a player may not, a bad procedure is refused and writes nothing', async () => {
    const t = await table(app, { name: 'Almera', ruleset: 'SMS', magicSystem: 'ALMERA' });
    const main = await mage(t, 'Meneuse', [{ name: 'Pouvoir des Arcanes', rank: 4 }]);
    const helper = await mage(t, 'Second', [{ name: 'Pouvoir des Arcanes', rank: 1 }]);
    const ritual = (await gql(DEFINE, { campaignId: t.campaign.id, name: 'Sceau', kind: 'RITUAL', source: 'ARCANE', power: 6, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] }, t.gm.apiKey)).spell;
    const base = { characterId: main.id, ritualSpellId: ritual.id, participants: [{ characterId: helper.id }] };
    const before = await exhaustion(main.id, t.gm.apiKey);
    const rollsBefore = (await app.gql(EVENTS, { id: t.campaign.id }, t.gm.apiKey)).data.campaign.rolls.edges.length;

    // A player's screen never offers it: the interruption is the GM's number (SMS §2.8).
    const byPlayer = await gql(RITUAL, { ...base, procedureBonus: 4, interruption: { elapsed: 1, total: 4 } }, t.player.apiKey);
    expect(byPlayer).toMatchObject({ __typename: 'RuleViolation', code: 'GM_SETS_DIFFICULTY', rule: 'SMS §2.8: only the GM sets difficulties' });
    // A procedure below +4 is no ritual procedure: refused, citing the rule; nothing written.
    const low = await gql(RITUAL, { ...base, procedureBonus: 3, interruption: { elapsed: 1, total: 4 } }, t.gm.apiKey);
    expect(low).toMatchObject({ __typename: 'RuleViolation', code: 'PROCEDURE_BONUS_TOO_LOW' });
    expect(low.rule).toMatch(/^MAGIC ALMERA §Mode opératoire d’un rituel: /);
    // A ritual with no length cannot be cut part-way.
    const noLength = await gql(RITUAL, { ...base, procedureBonus: 4, interruption: { elapsed: 1, total: 0 } }, t.gm.apiKey);
    expect(noLength.__typename).toBe('ValidationError');
    expect(noLength.issues.map((i: { path: string }) => i.path)).toEqual(['interruption.total']);
    expect(await exhaustion(main.id, t.gm.apiKey)).toEqual(before);
    expect((await app.gql(EVENTS, { id: t.campaign.id }, t.gm.apiKey)).data.campaign.rolls.edges.length).toBe(rollsBefore);

    // A quarter of the way, without its stop protocol: a quarter of power 6 let loose; 3 / 3 booked.
    const cut = await gql(RITUAL, { ...base, procedureBonus: 4, interruption: { elapsed: 15, total: 60 } }, t.gm.apiKey);
    expect(cut.__typename, JSON.stringify(cut)).toBe('PerformRitualPayload');
    expect(cut.result).toMatchObject({ outcome: 'INTERRUPTED', releasedFraction: 0.25, releasedPower: 1.5, check: null });
    expect(cut.result.costs).toEqual([
      { characterId: main.id, cost: { exhaustion: 3 } },
      { characterId: helper.id, cost: { exhaustion: 3 } },
    ]);
    expect(cut.roll).toMatchObject({ kind: 'RITUAL', faces: [] });
    expect((await exhaustion(main.id, t.gm.apiKey)).sheet.magicalExhaustion).toBe(3);
    expect((await exhaustion(helper.id, t.gm.apiKey)).sheet.magicalExhaustion).toBe(3);
    const event = (await app.gql(EVENTS, { id: t.campaign.id }, t.gm.apiKey)).data.campaign.events.edges[0].node.payload;
    expect(event).toMatchObject({ kind: 'RITUAL', spell: 'Sceau', outcome: 'INTERRUPTED', releasedFraction: 0.25, releasedPower: 1.5, participantIds: [helper.id] });

    // Stopped by its own protocol: nothing let loose, the cost booked all the same.
    const stopped = await gql(RITUAL, { ...base, procedureBonus: 4, interruption: { elapsed: 15, total: 60, withStopProtocol: true } }, t.gm.apiKey);
    expect(stopped.result).toMatchObject({ outcome: 'INTERRUPTED', releasedFraction: 0, releasedPower: 0 });
    expect((await exhaustion(main.id, t.gm.apiKey)).sheet.magicalExhaustion).toBe(6);
  });

  test('a step read without a locale is English, as it always was; FR is French', async () => {
    const t = await table(app);
    const pip = await mage(t, 'Pip', [{ name: 'Magie naturelle', rank: 3 }]);
    const spell = (await gql(DEFINE, { campaignId: t.campaign.id, name: 'Ronces', source: 'NATURAL', power: 2, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] }, t.gm.apiKey)).spell;
    const p = await gql(PREVIEW, { characterId: pip.id, spellId: spell.id, parameters: { range: 1, area: 0, duration: 0 } }, t.player.apiKey);
    expect(p.score.steps.map((s: { label: string; fr: string }) => [s.label, s.fr])).toEqual([
      ['Natural magic (power of spirits) : 3', 'Magie naturelle (pouvoir des esprits) : 3'],
      ['casting parameters −1', 'paramètres du sort −1'],
    ]);
    expect(p.difficulty.steps.map((s: { rule: string; frRule: string }) => [s.rule, s.frRule])).toEqual([
      ['MAGIC LOREVAL §Difficulté pour lancer un sort: the base difficulty of a spell is D4', 'MAGIE LOREVAL §Difficulté pour lancer un sort : la difficulté de base d’un sort est D4'],
      [
        'MAGIC LOREVAL §Difficulté pour lancer un sort: the difficulty rises by 2 per power level, power 1 being covered by the base die',
        'MAGIE LOREVAL §Difficulté pour lancer un sort : la difficulté monte de 2 par niveau de puissance, la puissance 1 étant couverte par le dé de base',
      ],
    ]);
  });
});
