/**
 * Issue 39 item 7: the die shown is the die used. A LOREVAL counter-spell against a named PC
 * caster takes that caster's action score as its base: the breakdown calls it a score, not a
 * "D3" the roll never uses; and the base die the GM types wins over the named caster's score.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../support/backends.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createSmsCharacter, table } from '../support/flows.js';

type Table = Awaited<ReturnType<typeof table>>;

const COUNTER = `mutation($input: CounterSpellInput!) { counterSpell(input: $input) { __typename
  ... on CounterSpellPayload { result { difficulty { die steps { label(locale: EN) points } } } }
  ... on RuleViolation { code message } } }`;

describe.each(BACKENDS)('the base of a counter-spell on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;

  async function mage(t: Table, name: string, rank: number) {
    const created = await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: [] }, { name });
    const id = created.character.id as string;
    await app.gql(`mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename } }`, { id }, t.player.apiKey);
    await app.gql(
      `mutation($input: AddModuleInput!) { addModule(input: $input) { __typename } }`,
      { input: { characterId: id, module: { name: 'Pouvoir des arcanes', scope: 5, polarity: 'POSITIVE', rank } } },
      t.gm.apiKey,
    );
    return id;
  }

  test('a named caster’s score is called a score; the GM’s base die wins and is the die shown', async () => {
    const t = await table(app);
    const counterer = await mage(t, 'Contre', 3);
    const caster = await mage(t, 'Lanceur', 1);
    const byScore = await app.gql(COUNTER, { input: { characterId: counterer, againstSpell: { source: 'ARCANE', power: 1, casterId: caster }, clientSeed: 'a' } }, t.player.apiKey);
    const scored = byScore.data.counterSpell;
    expect(scored.__typename, JSON.stringify(scored)).toBe('CounterSpellPayload');
    const base = scored.result.difficulty.steps[0];
    expect(base.label).toBe(`this caster's action score for the spell: ${base.points}`);
    expect(base.label).not.toMatch(/\bD\d/);

    const byGm = await app.gql(COUNTER, { input: { characterId: counterer, againstSpell: { source: 'ARCANE', power: 1, casterId: caster, interruptBaseDie: 6 }, clientSeed: 'b' } }, t.gm.apiKey);
    const given = byGm.data.counterSpell;
    expect(given.__typename, JSON.stringify(given)).toBe('CounterSpellPayload');
    expect(given.result.difficulty.steps[0]).toEqual({ label: 'base die to interrupt this caster D6', points: 6 });
    expect(given.result.difficulty.die).toBe(6);
  });

  test('a player counters an NPC’s spell: the NPC’s base die comes from its definition, no GM’s number asked (issue 39)', async () => {
    const t = await table(app);
    const counterer = await mage(t, 'Contre', 3);
    const created = await createSmsCharacter(app, t.gm.apiKey, t.campaign.id, { modules: [] }, { name: 'Gnoll shaman', kind: 'NPC' });
    const shaman = created.character.id as string;
    const npcOnly = await app.gql(COUNTER, { input: { characterId: counterer, againstSpell: { source: 'ARCANE', power: 1 }, clientSeed: 'c' } }, t.player.apiKey);
    expect(npcOnly.data.counterSpell.code).toBe('INTERRUPT_BASE_DIE_REQUIRED');
    const DEFINE_NPC = `mutation($input: DefineNpcInput!) { defineNpc(input: $input) { __typename } }`;
    expect((await app.gql(DEFINE_NPC, { input: { characterId: shaman, role: 'DISPOSABLE', method: 'UBER_SIMPLE', attack: 6, defence: 6 } }, t.gm.apiKey)).data.defineNpc.__typename).toBe('CharacterPayload');
    const named = await app.gql(COUNTER, { input: { characterId: counterer, againstSpell: { source: 'ARCANE', power: 1, casterId: shaman }, clientSeed: 'd' } }, t.player.apiKey);
    const done = named.data.counterSpell;
    expect(done.__typename, JSON.stringify(named)).toBe('CounterSpellPayload');
    expect(done.result.difficulty.steps[0]).toEqual({ label: 'base die to interrupt this caster D6', points: 6 });
    expect(done.result.difficulty.die).toBe(6);
  });
});
