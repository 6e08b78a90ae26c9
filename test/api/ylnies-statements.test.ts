/**
 * The Ylnies table in three statements (issue #11 goal 1): the caller's key, ONE read of the
 * scene (characters with the caller's role and chain heads, the open epoch, the request), ONE
 * data-modifying statement — no BEGIN/COMMIT — on every backend. And what the single statement
 * must still hold: rival writes on the same characters lose nothing and keep every chain whole;
 * two answers to one request resolve it once and the loser writes nothing.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyRollChain } from '../../src/db/rolls.js';
import { actionRequests, outboxEvents, rolls } from '../../src/db/schema.js';
import { decodeId } from '../../src/primitives/ids.js';
import { BACKENDS } from '../support/backends.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { table } from '../support/flows.js';

const ERRORS = `... on RuleViolation { code message } ... on ValidationError { code }`;
const CREATE = `mutation($input: CreateCharacterInput!) { createCharacter(input: $input) { __typename ... on CharacterPayload { character { id version } } ${ERRORS} } }`;
const sevens = { AGI: 7, APP: 7, CHA: 7, CON: 7, STR: 7, INT: 7, MAN: 7, PER: 7, REF: 7, WIL: 7 };
const fighter = {
  race: 'HUMAN',
  method: 'POINTS',
  bases: sevens,
  skills: [
    { name: 'Hache', characteristic: 'AGI', kind: 'SKILL', value: 8 },
    { name: 'Arc', characteristic: 'PER', kind: 'SKILL', value: 6 },
    { name: 'Boule de feu', characteristic: 'WIL', kind: 'SPELL', innate: true },
    { name: 'Soins', characteristic: 'INT', kind: 'SPELL', value: 5 },
  ],
  equipment: {
    weapons: [
      { name: 'Hache de guerre', type: 'NORMAL' },
      { name: 'Arc court', type: 'BOW' },
    ],
    armour: { name: 'Cuir bouilli', type: 'LEATHER' },
    other: [],
  },
};

const REQUEST = `mutation($input: RequestYlniesTestInput!) { requestYlniesTest(input: $input) { __typename ... on YlniesTestRequestPayload { request { id status } } ${ERRORS} } }`;
const RESOLVE = `mutation($input: ResolveYlniesTestInput!) { resolveYlniesTest(input: $input) { __typename ... on YlniesTestPayload { requestId result { total } } ${ERRORS} } }`;
const OPPOSED = `mutation($input: OpposedYlniesTestInput!) { opposedYlniesTest(input: $input) { __typename ... on OpposedYlniesTestPayload { test { winner a { character { id } } } } ${ERRORS} } }`;
const MELEE = `mutation($input: YlniesMeleeInput!) { ylniesMelee(input: $input) { __typename ... on YlniesCombatPayload { test { winner } attacker { id version } defender { id version } } ${ERRORS} } }`;
const RANGED = `mutation($input: YlniesRangedInput!) { ylniesRanged(input: $input) { __typename ... on YlniesCombatPayload { band attacker { version } } ${ERRORS} } }`;
const CAST = `mutation($input: YlniesCastInput!) { ylniesCast(input: $input) { __typename ... on YlniesCastPayload { manaLeft success caster { version } } ${ERRORS} } }`;
const ATTACK = `mutation($input: YlniesMagicAttackInput!) { ylniesMagicAttack(input: $input) { __typename ... on YlniesCastPayload { manaLeft target { id } } ${ERRORS} } }`;
const GRANT = `mutation($input: GrantSkillIncreasesInput!) { grantSkillIncreases(input: $input) { __typename ... on CharacterPayload { character { version } } ${ERRORS} } }`;
const ROLL_INCREASES = `mutation($input: RollSkillIncreasesInput!) { rollSkillIncreases(input: $input) { __typename ... on RollSkillIncreasesPayload { rolls { skill } character { version } } ${ERRORS} } }`;

describe.each(BACKENDS)('Ylnies statements on $name', (backend) => {
  let app: TestApp;
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend);
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  async function setUp() {
    const { gm, player, other, campaign } = await table(app, { name: 'Ylnies', ruleset: 'YLNIES' });
    const make = async (name: string) => {
      const res = await app.gql(CREATE, { input: { campaignId: campaign.id, name, ylnies: fighter } }, player.apiKey);
      expect(res.data.createCharacter.__typename).toBe('CharacterPayload');
      // Active: progression is for active characters.
      const ACTIVATE = `mutation($input: ActivateCharacterInput!) { activateCharacter(input: $input) { __typename ... on CharacterPayload { character { id version } } } }`;
      const activated = await app.gql(ACTIVATE, { input: { characterId: res.data.createCharacter.character.id } }, player.apiKey);
      return activated.data.activateCharacter.character as { id: string; version: number };
    };
    return { gm, player, other, campaign, a: await make('Aube'), b: await make('Brume') };
  }

  /** Run one operation and return its statements: at most 3, none a transaction's. */
  async function counted(query: string, input: Record<string, unknown>, apiKey: string) {
    app.statements.reset();
    const res = await app.gql(query, { input }, apiKey);
    const statements = app.statements.statements;
    expect(res.errors).toBeUndefined();
    expect(statements.filter((s) => /^\s*(begin|commit|rollback|savepoint)/i.test(s))).toEqual([]);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(3);
    return res.data;
  }

  test('every Ylnies table operation: the key, one read, one data-modifying statement', async () => {
    const { gm, player, a, b } = await setUp();
    const asked = await counted(REQUEST, { characterId: a.id, skill: 'Hache', threshold: 20 }, gm.apiKey);
    expect(asked.requestYlniesTest.request.status).toBe('OPEN');
    const answered = await counted(RESOLVE, { characterId: a.id, requestId: asked.requestYlniesTest.request.id }, player.apiKey);
    expect(answered.resolveYlniesTest.requestId).toBe(asked.requestYlniesTest.request.id);
    expect((await counted(RESOLVE, { characterId: a.id, skill: 'Arc', threshold: 10 }, gm.apiKey)).resolveYlniesTest.__typename).toBe('YlniesTestPayload');
    const opposed = await counted(OPPOSED, { a: { characterId: a.id, skill: 'Hache' }, b: { characterId: b.id, skill: 'Hache' } }, gm.apiKey);
    expect(opposed.opposedYlniesTest.test.a.character.id).toBe(a.id);
    const melee = await counted(MELEE, { attackerId: a.id, defenderId: b.id, attackerSkill: 'Hache', defenderSkill: 'Hache' }, gm.apiKey);
    expect(melee.ylniesMelee).toMatchObject({ __typename: 'YlniesCombatPayload', attacker: { id: a.id, version: a.version + 1 }, defender: { id: b.id, version: b.version + 1 } });
    const ranged = await counted(RANGED, { attackerId: a.id, defenderId: b.id, distance: 10, attackerSkill: 'Arc' }, gm.apiKey);
    expect(ranged.ylniesRanged.band).toBe('SHORT');
    const cast = await counted(CAST, { casterId: a.id, targetId: b.id, spell: 'Soins', kind: 'HEALING' }, player.apiKey);
    expect(cast.ylniesCast.__typename).toBe('YlniesCastPayload');
    const threshold = await counted(REQUEST, { characterId: a.id, skill: 'Soins', threshold: 5 }, gm.apiKey);
    const thresholdCast = await counted(CAST, { casterId: a.id, spell: 'Soins', kind: 'THRESHOLD', requestId: threshold.requestYlniesTest.request.id }, player.apiKey);
    expect(thresholdCast.ylniesCast.__typename).toBe('YlniesCastPayload');
    const attack = await counted(ATTACK, { casterId: a.id, targetId: b.id, spell: 'Boule de feu', power: 1 }, gm.apiKey);
    expect(attack.ylniesMagicAttack.target.id).toBe(b.id);
    const grant = await counted(GRANT, { characterId: a.id, increases: [{ skill: 'Hache' }] }, gm.apiKey);
    expect(grant.grantSkillIncreases.__typename).toBe('CharacterPayload');
    const raised = await counted(ROLL_INCREASES, { characterId: a.id, skills: ['Hache', 'Arc'] }, gm.apiKey);
    expect(raised.rollSkillIncreases.rolls.map((r: { skill: string }) => r.skill)).toEqual(['Hache', 'Arc']);
    // The chains the single statements wrote are whole.
    for (const c of [a, b]) expect((await verifyRollChain(app.database.db, decodeId('Character', c.id)!)).valid).toBe(true);
  });

  test('rival exchanges and tests on the same two characters: all land, chains whole, no version lost', async () => {
    const { gm, a, b } = await setUp();
    const aId = decodeId('Character', a.id)!;
    const bId = decodeId('Character', b.id)!;
    const count = async (id: string) => (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(rolls).where(eq(rolls.characterId, id)))[0]!.n;
    const [aBefore, bBefore] = [await count(aId), await count(bId)];
    const melee = () => app.gql(MELEE, { input: { attackerId: a.id, defenderId: b.id, attackerSkill: 'Hache', defenderSkill: 'Hache' } }, gm.apiKey);
    const reverse = () => app.gql(MELEE, { input: { attackerId: b.id, defenderId: a.id, attackerUnarmed: true, defenderUnarmed: true } }, gm.apiKey);
    const opposed = () => app.gql(OPPOSED, { input: { a: { characterId: b.id, skill: 'Arc' }, b: { characterId: a.id, skill: 'Arc' } } }, gm.apiKey);
    const solo = () => app.gql(RESOLVE, { input: { characterId: a.id, characteristic: 'PER', threshold: 5 } }, gm.apiKey);
    const results = await Promise.all([melee(), reverse(), opposed(), solo(), melee(), reverse(), opposed(), solo()]);
    const kinds = results.map((r) => {
      const data = r.data ? (Object.values(r.data)[0] as { __typename: string; code?: string }) : null;
      return data?.code ?? data?.__typename ?? r.errors?.[0]?.extensions?.code;
    });
    // A fighter knocked out mid-fight may be refused the next exchange (a rule, not a lost race).
    for (const k of kinds) expect(['YlniesCombatPayload', 'OpposedYlniesTestPayload', 'YlniesTestPayload', 'INCAPACITATED']).toContain(k);
    const landed = kinds.filter((k) => k && /Payload$/.test(k)).length;
    // Exchanges and opposed tests log in both logs, the solo test in one.
    const bothSides = kinds.filter((k) => k === 'YlniesCombatPayload' || k === 'OpposedYlniesTestPayload').length;
    expect(landed).toBeGreaterThan(0);
    expect((await count(aId)) - aBefore).toBe(landed);
    expect((await count(bId)) - bBefore).toBe(bothSides);
    for (const id of [aId, bId]) expect((await verifyRollChain(app.database.db, id)).valid).toBe(true);
  });

  test('two answers to one request: it is resolved once, the other is refused and writes nothing', async () => {
    const { gm, player, a } = await setUp();
    const asked = await app.gql(REQUEST, { input: { characterId: a.id, skill: 'Hache', threshold: 20 } }, gm.apiKey);
    const requestId = asked.data.requestYlniesTest.request.id;
    const aId = decodeId('Character', a.id)!;
    const before = (await app.database.db.select().from(rolls).where(eq(rolls.characterId, aId))).length;
    const eventsBefore = (await app.database.db.select().from(outboxEvents)).length;
    const answers = await Promise.all([0, 1, 2].map(() => app.gql(RESOLVE, { input: { characterId: a.id, requestId } }, player.apiKey)));
    const kinds = answers.map((r) => r.data.resolveYlniesTest.code ?? r.data.resolveYlniesTest.__typename).sort();
    expect(kinds).toEqual(['REQUEST_NOT_OPEN', 'REQUEST_NOT_OPEN', 'YlniesTestPayload']);
    expect((await app.database.db.select().from(rolls).where(eq(rolls.characterId, aId))).length).toBe(before + 1);
    expect((await app.database.db.select().from(outboxEvents)).length).toBe(eventsBefore + 1);
    const [row] = await app.database.db.select().from(actionRequests).where(eq(actionRequests.id, decodeId('YlniesTestRequest', requestId)!));
    expect(row!.status).toBe('RESOLVED');
    expect(row!.rollId).not.toBeNull();
  });
});
