/**
 * Ylnies through the API (issue "The Ylnies ruleset"): creation by points and at random,
 * tests on GM request, exact odds, opposed tests, melee / ranged / spell combat with exact
 * dice, mana, progression, and the concurrency of mana spends — on every backend.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characters, rolls } from '../../src/db/schema.js';
import { decodeId } from '../../src/primitives/ids.js';
import { type Rng, scriptedRng, seededRng } from '../../src/rules/dice.js';
import { BACKENDS } from '../support/backends.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { createSmsCharacter, table } from '../support/flows.js';

/** The app's dice: seeded by default; `script` queues exact faces (through scriptedRng) for the next rolls. */
function tableDice() {
  const seeded = seededRng(7);
  let scripted: Rng | null = null;
  let left = 0;
  return {
    int(min: number, max: number) {
      if (scripted && left > 0) {
        left--;
        return scripted.int(min, max);
      }
      return seeded.int(min, max);
    },
    script(faces: number[]) {
      scripted = scriptedRng(faces);
      left = faces.length;
    },
    get left() {
      return left;
    },
  };
}

const SHEET = `... on YlniesSheet {
  race { key name parents { key } humanUpbringing traits characteristicDraws { characteristic die parent modifier } }
  characteristics { key name value base modifier }
  skills { name characteristic kind value innate }
  manaPoints mana resistance creationMethod
  wounds { light grave { location } critical { damage } graveCapacity unconscious outOfCombat dead }
  equipment { weapons { name type { key } } armour { name type { key value } } other }
  skillPoints { spent available unspent }
  training { skill requiredDays progressDays breakDays }
}`;
const CHARACTER = `id name kind status version sheet { __typename ${SHEET} }`;
const ERRORS = `... on RuleViolation { code message rule violations { code rule } } ... on ValidationError { code issues { path message } }`;

const CREATE = `mutation($input: CreateCharacterInput!) { createCharacter(input: $input) { __typename ... on CharacterPayload { character { ${CHARACTER} } } ${ERRORS} } }`;

const sevens = { AGI: 7, APP: 7, CHA: 7, CON: 7, STR: 7, INT: 7, MAN: 7, PER: 7, REF: 7, WIL: 7 };

type Char = { id: string; status: string; version: number; sheet: any };

async function ylniesTable(app: TestApp) {
  return table(app, { name: 'Ylnies', ruleset: 'YLNIES' });
}

async function create(app: TestApp, apiKey: string, campaignId: string, ylnies: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const res = await app.gql(CREATE, { input: { campaignId, name: 'Grok', ylnies, ...extra } }, apiKey);
  expect(res.errors).toBeUndefined();
  return res.data.createCharacter;
}

