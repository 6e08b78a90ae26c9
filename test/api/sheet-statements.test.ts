/**
 * Issue #11: every sheet operation answers in at most 3 statements — the caller's key, ONE read
 * (the character or campaign, the caller's role, the settings, the modules, the archetypes) and
 * ONE data-modifying statement — with no interactive transaction, and its payload (modules
 * included) is the sheet a fresh read shows, not a stale one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeId } from '../../src/primitives/ids.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { CHARACTER_FIELDS, createSmsCharacter, table } from '../support/flows.js';

const SHEET = `${CHARACTER_FIELDS} sheet { ... on SmsSheet { archetypes creature { raceKey bestiaryClass } npc { role method baseDie modules { name } } } }`;
const PAYLOAD = `__typename ... on CharacterPayload { character { ${SHEET} } } ... on Error { message }`;
const READ = `query($id: ID!) { character(id: $id) { ${SHEET} } }`;

describe.each(BACKENDS)('sheet operations in ≤ 3 statements on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;

  /** Run one request, check its statements, and return its root field's answer. */
  async function small(field: string, query: string, variables: Record<string, unknown>, apiKey: string) {
    app.statements.reset();
    const res = await app.gql(query, variables, apiKey);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    const statements = app.statements.statements;
    expect(statements.filter((s) => /^\s*(begin|commit|rollback|savepoint)/i.test(s)), field).toEqual([]);
    expect(statements.length, `${field}:\n${statements.join('\n')}`).toBeLessThanOrEqual(3);
    return res.data[field];
  }

  async function fresh(id: string, apiKey: string) {
    return (await app.gql(READ, { id }, apiKey)).data.character;
  }

  test('createCharacter, addModule, updateModule, removeModule, activateCharacter: 3 statements each, payload = the sheet as stored', async () => {
    const { player, campaign } = await table(app);
    const created = await small(
      'createCharacter',
      `mutation($input: CreateCharacterInput!) { createCharacter(input: $input) { ${PAYLOAD} } }`,
      { input: { campaignId: campaign.id, name: 'Pip', sms: { race: 'HUMAN', modules: [{ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 2 }] } } },
      player.apiKey,
    );
    expect(created.__typename).toBe('CharacterPayload');
    const id = created.character.id;
    expect(created.character).toEqual(await fresh(id, player.apiKey));

    const added = await small('addModule', `mutation($input: AddModuleInput!) { addModule(input: $input) { ${PAYLOAD} } }`, { input: { characterId: id, module: { name: 'Agilité', scope: 3, polarity: 'POSITIVE', rank: 1 } } }, player.apiKey);
    expect(added.character.sheet.modules.map((m: { name: string }) => m.name)).toContain('Agilité');
    expect(added.character.version).toBe(created.character.version + 1);
    expect(added.character).toEqual(await fresh(id, player.apiKey));

    const agilite = added.character.sheet.modules.find((m: { name: string }) => m.name === 'Agilité').id;
    const updated = await small('updateModule', `mutation($input: UpdateModuleInput!) { updateModule(input: $input) { ${PAYLOAD} } }`, { input: { moduleId: agilite, rank: 2, name: ' Agilité  ' } }, player.apiKey);
    expect(updated.character.sheet.modules.find((m: { id: string }) => m.id === agilite)).toMatchObject({ name: 'Agilité', rank: 2 });
    expect(updated.character).toEqual(await fresh(id, player.apiKey));

    const removed = await small('removeModule', `mutation($id: ID!) { removeModule(input: { moduleId: $id }) { ${PAYLOAD} } }`, { id: agilite }, player.apiKey);
    expect(removed.character.sheet.modules.map((m: { id: string }) => m.id)).not.toContain(agilite);
    expect(removed.character).toEqual(await fresh(id, player.apiKey));

    const activated = await small('activateCharacter', `mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { ${PAYLOAD} } }`, { id }, player.apiKey);
    expect(activated.character.status).toBe('ACTIVE');
    expect(activated.character).toEqual(await fresh(id, player.apiKey));

    // One event each for creation and activation, written by the same statements.
    const events = await app.database.db.execute(sql`select type from outbox_events where payload->>'characterId' = ${id}`);
    expect((events as unknown as { rows: { type: string }[] }).rows.map((r) => r.type).sort()).toEqual(['character.activated', 'character.created']);
  });

  test('a GM adjustment on an ACTIVE sheet: 3 statements, and the ledger entry is written by the same statement', async () => {
    const { gm, player, campaign } = await table(app);
    const { character } = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [] });
    await app.gql(`mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename } }`, { id: character.id }, player.apiKey);
    const added = await small('addModule', `mutation($input: AddModuleInput!) { addModule(input: $input) { ${PAYLOAD} } }`, { input: { characterId: character.id, module: { name: 'Nage', scope: 2, polarity: 'POSITIVE', rank: 1 } } }, gm.apiKey);
    expect(added.character.sheet.modules.find((m: { name: string }) => m.name === 'Nage')).toMatchObject({ source: 'GM' });
    const entries = await app.database.db.execute(sql`select kind, reason, module_id from experience_entries where character_id = ${decodeId('Character', character.id)}::uuid`);
    const rows = (entries as unknown as { rows: { kind: string; reason: string; module_id: string }[] }).rows;
    expect(rows).toEqual([{ kind: 'GM_ADJUSTMENT', reason: 'GM added a module', module_id: decodeId('Module', added.character.sheet.modules.find((m: { name: string }) => m.name === 'Nage').id) }]);
  });

  test('a refused edit writes nothing: version, modules and ledger unchanged', async () => {
    const { player, campaign } = await table(app);
    const { character } = await createSmsCharacter(app, player.apiKey, campaign.id, {
      race: 'HUMAN',
      modules: [
        { name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 3 },
        { name: 'Agilité', scope: 5, polarity: 'POSITIVE', rank: 3 },
      ],
    });
    const before = await fresh(character.id, player.apiKey);
    const res = await app.gql(
      `mutation($input: AddModuleInput!) { addModule(input: $input) { __typename ... on RuleViolation { code } } }`,
      { input: { characterId: character.id, module: { name: 'Charisme', scope: 5, polarity: 'POSITIVE', rank: 3 } } },
      player.apiKey,
    );
    expect(res.data.addModule).toEqual({ __typename: 'RuleViolation', code: 'INSUFFICIENT_EXPERIENCE' });
    expect(await fresh(character.id, player.apiKey)).toEqual(before);
  });

  test('defineArchetype, applyArchetype, createCreature, defineNpc: 3 statements each', async () => {
    const { gm, player, campaign } = await table(app);
    const defined = await small(
      'defineArchetype',
      `mutation($input: DefineArchetypeInput!) { defineArchetype(input: $input) { __typename ... on ArchetypePayload { archetype { key modules { name } } } } }`,
      { input: { campaignId: campaign.id, key: 'SCOUT', kind: 'TRADE', name: { en: 'Scout', fr: 'Éclaireur' }, modules: [{ name: 'Discrétion', scope: 3, polarity: 'POSITIVE', rank: 2 }, { name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 }] } },
      gm.apiKey,
    );
    expect(defined.archetype.key).toBe('SCOUT');

    const { character } = await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [{ name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 }] });
    const applied = await small('applyArchetype', `mutation($input: ApplyArchetypeInput!) { applyArchetype(input: $input) { ${PAYLOAD} } }`, { input: { characterId: character.id, archetypeKey: 'SCOUT' } }, player.apiKey);
    expect(applied.character.sheet.archetypes).toEqual(['SCOUT']);
    // The archetype's Force adds its rank to the sheet's; Discrétion is new.
    expect(applied.character.sheet.modules.filter((m: { source: string }) => m.source !== 'RACE').map((m: { name: string; rank: number; source: string }) => [m.name, m.rank, m.source])).toEqual([
      ['Force', 2, 'PLAYER'],
      ['Discrétion', 2, 'ARCHETYPE'],
    ]);
    expect(applied.character).toEqual(await fresh(character.id, player.apiKey));

    const creature = await small(
      'createCreature',
      `mutation($input: CreateCreatureInput!) { createCreature(input: $input) { ${PAYLOAD} } }`,
      { input: { campaignId: campaign.id, name: 'Grik', bestiaryClass: 'LESSER_HUMANOID', race: { name: 'Gobelin', nameEn: 'Goblin', modules: [{ name: 'Vision nocturne', scope: 2, polarity: 'POSITIVE', rank: 1 }] }, modules: [{ name: 'Dague', scope: 1, polarity: 'POSITIVE', rank: 2 }] } },
      gm.apiKey,
    );
    expect(creature.__typename, JSON.stringify(creature)).toBe('CharacterPayload');
    expect(creature.character.sheet.modules.map((m: { name: string }) => m.name)).toEqual(['Vision nocturne', 'Dague']);
    expect(creature.character).toEqual(await fresh(creature.character.id, gm.apiKey));

    const npc = await small(
      'defineNpc',
      `mutation($input: DefineNpcInput!) { defineNpc(input: $input) { ${PAYLOAD} } }`,
      { input: { characterId: creature.character.id, role: 'ONE_SHOT', method: 'SEMI_MODULAR', attack: 8, defence: 8 } },
      gm.apiKey,
    );
    expect(npc.character.sheet.npc).toMatchObject({ role: 'ONE_SHOT', method: 'SEMI_MODULAR', modules: [{ name: 'Vision nocturne' }, { name: 'Dague' }] });
    expect(npc.character).toEqual(await fresh(creature.character.id, gm.apiKey));
  });

  test('Ylnies RANDOM creation: 3 statements, the creation roll is the first entry of a valid chain', async () => {
    const { player, campaign } = await table(app, { name: 'Ylnies', ruleset: 'YLNIES' });
    const created = await small(
      'createCharacter',
      `mutation($input: CreateCharacterInput!) { createCharacter(input: $input) { __typename ... on CharacterPayload { character { id status } } ... on Error { message } } }`,
      { input: { campaignId: campaign.id, name: 'Grok', ylnies: { race: 'HUMAN', method: 'RANDOM', skills: [{ name: 'Hache', characteristic: 'AGI', kind: 'SKILL', value: 5 }, { name: 'Feu', characteristic: 'WIL', kind: 'SPELL', innate: true }] } } },
      player.apiKey,
    );
    expect(created.__typename, JSON.stringify(created)).toBe('CharacterPayload');
    const verdict = await app.gql(`query($id: ID!) { verifyRollChain(characterId: $id) { valid length } }`, { id: created.character.id }, player.apiKey);
    expect(verdict.data?.verifyRollChain ?? verdict.errors).toEqual({ valid: true, length: 1 });
  });

  test('concurrent RANDOM Ylnies creations in one campaign: each takes its own place of the creation log, none shared or skipped', async () => {
    const { player, campaign } = await table(app, { name: 'Ylnies', ruleset: 'YLNIES' });
    const CREATE = `mutation($input: CreateCharacterInput!) { createCharacter(input: $input) { __typename ... on CharacterPayload { character { id } } ... on Error { message } } }`;
    const ylnies = { race: 'HUMAN', method: 'RANDOM', skills: [{ name: 'Feu', characteristic: 'WIL', kind: 'SPELL', innate: true }] };
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => app.gql(CREATE, { input: { campaignId: campaign.id, name: `Grok ${i}`, ylnies } }, player.apiKey)));
    expect(results.map((r) => r.data?.createCharacter.__typename ?? JSON.stringify(r.errors))).toEqual(Array(6).fill('CharacterPayload'));
    const ids = results.map((r) => decodeId('Character', r.data.createCharacter.character.id)!);
    const rows = await app.database.db.execute(sql`select character_id, seq, payload from rolls where character_id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
    const entries = (rows as unknown as { rows: { character_id: string; seq: number; payload: string }[] }).rows;
    expect(entries.map((e) => Number(e.seq))).toEqual(Array(6).fill(1));
    const places = entries.map((e) => (JSON.parse(e.payload) as { fairness: { derivedAt: { seq: number } } }).fairness.derivedAt.seq).sort((a, b) => a - b);
    expect(places).toEqual([1, 2, 3, 4, 5, 6]);
    const heads = await app.database.db.execute(sql`select roll_seq from characters where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
    expect((heads as unknown as { rows: { roll_seq: number }[] }).rows.map((h) => Number(h.roll_seq))).toEqual(Array(6).fill(1));
  });
});
