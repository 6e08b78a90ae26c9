/**
 * SMS health at the table through the API (SMS §3, §10): wounds, fatigue and recovery,
 * diseases and poisons; who may do what; nothing lost when hits land at once.
 */
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';

/** The global id of a wound or affliction: its character's uuid and its number on the sheet. */
const scoped = (type: string, owner: string, local: string) => encodeGlobalID(type, `${decodeGlobalID(owner).id}:${local}`);

const HEALTH = `sheet { ... on SmsSheet { healthStatus dead wounds { id nature severity rank damageType moduleId } fatigue { passing lasting persistent }
  afflictions { id name kind boxes rate period filled woundLevels severity woundId status } } }`;
const PAYLOAD = `__typename
  ... on CharacterPayload { character { id version ${HEALTH} } }
  ... on RuleViolation { code message rule }
  ... on ValidationError { code issues { path message } }`;

const INFLICT = `mutation($input: InflictWoundInput!) { inflictWound(input: $input) { ${PAYLOAD} } }`;
const HEAL = `mutation($input: HealWoundInput!) { healWound(input: $input) { ${PAYLOAD} } }`;
const DEAD = `mutation($input: DeclareDeadInput!) { declareDead(input: $input) { ${PAYLOAD} } }`;
const FATIGUE = `mutation($input: AddFatigueInput!) { addFatigue(input: $input) { ${PAYLOAD} } }`;
const RECOVER = `mutation($input: RecoverInput!) { recover(input: $input) { ${PAYLOAD} } }`;
const AFFLICT = `mutation($input: AfflictInput!) { afflict(input: $input) { __typename
  ... on AfflictionPayload { affliction { id name kind boxes rate filled status } character { id ${HEALTH} } }
  ... on RuleViolation { code message rule violations { code } }
  ... on ValidationError { code issues { path message } } } }`;
const PROGRESS = `mutation($input: ProgressAfflictionsInput!) { progressAfflictions(input: $input) { ${PAYLOAD} } }`;
const TREAT = `mutation($input: TreatAfflictionInput!) { treatAffliction(input: $input) { ${PAYLOAD} } }`;
const HEAL_AFFLICTION = `mutation($input: HealAfflictionInput!) { healAffliction(input: $input) { ${PAYLOAD} } }`;
const SHEET = `query($id: ID!) { character(id: $id) { id version ${HEALTH} } }`;

type Sheet = {
  healthStatus: string;
  dead: boolean;
  wounds: { id: string; nature: string; severity: string; rank: number; damageType: string | null; moduleId: string }[];
  fatigue: { passing: number; lasting: number; persistent: number };
  afflictions: { id: string; name: string; kind: string; filled: number; woundLevels: number; severity: string | null; woundId: string; status: string }[];
};

