/**
 * Magic stays small at the edge (issue #11 goal 1): every magical action is the caller's key,
 * ONE read of the scene, and ONE data-modifying statement — never BEGIN/COMMIT, never a
 * statement per target, participant or module. And the write is all or nothing: a refused
 * action leaves the sheets, the roll log, the encounter and the outbox as they were.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../support/backends.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createSmsCharacter, table } from '../support/flows.js';
import { decodeId } from '../../src/primitives/ids.js';

type Table = Awaited<ReturnType<typeof table>>;

const TX = /^\s*(begin|commit|rollback|start transaction)/i;

describe.each(BACKENDS)('magic statements on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend, { rng: { int: (min) => min } });
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;

  async function mage(t: Table, name: string, modules: { name: string; rank: number }[]) {
    const created = await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: [] }, { name });
    const id = created.character.id as string;
    await app.gql(`mutation($id: ID!) { activateCharacter(input: { characterId: $id }) { __typename } }`, { id }, t.player.apiKey);
    for (const m of modules) {
      const r = await app.gql(
        `mutation($input: AddModuleInput!) { addModule(input: $input) { __typename } }`,
        { input: { characterId: id, module: { name: m.name, scope: 5, polarity: 'POSITIVE', rank: m.rank } } },
        t.gm.apiKey,
      );
      expect(r.data.addModule.__typename).toBe('CharacterPayload');
    }
    return id;
  }

  /** Run one request and return its statements (authentication included). */
  async function counted(query: string, input: unknown, key: string) {
    app.statements.reset();
    const res = await app.gql(query, { input }, key);
    return { res, statements: [...app.statements.statements] };
  }

  async function counts() {
    const rows = await app.database.db.execute(sql`select
      (select count(*) from rolls)::int as rolls, (select count(*) from outbox_events)::int as events,
      (select count(*) from modules where source = 'MAGIC')::int as modules, (select coalesce(sum(version), 0) from characters)::int as versions,
      (select coalesce(sum(version), 0) from encounters)::int as encounters`);
    return (rows as unknown as { rows: unknown[] }).rows[0];
  }

  test('castSpell, useSpecialPower, counterSpell, dispel, performRitual, recoverExhaustion, defineSpell: two statements (previewCast one), no transaction', async () => {
    const t = await table(app);
    const druid = await mage(t, 'Druide', [
      { name: 'Magie naturelle', rank: 5 },
      { name: 'Harmonie', rank: 1 },
      { name: 'Magie rituelle', rank: 2 },
    ]);
    const ally = await mage(t, 'Allié', [{ name: 'Magie naturelle', rank: 2 }]);
    const sage = await mage(t, 'Sage', [{ name: 'Magie divine', rank: 3 }]);
    const enc = await app.gql(
      `mutation($input: StartEncounterInput!) { startEncounter(input: $input) { __typename ... on EncounterPayload { encounter { id } } } }`,
      { input: { campaignId: t.campaign.id, name: 'Embuscade', participants: [{ characterId: druid, initiative: 5 }, { characterId: ally, initiative: 3 }] } },
      t.gm.apiKey,
    );
    const encounterId = enc.data.startEncounter.encounter.id as string;

    const DEFINE = `mutation($input: DefineSpellInput!) { defineSpell(input: $input) { __typename ... on SpellPayload { spell { id } } } }`;
    // Each action exactly at its budget (test/statement-budget.json): the key with the one read, then
    // the one write; previewCast only reads. Exact, so a statement more shows here, not just at the budget.
    const defined = await counted(DEFINE, { campaignId: t.campaign.id, name: 'Escalade', source: 'NATURAL', power: 3, nature: 'ENHANCEMENT', effects: [{ kind: 'ENHANCEMENT', module: { name: 'Escalade', scope: 3, rank: 1 } }] }, t.gm.apiKey);
    expect(defined.res.data.defineSpell.__typename).toBe('SpellPayload');
    expect(defined.statements.filter((s) => TX.test(s))).toEqual([]);
    expect(defined.statements, defined.statements.join('\n')).toHaveLength(2);
    const climb = defined.res.data.defineSpell.spell.id as string;
    const power = (await app.gql(DEFINE, { input: { campaignId: t.campaign.id, name: 'Communion', kind: 'POWER', source: 'NATURAL', powerModule: 'HARMONY', power: 2, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] } }, t.gm.apiKey)).data.defineSpell.spell.id;
    const ritual = (await app.gql(DEFINE, { input: { campaignId: t.campaign.id, name: 'Bénédiction', kind: 'RITUAL', source: 'NATURAL', power: 3, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }], ritual: { castingTime: '1 h' } } }, t.gm.apiKey)).data.defineSpell.spell.id;

    const preview = await counted(`query($input: CastSpellInput!) { previewCast(input: $input) { __typename } }`, { characterId: druid, spellId: climb, targets: [{ characterId: ally }] }, t.gm.apiKey);
    expect(preview.res.data.previewCast.__typename).toBe('SpellPreview');
    expect(preview.statements, preview.statements.join('\n')).toHaveLength(1);

    // A cast putting a temporary module on another, booked in the encounter, logged: one write.
    const cast = await counted(
      `mutation($input: CastSpellInput!) { castSpell(input: $input) { __typename ... on CastSpellPayload { result { outcome effects { lasting { effectIds } } } roll { seq } } ... on Error { message } } }`,
      { characterId: druid, spellId: climb, parameters: { duration: 2, range: 1 }, targets: [{ characterId: ally }], encounterId },
      t.gm.apiKey,
    );
    expect(cast.res.data.castSpell, JSON.stringify(cast.res)).toMatchObject({ __typename: 'CastSpellPayload', result: { outcome: 'SUCCESS' }, roll: { seq: 1 } });
    expect(cast.statements.filter((s) => TX.test(s))).toEqual([]);
    expect(cast.statements, cast.statements.join('\n')).toHaveLength(2);
    const effectId = cast.res.data.castSpell.result.effects.lasting[0].effectIds[0] as string;

    // Refused by the one-spell limit: nothing written at all.
    const before = await counts();
    const refused = await counted(`mutation($input: CastSpellInput!) { castSpell(input: $input) { __typename ... on RuleViolation { code } } }`, { characterId: druid, spellId: climb, encounterId }, t.gm.apiKey);
    expect(refused.res.data.castSpell).toEqual({ __typename: 'RuleViolation', code: 'ONE_SPELL_BETWEEN_ACTIONS' });
    expect(await counts()).toEqual(before);

    const special = await counted(`mutation($input: UseSpecialPowerInput!) { useSpecialPower(input: $input) { __typename } }`, { characterId: druid, spellId: power, encounterId }, t.gm.apiKey);
    expect(special.res.data.useSpecialPower.__typename).toBe('CastSpellPayload');
    expect(special.statements, special.statements.join('\n')).toHaveLength(2);

    const counter = await counted(`mutation($input: CounterSpellInput!) { counterSpell(input: $input) { __typename } }`, { characterId: sage, againstSpell: { source: 'DIVINE', power: 1, casterId: druid } }, t.gm.apiKey);
    expect(counter.res.data.counterSpell.__typename).toBe('CounterSpellPayload');
    expect(counter.statements.filter((s) => TX.test(s))).toEqual([]);
    expect(counter.statements, counter.statements.join('\n')).toHaveLength(2);

    const dispel = await counted(`mutation($input: DispelInput!) { dispel(input: $input) { __typename ... on DispelPayload { result { dispelled } } } }`, { characterId: sage, targetCharacterId: ally, effectId }, t.gm.apiKey);
    expect(dispel.res.data.dispel).toMatchObject({ __typename: 'DispelPayload', result: { dispelled: true } });
    expect(dispel.statements, dispel.statements.join('\n')).toHaveLength(2);
    // The effect's module went with it, in the same statement.
    const left = await app.database.db.execute(sql`select id from modules where source = 'MAGIC'`);
    expect((left as unknown as { rows: unknown[] }).rows).toEqual([]);

    const performed = await counted(`mutation($input: PerformRitualInput!) { performRitual(input: $input) { __typename } }`, { characterId: druid, ritualSpellId: ritual, participants: [{ characterId: ally }] }, t.gm.apiKey);
    expect(performed.res.data.performRitual.__typename).toBe('PerformRitualPayload');
    expect(performed.statements.filter((s) => TX.test(s))).toEqual([]);
    expect(performed.statements, performed.statements.join('\n')).toHaveLength(2);

    const rest = await counted(`mutation($input: RecoverExhaustionInput!) { recoverExhaustion(input: $input) { __typename } }`, { characterId: sage, fullRest: true }, t.gm.apiKey);
    expect(rest.res.data.recoverExhaustion.__typename).toBe('RecoverExhaustionPayload');
    expect(rest.statements, rest.statements.join('\n')).toHaveLength(2);
  });

  test('performRitual answering costs { character }: two statements, the participants from the write’s rows, as the caller may see them', async () => {
    const t = await table(app);
    const druid = await mage(t, 'Druide', [
      { name: 'Magie naturelle', rank: 5 },
      { name: 'Magie rituelle', rank: 2 },
    ]);
    const ally = await mage(t, 'Allié', [{ name: 'Magie naturelle', rank: 2 }]);
    const npc = (await createSmsCharacter(app, t.gm.apiKey, t.campaign.id, { race: 'HUMAN', modules: [] }, { name: 'Sentinelle', kind: 'NPC' })).character.id as string;
    const DEFINE = `mutation($input: DefineSpellInput!) { defineSpell(input: $input) { __typename ... on SpellPayload { spell { id } } } }`;
    const ritual = (await app.gql(DEFINE, { input: { campaignId: t.campaign.id, name: 'Bénédiction', kind: 'RITUAL', source: 'NATURAL', power: 3, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }], ritual: { castingTime: '1 h' } } }, t.gm.apiKey)).data.defineSpell.spell.id as string;
    const PERFORM = `mutation($input: PerformRitualInput!) { performRitual(input: $input) { __typename
      ... on PerformRitualPayload { result { costs { characterId character { id name kind version } cost { lastingFatigue } } } participants { id version } }
      ... on Error { message } } }`;
    const versions = async () => {
      const rows = (await app.database.db.execute(sql`select id, version from characters`)) as unknown as { rows: { id: string; version: number }[] };
      return new Map(rows.rows.map((r) => [r.id, r.version]));
    };
    const version = (all: Map<string, number>, id: string) => all.get(decodeId('Character', id)!)!;
    async function perform(key: string, participants: string[]) {
      const before = await versions();
      const run = await counted(PERFORM, { characterId: druid, ritualSpellId: ritual, participants: participants.map((characterId) => ({ characterId })) }, key);
      expect(run.res.errors, JSON.stringify(run.res)).toBeUndefined();
      expect(run.res.data.performRitual.__typename, JSON.stringify(run.res)).toBe('PerformRitualPayload');
      expect(run.statements.filter((s) => TX.test(s))).toEqual([]);
      const after = await versions();
      return { ...run, payload: run.res.data.performRitual, before, after };
    }

    // The GM, with a PC and an NPC taking part: the read (with the key) and the write, nothing after.
    const byGm = await perform(t.gm.apiKey, [ally, npc]);
    expect(byGm.statements, byGm.statements.join('\n')).toHaveLength(2);
    const gmCosts = byGm.payload.result.costs;
    expect(gmCosts.map((c: { characterId: string }) => c.characterId)).toEqual([druid, ally, npc]);
    expect(gmCosts.map((c: { character: { id: string; name: string; kind: string } }) => c.character && { id: c.character.id, name: c.character.name, kind: c.character.kind })).toEqual([
      { id: druid, name: 'Druide', kind: 'PC' },
      { id: ally, name: 'Allié', kind: 'PC' },
      { id: npc, name: 'Sentinelle', kind: 'NPC' },
    ]);
    // The rows as the write left them (its version bump included), not as they were read.
    for (const c of gmCosts) {
      expect(c.cost.lastingFatigue).toBeGreaterThan(0);
      expect(c.character.version).toBe(version(byGm.before, c.characterId) + 1);
      expect(c.character.version).toBe(version(byGm.after, c.characterId));
    }

    // A player with their own PCs: the same two statements; the player sees them.
    const byPlayer = await perform(t.player.apiKey, [ally]);
    expect(byPlayer.statements, byPlayer.statements.join('\n')).toHaveLength(2);
    expect(byPlayer.payload.result.costs.map((c: { character: { id: string; version: number } | null }) => c.character)).toEqual([
      { id: druid, name: 'Druide', kind: 'PC', version: version(byPlayer.after, druid) },
      { id: ally, name: 'Allié', kind: 'PC', version: version(byPlayer.after, ally) },
    ]);

    // A player may not involve a character they cannot see through the API: a participant must be
    // theirs (canEdit), and every NPC is created without an owner — naming the GM's NPC is refused.
    const refused = await app.gql(PERFORM, { input: { characterId: druid, ritualSpellId: ritual, participants: [{ characterId: npc }] } }, t.player.apiKey);
    expect(refused.errors?.[0]?.extensions?.code, JSON.stringify(refused)).toBe('FORBIDDEN');

    // Nor can a stored row make it otherwise: an NPC with a player for owner (an old imported store's,
    // or a hand edit's) is refused by the database itself (characters_npc_no_owner_ck, migration 0012,
    // docs/architecture.md §Data integrity), so every participant a player names is one they may see.
    const owned = await app.database.db
      .execute(sql`update characters set owner_id = (select owner_id from characters where id = ${decodeId('Character', druid)!}::uuid) where id = ${decodeId('Character', npc)!}::uuid`)
      .then(
        () => 'written',
        (e: { cause?: { constraint?: string } }) => e.cause?.constraint,
      );
    expect(owned).toBe('characters_npc_no_owner_ck');
    // The GM sees every one of them, the NPC included.
    expect(byGm.payload.participants.map((c: { id: string }) => c.id)).toEqual([druid, ally, npc]);
  });

  test('castSpell’s targets as the caller may see them: a player’s cast at the GM’s NPC leaves it out, two statements', async () => {
    const t = await table(app, { name: 'Almera', ruleset: 'SMS', magicSystem: 'ALMERA' });
    const id = await mage(t, 'Mage', [{ name: 'Pouvoir des Esprits', rank: 3 }]);
    const ally = await mage(t, 'Allié', [{ name: 'Pouvoir des Esprits', rank: 1 }]);
    const npc = (await createSmsCharacter(app, t.gm.apiKey, t.campaign.id, { race: 'HUMAN', modules: [] }, { name: 'Sentinelle', kind: 'NPC' })).character.id as string;
    const CAST = `mutation($input: CastSpellInput!) { castSpell(input: $input) { __typename ... on CastSpellPayload { caster { id } targets { id name kind } } ... on Error { message } } }`;
    const input = { characterId: id, improvised: { name: 'Lueur', source: 'SPIRITS', power: 1, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] }, targets: [{ characterId: npc }, { characterId: ally }] };
    const byPlayer = await counted(CAST, input, t.player.apiKey);
    expect(byPlayer.res.errors, JSON.stringify(byPlayer.res)).toBeUndefined();
    expect(byPlayer.res.data.castSpell.__typename, JSON.stringify(byPlayer.res)).toBe('CastSpellPayload');
    expect(byPlayer.statements, byPlayer.statements.join('\n')).toHaveLength(2);
    // The NPC was aimed at (its row written), but a player sees PCs only: it is left out, the PC stays.
    expect(byPlayer.res.data.castSpell.targets).toEqual([{ id: ally, name: 'Allié', kind: 'PC' }]);
    // The GM sees both, in the order asked.
    const byGm = await counted(CAST, input, t.gm.apiKey);
    expect(byGm.res.data.castSpell.targets, JSON.stringify(byGm.res)).toEqual([
      { id: npc, name: 'Sentinelle', kind: 'NPC' },
      { id: ally, name: 'Allié', kind: 'PC' },
    ]);
    expect(byGm.statements, byGm.statements.join('\n')).toHaveLength(2);
  });

  test('dispel’s target as the caller may see it: a player’s dispel of an effect on the GM’s NPC answers null for it, two statements', async () => {
    const t = await table(app);
    const druid = await mage(t, 'Druide', [{ name: 'Magie naturelle', rank: 5 }]);
    const sage = await mage(t, 'Sage', [{ name: 'Magie divine', rank: 3 }]);
    const npc = (await createSmsCharacter(app, t.gm.apiKey, t.campaign.id, { race: 'HUMAN', modules: [] }, { name: 'Sentinelle', kind: 'NPC' })).character.id as string;
    const spell = (
      await app.gql(
        `mutation($input: DefineSpellInput!) { defineSpell(input: $input) { __typename ... on SpellPayload { spell { id } } } }`,
        { input: { campaignId: t.campaign.id, name: 'Escalade', source: 'NATURAL', power: 3, nature: 'ENHANCEMENT', effects: [{ kind: 'ENHANCEMENT', module: { name: 'Escalade', scope: 3, rank: 1 } }] } },
        t.gm.apiKey,
      )
    ).data.defineSpell.spell.id as string;
    // The player's druid puts a lasting effect on the NPC (a player may aim at it: castSpell's targets).
    const effectOn = async (target: string) => {
      const cast = await app.gql(
        `mutation($input: CastSpellInput!) { castSpell(input: $input) { __typename ... on CastSpellPayload { result { outcome effects { lasting { effectIds } } } } ... on Error { message } } }`,
        { input: { characterId: druid, spellId: spell, parameters: { duration: 2, range: 1 }, targets: [{ characterId: target }] } },
        t.player.apiKey,
      );
      expect(cast.data.castSpell, JSON.stringify(cast)).toMatchObject({ __typename: 'CastSpellPayload', result: { outcome: 'SUCCESS' } });
      return cast.data.castSpell.result.effects.lasting[0].effectIds[0] as string;
    };
    const DISPEL = `mutation($input: DispelInput!) { dispel(input: $input) { __typename ... on DispelPayload { result { dispelled } character { id } target { id name kind } } ... on Error { message } } }`;

    const byPlayer = await counted(DISPEL, { characterId: sage, targetCharacterId: npc, effectId: await effectOn(npc) }, t.player.apiKey);
    expect(byPlayer.res.errors, JSON.stringify(byPlayer.res)).toBeUndefined();
    expect(byPlayer.statements, byPlayer.statements.join('\n')).toHaveLength(2);
    // The effect is gone from the NPC, but its sheet is not the player's to read: null, as `character(id)` answers.
    expect(byPlayer.res.data.dispel, JSON.stringify(byPlayer.res)).toEqual({ __typename: 'DispelPayload', result: { dispelled: true }, character: { id: sage }, target: null });

    // The GM, for the same player's sage, sees the NPC it dispelled.
    const byGm = await counted(DISPEL, { characterId: sage, targetCharacterId: npc, effectId: await effectOn(npc) }, t.gm.apiKey);
    expect(byGm.statements, byGm.statements.join('\n')).toHaveLength(2);
    expect(byGm.res.data.dispel, JSON.stringify(byGm.res)).toEqual({ __typename: 'DispelPayload', result: { dispelled: true }, character: { id: sage }, target: { id: npc, name: 'Sentinelle', kind: 'NPC' } });
  });

  test('rival casts on one caster: each lands once, in its own place of the log, and no exhaustion point is lost', async () => {
    const t = await table(app, { name: 'Almera', ruleset: 'SMS', magicSystem: 'ALMERA' });
    const id = await mage(t, 'Mage', [{ name: 'Pouvoir des Esprits', rank: 3 }]);
    const CAST = `mutation($input: CastSpellInput!) { castSpell(input: $input) { __typename ... on CastSpellPayload { roll { seq } } ... on Error { message } } }`;
    const spell = { name: 'Lueur', source: 'SPIRITS', power: 1, nature: 'MISC', effects: [{ kind: 'NARRATIVE' }] };
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.gql(CAST, { input: { characterId: id, improvised: spell } }, t.player.apiKey)));
    expect(answers.map((a) => a.data.castSpell.__typename)).toEqual(Array(5).fill('CastSpellPayload'));
    expect(answers.map((a) => a.data.castSpell.roll.seq).sort()).toEqual([1, 2, 3, 4, 5]);
    const sheet = await app.gql(`query($id: ID!) { character(id: $id) { sheet { ... on SmsSheet { magicalExhaustion } } } }`, { id }, t.player.apiKey);
    expect(sheet.data.character.sheet.magicalExhaustion).toBe(5);
    const verdict = await app.gql(`query($id: ID!) { verifyRollChain(characterId: $id) { valid length } }`, { id }, t.gm.apiKey);
    expect(verdict.data.verifyRollChain).toEqual({ valid: true, length: 5 });
    // Each cast's event carries the head its roll made; the last one is the chain's head.
    const events = (await app.database.db.execute(sql`select payload->'chainHead' as head from outbox_events where type = 'spell.cast' and payload->>'characterId' = ${id}`)) as unknown as {
      rows: { head: { characterId: string; seq: number; hash: string } }[];
    };
    expect(events.rows.map((r) => r.head.seq).sort()).toEqual([1, 2, 3, 4, 5]);
    const last = events.rows.find((r) => r.head.seq === 5)!.head;
    const known = await app.gql(`query($id: ID!, $head: String!) { verifyRollChain(characterId: $id, knownHead: $head) { valid } }`, { id, head: last.hash }, t.gm.apiKey);
    expect(last.characterId).toBe(id);
    expect(known.data.verifyRollChain.valid).toBe(true);
  });
});
