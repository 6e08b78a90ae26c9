/**
 * SMS combat at the table through the API (SMS §4, §6, §7, §9): NPCs by role and method, the
 * GM's die with its reasons (the seed's two examples), opposed results and weapon damage,
 * minions, and falls and throws rolled by the server (the seed's worked jump, face by face).
 */
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyRollChain } from '../../src/db/rolls.js';
import { type Rng, scriptedRng } from '../../src/rules/dice.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/backends.js';
import { createSmsCharacter, table } from '../support/flows.js';

const NPC_FIELDS = `sizeFactor npc { role method attack defence other { name difficulty } minion diesInOneHit baseDie attackDie
  modules { name } attackModules { name } defenceModules { name } }`;
const DEFINE = `mutation($input: DefineNpcInput!) { defineNpc(input: $input) { __typename
  ... on CharacterPayload { character { id sheet { ... on SmsSheet { ${NPC_FIELDS} } } } }
  ... on RuleViolation { code message rule violations { code } }
  ... on ValidationError { code issues { path message } } } }`;
const BREAKDOWN = `__typename ... on DifficultyBreakdown { die aboveTwelve points stakes steps { label shift } }
  ... on RuleViolation { code message rule } ... on ValidationError { issues { path } }`;
const ATTACK = `query($input: AttackDifficultyInput!) { attackDifficulty(input: $input) { ${BREAKDOWN} } }`;
const DEFENCE = `query($input: DefenceDifficultyInput!) { defenceDifficulty(input: $input) { ${BREAKDOWN} } }`;
const OPPOSED = `query($input: OpposedResultInput!) { opposedResult(input: $input) { __typename ... on OpposedResult { outcome resultDie } ... on ValidationError { issues { path } } } }`;
const DAMAGE = `query($input: WeaponDamageInput!) { weaponDamage(input: $input) { __typename
  ... on WeaponDamage { levels severity armourCategoryAfter steps { label shift } } ... on RuleViolation { code rule } } }`;
const INFLICT = `mutation($input: InflictWoundInput!) { inflictWound(input: $input) { __typename
  ... on CharacterPayload { character { sheet { ... on SmsSheet { healthStatus dead wounds { severity rank } } } } } ... on RuleViolation { code } } }`;
const IMPACT = `__typename
  ... on ImpactPayload { rollSeq wound { id nature severity rank damageType }
    impact { kind distance multiples strength strengthDie score die roll automatic success critical effectiveDistance rawLevels absorbed levels mortal severity damageType }
    character { version sheet { ... on SmsSheet { healthStatus wounds { id severity } } } } }
  ... on RuleViolation { code message rule violations { code } }
  ... on ValidationError { issues { path message } }`;
const FALL = `mutation($input: ResolveFallInput!) { resolveFall(input: $input) { ${IMPACT} } }`;
const THROW = `mutation($input: ResolveThrowInput!) { resolveThrow(input: $input) { ${IMPACT} } }`;

