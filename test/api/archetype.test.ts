/**
 * "SMS at the table", archetypes (SMS §8) and creatures (SMS §9) through the API: the seed's
 * catalogue merged with the GM's archetypes, the 33-XP cap, applying one within the creation
 * rules, and a vampire goblin sorcerer built from a race and a creature archetype.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { CHARACTER_FIELDS, createSmsCharacter, table } from '../support/flows.js';

const ERRORS = `... on RuleViolation { code message rule violations { code rule } } ... on ValidationError { code issues { path message } }`;
const ARCHETYPE = `key kind creature custom name nameFr: name(locale: FR) modules { name scope polarity rank notation } cost { bought refund cost } elementalWeaknesses { trigger damageType }`;
const LIST = `query($id: ID!, $creature: Boolean) { archetypes(campaignId: $id, creature: $creature) { ${ARCHETYPE} } }`;
const DEFINE = `mutation($input: DefineArchetypeInput!) { defineArchetype(input: $input) { __typename ... on ArchetypePayload { archetype { ${ARCHETYPE} } } ${ERRORS} } }`;
const SHEET = `${CHARACTER_FIELDS} sheet { ... on SmsSheet { archetypes creature { raceKey race raceFr: race(locale: FR) bestiaryClass elementalWeaknesses { trigger triggerFr: trigger(locale: FR) damageType } } } }`;
const APPLY = `mutation($input: ApplyArchetypeInput!) { applyArchetype(input: $input) { __typename ... on CharacterPayload { character { ${SHEET} } } ${ERRORS} } }`;
const CREATE = `mutation($input: CreateCreatureInput!) { createCreature(input: $input) { __typename ... on CharacterPayload { character { ${SHEET} } } ${ERRORS} } }`;

const KNIGHT = {
  key: 'KNIGHT',
  kind: 'COMPLETE',
  name: { en: 'Knight', fr: 'Chevalier' },
  modules: [
    { name: 'Équitation', scope: 2, polarity: 'POSITIVE', rank: 3 },
    { name: 'Épée', scope: 2, polarity: 'POSITIVE', rank: 3 },
    { name: 'Armure lourde', scope: 3, polarity: 'POSITIVE', rank: 2 },
    { name: 'Honneur', scope: 4, polarity: 'POSITIVE', rank: 2 },
  ],
};

const VAMPIRE = {
  key: 'VAMPIRE',
  kind: 'COMPLETE',
  creature: true,
  name: { en: 'Vampire', fr: 'Vampire' },
  modules: [
    { name: 'Force surnaturelle', scope: 5, polarity: 'POSITIVE', rank: 4 },
    { name: 'Régénération', scope: 3, polarity: 'POSITIVE', rank: 3 },
    { name: 'Vision nocturne', scope: 2, polarity: 'POSITIVE', rank: 1 },
    { name: 'Soif de sang', scope: 4, polarity: 'NEGATIVE', rank: 2 },
  ],
};

describe.each(BACKENDS)('SMS archetypes and creatures on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  async function define(apiKey: string, campaignId: string, archetype: Record<string, unknown>) {
    const res = await app.gql(DEFINE, { input: { campaignId, ...archetype } }, apiKey);
    return res.errors ? { errors: res.errors } : res.data.defineArchetype;
  }
  async function apply(apiKey: string, characterId: string, archetypeKey: string) {
    const res = await app.gql(APPLY, { input: { characterId, archetypeKey } }, apiKey);
    return res.errors ? { errors: res.errors } : res.data.applyArchetype;
  }
  async function sheet(apiKey: string, id: string) {
    const res = await app.gql(`query($id: ID!) { character(id: $id) { ${SHEET} } }`, { id }, apiKey);
    return res.data.character;
  }
  const mods = (c: any) => c.sheet.modules.map((m: any) => [m.name, m.scope, m.polarity, m.rank, m.source]);

  test('the catalogue: the seed’s 50 names in four kinds, FR/EN, plus the vampire creature archetype; bestiary classes', async () => {
    const { player, campaign } = await table(app);
    const list = (await app.gql(LIST, { id: campaign.id }, player.apiKey)).data.archetypes;
    expect(list).toHaveLength(51);
    const byKind: Record<string, number> = {};
    for (const a of list) byKind[a.kind] = (byKind[a.kind] ?? 0) + 1;
    expect(byKind).toEqual({ COMPLETE: 14, TRADE: 20, SOCIETAL: 9, ADVENTUROUS_TRAIT: 8 });
    expect(list.find((a: any) => a.key === 'KNIGHT')).toMatchObject({ name: 'Knight', nameFr: 'Chevalier', kind: 'COMPLETE', custom: false, modules: [], cost: { cost: 0 } });
    expect(list.find((a: any) => a.key === 'FIGHT_WITH_A_BLADE')).toMatchObject({ kind: 'ADVENTUROUS_TRAIT', creature: false });
    const creatures = (await app.gql(LIST, { id: campaign.id, creature: true }, player.apiKey)).data.archetypes;
    expect(creatures).toEqual([
      expect.objectContaining({
        key: 'VAMPIRE',
        creature: true,
        elementalWeaknesses: [
          { trigger: 'Sunlight', damageType: 'CRITICAL' },
          { trigger: 'Holy water', damageType: 'LETHAL' },
        ],
      }),
    ]);

    const classes = (await app.gql(`{ bestiaryClasses { key name fr: name(locale: FR) } }`)).data.bestiaryClasses;
    expect(classes).toHaveLength(17);
    expect(classes).toContainEqual({ key: 'PREDATOR', name: 'Predator', fr: 'Fauve' });
    expect(classes).toContainEqual({ key: 'VERMIN', name: 'Vermin', fr: 'Nuisible' });
    expect(classes).toContainEqual({ key: 'LESSER_HUMANOID', name: 'Lesser humanoid', fr: 'Humanoïde mineur' });

    const outsider = await table(app);
    expect((await app.gql(LIST, { id: campaign.id }, outsider.player.apiKey)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  test('defineArchetype: GM only; over 33 XP refused citing SMS §8; negatives give back at most 10; the same key is replaced', async () => {
    const { gm, player, campaign } = await table(app);
    expect((await define(player.apiKey, campaign.id, KNIGHT)).errors[0].extensions.code).toBe('FORBIDDEN');

    const tooDear = await define(gm.apiKey, campaign.id, {
      ...KNIGHT,
      modules: [
        { name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 3 },
        { name: 'Agilité', scope: 5, polarity: 'POSITIVE', rank: 3 },
        { name: 'Perception', scope: 5, polarity: 'POSITIVE', rank: 1 },
      ],
    });
    expect(tooDear).toMatchObject({ __typename: 'RuleViolation', code: 'ARCHETYPE_OVER_BUDGET', rule: 'SMS §8: an archetype costs at most 33 XP' });
    expect(tooDear.message).toContain('35 XP');
    // 44 bought, 15 of negatives capped to 10: 34, still too dear.
    const capped = await define(gm.apiKey, campaign.id, {
      ...KNIGHT,
      modules: [
        { name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 3 },
        { name: 'Agilité', scope: 5, polarity: 'POSITIVE', rank: 3 },
        { name: 'Perception', scope: 5, polarity: 'POSITIVE', rank: 2 },
        { name: 'Épée', scope: 2, polarity: 'POSITIVE', rank: 2 },
        { name: 'Lent', scope: 5, polarity: 'NEGATIVE', rank: 3 },
      ],
    });
    expect(capped).toMatchObject({ code: 'ARCHETYPE_OVER_BUDGET' });
    const rank4 = await define(gm.apiKey, campaign.id, { ...KNIGHT, modules: [{ name: 'Épée', scope: 2, polarity: 'POSITIVE', rank: 4 }] });
    expect(rank4).toMatchObject({ code: 'RANK_ABOVE_CREATION_MAX', rule: 'SMS §8: at most 3 ranks per module at creation' });
    const badKey = await define(gm.apiKey, campaign.id, { ...KNIGHT, key: 'knight' });
    expect(badKey).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'key' }] });
    let list = (await app.gql(LIST, { id: campaign.id }, gm.apiKey)).data.archetypes;
    expect(list.find((a: any) => a.key === 'KNIGHT').custom).toBe(false);

    const knight = await define(gm.apiKey, campaign.id, KNIGHT);
    expect(knight.__typename).toBe('ArchetypePayload');
    expect(knight.archetype).toMatchObject({ key: 'KNIGHT', custom: true, nameFr: 'Chevalier', cost: { bought: 26, refund: 0, cost: 26 } });
    expect(knight.archetype.modules.map((m: any) => m.notation)).toContain('Équitation (2) : 3');
    // Exactly 33 after the capped refund is allowed: 43 bought, 12 of negatives capped to 10.
    const edge = await define(gm.apiKey, campaign.id, {
      key: 'BERSERKER',
      kind: 'ADVENTUROUS_TRAIT',
      name: { en: 'Berserker', fr: 'Berserker' },
      modules: [
        { name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 3 },
        { name: 'Rage', scope: 4, polarity: 'POSITIVE', rank: 3 },
        { name: 'Endurance', scope: 4, polarity: 'POSITIVE', rank: 3 },
        { name: 'Épée', scope: 2, polarity: 'POSITIVE', rank: 2 },
        { name: 'Imprudent', scope: 4, polarity: 'NEGATIVE', rank: 3 },
      ],
    });
    expect(edge.archetype.cost).toEqual({ bought: 43, refund: 10, cost: 33 });

    const edited = await define(gm.apiKey, campaign.id, { ...KNIGHT, modules: [KNIGHT.modules[0]] });
    expect(edited.archetype.cost.cost).toBe(6);
    list = (await app.gql(LIST, { id: campaign.id }, player.apiKey)).data.archetypes;
    expect(list).toHaveLength(52);
    expect(list.filter((a: any) => a.key === 'KNIGHT')).toEqual([expect.objectContaining({ custom: true, modules: [expect.objectContaining({ name: 'Équitation' })] })]);
    expect(list.at(-1).key).toBe('BERSERKER');
    // Another campaign keeps the seed's entry.
    const elsewhere = await table(app);
    const theirs = (await app.gql(LIST, { id: elsewhere.campaign.id }, elsewhere.gm.apiKey)).data.archetypes;
    expect(theirs.find((a: any) => a.key === 'KNIGHT').custom).toBe(false);
  });

  test('applyArchetype to a DRAFT PC: modules added with source ARCHETYPE (ranks of the same module add up); over budget, twice, active, creature or empty archetypes refused', async () => {
    const { gm, player, other, campaign } = await table(app);
    await define(gm.apiKey, campaign.id, KNIGHT);
    await define(gm.apiKey, campaign.id, VAMPIRE);

    const pip = (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Honneur', scope: 4, polarity: 'POSITIVE', rank: 1 }] }, { name: 'Pip' })).character;
    const applied = await apply(player.apiKey, pip.id, 'KNIGHT');
    expect(applied.__typename).toBe('CharacterPayload');
    expect(mods(applied.character)).toEqual([
      ['Honneur', 4, 'POSITIVE', 3, 'PLAYER'],
      ['Équitation', 2, 'POSITIVE', 3, 'ARCHETYPE'],
      ['Épée', 2, 'POSITIVE', 3, 'ARCHETYPE'],
      ['Armure lourde', 3, 'POSITIVE', 2, 'ARCHETYPE'],
    ]);
    expect(applied.character.sheet.archetypes).toEqual(['KNIGHT']);
    expect(applied.character.sheet.experience).toEqual({ earned: 40, spent: 30, available: 10 });
    expect(applied.character.version).toBe(pip.version + 1);
    expect(await apply(player.apiKey, pip.id, 'KNIGHT')).toMatchObject({ code: 'ARCHETYPE_ALREADY_APPLIED' });

    // 20 XP spent already + 26 > 40: refused by the creation rules, nothing written.
    const rich = (await createSmsCharacter(
      app,
      player.apiKey,
      campaign.id,
      {
        race: 'HUMAN',
        modules: [
          { name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 3 },
          { name: 'Agilité', scope: 5, polarity: 'POSITIVE', rank: 1 },
        ],
      },
      { name: 'Rich' },
    )).character;
    const over = await apply(player.apiKey, rich.id, 'KNIGHT');
    expect(over).toMatchObject({ __typename: 'RuleViolation', code: 'INSUFFICIENT_EXPERIENCE', rule: 'SMS §8: ranks bought cannot cost more than the experience available' });
    const after = await sheet(player.apiKey, rich.id);
    expect(after.version).toBe(rich.version);
    expect(after.sheet.modules).toHaveLength(2);
    expect(after.sheet.archetypes).toEqual([]);

    // A Descar's racial "Résistance aux influences mentales" is at 3: an archetype adding ranks to it breaks the creation cap.
    await define(gm.apiKey, campaign.id, {
      key: 'STOIC',
      kind: 'ADVENTUROUS_TRAIT',
      name: { en: 'Stoic', fr: 'Stoïque' },
      modules: [{ name: 'Résistance aux influences mentales', scope: 2, polarity: 'POSITIVE', rank: 1 }],
    });
    const descar = (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'DESCAR', modules: [] }, { name: 'Dex' })).character;
    expect(await apply(player.apiKey, descar.id, 'STOIC')).toMatchObject({ code: 'RANK_ABOVE_CREATION_MAX' });

    expect(await apply(player.apiKey, rich.id, 'VAMPIRE')).toMatchObject({ code: 'CREATURE_ARCHETYPE_ON_PC', rule: 'SMS §9: creature archetypes (vampire) apply to NPCs and creatures' });
    expect(await apply(player.apiKey, rich.id, 'ADVENTURER')).toMatchObject({ code: 'ARCHETYPE_WITHOUT_MODULES' });
    expect(await apply(player.apiKey, rich.id, 'NOPE')).toMatchObject({ code: 'UNKNOWN_ARCHETYPE' });
    expect((await apply(other.apiKey, rich.id, 'KNIGHT')).errors[0].extensions.code).toBe('FORBIDDEN');

    const activated = await app.gql(`mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename } }`, { id: pip.id }, player.apiKey);
    expect(activated.data.activateCharacter.__typename).toBe('CharacterPayload');
    await define(gm.apiKey, campaign.id, { ...KNIGHT, key: 'SQUIRE', name: { en: 'Squire', fr: 'Écuyer' }, modules: [KNIGHT.modules[3]] });
    expect(await apply(gm.apiKey, pip.id, 'SQUIRE')).toMatchObject({ code: 'CHARACTER_ACTIVE', rule: 'SMS §8: an archetype is applied at creation, within the creation rules' });
  });

  test('applyArchetype to an NPC: GM only, no budget, creature archetypes allowed', async () => {
    const { gm, campaign } = await table(app);
    await define(gm.apiKey, campaign.id, KNIGHT);
    await define(gm.apiKey, campaign.id, VAMPIRE);
    const npc = (await createSmsCharacter(app, gm.apiKey, campaign.id, { modules: [{ name: 'Épée', scope: 2, polarity: 'POSITIVE', rank: 5 }] }, { name: 'Sire Noir', kind: 'NPC' })).character;
    let res = await apply(gm.apiKey, npc.id, 'KNIGHT');
    expect(res.__typename).toBe('CharacterPayload');
    res = await apply(gm.apiKey, npc.id, 'VAMPIRE');
    expect(res.__typename).toBe('CharacterPayload');
    expect(res.character.sheet.archetypes).toEqual(['KNIGHT', 'VAMPIRE']);
    expect(mods(res.character)).toContainEqual(['Épée', 2, 'POSITIVE', 8, 'GM']);
    expect(mods(res.character)).toContainEqual(['Force surnaturelle', 5, 'POSITIVE', 4, 'ARCHETYPE']);
  });

  test('createCreature: a vampire goblin sorcerer = the goblin race + the vampire archetype + its own modules', async () => {
    const { gm, player, campaign } = await table(app);
    expect((await define(gm.apiKey, campaign.id, VAMPIRE)).archetype).toMatchObject({
      creature: true,
      custom: true,
      cost: { bought: 31, refund: 8, cost: 23 },
      elementalWeaknesses: [{ trigger: 'Sunlight' }, { trigger: 'Holy water' }],
    });
    const input = {
      campaignId: campaign.id,
      name: 'Zog, sorcier-guerrier gobelin vampire',
      race: {
        name: 'Gobelin',
        nameEn: 'Goblin',
        sizeFactor: 4,
        modules: [
          { name: 'Petite taille', scope: 5, polarity: 'NEGATIVE', rank: 1 },
          { name: 'Vision nocturne', scope: 2, polarity: 'POSITIVE', rank: 1 },
          { name: 'Fourberie', scope: 3, polarity: 'POSITIVE', rank: 2 },
        ],
      },
      archetypeKeys: ['VAMPIRE'],
      bestiaryClass: 'LESSER_HUMANOID',
      modules: [
        { name: 'Sorcellerie', scope: 4, polarity: 'POSITIVE', rank: 3 },
        { name: 'Hache', scope: 2, polarity: 'POSITIVE', rank: 2 },
      ],
    };
    expect((await app.gql(CREATE, { input }, player.apiKey)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await app.gql(CREATE, { input: { ...input, modules: [{ name: 'Sorcellerie', scope: 7, polarity: 'POSITIVE', rank: 3 }] } }, gm.apiKey);
    expect(bad.data.createCreature).toMatchObject({ __typename: 'RuleViolation', code: 'BAD_SCOPE' });
    const unknown = await app.gql(CREATE, { input: { ...input, archetypeKeys: ['WEREWOLF'] } }, gm.apiKey);
    expect(unknown.data.createCreature).toMatchObject({ code: 'UNKNOWN_ARCHETYPE' });

    const res = await app.gql(CREATE, { input }, gm.apiKey);
    const zog = res.data.createCreature;
    expect(zog.__typename).toBe('CharacterPayload');
    expect(zog.character).toMatchObject({ name: 'Zog, sorcier-guerrier gobelin vampire', kind: 'NPC', status: 'ACTIVE' });
    expect(zog.character.sheet.sizeFactor).toBe(4);
    expect(mods(zog.character)).toEqual([
      ['Petite taille', 5, 'NEGATIVE', 1, 'RACE'],
      // The vampire's night vision adds its rank to the goblin's.
      ['Vision nocturne', 2, 'POSITIVE', 2, 'RACE'],
      ['Fourberie', 3, 'POSITIVE', 2, 'RACE'],
      ['Force surnaturelle', 5, 'POSITIVE', 4, 'ARCHETYPE'],
      ['Régénération', 3, 'POSITIVE', 3, 'ARCHETYPE'],
      ['Soif de sang', 4, 'NEGATIVE', 2, 'ARCHETYPE'],
      ['Sorcellerie', 4, 'POSITIVE', 3, 'GM'],
      ['Hache', 2, 'POSITIVE', 2, 'GM'],
    ]);
    expect(zog.character.sheet.archetypes).toEqual(['VAMPIRE']);
    expect(zog.character.sheet.creature).toEqual({
      raceKey: 'GOBLIN',
      race: 'Goblin',
      raceFr: 'Gobelin',
      bestiaryClass: 'LESSER_HUMANOID',
      elementalWeaknesses: [
        { trigger: 'Sunlight', triggerFr: 'Soleil', damageType: 'CRITICAL' },
        { trigger: 'Holy water', triggerFr: 'Eau bénite', damageType: 'LETHAL' },
      ],
    });
    // NPCs are the GM's: the player does not see it.
    expect((await app.gql(`query($id: ID!) { character(id: $id) { id } }`, { id: zog.character.id }, player.apiKey)).data.character).toBeNull();
    const events = await app.database.db.execute(`select count(*)::int as n from outbox_events where type = 'character.created' and payload->>'characterId' = '${zog.character.id}'` as never);
    expect((events as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  test('createCreature without a race name: a creature of its own kind, its race named after it (issue 39)', async () => {
    const { gm, campaign } = await table(app);
    const input = { campaignId: campaign.id, name: 'Grohk', race: { modules: [{ name: 'Griffes', scope: 2, polarity: 'POSITIVE', rank: 2 }] }, bestiaryClass: 'PREDATOR' };
    const res = await app.gql(CREATE, { input }, gm.apiKey);
    const grohk = res.data.createCreature;
    expect(grohk.__typename, JSON.stringify(grohk)).toBe('CharacterPayload');
    expect(grohk.character.sheet.creature).toMatchObject({ raceKey: 'GROHK', race: 'Grohk', raceFr: 'Grohk', bestiaryClass: 'PREDATOR' });
    expect(mods(grohk.character)).toEqual([['Griffes', 2, 'POSITIVE', 2, 'RACE']]);
  });
});