async function createOk(app: TestApp, apiKey: string, campaignId: string, ylnies: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<Char> {
  const r = await create(app, apiKey, campaignId, ylnies, extra);
  expect(r.__typename, JSON.stringify(r)).toBe('CharacterPayload');
  return r.character;
}

const value = (c: Char, key: string) => c.sheet.characteristics.find((x: { key: string }) => x.key === key).value;

async function sheetOf(app: TestApp, apiKey: string, id: string): Promise<Char> {
  const res = await app.gql(`query($id: ID!) { character(id: $id) { ${CHARACTER} } }`, { id }, apiKey);
  expect(res.errors).toBeUndefined();
  return res.data.character;
}

async function rollLog(app: TestApp, globalId: string) {
  const id = decodeId('Character', globalId)!;
  const rows = await app.database.db.select().from(rolls).where(eq(rolls.characterId, id)).orderBy(asc(rolls.seq));
  return rows.map((r) => ({ kind: r.kind, requestId: r.requestId, ...(JSON.parse(r.payload) as { faces: number[]; inputs: any; outcome: any }) }));
}

/** A fighter: Troll (STR 11, CON 11, AGI 5) or Human (all 7), with a weapon skill, a spell, a power, weapons and armour. */
function fighter(race: 'TROLL' | 'HUMAN', extra: Record<string, unknown> = {}) {
  return {
    race,
    method: 'POINTS',
    bases: sevens,
    skills: [
      { name: 'Hache', characteristic: 'AGI', kind: 'SKILL', value: 8 },
      { name: 'Arc', characteristic: 'PER', kind: 'SKILL', value: 6 },
      { name: 'Boule de feu', characteristic: 'WIL', kind: 'SPELL', innate: true },
      { name: 'Peau de pierre', characteristic: 'CON', kind: 'POWER', value: 6 },
      { name: 'Soins', characteristic: 'INT', kind: 'SPELL', value: 5 },
    ],
    equipment: {
      weapons: [
        { name: 'Hache de guerre', type: 'NORMAL' },
        { name: 'Arc court', type: 'BOW' },
      ],
      armour: { name: 'Cuir bouilli', type: 'LEATHER' },
      other: ['Corde'],
    },
    ...extra,
  };
}

describe.each(BACKENDS)('Ylnies API on $name', (backend) => {
  let app: TestApp;
  const dice = tableDice();
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend, { rng: dice });
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  test('done-when: a GM creates a Ylnies campaign; a player makes a Troll by points whose final Constitution includes the +4', async () => {
    const { player, campaign } = await ylniesTable(app);
    expect(campaign.ruleset).toBe('YLNIES');
    const troll = await createOk(app, player.apiKey, campaign.id, fighter('TROLL'));
    expect(troll.status).toBe('DRAFT');
    expect(troll.sheet.__typename).toBe('YlniesSheet');
    const con = troll.sheet.characteristics.find((c: { key: string }) => c.key === 'CON');
    expect(con).toEqual({ key: 'CON', name: 'Constitution', value: 11, base: 7, modifier: 4 });
    expect(value(troll, 'STR')).toBe(11);
    expect(value(troll, 'AGI')).toBe(5);
    expect(troll.sheet.race).toMatchObject({ key: 'TROLL', name: 'Troll', humanUpbringing: false, traits: ['Claws, horns and fangs'] });
    expect(troll.sheet.manaPoints).toBe(35);
    expect(troll.sheet.mana).toBe(35);
    expect(troll.sheet.resistance).toBe(15);
    // Innate = Willpower 7, free; spells double: 8 + 6 + 6 + 5×2 = 30 of 75.
    expect(troll.sheet.skills.find((s: { innate: boolean }) => s.innate)).toEqual({ name: 'Boule de feu', characteristic: 'WIL', kind: 'SPELL', value: 7, innate: true });
    expect(troll.sheet.skillPoints).toEqual({ spent: 30, available: 75, unspent: 45 });
    expect(troll.sheet.wounds).toMatchObject({ light: 0, grave: [], graveCapacity: 5, dead: false });
    // The points method rolls nothing.
    expect(await rollLog(app, troll.id)).toEqual([]);

    const human = await createOk(app, player.apiKey, campaign.id, fighter('HUMAN'));
    expect(human.sheet.skillPoints.available).toBe(90);
  });

  test('races(YLNIES) and the catalogue list the seed’s tables', async () => {
    const races = await app.gql(`{ races(ruleset: YLNIES) { __typename key fr: name(locale: FR) ... on YlniesRace { modifiers { characteristic value } traits extraSkillPoints } } }`);
    expect(races.data.races.map((r: { key: string }) => r.key)).toEqual(['HUMAN', 'KAY_TEY', 'HALF_ELF', 'TROLL']);
    expect(races.data.races[3]).toMatchObject({
      __typename: 'YlniesRace',
      fr: 'Troll',
      modifiers: [
        { characteristic: 'AGI', value: -2 },
        { characteristic: 'APP', value: -2 },
        { characteristic: 'CON', value: 4 },
        { characteristic: 'STR', value: 4 },
        { characteristic: 'REF', value: -2 },
      ],
    });
    expect(races.data.races[0].extraSkillPoints).toBe(15);
    const cat = await app.gql(`{ ylniesCatalogue { weapons { key damage usesStrength rangeMetres rangeStrengthFactors } armours { key value } woundTable { category minDamage maxDamage } creation { points baseMax skillPoints } characteristics { key name(locale: FR) } } }`);
    const c = cat.data.ylniesCatalogue;
    expect(c.weapons.find((w: { key: string }) => w.key === 'CROSSBOW')).toEqual({ key: 'CROSSBOW', damage: '3d6', usesStrength: false, rangeMetres: [15, 30, 100], rangeStrengthFactors: null });
    expect(c.weapons.find((w: { key: string }) => w.key === 'BOW').rangeStrengthFactors).toEqual([3, 6, 10]);
    expect(c.armours.map((a: { value: number }) => a.value)).toEqual([4, 6, 8, 10, 12]);
    expect(c.woundTable.map((w: { category: string }) => w.category)).toEqual(['UNHARMED', 'LIGHT', 'GRAVE', 'CRITICAL', 'DEATH']);
    expect(c.creation).toEqual({ points: 70, baseMax: 13, skillPoints: 75 });
    expect(c.characteristics.at(-1)).toEqual({ key: 'WIL', name: 'Volonté' });
  });

  test('random creation: 2d6 + 1 + racial modifier rolled by the server and logged with its dice', async () => {
    const { player, campaign } = await ylniesTable(app);
    // AGI APP CHA CON STR INT MAN PER REF WIL, two d6 each.
    const faces = [1, 1, 6, 6, 3, 4, 1, 2, 6, 5, 2, 2, 3, 3, 4, 4, 5, 5, 6, 3];
    dice.script(faces);
    const kay = await createOk(app, player.apiKey, campaign.id, {
      race: 'KAY_TEY',
      method: 'RANDOM',
      skills: [
        { name: 'Discrétion', characteristic: 'AGI', value: 10 },
        { name: 'Vision du vent', characteristic: 'PER', kind: 'POWER', innate: true },
      ],
    });
    expect(dice.left).toBe(0);
    expect(kay.sheet.creationMethod).toBe('RANDOM');
    const bases = [3, 13, 8, 4, 12, 5, 7, 9, 11, 10];
    const mods = [2, 0, 0, -3, 0, 0, 0, 1, 1, 0];
    kay.sheet.characteristics.forEach((c: { base: number; value: number; modifier: number }, i: number) => {
      expect(c.base).toBe(bases[i]);
      expect(c.modifier).toBe(mods[i]);
      expect(c.value).toBe(Math.max(1, bases[i]! + mods[i]!));
    });
    expect(value(kay, 'CON')).toBe(1); // 1+2+1 = 4, −3 → 1: never below 1
    expect(kay.sheet.manaPoints).toBe(35);
    expect(kay.sheet.skills[1]).toMatchObject({ innate: true, value: 10 }); // the rolled Willpower
    const log = await rollLog(app, kay.id);
    expect(log).toHaveLength(1);
    expect(log[0]!.kind).toBe('CREATION');
    expect(log[0]!.faces).toEqual(faces);
    expect(log[0]!.outcome.rolls.CON).toEqual([1, 2]);
  });

  test('mixed creation: each characteristic takes a parent’s modifier on a logged d2', async () => {
    const { player, campaign } = await ylniesTable(app);
    // Ten d2 (1 = Troll, 2 = Kay-tey), then one d2 per trait (Troll: 1; Kay-tey: 2).
    const faces = [1, 1, 1, 2, 1, 1, 1, 2, 2, 1, 1, 2, 1];
    dice.script(faces);
    const mixed = await createOk(app, player.apiKey, campaign.id, {
      mixed: { parents: ['TROLL', 'KAY_TEY'], humanUpbringing: true },
      method: 'POINTS',
      bases: sevens,
      skills: [{ name: 'Regard', characteristic: 'WIL', kind: 'POWER', innate: true }],
    });
    expect(dice.left).toBe(0);
    expect(mixed.sheet.race).toMatchObject({ key: 'MIXED', name: 'Mixed Troll / Kay-tey', humanUpbringing: true, parents: [{ key: 'TROLL' }, { key: 'KAY_TEY' }] });
    expect(value(mixed, 'AGI')).toBe(5); // Troll −2
    expect(value(mixed, 'CON')).toBe(4); // Kay-tey −3
    expect(value(mixed, 'STR')).toBe(11); // Troll +4
    expect(value(mixed, 'PER')).toBe(8); // Kay-tey +1
    expect(value(mixed, 'REF')).toBe(8); // Kay-tey +1
    expect(mixed.sheet.race.traits).toEqual(['Claws, horns and fangs', 'Claws and fangs']);
    expect(mixed.sheet.skillPoints.available).toBe(90);
    const log = await rollLog(app, mixed.id);
    expect(log.map((l) => [l.kind, l.faces])).toEqual([['CREATION', faces]]);
  });

  test('creation breaches are RuleViolations citing the rule; nothing is written and nothing rolled', async () => {
    const { player, campaign } = await ylniesTable(app);
    const count = async () => (await app.database.db.select().from(characters).where(eq(characters.campaignId, decodeId('Campaign', campaign.id)!))).length;
    const before = await count();
    const over = await create(app, player.apiKey, campaign.id, { ...fighter('HUMAN'), skills: [{ name: 'Épée', characteristic: 'AGI', value: 11 }, { name: 'Feu', characteristic: 'WIL', kind: 'SPELL', innate: true }] });
    expect(over.__typename).toBe('RuleViolation');
    expect(over.code).toBe('SKILL_ABOVE_CREATION_MAX');
    expect(over.rule).toMatch(/^Ylnies §Creation: at most 10 points per skill/);

    const budget = await create(app, player.apiKey, campaign.id, { ...fighter('TROLL'), bases: { ...sevens, STR: 14, CON: 8 } });
    expect(budget.violations.map((v: { code: string }) => v.code).sort()).toEqual(['CHARACTERISTIC_ABOVE_MAXIMUM', 'CHARACTERISTIC_POINTS_EXCEEDED']);

    const spells = await create(app, player.apiKey, campaign.id, {
      ...fighter('TROLL'),
      skills: [...Array.from({ length: 4 }, (_, i) => ({ name: `Sort ${i}`, characteristic: 'INT', kind: 'SPELL', value: 10 })), { name: 'Feu', characteristic: 'WIL', kind: 'SPELL', innate: true }],
    });
    expect(spells).toMatchObject({ __typename: 'RuleViolation', code: 'SKILL_POINTS_EXCEEDED' }); // 4 × 10 × 2 = 80 > 75

    const noInnate = await create(app, player.apiKey, campaign.id, { ...fighter('HUMAN'), skills: [{ name: 'Épée', characteristic: 'AGI', value: 5 }] });
    expect(noInnate.code).toBe('INNATE_MISSING');

    // RANDOM: an explicit innate value is refused before anything is rolled.
    dice.script([6]);
    const random = await create(app, player.apiKey, campaign.id, { race: 'HUMAN', method: 'RANDOM', skills: [{ name: 'Feu', characteristic: 'WIL', kind: 'SPELL', innate: true, value: 8 }] });
    expect(random.code).toBe('INNATE_VALUE_WITH_RANDOM');
    expect(dice.left).toBe(1);
    dice.script([]);

    const bad = await create(app, player.apiKey, campaign.id, { race: 'HUMAN', method: 'POINTS', skills: [{ name: 'X', characteristic: 'AGI' }] });
    expect(bad.__typename).toBe('ValidationError');
    expect(bad.issues.map((i: { path: string }) => i.path).sort()).toEqual(['ylnies.bases', 'ylnies.skills.0.value']);

    const unknown = await create(app, player.apiKey, campaign.id, { ...fighter('TROLL'), race: 'ORC' });
    expect(unknown).toMatchObject({ __typename: 'RuleViolation', code: 'UNKNOWN_RACE' });

    const wrongPart = await app.gql(CREATE, { input: { campaignId: campaign.id, name: 'X', sms: { race: 'HUMAN', modules: [] } } }, player.apiKey);
    expect(wrongPart.data.createCharacter.code).toBe('YLNIES_SHEET_REQUIRED');
    expect(await count()).toBe(before);
  });

  test('NPCs: the GM’s, not bound by the creation budget', async () => {
    const { gm, player, campaign } = await ylniesTable(app);
    const refused = await create(app, player.apiKey, campaign.id, fighter('TROLL'), { kind: 'NPC' });
    expect(refused.code).toBe('NPC_IS_GM_ONLY');
    const boss = await createOk(app, gm.apiKey, campaign.id, { ...fighter('TROLL'), bases: { ...sevens, STR: 16 }, skills: [{ name: 'Hache', characteristic: 'STR', value: 18 }] }, { kind: 'NPC' });
    expect(boss.status).toBe('ACTIVE');
    expect(value(boss, 'STR')).toBe(20);
    expect(boss.sheet.skills[0].value).toBe(18);
  });

  test('an SMS-only mutation on a Ylnies character is refused, and a Ylnies one on an SMS character', async () => {
    const { player, campaign } = await ylniesTable(app);
    const troll = await createOk(app, player.apiKey, campaign.id, fighter('TROLL'));
    const add = await app.gql(
      `mutation($input: AddModuleInput!) { addModule(input: $input) { __typename ${ERRORS} } }`,
      { input: { characterId: troll.id, module: { name: 'Force', scope: 5, polarity: 'POSITIVE', rank: 1 } } },
      player.apiKey,
    );
    expect(add.data.addModule).toMatchObject({ __typename: 'RuleViolation', code: 'NOT_SMS' });

    const sms = await table(app);
    const { character } = await createSmsCharacter(app, sms.player.apiKey, sms.campaign.id, { race: 'HUMAN', modules: [] });
    const skills = await app.gql(
      `mutation($input: SetYlniesSkillsInput!) { setYlniesSkills(input: $input) { __typename ${ERRORS} } }`,
      { input: { characterId: character.id, skills: [] } },
      sms.player.apiKey,
    );
    expect(skills.data.setYlniesSkills).toMatchObject({ __typename: 'RuleViolation', code: 'NOT_YLNIES' });
    expect((await sheetOf(app, player.apiKey, troll.id)).version).toBe(1);
  });

  test('DRAFT edits: skills checked against the creation rules; equipment against the catalogue', async () => {
    const { gm, player, campaign } = await ylniesTable(app);
    const troll = await createOk(app, player.apiKey, campaign.id, fighter('TROLL'));
    const SET = `mutation($input: SetYlniesSkillsInput!) { setYlniesSkills(input: $input) { __typename ... on CharacterPayload { character { ${CHARACTER} } } ${ERRORS} } }`;
    const tooMuch = await app.gql(SET, { input: { characterId: troll.id, skills: [{ name: 'Feu', characteristic: 'WIL', kind: 'SPELL', innate: true, value: 12 }] } }, player.apiKey);
    expect(tooMuch.data.setYlniesSkills.code).toBe('SKILL_ABOVE_CREATION_MAX');
    const ok = await app.gql(SET, { input: { characterId: troll.id, skills: [{ name: 'Feu', characteristic: 'WIL', kind: 'SPELL', innate: true, value: 10 }] } }, player.apiKey);
    expect(ok.data.setYlniesSkills.character.sheet.skillPoints).toEqual({ spent: 6, available: 75, unspent: 69 }); // 3 bought × 2
    const EQUIP = `mutation($input: SetYlniesEquipmentInput!) { setYlniesEquipment(input: $input) { __typename ... on CharacterPayload { character { ${CHARACTER} } } ${ERRORS} } }`;
    const equip = await app.gql(EQUIP, { input: { characterId: troll.id, equipment: { armour: { name: 'Harnois', type: 'PLATE' } } } }, player.apiKey);
    expect(equip.data.setYlniesEquipment.character.sheet.resistance).toBe(23);

    const activated = await app.gql(`mutation($input: ActivateCharacterInput!) { activateCharacter(input: $input) { __typename } }`, { input: { characterId: troll.id } }, player.apiKey);
    expect(activated.data.activateCharacter.__typename).toBe('CharacterPayload');
    const events = await app.gql(`query($id: ID!) { campaign(id: $id) { events(type: "character.activated", first: 5) { edges { node { payload } } } } }`, { id: campaign.id }, gm.apiKey);
    expect(events.data.campaign.events.edges.map((e: { node: unknown }) => e.node)).toEqual([{ payload: { characterId: troll.id, ruleset: 'YLNIES', kind: 'PC' } }]);
    const later = await app.gql(SET, { input: { characterId: troll.id, skills: [] } }, player.apiKey);
    expect(later.data.setYlniesSkills.code).toBe('CHARACTER_ACTIVE');
    const laterEquip = await app.gql(EQUIP, { input: { characterId: troll.id, equipment: {} } }, player.apiKey);
    expect(laterEquip.data.setYlniesEquipment.code).toBe('EQUIPMENT_IS_GM_ONLY');
    const byGm = await app.gql(EQUIP, { input: { characterId: troll.id, equipment: {} } }, gm.apiKey);
    expect(byGm.data.setYlniesEquipment.character.sheet.resistance).toBe(11);
  });

  test('odds: the exact distribution sums to 1 and matches the roll', async () => {
    const res = await app.gql(`{ ylniesOdds(input: { characteristic: 7, skill: 5, modifier: -1, threshold: 25 }) { denominator success successCount outcomes { outcome count probability } } }`);
    const odds = res.data.ylniesOdds;
    expect(odds.denominator).toBe(1296);
    expect(odds.outcomes.reduce((s: number, o: { count: number }) => s + o.count, 0)).toBe(1296);
    expect(odds.outcomes.reduce((s: number, o: { probability: number }) => s + o.probability, 0)).toBeCloseTo(1, 12);
    expect(odds.outcomes.find((o: { outcome: string }) => o.outcome === 'PITIFUL_FAILURE').count).toBe(1);
    // Needs 4d6 > 14: 1296 − 721 rolls summing ≤ 14 = 575 (three 1s never reach it; three 6s always do).
    expect(odds.successCount).toBe(575);
    const opposed = await app.gql(`{ ylniesOpposedOdds(a: { characteristic: 7, skill: 3 }, b: { characteristic: 7, skill: 3 }, undergoing: B) { aWins bWins bothFail } }`);
    const o = opposed.data.ylniesOpposedOdds;
    expect(o.aWins + o.bWins + o.bothFail).toBeCloseTo(1, 12);
    expect(o.bothFail).toBeCloseTo((21 / 1296) ** 2, 12); // a tie goes to B: only two fumbles fail both
    expect(o.bWins).toBeGreaterThan(o.aWins);
  });

  test('tests: the GM requests, the player answers once; every roll is logged', async () => {
    const { gm, player, other, campaign } = await ylniesTable(app);
    const troll = await createOk(app, player.apiKey, campaign.id, fighter('TROLL'));
    const REQUEST = `mutation($input: RequestYlniesTestInput!) { requestYlniesTest(input: $input) { __typename ... on YlniesTestRequestPayload { request { id skill characteristic threshold modifier status } } ${ERRORS} } }`;
    const byPlayer = await app.gql(REQUEST, { input: { characterId: troll.id, skill: 'Hache', threshold: 20 } }, player.apiKey);
    expect(byPlayer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const missing = await app.gql(REQUEST, { input: { characterId: troll.id, skill: 'Nage', threshold: 20 } }, gm.apiKey);
    expect(missing.data.requestYlniesTest.code).toBe('SKILL_NOT_FOUND');
    const req = await app.gql(REQUEST, { input: { characterId: troll.id, skill: 'Hache', modifier: 2, threshold: 25, note: 'Fendre la porte' } }, gm.apiKey);
    const request = req.data.requestYlniesTest.request;
    expect(request).toMatchObject({ skill: 'Hache', characteristic: null, threshold: 25, modifier: 2, status: 'OPEN' });
    const open = await app.gql(`query($id: ID!) { ylniesTestRequests(characterId: $id) { id } }`, { id: troll.id }, player.apiKey);
    expect(open.data.ylniesTestRequests).toEqual([{ id: request.id }]);

    const RESOLVE = `mutation($input: ResolveYlniesTestInput!) { resolveYlniesTest(input: $input) { __typename ... on YlniesTestPayload { requestId result { dice bonus total threshold success degree special outcome probability } } ${ERRORS} } }`;
    const alone = await app.gql(RESOLVE, { input: { characterId: troll.id, skill: 'Hache', threshold: 3 } }, player.apiKey);
    expect(alone.data.resolveYlniesTest.code).toBe('TEST_IS_GM_SET');
    const noRequest = await app.gql(RESOLVE, { input: { characterId: troll.id } }, player.apiKey);
    expect(noRequest.data.resolveYlniesTest.code).toBe('REQUEST_REQUIRED');
    const stranger = await app.gql(RESOLVE, { input: { characterId: troll.id, requestId: request.id } }, other.apiKey);
    expect(stranger.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // The player may add nothing to the GM's test, not even the body part it concerns.
    const moved = await app.gql(RESOLVE, { input: { characterId: troll.id, requestId: request.id, location: 'Bras gauche' } }, player.apiKey);
    expect(moved.data.resolveYlniesTest.code).toBe('TEST_IS_GM_SET');
    // The request reached the outbox, with global IDs a webhook receiver can use.
    const events = await app.database.db.execute(`select payload from outbox_events where type = 'action.requested'` as never);
    const payloads = (events as unknown as { rows: { payload: { requestId: string; characterId: string; ruleset?: string } }[] }).rows.map((r) => r.payload);
    expect(payloads).toContainEqual(expect.objectContaining({ requestId: request.id, characterId: troll.id, ruleset: 'YLNIES' }));

    dice.script([6, 6, 6, 2]); // triple 6: critical success; 20 + AGI 5 + Hache 8 + 2 = 35 > 25
    const answered = await app.gql(RESOLVE, { input: { characterId: troll.id, requestId: request.id } }, player.apiKey);
    const result = answered.data.resolveYlniesTest.result;
    expect(result).toMatchObject({ dice: [6, 6, 6, 2], bonus: 15, total: 35, threshold: 25, success: true, degree: 10, special: 'CRITICAL_SUCCESS', outcome: 'CRITICAL_SUCCESS' });
    expect(result.probability).toBeGreaterThan(0.5);
    const again = await app.gql(RESOLVE, { input: { characterId: troll.id, requestId: request.id } }, player.apiKey);
    expect(again.data.resolveYlniesTest.code).toBe('REQUEST_NOT_OPEN');

    dice.script([1, 1, 1, 6]); // three 1s: always a failure
    const gmRoll = await app.gql(RESOLVE, { input: { characterId: troll.id, characteristic: 'STR', threshold: 5 } }, gm.apiKey);
    expect(gmRoll.data.resolveYlniesTest.result).toMatchObject({ total: 20, success: false, outcome: 'CRITICAL_FAILURE', degree: 0 });

    const log = await rollLog(app, troll.id);
    expect(log.map((l) => [l.kind, l.faces])).toEqual([
      ['YLNIES_TEST', [6, 6, 6, 2]],
      ['YLNIES_TEST', [1, 1, 1, 6]],
    ]);
    expect(log[0]!.requestId).toBe(decodeId('YlniesTestRequest', request.id));
    expect(log[0]!.inputs).toMatchObject({ skill: 'Hache', skillValue: 8, characteristic: 'AGI', threshold: 25, modifier: 2 });
  });

  test('one request system: a Ylnies test is an ActionRequest — listed with the same filters, answered by its id, cancellable', async () => {
    const { gm, player, campaign } = await ylniesTable(app);
    const troll = await createOk(app, player.apiKey, campaign.id, fighter('TROLL'));
    const REQUEST = `mutation($input: RequestYlniesTestInput!) { requestYlniesTest(input: $input) { __typename ... on YlniesTestRequestPayload { request { id } actionRequest { id ruleset status } } ${ERRORS} } }`;
    const first = (await app.gql(REQUEST, { input: { characterId: troll.id, skill: 'Hache', threshold: 25, note: 'Fendre la porte' } }, gm.apiKey)).data.requestYlniesTest;
    app.clock.advance(1_000); // newest first: the second request is the newer
    const second = (await app.gql(REQUEST, { input: { characterId: troll.id, characteristic: 'STR', threshold: 10 } }, gm.apiKey)).data.requestYlniesTest;
    expect(first.actionRequest).toMatchObject({ ruleset: 'YLNIES', status: 'OPEN' });

    const LIST = `query($id: ID!) { character(id: $id) { actionRequests(first: 10, status: OPEN) { edges { node { id ruleset note ylniesTest { skill threshold } } } } } }`;
    const open = (await app.gql(LIST, { id: troll.id }, player.apiKey)).data.character.actionRequests.edges.map((e: { node: unknown }) => e.node);
    expect(open).toEqual([
      { id: second.actionRequest.id, ruleset: 'YLNIES', note: null, ylniesTest: { skill: null, threshold: 10 } },
      { id: first.actionRequest.id, ruleset: 'YLNIES', note: 'Fendre la porte', ylniesTest: { skill: 'Hache', threshold: 25 } },
    ]);
    const mine = await app.gql(`{ me { openActionRequests(first: 10) { edges { node { id } } } } }`, {}, player.apiKey);
    expect(mine.data.me.openActionRequests.edges).toHaveLength(2);

    // Cancelled with the older YlniesTestRequest id: the same row.
    const CANCEL = `mutation($input: CancelActionRequestInput!) { cancelActionRequest(input: $input) { __typename ... on ActionRequestPayload { request { id status } } ${ERRORS} } }`;
    const byPlayer = await app.gql(CANCEL, { input: { requestId: second.request.id } }, player.apiKey);
    expect(byPlayer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const cancelled = await app.gql(CANCEL, { input: { requestId: second.request.id } }, gm.apiKey);
    expect(cancelled.data.cancelActionRequest.request).toEqual({ id: second.actionRequest.id, status: 'CANCELLED' });
    const RESOLVE = `mutation($input: ResolveYlniesTestInput!) { resolveYlniesTest(input: $input) { __typename ... on YlniesTestPayload { result { success } } ${ERRORS} } }`;
    const late = await app.gql(RESOLVE, { input: { characterId: troll.id, requestId: second.actionRequest.id } }, player.apiKey);
    expect(late.data.resolveYlniesTest.code).toBe('REQUEST_NOT_OPEN');
    // Answered by its ActionRequest id.
    dice.script([6, 6, 6, 2]);
    const answered = await app.gql(RESOLVE, { input: { characterId: troll.id, requestId: first.actionRequest.id } }, player.apiKey);
    expect(answered.data.resolveYlniesTest).toMatchObject({ __typename: 'YlniesTestPayload', result: { success: true } });
    expect((await app.gql(LIST, { id: troll.id }, player.apiKey)).data.character.actionRequests.edges).toEqual([]);
  });

  test('a roll of two sides gives both, in the order of its result (issue 39: cards say who did what to whom)', async () => {
    const { gm, player, campaign } = await ylniesTable(app);
    const a = await createOk(app, player.apiKey, campaign.id, fighter('HUMAN'), { name: 'Ana' });
    const b = await createOk(app, player.apiKey, campaign.id, fighter('HUMAN'), { name: 'Bert' });
    const OPPOSED = `mutation($input: OpposedYlniesTestInput!) { opposedYlniesTest(input: $input) { __typename } }`;
    expect((await app.gql(OPPOSED, { input: { a: { characterId: a.id, skill: 'Hache' }, b: { characterId: b.id, skill: 'Hache' } } }, gm.apiKey)).data.opposedYlniesTest.__typename).toBe('OpposedYlniesTestPayload');
    const SIDES = `query($id: ID!) { character(id: $id) { rolls(first: 5) { edges { node { rollKind sides { characterId label } } } } } }`;
    // Both logs keep the roll; each names A then B, whichever log it is read from.
    for (const id of [a.id, b.id]) {
      const res = await app.gql(SIDES, { id }, player.apiKey);
      expect(res.data.character.rolls.edges.map((e: { node: unknown }) => e.node)).toEqual([
        { rollKind: 'YLNIES_OPPOSED', sides: [{ characterId: a.id, label: null }, { characterId: b.id, label: null }] },
      ]);
    }
  });

  test('opposed tests: a tie goes to the side undergoing the action, or fails both', async () => {
    const { gm, player, campaign } = await ylniesTable(app);
    const a = await createOk(app, player.apiKey, campaign.id, fighter('HUMAN'));
    const b = await createOk(app, player.apiKey, campaign.id, fighter('HUMAN'));
    const OPPOSED = `mutation($input: OpposedYlniesTestInput!) { opposedYlniesTest(input: $input) { __typename ... on OpposedYlniesTestPayload { test { winner degree decidedBy undergoing a { total character { id } } b { total } } } ${ERRORS} } }`;
    const sides = { a: { characterId: a.id, skill: 'Hache' }, b: { characterId: b.id, characteristic: 'PER', skill: 'Arc', modifier: 2 } };
    // A: 12 + AGI 7 + 8 = 27; B: 12 + PER 7 + 6 + 2 = 27.
    dice.script([3, 3, 3, 3, 2, 2, 4, 4]);
    const hiding = await app.gql(OPPOSED, { input: { ...sides, undergoing: 'B' } }, gm.apiKey);
    expect(hiding.data.opposedYlniesTest.test).toMatchObject({ winner: 'B', degree: 0, decidedBy: 'TIE_UNDERGOING', undergoing: 'B', a: { total: 27, character: { id: a.id } }, b: { total: 27 } });
    dice.script([3, 3, 3, 3, 2, 2, 4, 4]);
    const nobody = await app.gql(OPPOSED, { input: sides }, gm.apiKey);
    expect(nobody.data.opposedYlniesTest.test).toMatchObject({ winner: null, decidedBy: 'TIE_BOTH_FAIL' });
    dice.script([6, 5, 5, 5, 1, 2, 2, 2]);
    const clear = await app.gql(OPPOSED, { input: sides }, gm.apiKey);
    expect(clear.data.opposedYlniesTest.test).toMatchObject({ winner: 'A', degree: 36 - 22 });
    expect((await rollLog(app, b.id)).map((l) => l.kind)).toEqual(['YLNIES_OPPOSED', 'YLNIES_OPPOSED', 'YLNIES_OPPOSED']);
    const asPlayer = await app.gql(OPPOSED, { input: sides }, player.apiKey);
    expect(asPlayer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  const MELEE = `mutation($input: YlniesMeleeInput!) { ylniesMelee(input: $input) { __typename ... on YlniesCombatPayload {
    test { winner degree a { total } b { total } }
    hit { striker { id } weapon weaponDice weaponDamage strength resistance doubled wound { character { id } damage category conTest { dice total threshold success } wounds { grave { location } critical { damage } unconscious outOfCombat dead } } }
    defender { version sheet { ... on YlniesSheet { resistance } } } } ${ERRORS} } }`;

  test('done-when: a melee exchange with exact dice ends in the right wound category, and a critical calls for a CON test', async () => {
    const { gm, player, campaign } = await ylniesTable(app);
    const troll = await createOk(app, player.apiKey, campaign.id, fighter('TROLL'));
    const human = await createOk(app, player.apiKey, campaign.id, fighter('HUMAN'));
    const input = { attackerId: troll.id, defenderId: human.id, attackerSkill: 'Hache', defenderSkill: 'Hache', location: 'bras gauche' };
    // Troll 19 + AGI 5 + 8 = 32; Human 9 + 7 + 8 = 24; degree 8 → +2. Hache de guerre 2d6 = 12.
    // Strength 11 + 12 + 2 = 25; resistance CON 7 + leather 4 = 11; damage 14 → grave.
    dice.script([5, 5, 5, 4, 2, 2, 2, 3, 6, 6]);
    const first = await app.gql(MELEE, { input }, gm.apiKey);
    const r1 = first.data.ylniesMelee;
    expect(dice.left).toBe(0);
    expect(r1.test).toMatchObject({ winner: 'A', degree: 8, a: { total: 32 }, b: { total: 24 } });
    expect(r1.hit).toMatchObject({ striker: { id: troll.id }, weapon: 'NORMAL', weaponDice: [6, 6], weaponDamage: 12, strength: 25, resistance: 11, doubled: false });
    expect(r1.hit.wound).toMatchObject({ character: { id: human.id }, damage: 14, category: 'GRAVE', conTest: null });
    expect(r1.hit.wound.wounds).toMatchObject({ grave: [{ location: 'bras gauche' }], unconscious: false, outOfCombat: false });
    expect(r1.defender.sheet.resistance).toBe(10); // −1 per grave wound

    // Troll 22 + 13 = 35; Human 11 + 15 = 26; degree 9 → +2; 12 + 11 + 2 = 25 − 10 = 15 → grave again.
    // Then the same dice against resistance 9: 25 − 9 = 16 → critical; CON test 1,2,2,2 + 7 = 14 ≤ 16: unconscious.
    dice.script([6, 6, 5, 5, 2, 3, 3, 3, 6, 6]);
    const second = await app.gql(MELEE, { input }, gm.apiKey);
    expect(second.data.ylniesMelee.hit.wound.category).toBe('GRAVE');
    dice.script([6, 6, 5, 5, 2, 3, 3, 3, 6, 6, 1, 2, 2, 2]);
    const third = await app.gql(MELEE, { input }, gm.apiKey);
    const hit = third.data.ylniesMelee.hit;
    expect(dice.left).toBe(0);
    expect(hit.wound).toMatchObject({ damage: 16, category: 'CRITICAL', conTest: { dice: [1, 2, 2, 2], total: 14, threshold: 16, success: false } });
    expect(hit.wound.wounds).toMatchObject({ critical: [{ damage: 16 }], unconscious: true, outOfCombat: true, dead: false });

    const log = await rollLog(app, human.id);
    expect(log.map((l) => l.kind)).toEqual(['YLNIES_MELEE', 'YLNIES_MELEE', 'YLNIES_MELEE']);
    expect(log[2]!.faces).toEqual([6, 6, 5, 5, 2, 3, 3, 3, 6, 6, 1, 2, 2, 2]);
    expect(await rollLog(app, troll.id)).toHaveLength(3);

    const again = await app.gql(MELEE, { input }, gm.apiKey);
    expect(again.data.ylniesMelee).toMatchObject({ __typename: 'RuleViolation', code: 'INCAPACITATED' });
    const asPlayer = await app.gql(MELEE, { input }, player.apiKey);
    expect(asPlayer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  test('ranged: the defender rolls Reflexes and wins ties; out of range is refused', async () => {
    const { gm, player, campaign } = await ylniesTable(app);
    const archer = await createOk(app, player.apiKey, campaign.id, fighter('HUMAN'));
    const target = await createOk(app, player.apiKey, campaign.id, fighter('TROLL'));
    const RANGED = `mutation($input: YlniesRangedInput!) { ylniesRanged(input: $input) { __typename ... on YlniesCombatPayload { band test { winner decidedBy } hit { weapon weaponDamage strength resistance wound { category damage } } } ${ERRORS} } }`;
    const far = await app.gql(RANGED, { input: { attackerId: archer.id, defenderId: target.id, distance: 71, attackerSkill: 'Arc' } }, gm.apiKey);
    expect(far.data.ylniesRanged).toMatchObject({ __typename: 'RuleViolation', code: 'OUT_OF_RANGE' }); // bow, STR 7: long range 70 m
    // Archer 4d6 16 + PER 7 + Arc 6 = 29; target 16 + REF 5 = 21 ... tie case first: 10 + 13 = 23 vs 18 + 5 = 23 → defender.
    dice.script([4, 2, 2, 2, 6, 4, 4, 4]);
    const tie = await app.gql(RANGED, { input: { attackerId: archer.id, defenderId: target.id, distance: 30, attackerSkill: 'Arc' } }, gm.apiKey);
    expect(tie.data.ylniesRanged).toMatchObject({ band: 'MEDIUM', test: { winner: 'B', decidedBy: 'TIE_UNDERGOING' }, hit: null });
    // 6,6,5,5 = 22 + 13 = 35 vs 2,2,2,3 = 9 + 5 = 14: degree 21 → +5; bow 1d6+3 = 9; 7 + 9 + 5 = 21 vs CON 11 + 4 = 15 → 6: light.
    dice.script([6, 6, 5, 5, 2, 2, 2, 3, 6]);
    const hit = await app.gql(RANGED, { input: { attackerId: archer.id, defenderId: target.id, distance: 10, attackerSkill: 'Arc' } }, gm.apiKey);
    expect(hit.data.ylniesRanged).toMatchObject({ band: 'SHORT', test: { winner: 'A' }, hit: { weapon: 'BOW', weaponDamage: 9, strength: 21, resistance: 15, wound: { category: 'LIGHT', damage: 6 } } });
  });

  const CAST = `mutation($input: YlniesCastInput!) { ylniesCast(input: $input) { __typename ... on YlniesCastPayload {
    kind power manaCost manaLeft success multiplier strength resistance healed consequence
    test { winner degree } thresholdTest { total success }
    wound { category damage } backlash { strength resistance wound { category } }
    caster { sheet { ... on YlniesSheet { mana } } } target { id } } ${ERRORS} } }`;

  test('done-when: a spell spends the right mana; attacks wound, losers suffer a backlash, healing heals', async () => {
    const { gm, player, campaign } = await ylniesTable(app);
    const mage = await createOk(app, player.apiKey, campaign.id, fighter('HUMAN'));
    const troll = await createOk(app, player.apiKey, campaign.id, fighter('TROLL'));
    const ATTACK = `mutation($input: YlniesMagicAttackInput!) { ylniesMagicAttack(input: $input) { __typename ... on YlniesCastPayload { manaCost manaLeft success strength resistance multiplier wound { category damage } } ${ERRORS} } }`;
    // Spell 'Boule de feu' 7 at power 4: 4 mana. Mage 6,6,5,5 = 22 + WIL 7 + 7 = 36 vs troll 2,2,3,3 = 10 + WIL 7 = 17: degree 19 → +4.
    // Strength 4 + 7 + 4 = 15 − WIL 7 = 8: grave.
    dice.script([6, 6, 5, 5, 2, 2, 3, 3]);
    const attack = await app.gql(ATTACK, { input: { casterId: mage.id, targetId: troll.id, spell: 'Boule de feu', power: 4 } }, gm.apiKey);
    expect(attack.data.ylniesMagicAttack).toMatchObject({ manaCost: 4, manaLeft: 31, success: true, strength: 15, resistance: 7, multiplier: 1, wound: { category: 'GRAVE', damage: 8 } });
    expect(dice.left).toBe(0);
    // A malformed attack names the attack's own field, and spends nothing.
    const outOfBounds = await app.gql(ATTACK, { input: { casterId: mage.id, targetId: troll.id, spell: 'Boule de feu', casterModifier: 101 } }, gm.apiKey);
    expect(outOfBounds.data.ylniesMagicAttack.__typename).toBe('ValidationError');
    expect(outOfBounds.data.ylniesMagicAttack.issues.map((i: { path: string }) => i.path)).toEqual(['casterModifier']);

    // A power costs half its power, rounded up: Peau de pierre at 5 → 3.
    const power = await app.gql(CAST, { input: { casterId: mage.id, spell: 'Peau de pierre', power: 5, kind: 'BENEFICIAL' } }, player.apiKey);
    expect(power.data.ylniesCast).toMatchObject({ manaCost: 3, manaLeft: 28, success: true, test: null, caster: { sheet: { mana: 28 } } });
    const tooStrong = await app.gql(CAST, { input: { casterId: mage.id, spell: 'Peau de pierre', power: 7, kind: 'BENEFICIAL' } }, player.apiKey);
    expect(tooStrong.data.ylniesCast.code).toBe('POWER_ABOVE_SKILL');
    const attackByPlayer = await app.gql(CAST, { input: { casterId: mage.id, targetId: troll.id, spell: 'Boule de feu', kind: 'ATTACK' } }, player.apiKey);
    expect(attackByPlayer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // Healing the troll (Soins 5, INT): 5,5,5,4 = 19 + 7 + 5 = 31 vs 1,2,2,3 = 8 + 7 = 15: degree 16 → +4; 5 + 7 + 4 = 16 − 7 = 9: heals a grave wound.
    dice.script([5, 5, 5, 4, 1, 2, 2, 3]);
    const heal = await app.gql(CAST, { input: { casterId: mage.id, targetId: troll.id, spell: 'Soins', kind: 'HEALING' } }, player.apiKey);
    expect(heal.data.ylniesCast).toMatchObject({ kind: 'HEALING', manaCost: 5, manaLeft: 23, success: true, healed: 'GRAVE' });
    expect((await sheetOf(app, gm.apiKey, troll.id)).sheet.wounds.grave).toEqual([]);

    // A lost attack: 1,1,2,2 = 6 + 14 = 20 vs 6,6,5,4 = 21 + 7 = 28: degree 8 → backlash 8 − WIL 7 = 1: light.
    dice.script([1, 1, 2, 2, 6, 6, 5, 4]);
    const lost = await app.gql(CAST, { input: { casterId: mage.id, targetId: troll.id, spell: 'Boule de feu', kind: 'ATTACK', power: 7 } }, gm.apiKey);
    expect(lost.data.ylniesCast).toMatchObject({ success: false, manaCost: 7, manaLeft: 16, test: { winner: 'B', degree: 8 }, wound: null, backlash: { strength: 8, resistance: 7, wound: { category: 'LIGHT' } } });
    expect((await sheetOf(app, gm.apiKey, mage.id)).sheet.wounds.light).toBe(1);

    // Against a GM threshold, with a critical success: effects double.
    dice.script([6, 6, 6, 1]);
    const threshold = await app.gql(CAST, { input: { casterId: mage.id, spell: 'Soins', kind: 'THRESHOLD', threshold: 20, power: 2 } }, gm.apiKey);
    expect(threshold.data.ylniesCast).toMatchObject({ manaCost: 2, manaLeft: 14, success: true, multiplier: 2, thresholdTest: { total: 31, success: true } });
    for (const left of [7, 0]) {
      const spent = await app.gql(CAST, { input: { casterId: mage.id, spell: 'Boule de feu', kind: 'BENEFICIAL', power: 7 } }, player.apiKey);
      expect(spent.data.ylniesCast).toMatchObject({ manaCost: 7, manaLeft: left });
    }
    const broke = await app.gql(CAST, { input: { casterId: mage.id, spell: 'Boule de feu', kind: 'BENEFICIAL', power: 7 } }, player.apiKey);
    expect(broke.data.ylniesCast).toMatchObject({ __typename: 'RuleViolation', code: 'NOT_ENOUGH_MANA' });

    const RESTORE = `mutation($input: RestoreManaInput!) { restoreMana(input: $input) { __typename ... on CharacterPayload { character { sheet { ... on YlniesSheet { mana manaPoints } } } } ${ERRORS} } }`;
    const byPlayer = await app.gql(RESTORE, { input: { characterId: mage.id } }, player.apiKey);
    expect(byPlayer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const some = await app.gql(RESTORE, { input: { characterId: mage.id, amount: 30 } }, gm.apiKey);
    expect(some.data.restoreMana.character.sheet).toEqual({ mana: 30, manaPoints: 35 });
    const full = await app.gql(RESTORE, { input: { characterId: mage.id } }, gm.apiKey);
    expect(full.data.restoreMana.character.sheet).toEqual({ mana: 35, manaPoints: 35 });
    // Self-casts roll nothing, so only the four rolled casts are in the log.
    expect((await rollLog(app, mage.id)).map((l) => l.kind)).toEqual(['YLNIES_SPELL', 'YLNIES_SPELL', 'YLNIES_SPELL', 'YLNIES_SPELL']);
  });

  test('progression: GM grants, random rolls at a scenario’s end, training days', async () => {
    const { gm, player, campaign } = await ylniesTable(app);
    const troll = await createOk(app, player.apiKey, campaign.id, fighter('TROLL'));
    const GRANT = `mutation($input: GrantSkillIncreasesInput!) { grantSkillIncreases(input: $input) { __typename ... on CharacterPayload { character { ${CHARACTER} } } ${ERRORS} } }`;
    const draft = await app.gql(GRANT, { input: { characterId: troll.id, increases: [{ skill: 'Hache' }] } }, gm.apiKey);
    expect(draft.data.grantSkillIncreases.code).toBe('CHARACTER_DRAFT');
    await app.gql(`mutation($input: ActivateCharacterInput!) { activateCharacter(input: $input) { __typename } }`, { input: { characterId: troll.id } }, player.apiKey);
    const granted = await app.gql(GRANT, { input: { characterId: troll.id, increases: [{ skill: 'hache', amount: 3 }, { skill: 'Arc' }] } }, gm.apiKey);
    const skills = granted.data.grantSkillIncreases.character.sheet.skills;
    expect(skills.find((s: { name: string }) => s.name === 'Hache').value).toBe(11); // no maximum after creation
    expect(skills.find((s: { name: string }) => s.name === 'Arc').value).toBe(7);
    const byPlayer = await app.gql(GRANT, { input: { characterId: troll.id, increases: [{ skill: 'Hache' }] } }, player.apiKey);
    expect(byPlayer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const ROLL = `mutation($input: RollSkillIncreasesInput!) { rollSkillIncreases(input: $input) { __typename ... on RollSkillIncreasesPayload { rolls { skill dice before raised } character { ${CHARACTER} } } ${ERRORS} } }`;
    dice.script([3, 3, 3, 3, 1, 1, 2, 2]); // Hache 11: 12 > 11 rises; Arc 7: 6 ≤ 7 stays
    const rolled = await app.gql(ROLL, { input: { characterId: troll.id, skills: ['Hache', 'Arc'] } }, gm.apiKey);
    expect(rolled.data.rollSkillIncreases.rolls).toEqual([
      { skill: 'Hache', dice: [3, 3, 3, 3], before: 11, raised: true },
      { skill: 'Arc', dice: [1, 1, 2, 2], before: 7, raised: false },
    ]);
    expect((await rollLog(app, troll.id)).map((l) => [l.kind, l.faces])).toEqual([['YLNIES_PROGRESSION', [3, 3, 3, 3, 1, 1, 2, 2]]]);

    const TRAIN = `mutation($input: TrainSkillInput!) { trainSkill(input: $input) { __typename ... on TrainSkillPayload { completed lost training { skill requiredDays progressDays breakDays } character { ${CHARACTER} } } ${ERRORS} } }`;
    const notStarted = await app.gql(TRAIN, { input: { characterId: troll.id, skill: 'Arc', days: 3 } }, player.apiKey);
    expect(notStarted.data.trainSkill.code).toBe('TRAINING_NOT_STARTED');
    const start = await app.gql(TRAIN, { input: { characterId: troll.id, skill: 'Arc', requiredDays: 10, maxBreakDays: 2, days: 4 } }, gm.apiKey);
    expect(start.data.trainSkill.training).toEqual({ skill: 'Arc', requiredDays: 10, progressDays: 4, breakDays: 0 });
    const pause = await app.gql(TRAIN, { input: { characterId: troll.id, skill: 'Arc', days: 3, entry: 'BREAK' } }, player.apiKey);
    expect(pause.data.trainSkill).toMatchObject({ lost: true, training: { progressDays: 0 } });
    await app.gql(TRAIN, { input: { characterId: troll.id, skill: 'Arc', days: 6 } }, player.apiKey);
    const done = await app.gql(TRAIN, { input: { characterId: troll.id, skill: 'Arc', days: 4 } }, player.apiKey);
    expect(done.data.trainSkill).toMatchObject({ completed: true, training: { progressDays: 0 } });
    expect(done.data.trainSkill.character.sheet.skills.find((s: { name: string }) => s.name === 'Arc').value).toBe(8);
    const retime = await app.gql(TRAIN, { input: { characterId: troll.id, skill: 'Arc', requiredDays: 5 } }, player.apiKey);
    expect(retime.data.trainSkill.code).toBe('TRAINING_TIME_IS_GM_SET');
  });

  test('concurrency: mana spent at once is all counted and never goes below 0', async () => {
    const { player, campaign } = await ylniesTable(app);
    const mage = await createOk(app, player.apiKey, campaign.id, fighter('HUMAN'));
    // Self-cast of a beneficial spell: no roll, only the mana (Boule de feu at power 5: 5 mana).
    const spend = () => app.gql(CAST, { input: { casterId: mage.id, spell: 'Boule de feu', power: 5, kind: 'BENEFICIAL' } }, player.apiKey);
    const first = await Promise.all([spend(), spend(), spend(), spend()]);
    expect(first.map((r) => r.data?.ylniesCast.__typename ?? r.errors?.[0]?.extensions?.code)).toEqual(Array(4).fill('YlniesCastPayload'));
    expect((await sheetOf(app, player.apiKey, mage.id)).sheet.mana).toBe(15);
    const second = await Promise.all([spend(), spend(), spend(), spend()]);
    const kinds = second.map((r) => r.data?.ylniesCast.__typename === 'RuleViolation' ? r.data.ylniesCast.code : (r.data?.ylniesCast.__typename ?? r.errors?.[0]?.extensions?.code));
    expect(kinds.sort()).toEqual(['NOT_ENOUGH_MANA', 'YlniesCastPayload', 'YlniesCastPayload', 'YlniesCastPayload']);
    const after = await sheetOf(app, player.apiKey, mage.id);
    expect(after.sheet.mana).toBe(0);
    expect(after.version).toBe(1 + 7);
  });
});