describe.each(BACKENDS)('SMS combat API on $name', (backend) => {
  let app: TestApp;
  // Each test scripts the faces it needs; the app keeps one Rng that reads the current script.
  let script: Rng = scriptedRng([]);
  const faces = (...f: number[]) => {
    script = scriptedRng(f);
  };
  beforeAll(async () => {
    if (!backend.skipReason) app = await startTestApp(backend, { rng: { int: (min, max) => script.int(min, max) } });
  });
  afterAll(async () => app?.close());
  const test = backend.skipReason ? it.skip : it;
  if (backend.skipReason) it.skip(`skipped: ${backend.skipReason}`, () => {});

  async function npc(apiKey: string, campaignId: string, name: string, modules: Record<string, unknown>[] = []) {
    const created = await createSmsCharacter(app, apiKey, campaignId, { modules }, { kind: 'NPC', name });
    expect(created.__typename).toBe('CharacterPayload');
    return created.character as { id: string; sheet: { modules: { id: string; name: string }[] } };
  }

  async function define(apiKey: string, input: Record<string, unknown>) {
    const res = await app.gql(DEFINE, { input }, apiKey);
    if (res.errors) return { errors: res.errors };
    return res.data.defineNpc;
  }

  const rawId = (globalId: string) => decodeGlobalID(globalId).id;

  test('defineNpc (GM only): uber-simple gnolls 3/3 are disposable, their base die D4; the NPC shows its definition to the GM', async () => {
    const { gm, player, campaign } = await table(app);
    const gnoll = await npc(gm.apiKey, campaign.id, 'Gnoll');
    const refused = await define(player.apiKey, { characterId: gnoll.id, role: 'DISPOSABLE', method: 'UBER_SIMPLE', attack: 3, defence: 3 });
    // A player does not see NPCs: refused as if it did not exist (docs/api.md §Errors).
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const done = await define(gm.apiKey, { characterId: gnoll.id, role: 'DISPOSABLE', method: 'UBER_SIMPLE', attack: 3, defence: 3, other: [{ name: 'Pister', difficulty: 5 }] });
    expect(done.__typename).toBe('CharacterPayload');
    expect(done.character.sheet.npc).toEqual({
      role: 'DISPOSABLE',
      method: 'UBER_SIMPLE',
      attack: 3,
      defence: 3,
      other: [{ name: 'Pister', difficulty: 5 }],
      minion: false,
      diesInOneHit: true,
      baseDie: 4,
      attackDie: 4,
      modules: [],
      attackModules: [],
      defenceModules: [],
    });
    const pc = (await createSmsCharacter(app, player.apiKey, campaign.id, { race: 'HUMAN', modules: [] })).character;
    const pcSheet = await app.gql(`query($id: ID!) { character(id: $id) { sheet { ... on SmsSheet { npc { role } } } } }`, { id: pc.id }, player.apiKey);
    expect(pcSheet.data.character.sheet.npc).toBeNull();
    const onPc = await define(gm.apiKey, { characterId: pc.id, role: 'DISPOSABLE', method: 'SIMPLE', attack: 3, defence: 3 });
    expect(onPc).toMatchObject({ __typename: 'RuleViolation', code: 'NOT_AN_NPC' });
  });

  test('defineNpc checks the method’s input, the role’s range (unless waived) and the size factor', async () => {
    const { gm, campaign } = await table(app);
    const brute = await npc(gm.apiKey, campaign.id, 'Brute');
    const noAttack = await define(gm.apiKey, { characterId: brute.id, role: 'ONE_SHOT', method: 'SIMPLE', defence: 8 });
    expect(noAttack).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'attack' }] });
    const tooWeak = await define(gm.apiKey, { characterId: brute.id, role: 'ONE_SHOT', method: 'SIMPLE', attack: 6, defence: 4 });
    expect(tooWeak).toMatchObject({ __typename: 'RuleViolation', code: 'BASE_DIE_OUTSIDE_ROLE' });
    expect(tooWeak.rule).toMatch(/^SMS §9/);
    const negative = await define(gm.apiKey, { characterId: brute.id, role: 'ONE_SHOT', method: 'SIMPLE', attack: -2, defence: 8 });
    expect(negative).toMatchObject({ __typename: 'RuleViolation', code: 'BAD_DIFFICULTY' });
    const huge = await define(gm.apiKey, { characterId: brute.id, role: 'ONE_SHOT', method: 'SIMPLE', attack: 6, defence: 8, sizeFactor: 12 });
    expect(huge).toMatchObject({ __typename: 'RuleViolation', code: 'BAD_SIZE_FACTOR' });
    const waived = await define(gm.apiKey, { characterId: brute.id, role: 'ONE_SHOT', method: 'SIMPLE', attack: 6, defence: 4, allowOutsideRole: true, sizeFactor: 7, minion: true });
    expect(waived.character.sheet).toMatchObject({ sizeFactor: 7, npc: { baseDie: 4, minion: true, diesInOneHit: true } });
  });

  test('deluxe and semi-modular NPCs take their difficulties from the modules on their own sheet', async () => {
    const { gm, campaign } = await table(app);
    const knight = await npc(gm.apiKey, campaign.id, 'Chevalier noir', [
      { name: 'Épée', scope: 2, polarity: 'POSITIVE', rank: 5 },
      { name: 'Bouclier', scope: 2, polarity: 'POSITIVE', rank: 4 },
      { name: 'Lent', scope: 3, polarity: 'NEGATIVE', rank: 1 },
    ]);
    const [epee, bouclier, lent] = knight.sheet.modules.map((m) => m.id);
    const deluxe = await define(gm.apiKey, { characterId: knight.id, role: 'RECURRING', method: 'DELUXE', attackModuleIds: [epee, lent], defenceModuleIds: [epee, bouclier] });
    expect(deluxe.character.sheet.npc).toMatchObject({
      method: 'DELUXE',
      attack: null,
      defence: null,
      baseDie: 10,
      attackDie: 4,
      modules: [{ name: 'Épée' }, { name: 'Bouclier' }, { name: 'Lent' }],
      attackModules: [{ name: 'Épée' }, { name: 'Lent' }],
      defenceModules: [{ name: 'Épée' }, { name: 'Bouclier' }],
    });
    const hit = await app.gql(ATTACK, { input: { npcId: knight.id, severity: 'LIGHT' } }, gm.apiKey);
    expect(hit.data.attackDifficulty).toMatchObject({
      die: 10,
      points: 9,
      steps: [
        { label: 'NPC defence: Épée', shift: 5 },
        { label: 'NPC defence: Bouclier', shift: 4 },
        { label: 'light wound', shift: 0 },
      ],
    });
    const stranger = await npc(gm.apiKey, campaign.id, 'Autre', [{ name: 'Hache', scope: 2, polarity: 'POSITIVE', rank: 3 }]);
    const foreign = await define(gm.apiKey, { characterId: knight.id, role: 'RECURRING', method: 'DELUXE', modules: [stranger.sheet.modules[0]!.id], defenceModuleIds: [] });
    expect(foreign).toMatchObject({ __typename: 'RuleViolation', code: 'UNKNOWN_MODULE' });
    const noDefence = await define(gm.apiKey, { characterId: knight.id, role: 'RECURRING', method: 'DELUXE', defenceModuleIds: [] });
    expect(noDefence).toMatchObject({ __typename: 'RuleViolation', code: 'NO_DEFENCE_MODULES' });

    const scout = await npc(gm.apiKey, campaign.id, 'Éclaireur', [{ name: 'Agile', scope: 3, polarity: 'POSITIVE', rank: 2 }]);
    const agile = scout.sheet.modules[0]!.id;
    const semi = await define(gm.apiKey, { characterId: scout.id, role: 'ONE_SHOT', method: 'SEMI_MODULAR', attack: 6, defence: 8 });
    expect(semi.character.sheet.npc).toMatchObject({ method: 'SEMI_MODULAR', baseDie: 8, modules: [{ name: 'Agile' }] });
    const dodging = await app.gql(ATTACK, { input: { npcId: scout.id, severity: 'SERIOUS', npcModuleIds: [agile] } }, gm.apiKey);
    expect(dodging.data.attackDifficulty).toMatchObject({
      die: 12,
      steps: [
        { label: 'NPC defence: defence difficulty', shift: 8 },
        { label: 'NPC defence: Agile', shift: 2 },
        { label: 'serious wound', shift: 2 },
      ],
    });
  });

  test('seed examples: rapier through the abdomen (critical) on base D8 → D12; NPC base D8, serious wound → the PC defends at D6', async () => {
    const { gm, campaign } = await table(app);
    const duellist = await npc(gm.apiKey, campaign.id, 'Duelliste');
    await define(gm.apiKey, { characterId: duellist.id, role: 'ONE_SHOT', method: 'SIMPLE', attack: 8, defence: 8 });
    const rapier = await app.gql(ATTACK, { input: { npcId: duellist.id, severity: 'CRITICAL' } }, gm.apiKey);
    expect(rapier.data.attackDifficulty).toEqual({
      __typename: 'DifficultyBreakdown',
      die: 12,
      aboveTwelve: false,
      points: 12,
      stakes: 'CRITICAL',
      steps: [
        { label: 'NPC defence: defence difficulty', shift: 8 },
        { label: 'critical wound', shift: 4 },
      ],
    });
    const parry = await app.gql(DEFENCE, { input: { npcId: duellist.id, severity: 'SERIOUS' } }, gm.apiKey);
    expect(parry.data.defenceDifficulty).toEqual({
      __typename: 'DifficultyBreakdown',
      die: 6,
      aboveTwelve: false,
      points: 6,
      stakes: 'LOW',
      steps: [
        { label: 'NPC attack: attack difficulty', shift: 8 },
        { label: 'serious wound', shift: -2 },
      ],
    });
  });

  test('difficulty breakdowns: armour if engaged, circumstances, size; rounded once; above D12; rule breaches; GM only', async () => {
    const { gm, player, campaign } = await table(app);
    const ogre = await npc(gm.apiKey, campaign.id, 'Ogre');
    await define(gm.apiKey, { characterId: ogre.id, role: 'ONE_SHOT', method: 'SIMPLE', attack: 9, defence: 8, sizeFactor: 7 });
    const armoured = await app.gql(
      ATTACK,
      { input: { npcId: ogre.id, severity: 'CRITICAL', armourCategory: 2, circumstances: [{ label: 'dans la boue', level: 1, favours: 'NPC' }], attackerSizeFactor: 4 } },
      gm.apiKey,
    );
    expect(armoured.data.attackDifficulty).toMatchObject({
      points: 8 + 4 + 2 + 1 + 3,
      die: 18,
      aboveTwelve: true,
      steps: [
        { label: 'NPC defence: defence difficulty', shift: 8 },
        { label: 'critical wound', shift: 4 },
        { label: 'armour category 2 engaged', shift: 2 },
        { label: 'dans la boue (slightly, favours NPC)', shift: 1 },
        { label: 'NPC larger by 3', shift: 3 },
      ],
    });
    const loose = await app.gql(ATTACK, { input: { npcId: ogre.id, severity: 'LIGHT', armourCategory: 2, armourEngaged: false, attackerSizeFactor: 7 } }, gm.apiKey);
    expect(loose.data.attackDifficulty).toMatchObject({ die: 8, steps: [{ shift: 8 }, { shift: 0 }] });
    // Attack 9, light, a PC of size 5 dodging: 9 − 2 (the ogre is larger) − 1 (favours PC) = 6; rounding once gives D6.
    const dodge = await app.gql(
      DEFENCE,
      { input: { npcId: ogre.id, severity: 'LIGHT', defence: 'DODGE', circumstances: [{ label: 'en hauteur', level: 1, favours: 'PC' }] } },
      gm.apiKey,
    );
    expect(dodge.data.defenceDifficulty).toMatchObject({ die: 6, points: 6 });
    const parry = await app.gql(DEFENCE, { input: { npcId: ogre.id, severity: 'MORTAL', defence: 'PARRY', armourCategory: 3 } }, gm.apiKey);
    expect(parry.data.defenceDifficulty).toMatchObject({ points: 9 - 6 - 3 + 2, die: 2 });

    const badArmour = await app.gql(ATTACK, { input: { npcId: ogre.id, severity: 'LIGHT', armourCategory: 4 } }, gm.apiKey);
    expect(badArmour.data.attackDifficulty).toMatchObject({ __typename: 'RuleViolation', code: 'BAD_ARMOUR_CATEGORY' });
    const badCircumstance = await app.gql(ATTACK, { input: { npcId: ogre.id, severity: 'LIGHT', circumstances: [{ label: 'x', level: 5, favours: 'PC' }] } }, gm.apiKey);
    expect(badCircumstance.data.attackDifficulty).toMatchObject({ __typename: 'RuleViolation', code: 'BAD_CIRCUMSTANCE' });
    const annihilation = await app.gql(DEFENCE, { input: { npcId: ogre.id, severity: 'ANNIHILATION' } }, gm.apiKey);
    expect(annihilation.data.defenceDifficulty).toMatchObject({ __typename: 'RuleViolation', code: 'NO_ANNIHILATION_ON_PC' });

    const secret = await app.gql(ATTACK, { input: { npcId: ogre.id, severity: 'LIGHT' } }, player.apiKey);
    expect(secret.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(secret.data?.attackDifficulty ?? null).toBeNull();
    const undefinedNpc = await npc(gm.apiKey, campaign.id, 'Inconnu');
    const notYet = await app.gql(DEFENCE, { input: { npcId: undefinedNpc.id, severity: 'LIGHT' } }, gm.apiKey);
    expect(notYet.data.defenceDifficulty).toMatchObject({ __typename: 'RuleViolation', code: 'NPC_NOT_DEFINED' });
  });

  test('opposed results and weapon damage (SMS §4)', async () => {
    const { player } = await table(app);
    const opposed = async (input: Record<string, unknown>) => (await app.gql(OPPOSED, { input }, player.apiKey)).data.opposedResult;
    expect(await opposed({ attacker: { die: 10, success: true }, defender: { die: 4, success: true } })).toMatchObject({ outcome: 'HIT', resultDie: 6 });
    expect(await opposed({ attacker: { die: 10, success: true }, defender: { die: 4, success: false } })).toMatchObject({ outcome: 'HIT', resultDie: 10 });
    expect(await opposed({ attacker: { die: 8, success: true } })).toMatchObject({ outcome: 'HIT', resultDie: 8 });
    expect(await opposed({ attacker: { die: 6, success: true }, defender: { die: 8, success: true } })).toMatchObject({ outcome: 'COUNTERED', resultDie: 0 });
    expect(await opposed({ attacker: { die: 12, success: false }, defender: null })).toMatchObject({ outcome: 'ATTACK_FAILED', resultDie: 0 });
    expect(await opposed({ attacker: { die: -2, success: true } })).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'attacker.die' }] });
    const anonymous = await app.gql(OPPOSED, { input: { attacker: { die: 6, success: true } } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const damage = async (input: Record<string, unknown>) => (await app.gql(DAMAGE, { input }, player.apiKey)).data.weaponDamage;
    expect(await damage({ damageType: 'LETHAL', resultDie: 6, armourCategory: 1 })).toMatchObject({
      levels: 2,
      severity: 'SERIOUS',
      steps: [
        { label: 'lethal base', shift: 0 },
        { label: 'class of result die D6', shift: 3 },
        { label: 'armour absorbs', shift: -1 },
      ],
    });
    // Nothing but magic protects from critical damage.
    expect(await damage({ damageType: 'CRITICAL', resultDie: 8, armourCategory: 3 })).toMatchObject({ levels: 3, severity: 'CRITICAL' });
    expect(await damage({ damageType: 'BLUNT', resultDie: 2, armourCategory: 3 })).toMatchObject({ levels: 0, severity: null });
    expect(await damage({ damageType: 'LETHAL', resultDie: 8, elemental: true, armourCategory: 2 })).toMatchObject({ levels: 3, armourCategoryAfter: 1 });
    expect(await damage({ damageType: 'LETHAL', resultDie: 10, weaponBase: 1 })).toMatchObject({ levels: 6, severity: 'MORTAL' });
    expect(await damage({ damageType: 'BLUNT', resultDie: 8, elemental: true })).toMatchObject({ __typename: 'RuleViolation', code: 'BLUNT_CANNOT_BE_ELEMENTAL' });
  });

  test('minions and disposable NPCs die from any hit unless it was not meant to kill (SMS §4)', async () => {
    const { gm, campaign } = await table(app);
    const gnoll = await npc(gm.apiKey, campaign.id, 'Gnoll');
    await define(gm.apiKey, { characterId: gnoll.id, role: 'DISPOSABLE', method: 'UBER_SIMPLE', attack: 3, defence: 3 });
    const hit = await app.gql(INFLICT, { input: { characterId: gnoll.id, nature: 'Flèche', severity: 'LIGHT', damageType: 'LETHAL' } }, gm.apiKey);
    expect(hit.data.inflictWound.character.sheet).toEqual({ healthStatus: 'OUT_OF_ACTION', dead: true, wounds: [{ severity: 'MORTAL', rank: 0 }] });
    const events = await app.database.db.execute(sql`select payload from outbox_events where type = 'wound.inflicted' and payload->>'characterId' = ${gnoll.id}`);
    expect((events as unknown as { rows: { payload: { cause: string } }[] }).rows.map((r) => r.payload.cause)).toEqual(['MINION_KILLED']);

    const spared = await npc(gm.apiKey, campaign.id, 'Gnoll épargné');
    await define(gm.apiKey, { characterId: spared.id, role: 'DISPOSABLE', method: 'UBER_SIMPLE', attack: 3, defence: 3 });
    const stunned = await app.gql(INFLICT, { input: { characterId: spared.id, nature: 'Coup du plat', severity: 'SERIOUS', notMeantToKill: true } }, gm.apiKey);
    expect(stunned.data.inflictWound.character.sheet).toEqual({ healthStatus: 'ACTIVE', dead: false, wounds: [{ severity: 'SERIOUS', rank: 2 }] });

    const henchman = await npc(gm.apiKey, campaign.id, 'Sbire');
    await define(gm.apiKey, { characterId: henchman.id, role: 'ONE_SHOT', method: 'SIMPLE', attack: 8, defence: 8, minion: true });
    const down = await app.gql(INFLICT, { input: { characterId: henchman.id, nature: 'Estoc', severity: 'LIGHT' } }, gm.apiKey);
    expect(down.data.inflictWound.character.sheet.dead).toBe(true);

    const boss = await npc(gm.apiKey, campaign.id, 'Seigneur');
    await define(gm.apiKey, { characterId: boss.id, role: 'BOSS', method: 'SIMPLE', attack: 12, defence: 12 });
    const scratch = await app.gql(INFLICT, { input: { characterId: boss.id, nature: 'Estoc', severity: 'LIGHT' } }, gm.apiKey);
    expect(scratch.data.inflictWound.character.sheet).toEqual({ healthStatus: 'ACTIVE', dead: false, wounds: [{ severity: 'LIGHT', rank: 1 }] });
  });

  /** A human PC of the player's with "Acrobatie (2) : 2": score 2 to cushion a fall. */
  async function jumper() {
    const t = await table(app);
    const created = await createSmsCharacter(app, t.player.apiKey, t.campaign.id, { race: 'HUMAN', modules: [{ name: 'Acrobatie', scope: 2, polarity: 'POSITIVE', rank: 2 }] });
    const character = created.character as { id: string; version: number; sheet: { modules: { id: string; name: string }[] } };
    const acrobatie = character.sheet.modules.find((m) => m.name === 'Acrobatie')!.id;
    return { ...t, pc: character, acrobatie };
  }

  test('seed worked example: a human (S 5) jumps 12 m with score 2 on a D6: 1 → 0 levels, 2 → 1, 3–5 → 3, 6 → 6 (mortal); each roll logged', async () => {
    const { player, gm, pc, acrobatie } = await jumper();
    const expected = [
      { face: 1, critical: 'SUCCESS', success: true, effectiveDistance: 2, levels: 0, severity: null },
      { face: 2, critical: null, success: true, effectiveDistance: 7, levels: 1, severity: 'LIGHT' },
      { face: 3, critical: null, success: false, effectiveDistance: 12, levels: 3, severity: 'CRITICAL' },
      { face: 4, critical: null, success: false, effectiveDistance: 12, levels: 3, severity: 'CRITICAL' },
      { face: 5, critical: null, success: false, effectiveDistance: 12, levels: 3, severity: 'CRITICAL' },
      { face: 6, critical: 'FAILURE', success: false, effectiveDistance: 17, levels: 6, severity: 'MORTAL' },
    ];
    let seq = 0;
    for (const e of expected) {
      faces(e.face);
      const res = await app.gql(FALL, { input: { characterId: pc.id, distance: 12, controlled: true, die: 6, moduleIds: [acrobatie] } }, player.apiKey);
      const out = res.data.resolveFall;
      expect(out.__typename).toBe('ImpactPayload');
      expect(out.impact).toEqual({
        kind: 'FALL',
        distance: 12,
        multiples: 2,
        strength: 3,
        strengthDie: 4,
        score: 2,
        die: 6,
        roll: e.face,
        automatic: false,
        success: e.success,
        critical: e.critical,
        effectiveDistance: e.effectiveDistance,
        rawLevels: e.levels,
        absorbed: 0,
        levels: e.levels,
        mortal: false,
        severity: e.severity,
        damageType: 'BLUNT',
      });
      expect(out.rollSeq).toBe(++seq);
      if (e.severity) expect(out.wound).toMatchObject({ nature: 'Fall (12 m)', severity: e.severity, damageType: 'BLUNT' });
      else expect(out.wound).toBeNull();
    }
    const sheet = await app.gql(`query($id: ID!) { character(id: $id) { sheet { ... on SmsSheet { healthStatus wounds { severity } } } } }`, { id: pc.id }, gm.apiKey);
    expect(sheet.data.character.sheet.wounds.map((w: { severity: string }) => w.severity)).toEqual(['LIGHT', 'CRITICAL', 'CRITICAL', 'CRITICAL', 'MORTAL']);
    expect(sheet.data.character.sheet.healthStatus).toBe('OUT_OF_ACTION');

    const id = rawId(pc.id);
    const rolls = await app.database.db.execute(sql`select kind, seq, payload, requested_by from rolls where character_id = ${id} order by seq`);
    const rows = (rolls as unknown as { rows: { kind: string; seq: number; payload: string; requested_by: string }[] }).rows;
    expect(rows.map((r) => r.kind)).toEqual(Array(6).fill('FALL'));
    expect(rows.map((r) => JSON.parse(r.payload).faces)).toEqual(expected.map((e) => [e.face]));
    expect(JSON.parse(rows[0]!.payload).inputs).toMatchObject({ distance: 12, controlled: true, score: 2, die: 6, sizeFactor: 5, modules: [{ id: acrobatie, name: 'Acrobatie', rank: 2 }] });
    expect(new Set(rows.map((r) => r.requested_by))).toEqual(new Set([rawId(player.userId)]));
    expect(await verifyRollChain(app.database.db, id)).toMatchObject({ valid: true, length: 6 });
    const resolved = await app.database.db.execute(sql`select count(*)::int as n from outbox_events where type = 'roll.resolved' and payload->>'characterId' = ${pc.id}`);
    expect((resolved as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(6);
  });

  test('falls: the GM may state a score; declared wounds lower it; armour absorbs; the die may be raised, never lowered', async () => {
    const { gm, player, other, pc, acrobatie } = await jumper();
    faces(2);
    const byGm = await app.gql(FALL, { input: { characterId: pc.id, distance: 12, controlled: true, die: 6, score: 2 } }, gm.apiKey);
    expect(byGm.data.resolveFall.impact).toMatchObject({ roll: 2, levels: 1, severity: 'LIGHT' });
    const woundId = byGm.data.resolveFall.wound.id;

    // The light wound is declared with the module: score 2 − 1 = 1; face 2 now fails.
    faces(2);
    const hurt = await app.gql(FALL, { input: { characterId: pc.id, distance: 12, controlled: true, die: 6, moduleIds: [acrobatie], woundIds: [woundId], armourCategory: 1 } }, player.apiKey);
    expect(hurt.data.resolveFall.impact).toMatchObject({ score: 1, roll: 2, success: false, rawLevels: 3, absorbed: 1, levels: 2, severity: 'SERIOUS' });

    faces(3);
    const noWound = await app.gql(FALL, { input: { characterId: pc.id, distance: 12, controlled: true, moduleIds: [acrobatie], applyWound: false } }, player.apiKey);
    expect(noWound.data.resolveFall).toMatchObject({ wound: null, impact: { die: 4, roll: 3, levels: 3, severity: 'CRITICAL' } });
    expect(noWound.data.resolveFall.character.sheet.wounds).toHaveLength(2);

    faces();
    const lower = await app.gql(FALL, { input: { characterId: pc.id, distance: 12, controlled: true, die: 2, moduleIds: [acrobatie] } }, player.apiKey);
    expect(lower.data.resolveFall).toMatchObject({ __typename: 'RuleViolation', code: 'DIE_BELOW_STRENGTH' });
    const scoreByPlayer = await app.gql(FALL, { input: { characterId: pc.id, distance: 12, score: 6 } }, player.apiKey);
    expect(scoreByPlayer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byOther = await app.gql(FALL, { input: { characterId: pc.id, distance: 12, moduleIds: [] } }, other.apiKey);
    expect(byOther.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const neither = await app.gql(FALL, { input: { characterId: pc.id, distance: 12 } }, player.apiKey);
    expect(neither.data.resolveFall).toMatchObject({ __typename: 'ValidationError', issues: [{ path: 'moduleIds' }] });
    const sharp = await app.gql(FALL, { input: { characterId: pc.id, distance: 12, moduleIds: [], damageType: 'CRITICAL' } }, player.apiKey);
    expect(sharp.data.resolveFall).toMatchObject({ __typename: 'RuleViolation', code: 'BAD_IMPACT_DAMAGE_TYPE' });
    const foreign = await app.gql(FALL, { input: { characterId: pc.id, distance: 12, moduleIds: ['wound:wound-99'] } }, player.apiKey);
    expect(foreign.data.resolveFall).toMatchObject({ __typename: 'RuleViolation', code: 'UNKNOWN_MODULE' });

    const npcRow = await npc(gm.apiKey, (await app.gql(`query($id: ID!) { character(id: $id) { campaign { id } } }`, { id: pc.id }, gm.apiKey)).data.character.campaign.id, 'Garde');
    const npcFall = await app.gql(FALL, { input: { characterId: npcRow.id, distance: 12, score: 2 } }, gm.apiKey);
    expect(npcFall.data.resolveFall).toMatchObject({ __typename: 'RuleViolation', code: 'NPCS_DO_NOT_ROLL' });
    // Nothing refused was rolled or logged: 3 rolls in the log.
    const count = await app.database.db.execute(sql`select count(*)::int as n from rolls where character_id = ${rawId(pc.id)}`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(3);
  });

  test('a mortal height: beyond 5 × S a fall is mortal whatever the armour, unless a critical success brings it under', async () => {
    const { gm, pc } = await jumper();
    faces(2);
    const high = await app.gql(FALL, { input: { characterId: pc.id, distance: 30, score: 2, die: 12, armourCategory: 3 } }, gm.apiKey);
    expect(high.data.resolveFall.impact).toMatchObject({ strength: 15, strengthDie: 12, success: true, effectiveDistance: 25, mortal: true, severity: 'MORTAL' });
    faces(1);
    const lucky = await app.gql(FALL, { input: { characterId: pc.id, distance: 30, score: 2, die: 12, armourCategory: 3 } }, gm.apiKey);
    expect(lucky.data.resolveFall.impact).toMatchObject({ critical: 'SUCCESS', effectiveDistance: 20, mortal: false, rawLevels: 6, absorbed: 3, levels: 3, severity: 'CRITICAL' });
  });

  test('throws (SMS §7): a human thrown 10 m hits a wall after 2 m: 8 m left → 3 levels; 0 m left still gives 1', async () => {
    const { gm, pc } = await jumper();
    faces(4);
    const wall = await app.gql(THROW, { input: { characterId: pc.id, distance: 8, score: 1 } }, gm.apiKey);
    expect(wall.data.resolveThrow).toMatchObject({
      impact: { kind: 'THROW', multiples: 2, strength: 6, die: 6, roll: 4, success: false, effectiveDistance: 8, levels: 3, severity: 'CRITICAL' },
      wound: { nature: 'Thrown against an obstacle (8 m)', severity: 'CRITICAL', damageType: 'BLUNT' },
    });
    faces(3);
    const pinned = await app.gql(THROW, { input: { characterId: pc.id, distance: 0, score: 1, nature: 'Projeté contre la porte' } }, gm.apiKey);
    expect(pinned.data.resolveThrow).toMatchObject({ impact: { multiples: 1, strength: 3, die: 4, levels: 1 }, wound: { nature: 'Projeté contre la porte', severity: 'LIGHT' } });
    const id = rawId(pc.id);
    const kinds = await app.database.db.execute(sql`select kind from rolls where character_id = ${id} order by seq`);
    expect((kinds as unknown as { rows: { kind: string }[] }).rows.map((r) => r.kind)).toEqual(['THROW', 'THROW']);
  });
});