describe.each(BACKENDS)('SMS health API on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  /** A table with a human PC owned by the player. */
  async function withPc(race = 'HUMAN') {
    const t = await table(app);
    const created = await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race, modules: [{ name: 'Acrobatie', scope: 2, polarity: 'POSITIVE', rank: 2 }] });
    return { ...t, pc: created.character as { id: string; version: number } };
  }

  async function sheet(id: string, apiKey: string): Promise<Sheet & { version: number }> {
    const res = await app.gql(SHEET, { id }, apiKey);
    expect(res.errors).toBeUndefined();
    return { ...res.data.character.sheet, version: res.data.character.version };
  }

  async function events(type: string): Promise<Record<string, unknown>[]> {
    const res = await app.database.db.execute(sql`select payload from outbox_events where type = ${type} order by created_at, id`);
    return (res as unknown as { rows: { payload: Record<string, unknown> }[] }).rows.map((r) => r.payload);
  }

  const rawId = (globalId: string) => decodeGlobalID(globalId).id;

  test('the GM inflicts wounds: a negative module whose rank is the malus; mortal takes the PC out; an event per wound', async () => {
    const { gm, player, pc } = await withPc();
    const fresh = await sheet(pc.id, player.apiKey);
    expect(fresh).toMatchObject({ healthStatus: 'ACTIVE', dead: false, wounds: [], fatigue: { passing: 0, lasting: 0, persistent: 0 }, afflictions: [] });

    const light = await app.gql(INFLICT, { input: { characterId: pc.id, nature: 'Estafilade à la cuisse', severity: 'LIGHT', damageType: 'LETHAL' } }, gm.apiKey);
    expect(light.data.inflictWound.__typename).toBe('CharacterPayload');
    expect(light.data.inflictWound.character.sheet.wounds).toEqual([
      { id: scoped('Wound', pc.id, 'wound-1'), nature: 'Estafilade à la cuisse', severity: 'LIGHT', rank: 1, damageType: 'LETHAL', moduleId: 'wound:wound-1' },
    ]);
    const critical = await app.gql(INFLICT, { input: { characterId: pc.id, nature: 'Rapière dans l’abdomen', severity: 'CRITICAL' } }, gm.apiKey);
    expect(critical.data.inflictWound.character.sheet.wounds.map((w: { rank: number }) => w.rank)).toEqual([1, 4]);
    expect(critical.data.inflictWound.character.sheet.healthStatus).toBe('ACTIVE');

    app.statements.reset();
    const mortal = await app.gql(INFLICT, { input: { characterId: pc.id, nature: 'Carreau dans le cœur', severity: 'MORTAL', damageType: 'LETHAL' } }, gm.apiKey);
    // DESIGN §9: a play mutation is a read then one atomic write (the payload's sheet is already in hand).
    expect(app.statements.statements.length).toBeLessThanOrEqual(3);
    const after = mortal.data.inflictWound.character;
    expect(after.sheet.healthStatus).toBe('OUT_OF_ACTION');
    expect(after.sheet.dead).toBe(false);
    expect(after.sheet.wounds[2]).toMatchObject({ severity: 'MORTAL', rank: 0 });
    expect(after.version).toBe(pc.version + 3);

    const inflicted = (await events('wound.inflicted')).filter((e) => e.characterId === pc.id);
    // Events written at the same instant have no order among themselves: compare by wound.
    inflicted.sort((a, b) => String(a.woundId).localeCompare(String(b.woundId)));
    expect(inflicted.map((e) => e.severity)).toEqual(['LIGHT', 'CRITICAL', 'MORTAL']);
    expect(inflicted[2]).toMatchObject({ woundId: scoped('Wound', pc.id, 'wound-3'), status: 'OUT_OF_ACTION', cause: 'WOUND' });
  });

  test('only the GM wounds, heals and declares death: the owner, another player and strangers are refused and nothing changes', async () => {
    const { player, other, pc } = await withPc();
    const input = { characterId: pc.id, nature: 'Coup', severity: 'LIGHT' };
    const asOwner = await app.gql(INFLICT, { input }, player.apiKey);
    expect(asOwner.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asOther = await app.gql(INFLICT, { input }, other.apiKey);
    expect(asOther.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await app.gql(INFLICT, { input });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // Authorization comes before validation: a refused caller learns nothing from bad input.
    const badInput = await app.gql(INFLICT, { input: { ...input, nature: '   ' } }, player.apiKey);
    expect(badInput.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const [doc, extra] of [
      [HEAL, { woundId: 'wound-1' }],
      [DEAD, {}],
    ] as const) {
      const res = await app.gql(doc, { input: { characterId: pc.id, ...extra } }, player.apiKey);
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const missing = await app.gql(INFLICT, { input: { ...input, characterId: 'nope' } }, player.apiKey);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const now = await sheet(pc.id, player.apiKey);
    expect(now.wounds).toEqual([]);
    expect(now.version).toBe(pc.version);
  });

  test('bad input is a ValidationError and a rule breach a RuleViolation; neither writes', async () => {
    const { gm, player, pc } = await withPc();
    const blank = await app.gql(INFLICT, { input: { characterId: pc.id, nature: '  ', severity: 'LIGHT' } }, gm.apiKey);
    expect(blank.data.inflictWound).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'nature' }] });
    const unknownWound = await app.gql(HEAL, { input: { characterId: pc.id, woundId: 'wound-9' } }, gm.apiKey);
    expect(unknownWound.data.healWound).toMatchObject({ __typename: 'RuleViolation', code: 'UNKNOWN_WOUND' });
    expect(unknownWound.data.healWound.rule).toMatch(/^SMS §3/);
    const notDying = await app.gql(DEAD, { input: { characterId: pc.id } }, gm.apiKey);
    expect(notDying.data.declareDead).toMatchObject({ __typename: 'RuleViolation', code: 'NOT_MORTALLY_WOUNDED' });
    expect((await sheet(pc.id, player.apiKey)).version).toBe(pc.version);
  });

  test('healing: the GM removes a wound; a mortal wound heals only if the character survived; annihilation destroys for good', async () => {
    const { gm, player, pc } = await withPc();
    await app.gql(INFLICT, { input: { characterId: pc.id, nature: 'Entaille', severity: 'SERIOUS', damageType: 'LETHAL' } }, gm.apiKey);
    await app.gql(INFLICT, { input: { characterId: pc.id, nature: 'Chute', severity: 'MORTAL', damageType: 'BLUNT' } }, gm.apiKey);
    const healed = await app.gql(HEAL, { input: { characterId: pc.id, woundId: scoped('Wound', pc.id, 'wound-2') } }, gm.apiKey);
    expect(healed.data.healWound.character.sheet).toMatchObject({ healthStatus: 'ACTIVE', wounds: [{ id: scoped('Wound', pc.id, 'wound-1') }] });
    expect((await events('wound.healed')).filter((e) => e.characterId === pc.id)).toEqual([
      expect.objectContaining({ woundId: scoped('Wound', pc.id, 'wound-2'), severity: 'MORTAL', status: 'ACTIVE' }),
    ]);

    await app.gql(INFLICT, { input: { characterId: pc.id, nature: 'Coup de grâce', severity: 'MORTAL' } }, gm.apiKey);
    const dead = await app.gql(DEAD, { input: { characterId: pc.id } }, gm.apiKey);
    expect(dead.data.declareDead.character.sheet).toMatchObject({ healthStatus: 'OUT_OF_ACTION', dead: true });
    const again = await app.gql(DEAD, { input: { characterId: pc.id } }, gm.apiKey);
    expect(again.data.declareDead).toMatchObject({ __typename: 'RuleViolation', code: 'ALREADY_DEAD' });
    const tooLate = await app.gql(HEAL, { input: { characterId: pc.id, woundId: 'wound-3' } }, gm.apiKey);
    expect(tooLate.data.healWound).toMatchObject({ __typename: 'RuleViolation', code: 'DEAD_CANNOT_HEAL' });
    // Lesser wounds of a dead body still heal (the rules core does not forbid it).
    const lesser = await app.gql(HEAL, { input: { characterId: pc.id, woundId: 'wound-1' } }, gm.apiKey);
    expect(lesser.data.healWound.__typename).toBe('CharacterPayload');
    expect((await sheet(pc.id, player.apiKey)).wounds.map((w) => w.id)).toEqual([scoped('Wound', pc.id, 'wound-3')]);
  });

  test('annihilation: DESTROYED, cannot be wounded further nor healed', async () => {
    const { gm, pc } = await withPc();
    const hit = await app.gql(INFLICT, { input: { characterId: pc.id, nature: 'Désintégration', severity: 'ANNIHILATION' } }, gm.apiKey);
    expect(hit.data.inflictWound.character.sheet.healthStatus).toBe('DESTROYED');
    const more = await app.gql(INFLICT, { input: { characterId: pc.id, nature: 'Coup', severity: 'LIGHT' } }, gm.apiKey);
    expect(more.data.inflictWound).toMatchObject({ __typename: 'RuleViolation', code: 'CHARACTER_DESTROYED' });
    const heal = await app.gql(HEAL, { input: { characterId: pc.id, woundId: 'wound-1' } }, gm.apiKey);
    expect(heal.data.healWound).toMatchObject({ __typename: 'RuleViolation', code: 'ANNIHILATION_CANNOT_HEAL' });
    const dead = await app.gql(DEAD, { input: { characterId: pc.id } }, gm.apiKey);
    expect(dead.data.declareDead.character.sheet.dead).toBe(true);
  });

  test('fatigue: the owner or the GM add it; another player may not; levels must be ≥ 1', async () => {
    const { gm, player, other, pc } = await withPc();
    const byOwner = await app.gql(FATIGUE, { input: { characterId: pc.id, kind: 'PASSING', levels: 2 } }, player.apiKey);
    expect(byOwner.data.addFatigue.character.sheet.fatigue).toEqual({ passing: 2, lasting: 0, persistent: 0 });
    // Events carry the app's clock: move it so the two events have an order.
    app.clock.advance(1000);
    const byGm = await app.gql(FATIGUE, { input: { characterId: pc.id, kind: 'PERSISTENT', levels: 1 } }, gm.apiKey);
    expect(byGm.data.addFatigue.character.sheet.fatigue).toEqual({ passing: 2, lasting: 0, persistent: 1 });
    const byOther = await app.gql(FATIGUE, { input: { characterId: pc.id, kind: 'LASTING', levels: 1 } }, other.apiKey);
    expect(byOther.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const zero = await app.gql(FATIGUE, { input: { characterId: pc.id, kind: 'LASTING', levels: 0 } }, player.apiKey);
    expect(zero.data.addFatigue).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'levels' }] });
    const changed = (await events('fatigue.changed')).filter((e) => e.characterId === pc.id);
    expect(changed.map((e) => e.fatigue)).toEqual([
      { PASSING: 2, LASTING: 0, PERSISTENT: 0 },
      { PASSING: 2, LASTING: 0, PERSISTENT: 1 },
    ]);
  });

  test('recovery (SMS §3): breath clears passing; an hour of rest one lasting level; a sleep period all of it; a day of rest one persistent level', async () => {
    const { player, other, pc } = await withPc();
    for (const [kind, levels] of [
      ['PASSING', 3],
      ['LASTING', 5],
      ['PERSISTENT', 2],
    ] as const) {
      await app.gql(FATIGUE, { input: { characterId: pc.id, kind, levels } }, player.apiKey);
    }
    const recover = async (input: Record<string, unknown>, key = player.apiKey) => (await app.gql(RECOVER, { input: { characterId: pc.id, ...input } }, key)).data?.recover;
    expect((await recover({ mode: 'CATCH_BREATH' })).character.sheet.fatigue).toEqual({ passing: 0, lasting: 5, persistent: 2 });
    expect((await recover({ mode: 'REST_HOURS', hours: 2 })).character.sheet.fatigue).toEqual({ passing: 0, lasting: 3, persistent: 2 });
    expect((await recover({ mode: 'SLEEP', hours: 1 })).character.sheet.fatigue.lasting).toBe(2);
    expect((await recover({ mode: 'SLEEP' })).character.sheet.fatigue.lasting).toBe(0);
    expect((await recover({ mode: 'REST_DAYS', days: 1 })).character.sheet.fatigue).toEqual({ passing: 0, lasting: 0, persistent: 1 });
    expect((await recover({ mode: 'REST_DAYS', days: 5 })).character.sheet.fatigue.persistent).toBe(0);

    expect(await recover({ mode: 'REST_HOURS' })).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'hours' }] });
    expect(await recover({ mode: 'CATCH_BREATH', days: 1 })).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'days' }] });
    const human = await recover({ mode: 'SLEEP', elfinTrance: true });
    expect(human).toMatchObject({ __typename: 'RuleViolation', code: 'NOT_AN_ELFIN' });
    expect(human.rule).toMatch(/Elfin/);
    const refused = await app.gql(RECOVER, { input: { characterId: pc.id, mode: 'CATCH_BREATH' } }, other.apiKey);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  test('an Elfin’s 4-hour trance does what 8 hours of sleep do; a shorter trance counts each hour twice', async () => {
    const { player, pc } = await withPc('ELFIN');
    await app.gql(FATIGUE, { input: { characterId: pc.id, kind: 'LASTING', levels: 6 } }, player.apiKey);
    const short = await app.gql(RECOVER, { input: { characterId: pc.id, mode: 'SLEEP', hours: 2, elfinTrance: true } }, player.apiKey);
    expect(short.data.recover.character.sheet.fatigue.lasting).toBe(2);
    const full = await app.gql(RECOVER, { input: { characterId: pc.id, mode: 'SLEEP', hours: 4, elfinTrance: true } }, player.apiKey);
    expect(full.data.recover.character.sheet.fatigue.lasting).toBe(0);
  });

  test('wounds on NPCs too (GM only; players do not even see them)', async () => {
    const { gm, player, campaign } = await table(app);
    const npc = (await createSmsCharacter(app, gm.apiKey, campaign.id, { modules: [] }, { kind: 'NPC', name: 'Gnoll' })).character;
    const hit = await app.gql(INFLICT, { input: { characterId: npc.id, nature: 'Flèche', severity: 'SERIOUS', damageType: 'LETHAL' } }, gm.apiKey);
    expect(hit.data.inflictWound.character.sheet.wounds).toEqual([expect.objectContaining({ severity: 'SERIOUS', rank: 2 })]);
    const peek = await app.gql(SHEET, { id: npc.id }, player.apiKey);
    expect(peek.data.character).toBeNull();
  });

  test('afflictions: boxes fill at the rate, then the poison wounds (lethal) worse each period until death', async () => {
    const { gm, player, pc } = await withPc();
    const made = await app.gql(AFFLICT, { input: { characterId: pc.id, name: 'Venin de vouivre', kind: 'POISON', boxes: 3, rate: 2, period: '1 hour' } }, gm.apiKey);
    expect(made.data.afflict.affliction).toEqual({ id: scoped('Affliction', pc.id, 'affliction-1'), name: 'Venin de vouivre', kind: 'POISON', boxes: 3, rate: 2, filled: 0, status: 'PROGRESSING' });
    const step = async (input: Record<string, unknown> = {}) => (await app.gql(PROGRESS, { input: { characterId: pc.id, ...input } }, gm.apiKey)).data.progressAfflictions;

    let s = (await step()).character.sheet as Sheet;
    expect(s.afflictions[0]).toMatchObject({ filled: 2, woundLevels: 0, severity: null });
    expect(s.wounds).toEqual([]);
    s = (await step()).character.sheet;
    expect(s.afflictions[0]).toMatchObject({ filled: 3, woundLevels: 1, severity: 'LIGHT', woundId: scoped('Wound', pc.id, 'wound-affliction-1') });
    expect(s.wounds).toEqual([{ id: scoped('Wound', pc.id, 'wound-affliction-1'), nature: 'Venin de vouivre', severity: 'LIGHT', rank: 1, damageType: 'LETHAL', moduleId: 'wound:wound-affliction-1' }]);
    // Resisting for a period (SMS §10: "si le personnage ne fait rien pour … résister"): no progress.
    s = (await step({ resisted: [scoped('Affliction', pc.id, 'affliction-1')] })).character.sheet;
    expect(s.afflictions[0]!.woundLevels).toBe(1);
    s = (await step({ steps: 2 })).character.sheet;
    expect(s.afflictions[0]).toMatchObject({ woundLevels: 5, severity: 'MORTAL' });
    expect(s.wounds).toHaveLength(1);
    expect(s.healthStatus).toBe('OUT_OF_ACTION');
    const woundEvents = (await events('wound.inflicted')).filter((e) => e.characterId === pc.id);
    expect(woundEvents.map((e) => [e.cause, e.severity]).sort()).toEqual([
      ['AFFLICTION', 'LIGHT'],
      ['AFFLICTION', 'MORTAL'],
    ]);
    expect((await sheet(pc.id, player.apiKey)).afflictions[0]!.status).toBe('PROGRESSING');
  });

  test('afflictions: a disease wounds with critical damage; remove the cause, then heal; both stack', async () => {
    const { gm, player, other, pc } = await withPc();
    const afflict = (input: Record<string, unknown>, key = gm.apiKey) => app.gql(AFFLICT, { input: { characterId: pc.id, period: '1 day', ...input } }, key);
    expect((await afflict({ name: 'Peste', kind: 'DISEASE', boxes: 1, rate: 1 }, player.apiKey)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await afflict({ name: 'Peste', kind: 'DISEASE', boxes: 1, rate: 1 }, other.apiKey)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const noRate = (await afflict({ name: 'Peste', kind: 'DISEASE', boxes: 1, rate: 0 })).data.afflict;
    expect(noRate).toMatchObject({ __typename: 'RuleViolation', code: 'BAD_RATE' });
    expect(noRate.rule).toMatch(/^SMS §10/);
    expect((await afflict({ name: ' ', kind: 'DISEASE', boxes: 1, rate: 1 })).data.afflict).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'name' }] });

    await afflict({ name: 'Peste', kind: 'DISEASE', boxes: 1, rate: 1 });
    await afflict({ name: 'Ciguë', kind: 'POISON', boxes: 4, rate: 1 });
    const ticked = (await app.gql(PROGRESS, { input: { characterId: pc.id, steps: 2 } }, gm.apiKey)).data.progressAfflictions.character.sheet as Sheet;
    expect(ticked.afflictions.map((a) => [a.name, a.filled, a.woundLevels])).toEqual([
      ['Peste', 1, 1],
      ['Ciguë', 2, 0],
    ]);
    expect(ticked.wounds).toEqual([expect.objectContaining({ id: scoped('Wound', pc.id, 'wound-affliction-1'), damageType: 'CRITICAL', severity: 'LIGHT' })]);

    const unknown = await app.gql(PROGRESS, { input: { characterId: pc.id, resisted: ['affliction-9'] } }, gm.apiKey);
    expect(unknown.data.progressAfflictions).toMatchObject({ __typename: 'RuleViolation', code: 'UNKNOWN_AFFLICTION' });
    const tooSoon = await app.gql(HEAL_AFFLICTION, { input: { characterId: pc.id, afflictionId: 'affliction-1' } }, gm.apiKey);
    expect(tooSoon.data.healAffliction).toMatchObject({ __typename: 'RuleViolation', code: 'CAUSE_NOT_REMOVED' });
    const treated = await app.gql(TREAT, { input: { characterId: pc.id, afflictionId: scoped('Affliction', pc.id, 'affliction-1') } }, gm.apiKey);
    expect(treated.data.treatAffliction.character.sheet.afflictions[0].status).toBe('TREATED');
    const twice = await app.gql(TREAT, { input: { characterId: pc.id, afflictionId: 'affliction-1' } }, gm.apiKey);
    expect(twice.data.treatAffliction).toMatchObject({ __typename: 'RuleViolation', code: 'ALREADY_TREATED' });
    // Treated: it no longer progresses; the untreated poison does.
    const later = (await app.gql(PROGRESS, { input: { characterId: pc.id } }, gm.apiKey)).data.progressAfflictions.character.sheet as Sheet;
    expect(later.afflictions.map((a) => [a.filled, a.woundLevels])).toEqual([
      [1, 1],
      [3, 0],
    ]);
    const healed = await app.gql(HEAL_AFFLICTION, { input: { characterId: pc.id, afflictionId: 'affliction-1' } }, gm.apiKey);
    expect(healed.data.healAffliction.character.sheet.afflictions.map((a: { name: string }) => a.name)).toEqual(['Ciguë']);
    // Its wound stays until healed like any wound.
    expect(healed.data.healAffliction.character.sheet.wounds).toHaveLength(1);
    const woundHealed = await app.gql(HEAL, { input: { characterId: pc.id, woundId: 'wound-affliction-1' } }, gm.apiKey);
    expect(woundHealed.data.healWound.character.sheet.wounds).toEqual([]);
  });

  test('concurrency: N hits at once are N wounds; N fatigue additions at once are their sum (no lost update)', async () => {
    const { gm, player, pc } = await withPc();
    const n = 8;
    const hits = await Promise.all(
      Array.from({ length: n }, (_, i) => app.gql(INFLICT, { input: { characterId: pc.id, nature: `Coup ${i}`, severity: 'LIGHT' } }, gm.apiKey)),
    );
    expect(hits.map((r) => r.errors?.[0]?.message ?? r.data.inflictWound.__typename)).toEqual(Array(n).fill('CharacterPayload'));
    const afterHits = await sheet(pc.id, player.apiKey);
    expect(afterHits.wounds).toHaveLength(n);
    expect(new Set(afterHits.wounds.map((w) => w.id)).size).toBe(n);
    expect(new Set(afterHits.wounds.map((w) => w.nature))).toEqual(new Set(Array.from({ length: n }, (_, i) => `Coup ${i}`)));
    expect(afterHits.version).toBe(pc.version + n);

    const adds = await Promise.all(
      Array.from({ length: n }, (_, i) => app.gql(FATIGUE, { input: { characterId: pc.id, kind: 'LASTING', levels: i + 1 } }, i % 2 ? gm.apiKey : player.apiKey)),
    );
    expect(adds.every((r) => r.data?.addFatigue.__typename === 'CharacterPayload')).toBe(true);
    const afterFatigue = await sheet(pc.id, player.apiKey);
    expect(afterFatigue.fatigue.lasting).toBe((n * (n + 1)) / 2);
    const stored = await app.database.db.execute(sql`select count(*)::int as n from outbox_events where type = 'wound.inflicted' and payload->>'characterId' = ${pc.id}`);
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(n);
    expect(rawId(pc.id)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
