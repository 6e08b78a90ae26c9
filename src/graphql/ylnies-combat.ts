/**
 * Ylnies combat and magic through the API: melee, ranged, spell attacks (GM-run exchanges),
 * casting with mana, backlash and healing, and the GM's mana restore. Wounds land on the
 * sheets in one transaction, each under its version check; every die is in the roll log of
 * each character who rolled.
 */
import * as z from 'zod';
import type { CharacterRow } from '../db/access.js';
import type { Queryable } from '../db/client.js';
import { emitEvent } from '../db/outbox.js';
import { writeCharacterState } from '../db/state.js';
import { recordingRng } from '../rules/dice.js';
import { type Fighter, type Hit, type WoundApplication, resolveMelee, resolveRanged } from '../rules/ylnies/combat.js';
import { type WeaponKey, getWeapon } from '../rules/ylnies/equipment.js';
import {
  type Backlash,
  type Caster,
  type Target,
  castAgainstThreshold,
  castAttackSpell,
  castBeneficialSpell,
  castHealingSpell,
  restoreMana,
} from '../rules/ylnies/magic.js';
import type { Skill } from '../rules/ylnies/sheet.js';
import type { OpposedResult } from '../rules/ylnies/tests.js';
import { requireEditableCharacter } from './auth.js';
import { builder } from './builder.js';
import type { Caller, Context } from './context.js';
import { MUTATION_ERRORS, RuleViolation, validate } from './errors.js';
import { CharacterPayload, CharacterRef } from './refs.js';
import { type StoredYlnies, YlniesWeaponTypeKey, YlniesWoundCategory, YlniesWounds, requireYlniesSheet } from './ylnies-sheet.js';
import {
  type Loaded,
  type OpposedView,
  RULES,
  type TestView,
  YlniesOpposedTest,
  YlniesTestResult,
  closeRequest,
  ensureCanAct,
  loadGmPair,
  loadOther,
  location,
  logRoll,
  modifier,
  openRequest,
  skillName,
  skillOf,
  threshold,
  throwIf,
  withRetry,
  writeSheets,
} from './ylnies-play.js';

// ----- Output types ---------------------------------------------------------------------------

const YlniesRangeBand = builder.enumType('YlniesRangeBand', { values: ['SHORT', 'MEDIUM', 'LONG'] as const });
const YlniesConsequence = builder.enumType('YlniesConsequence', {
  values: ['UNFORTUNATE', 'CATASTROPHIC'] as const,
  description: 'A fumbled spell’s extra consequences, for the GM to narrate: critical failure → unfortunate, pitiful failure → catastrophic.',
});
const YlniesCastKind = builder.enumType('YlniesCastKind', {
  values: ['ATTACK', 'BENEFICIAL', 'HEALING', 'THRESHOLD'] as const,
  description:
    'ATTACK: opposed to the target’s Willpower, wounds it. BENEFICIAL: must beat the target’s Willpower (no roll on oneself). HEALING: like an attack, the gap heals a wound. THRESHOLD: against a GM threshold.',
});

type WoundView = WoundApplication & { character: CharacterRow; constitution: number };
const YlniesWoundResult = builder.objectRef<WoundView>('YlniesWoundResult').implement({
  description: 'Damage read on the wound table and applied to a sheet; a critical wound calls for a CON test (threshold = damage).',
  fields: (t) => ({
    character: t.field({ type: CharacterRef, resolve: (w) => w.character }),
    damage: t.exposeInt('damage', { description: 'Strength − resistance (doubled on a critical or exceptional success).' }),
    category: t.field({ type: YlniesWoundCategory, resolve: (w) => w.category }),
    conTest: t.field({ type: YlniesTestResult, nullable: true, resolve: (w) => (w.conTest ? { ...w.conTest, probability: null } : null) }),
    wounds: t.field({ type: YlniesWounds, description: 'The wounds after this one.', resolve: (w) => ({ wounds: w.after, constitution: w.constitution }) }),
  }),
});

type HitView = { weapon: WeaponKey | null; weaponDice: number[]; weaponDamage: number; strength: number; resistance: number; doubled: boolean; wound: WoundView; striker: CharacterRow };
const YlniesHit = builder.objectRef<HitView>('YlniesHit').implement({
  description: 'The winner hits: strength = STR (not for crossbows) + weapon damage + ⌊degree ÷ 4⌋; resistance = CON + armour − grave wounds.',
  fields: (t) => ({
    striker: t.field({ type: CharacterRef, resolve: (h) => h.striker }),
    weapon: t.field({ type: YlniesWeaponTypeKey, nullable: true, description: 'Null: bare hands (no weapon damage).', resolve: (h) => h.weapon }),
    weaponDice: t.intList({ resolve: (h) => h.weaponDice }),
    weaponDamage: t.exposeInt('weaponDamage'),
    strength: t.exposeInt('strength'),
    resistance: t.exposeInt('resistance'),
    doubled: t.exposeBoolean('doubled', { description: 'A critical or exceptional success doubled the damage.' }),
    wound: t.field({ type: YlniesWoundResult, resolve: (h) => h.wound }),
  }),
});

type BacklashView = { strength: number; resistance: number; wound: WoundView };
const YlniesBacklash = builder.objectRef<BacklashView>('YlniesBacklash').implement({
  description: 'A caster who loses suffers a magical attack of strength = the degree of failure, resisted by their own Willpower.',
  fields: (t) => ({
    strength: t.exposeInt('strength'),
    resistance: t.exposeInt('resistance'),
    wound: t.field({ type: YlniesWoundResult, resolve: (b) => b.wound }),
  }),
});

// ----- Combat ----------------------------------------------------------------------------------

function pickWeapon(sheet: StoredYlnies, name: string | null, unarmed: boolean, ranged: boolean): WeaponKey | null {
  if (unarmed) return null;
  if (name !== null) {
    const carried = sheet.equipment.weapons.find((w) => w.name.trim().toLowerCase() === name.toLowerCase());
    if (!carried) throw new RuleViolation('WEAPON_NOT_CARRIED', `No weapon named "${name}" in the equipment.`, RULES.weapon);
    if (!ranged && getWeapon(carried.type)?.range) throw new RuleViolation('RANGED_WEAPON_IN_MELEE', `"${carried.name}" shoots; pick a melee weapon.`, RULES.meleeWeapon);
    return carried.type;
  }
  const fit = sheet.equipment.weapons.find((w) => (getWeapon(w.type)?.range !== null) === ranged);
  return fit?.type ?? null;
}

function fighterOf(sheet: StoredYlnies, skill: Skill | undefined, weapon: WeaponKey | null, mod: number): Fighter {
  return {
    characteristics: sheet.characteristics,
    ...(skill ? { skill: { value: skill.value, characteristic: skill.characteristic } } : {}),
    modifier: mod,
    weapon,
    armour: sheet.equipment.armour?.type ?? null,
    wounds: sheet.wounds,
  };
}

function hitView(hit: Hit, striker: CharacterRow, target: CharacterRow, constitution: number): HitView {
  return {
    weapon: hit.weaponRoll.weapon,
    weaponDice: hit.weaponRoll.dice,
    weaponDamage: hit.weaponRoll.total,
    strength: hit.strength,
    resistance: hit.resistance,
    doubled: hit.doubled,
    striker,
    wound: { ...hit.wound, character: target, constitution },
  };
}

function woundOutcome(w: WoundApplication) {
  return { damage: w.damage, category: w.category, conTest: w.conTest ? { dice: w.conTest.dice, total: w.conTest.total, success: w.conTest.success } : null, after: w.after };
}

async function emitWound(tx: Queryable, ctx: Context, character: CharacterRow, w: WoundApplication, cause: string) {
  if (w.category === 'UNHARMED' || w.before.dead) return;
  await emitEvent(
    tx,
    character.campaignId,
    'wound.inflicted',
    { characterId: character.id, ruleset: 'YLNIES', category: w.category, damage: w.damage, cause, dead: w.after.dead, unconscious: w.after.unconscious },
    ctx.clock.now(),
  );
}

const YlniesMeleeInput = builder.inputType('YlniesMeleeInput', {
  fields: (t) => ({
    attackerId: t.id(),
    defenderId: t.id(),
    location: t.string({ required: false, description: 'Body part hit, recorded with a grave or critical wound.' }),
    attackerSkill: t.string({ required: false, description: 'Weapon skill; none = bare Agility.' }),
    defenderSkill: t.string({ required: false }),
    attackerWeapon: t.string({ required: false, description: 'Name of a carried weapon; default the first melee weapon carried, else bare hands.' }),
    defenderWeapon: t.string({ required: false }),
    attackerUnarmed: t.boolean({ required: false }),
    defenderUnarmed: t.boolean({ required: false }),
    attackerModifier: t.int({ required: false }),
    defenderModifier: t.int({ required: false }),
  }),
});

const meleeSchema = z.object({
  location,
  attackerSkill: skillName,
  defenderSkill: skillName,
  attackerWeapon: skillName,
  defenderWeapon: skillName,
  attackerUnarmed: z.boolean().nullish().transform((v) => v ?? false),
  defenderUnarmed: z.boolean().nullish().transform((v) => v ?? false),
  attackerModifier: modifier,
  defenderModifier: modifier,
});

type CombatView = { test: OpposedView; hit: HitView | null; band: 'SHORT' | 'MEDIUM' | 'LONG' | null; attacker: CharacterRow; defender: CharacterRow };
const YlniesCombatPayload = builder.objectRef<CombatView>('YlniesCombatPayload').implement({
  description: 'An exchange: the opposed test, the hit (if any) with its wound, and both characters after it.',
  fields: (t) => ({
    test: t.field({ type: YlniesOpposedTest, resolve: (p) => p.test }),
    hit: t.field({ type: YlniesHit, nullable: true, resolve: (p) => p.hit }),
    band: t.field({ type: YlniesRangeBand, nullable: true, description: 'Ranged: the range band of the distance (the GM applies any modifier).', resolve: (p) => p.band }),
    attacker: t.field({ type: CharacterRef, resolve: (p) => p.attacker }),
    defender: t.field({ type: CharacterRef, resolve: (p) => p.defender }),
  }),
});

/** Persist an exchange: the hit's target gets its wounds, both sheets are version-checked, rolls go in both logs. */
async function persistExchange(
  ctx: Context,
  caller: Caller,
  pair: { a: CharacterRow; sa: StoredYlnies; b: CharacterRow; sb: StoredYlnies },
  kind: string,
  inputs: unknown,
  faces: number[],
  test: OpposedResult,
  hit: Hit | null,
  band: CombatView['band'],
): Promise<CombatView> {
  const { a, sa, b, sb } = pair;
  const target = hit ? (hit.attacker === 'A' ? b : a) : null;
  const after = (c: CharacterRow, s: StoredYlnies) => (hit && target?.id === c.id ? { ...s, wounds: hit.wound.after } : s);
  return ctx.db.transaction(async (tx) => {
    const rows = await writeSheets(tx, [
      { character: a, sheet: after(a, sa) },
      { character: b, sheet: after(b, sb) },
    ]);
    const entry = {
      kind,
      inputs,
      faces,
      outcome: {
        winner: test.winner,
        degree: test.degree,
        decidedBy: test.decidedBy,
        totals: [test.a.total, test.b.total],
        hit: hit
          ? { striker: hit.attacker === 'A' ? a.id : b.id, weapon: hit.weaponRoll, strength: hit.strength, resistance: hit.resistance, doubled: hit.doubled, wound: woundOutcome(hit.wound) }
          : null,
        band,
      },
    };
    await logRoll(tx, ctx, caller, a, entry);
    await logRoll(tx, ctx, caller, b, entry);
    if (hit && target) await emitWound(tx, ctx, target, hit.wound, kind);
    await emitEvent(tx, a.campaignId, 'roll.resolved', { ruleset: 'YLNIES', kind, characterIds: [a.id, b.id], winner: test.winner }, ctx.clock.now());
    const ra = rows.get(a.id)!;
    const rb = rows.get(b.id)!;
    const striker = hit?.attacker === 'A' ? ra : rb;
    const hitTarget = hit?.attacker === 'A' ? rb : ra;
    const targetCon = (hit?.attacker === 'A' ? sb : sa).characteristics.CON;
    return { test: { ...test, aCharacter: ra, bCharacter: rb }, hit: hit ? hitView(hit, striker, hitTarget, targetCon) : null, band, attacker: ra, defender: rb };
  });
}

builder.mutationField('ylniesMelee', (t) =>
  t.field({
    type: YlniesCombatPayload,
    description:
      'GM only: a melee exchange (Ylnies §Combat). Opposed weapon skills; whoever wins hits the other: STR + weapon damage + ⌊degree ÷ 4⌋ against CON + armour − grave wounds, read on the wound table and applied. A tie is a double miss.',
    args: { input: t.arg({ type: YlniesMeleeInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const first = await loadGmPair(ctx, input.attackerId, input.defenderId);
      const v = validate(meleeSchema, input);
      return withRetry(first, () => loadGmPair(ctx, input.attackerId, input.defenderId), async ({ caller, a, b }) => {
        const sa = requireYlniesSheet(a);
        const sb = requireYlniesSheet(b);
        const fa = fighterOf(sa, skillOf(sa, v.attackerSkill), pickWeapon(sa, v.attackerWeapon, v.attackerUnarmed, false), v.attackerModifier);
        const fb = fighterOf(sb, skillOf(sb, v.defenderSkill), pickWeapon(sb, v.defenderWeapon, v.defenderUnarmed, false), v.defenderModifier);
        const rng = recordingRng(ctx.rng);
        const melee = throwIf(resolveMelee(rng, fa, fb, v.location));
        const inputs = {
          attacker: { characterId: a.id, skill: v.attackerSkill, weapon: fa.weapon, modifier: v.attackerModifier },
          defender: { characterId: b.id, skill: v.defenderSkill, weapon: fb.weapon, modifier: v.defenderModifier },
          location: v.location,
        };
        return persistExchange(ctx, caller, { a, sa, b, sb }, 'YLNIES_MELEE', inputs, rng.faces, melee.test, melee.hit, null);
      });
    },
  }),
);

const YlniesRangedInput = builder.inputType('YlniesRangedInput', {
  fields: (t) => ({
    attackerId: t.id(),
    defenderId: t.id(),
    distance: t.float({ description: 'Metres.' }),
    location: t.string({ required: false }),
    attackerSkill: t.string({ required: false }),
    weapon: t.string({ required: false, description: 'Name of a carried bow or crossbow; default the first one carried.' }),
    attackerModifier: t.int({ required: false }),
    defenderModifier: t.int({ required: false }),
  }),
});

const rangedSchema = z.object({
  distance: z.number().finite().min(0).max(100_000),
  location,
  attackerSkill: skillName,
  weapon: skillName,
  attackerModifier: modifier,
  defenderModifier: modifier,
});

builder.mutationField('ylniesRanged', (t) =>
  t.field({
    type: YlniesCombatPayload,
    description:
      'GM only: a shot (Ylnies §Combat): the attacker’s skill against the defender’s 4d6 + Reflexes (no skill); the defender undergoes it and wins ties. Bows reach STR×3/×6/×10 m, crossbows 15/30/100 m (no STR in strength); beyond, the shot is refused.',
    args: { input: t.arg({ type: YlniesRangedInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const first = await loadGmPair(ctx, input.attackerId, input.defenderId);
      const v = validate(rangedSchema, input);
      return withRetry(first, () => loadGmPair(ctx, input.attackerId, input.defenderId), async ({ caller, a, b }) => {
        const sa = requireYlniesSheet(a);
        const sb = requireYlniesSheet(b);
        const fa = fighterOf(sa, skillOf(sa, v.attackerSkill), pickWeapon(sa, v.weapon, false, true), v.attackerModifier);
        const fb = fighterOf(sb, undefined, null, v.defenderModifier);
        const rng = recordingRng(ctx.rng);
        const ranged = throwIf(resolveRanged(rng, fa, fb, v.distance, v.location));
        const inputs = {
          attacker: { characterId: a.id, skill: v.attackerSkill, weapon: fa.weapon, modifier: v.attackerModifier },
          defender: { characterId: b.id, modifier: v.defenderModifier },
          distance: v.distance,
          location: v.location,
        };
        return persistExchange(ctx, caller, { a, sa, b, sb }, 'YLNIES_RANGED', inputs, rng.faces, ranged.test, ranged.hit, ranged.band);
      });
    },
  }),
);

// ----- Magic ------------------------------------------------------------------------------------

type CastKind = 'ATTACK' | 'BENEFICIAL' | 'HEALING' | 'THRESHOLD';

type CastView = {
  kind: CastKind;
  spell: string;
  power: number;
  manaCost: number;
  manaLeft: number;
  success: boolean;
  test: OpposedView | null;
  thresholdTest: TestView | null;
  multiplier: number;
  strength: number | null;
  resistance: number | null;
  wound: WoundView | null;
  healed: 'LIGHT' | 'GRAVE' | 'CRITICAL' | null;
  backlash: BacklashView | null;
  consequence: 'UNFORTUNATE' | 'CATASTROPHIC' | null;
  caster: CharacterRow;
  target: CharacterRow;
};

const YlniesCastPayload = builder.objectRef<CastView>('YlniesCastPayload').implement({
  description: 'A cast: mana spent, the test, its effect (wound dealt or healed, multiplier ×2 on a critical) or the backlash.',
  fields: (t) => ({
    kind: t.field({ type: YlniesCastKind, resolve: (c) => c.kind }),
    spell: t.exposeString('spell'),
    power: t.exposeInt('power'),
    manaCost: t.exposeInt('manaCost', { description: 'A spell costs its power, a power half of it (rounded up).' }),
    manaLeft: t.exposeInt('manaLeft'),
    success: t.exposeBoolean('success'),
    test: t.field({ type: YlniesOpposedTest, nullable: true, description: 'Against the target’s Willpower; null for a self-cast or a threshold.', resolve: (c) => c.test }),
    thresholdTest: t.field({ type: YlniesTestResult, nullable: true, resolve: (c) => c.thresholdTest }),
    multiplier: t.exposeInt('multiplier', { description: '2 on a critical or exceptional success: effects double.' }),
    strength: t.exposeInt('strength', { nullable: true, description: 'Power + WIL + ⌊degree ÷ 4⌋.' }),
    resistance: t.exposeInt('resistance', { nullable: true, description: 'The target’s Willpower.' }),
    wound: t.field({ type: YlniesWoundResult, nullable: true, description: 'ATTACK: the wound dealt.', resolve: (c) => c.wound }),
    healed: t.field({ type: YlniesWoundCategory, nullable: true, description: 'HEALING: the wound healed.', resolve: (c) => c.healed }),
    backlash: t.field({ type: YlniesBacklash, nullable: true, resolve: (c) => c.backlash }),
    consequence: t.field({ type: YlniesConsequence, nullable: true, resolve: (c) => c.consequence }),
    caster: t.field({ type: CharacterRef, resolve: (c) => c.caster }),
    target: t.field({ type: CharacterRef, resolve: (c) => c.target }),
  }),
});

const YlniesCastInput = builder.inputType('YlniesCastInput', {
  fields: (t) => ({
    casterId: t.id(),
    targetId: t.id({ required: false, description: 'Default: the caster (no roll for a beneficial or healing spell on oneself).' }),
    spell: t.string({ description: 'The spell or power, a skill on the caster’s sheet.' }),
    power: t.int({ required: false, description: '1 to the skill value; default the skill value.' }),
    kind: t.field({ type: YlniesCastKind }),
    threshold: t.int({ required: false, description: 'THRESHOLD: GM only (players give `requestId`).' }),
    requestId: t.id({ required: false, description: 'THRESHOLD: a GM request for this spell.' }),
    location: t.string({ required: false }),
    modifier: t.int({ required: false, description: 'GM only.' }),
    targetModifier: t.int({ required: false, description: 'GM only.' }),
  }),
});

const castSchema = z.object({
  spell: z.string().trim().min(1).max(80),
  power: z.number().int().min(-1000).max(1000).nullish(),
  kind: z.enum(['ATTACK', 'BENEFICIAL', 'HEALING', 'THRESHOLD']),
  threshold: threshold.nullish(),
  requestId: z.string().max(200).nullish(),
  location,
  modifier: z.number().int().min(-100).max(100).nullish(),
  targetModifier: z.number().int().min(-100).max(100).nullish(),
});

function backlashView(b: Backlash | null, caster: CharacterRow, con: number): BacklashView | null {
  return b ? { strength: b.strength, resistance: b.resistance, wound: { ...b.wound, character: caster, constitution: con } } : null;
}

/** The caster (the GM for an attack, else its owner or the GM) and the target (default: the caster). */
async function castLoad(ctx: Context, input: { casterId: string; targetId?: string | null; kind: string }) {
  const loaded = await requireEditableCharacter(ctx, input.casterId, input.kind === 'ATTACK' ? 'GM' : undefined);
  const target = input.targetId ? await loadOther(ctx, input.targetId, loaded.character.campaignId, loaded.role, loaded.caller) : loaded.character;
  return { ...loaded, target };
}

type CastEffect = Omit<CastView, 'caster' | 'target' | 'wound' | 'backlash' | 'spell' | 'kind'> & { hitWound: WoundApplication | null; backlash: Backlash | null };

async function cast(ctx: Context, input: z.output<typeof castSchema>, loaded: Loaded & { target: CharacterRow }): Promise<CastView> {
  const { caller, character, role, target } = loaded;
  const self = target.id === character.id;
  const sheet = requireYlniesSheet(character);
  const targetSheet = self ? sheet : requireYlniesSheet(target);
  if (role !== 'GM' && (input.modifier != null || input.targetModifier != null || input.threshold != null)) {
    throw new RuleViolation('TEST_IS_GM_SET', 'Thresholds and modifiers are the GM’s.', RULES.threshold);
  }
  if (input.kind === 'ATTACK' && self) throw new RuleViolation('SAME_CHARACTER', 'An attack spell needs a target other than the caster.', RULES.self);
  const spell = skillOf(sheet, input.spell)!;
  let threshold = input.threshold ?? null;
  let casterModifier = input.modifier ?? 0;
  let requestId: string | null = null;
  if (input.kind === 'THRESHOLD') {
    if (input.requestId) {
      const { row, details } = await openRequest(ctx, input.requestId, character);
      if (details.skill && details.skill.toLowerCase() !== spell.name.toLowerCase()) {
        throw new RuleViolation('REQUEST_OTHER_SKILL', `The request is for "${details.skill}", not "${spell.name}".`, RULES.request);
      }
      requestId = row.id;
      threshold = input.threshold ?? row.threshold ?? 0;
      casterModifier += details.modifier;
    } else if (role !== 'GM') {
      throw new RuleViolation('REQUEST_REQUIRED', 'Players cast against a threshold on a GM request: give its `requestId`.', RULES.threshold);
    } else if (threshold === null) {
      throw new RuleViolation('THRESHOLD_REQUIRED', 'A THRESHOLD cast needs the GM’s threshold.', RULES.threshold);
    }
  }
  ensureCanAct(character, sheet.wounds);
  const caster: Caster = {
    characteristics: sheet.characteristics,
    spell,
    ...(input.power != null ? { power: input.power } : {}),
    modifier: casterModifier,
    mana: sheet.mana,
    wounds: sheet.wounds,
  };
  const tgt: Target = { characteristics: targetSheet.characteristics, modifier: input.targetModifier ?? 0, wounds: targetSheet.wounds };
  const rng = recordingRng(ctx.rng);
  let casterWounds = sheet.wounds;
  let targetWounds = targetSheet.wounds;
  const opposed = (test: OpposedResult | null): OpposedView | null => (test ? { ...test, aCharacter: null, bCharacter: null } : null);
  let effect: CastEffect;
  switch (input.kind) {
    case 'ATTACK': {
      const r = throwIf(castAttackSpell(rng, caster, tgt, input.location));
      if (r.hit) targetWounds = r.hit.wound.after;
      if (r.backlash) casterWounds = r.backlash.wound.after;
      effect = {
        power: r.power,
        manaCost: r.manaCost,
        manaLeft: r.manaLeft,
        success: r.hit !== null,
        test: opposed(r.test),
        thresholdTest: null,
        multiplier: r.hit?.doubled ? 2 : 1,
        strength: r.hit?.strength ?? null,
        resistance: r.hit?.resistance ?? null,
        healed: null,
        consequence: r.consequence,
        hitWound: r.hit?.wound ?? null,
        backlash: r.backlash,
      };
      break;
    }
    case 'BENEFICIAL': {
      const r = throwIf(castBeneficialSpell(rng, caster, self ? 'SELF' : tgt));
      if (r.backlash) casterWounds = r.backlash.wound.after;
      effect = { ...r, test: opposed(r.test), thresholdTest: null, healed: null, hitWound: null };
      break;
    }
    case 'HEALING': {
      const r = throwIf(castHealingSpell(rng, caster, self ? 'SELF' : tgt, input.location));
      if (r.backlash) casterWounds = r.backlash.wound.after;
      if (self) casterWounds = r.wounds;
      else targetWounds = r.wounds;
      effect = {
        power: r.power,
        manaCost: r.manaCost,
        manaLeft: r.manaLeft,
        success: r.success,
        test: opposed(r.test),
        thresholdTest: null,
        multiplier: r.multiplier,
        strength: r.strength,
        resistance: r.resistance,
        healed: (r.healed as CastView['healed']) ?? null,
        consequence: r.consequence,
        hitWound: null,
        backlash: r.backlash,
      };
      break;
    }
    case 'THRESHOLD': {
      const r = throwIf(castAgainstThreshold(rng, caster, threshold!));
      if (r.backlash) casterWounds = r.backlash.wound.after;
      effect = {
        power: r.power,
        manaCost: r.manaCost,
        manaLeft: r.manaLeft,
        success: r.test.success,
        test: null,
        thresholdTest: { ...r.test, probability: null },
        multiplier: r.multiplier,
        strength: null,
        resistance: null,
        healed: null,
        consequence: r.consequence,
        hitWound: null,
        backlash: r.backlash,
      };
      break;
    }
  }
  const writes = [{ character, sheet: { ...sheet, mana: effect.manaLeft, wounds: casterWounds } }];
  if (!self && targetWounds !== targetSheet.wounds) writes.push({ character: target, sheet: { ...targetSheet, wounds: targetWounds } });
  return ctx.db.transaction(async (tx) => {
    const rows = await writeSheets(tx, writes);
    const casterRow = rows.get(character.id)!;
    const targetRow = rows.get(target.id) ?? target;
    const entry = {
      kind: 'YLNIES_SPELL',
      inputs: {
        kind: input.kind,
        spell: spell.name,
        spellValue: spell.value,
        power: effect.power,
        casterId: character.id,
        targetId: target.id,
        modifier: casterModifier,
        targetModifier: input.targetModifier ?? 0,
        threshold,
        location: input.location,
      },
      faces: rng.faces,
      outcome: {
        success: effect.success,
        manaCost: effect.manaCost,
        manaLeft: effect.manaLeft,
        multiplier: effect.multiplier,
        strength: effect.strength,
        wound: effect.hitWound ? woundOutcome(effect.hitWound) : null,
        healed: effect.healed,
        backlash: effect.backlash ? woundOutcome(effect.backlash.wound) : null,
        consequence: effect.consequence,
      },
      requestId,
    };
    // A self-cast of a beneficial spell rolls nothing: its trace is the event, not the roll log.
    if (rng.faces.length) {
      const casterRoll = await logRoll(tx, ctx, caller, character, entry);
      if (!self && effect.test) await logRoll(tx, ctx, caller, target, entry);
      if (requestId) await closeRequest(tx, ctx, requestId, casterRoll.id);
    }
    const at = ctx.clock.now();
    await emitEvent(
      tx,
      character.campaignId,
      'spell.cast',
      { ruleset: 'YLNIES', casterId: character.id, targetId: target.id, kind: input.kind, spell: spell.name, power: effect.power, manaCost: effect.manaCost, success: effect.success },
      at,
    );
    if (effect.hitWound) await emitWound(tx, ctx, target, effect.hitWound, 'YLNIES_SPELL');
    if (effect.backlash) await emitWound(tx, ctx, character, effect.backlash.wound, 'YLNIES_BACKLASH');
    if (effect.healed) await emitEvent(tx, character.campaignId, 'wound.healed', { ruleset: 'YLNIES', characterId: target.id, category: effect.healed }, at);
    const { hitWound, backlash, ...rest } = effect;
    return {
      ...rest,
      kind: input.kind,
      spell: spell.name,
      test: effect.test ? { ...effect.test, aCharacter: casterRow, bCharacter: targetRow } : null,
      wound: hitWound ? { ...hitWound, character: targetRow, constitution: targetSheet.characteristics.CON } : null,
      backlash: backlashView(backlash, casterRow, sheet.characteristics.CON),
      caster: casterRow,
      target: targetRow,
    };
  });
}

builder.mutationField('ylniesCast', (t) =>
  t.field({
    type: YlniesCastPayload,
    description:
      'Cast a spell or power (Ylnies §Magic). Spends mana (a spell its power, a power half), whatever the result. ATTACK (GM only) and HEALING/BENEFICIAL on another are opposed to the target’s Willpower; on oneself no roll. A lost test brings a backlash of strength = the degree of failure; a critical success doubles the effects.',
    args: { input: t.arg({ type: YlniesCastInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const first = await castLoad(ctx, input);
      const v = validate(castSchema, input);
      return withRetry(first, () => castLoad(ctx, input), (loaded) => cast(ctx, v, loaded));
    },
  }),
);

const YlniesMagicAttackInput = builder.inputType('YlniesMagicAttackInput', {
  fields: (t) => ({
    casterId: t.id(),
    targetId: t.id(),
    spell: t.string(),
    power: t.int({ required: false }),
    location: t.string({ required: false }),
    casterModifier: t.int({ required: false }),
    targetModifier: t.int({ required: false }),
  }),
});

builder.mutationField('ylniesMagicAttack', (t) =>
  t.field({
    type: YlniesCastPayload,
    description:
      'GM only: an attack spell (Ylnies §Magic): the spell against the target’s 4d6 + Willpower; strength = power + WIL + ⌊degree ÷ 4⌋ against the target’s WIL on the wound table. Same as `ylniesCast` with kind ATTACK.',
    args: { input: t.arg({ type: YlniesMagicAttackInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const as = { casterId: input.casterId, targetId: input.targetId, kind: 'ATTACK' as const };
      const first = await castLoad(ctx, as);
      const v = validate(castSchema, {
        spell: input.spell,
        power: input.power,
        kind: 'ATTACK',
        location: input.location,
        modifier: input.casterModifier,
        targetModifier: input.targetModifier,
      });
      return withRetry(first, () => castLoad(ctx, as), (loaded) => cast(ctx, v, loaded));
    },
  }),
);

const RestoreManaInput = builder.inputType('RestoreManaInput', {
  fields: (t) => ({ characterId: t.id(), amount: t.int({ required: false, description: 'Default: back to the maximum.' }) }),
});

builder.mutationField('restoreMana', (t) =>
  t.field({
    type: CharacterPayload,
    description: 'GM only: give back mana points, up to 5 × Mana (the seed has no recovery rule, so the GM decides).',
    args: { input: t.arg({ type: RestoreManaInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: async (_root, { input }, ctx) => {
      const first = await requireEditableCharacter(ctx, input.characterId, 'GM');
      const v = validate(z.object({ amount: z.number().int().min(0).max(10_000).nullish() }), input);
      return withRetry(first, () => requireEditableCharacter(ctx, input.characterId, 'GM'), async ({ character }) => {
        const sheet = requireYlniesSheet(character);
        const next = throwIf(restoreMana(sheet, v.amount ?? sheet.manaPoints));
        return { character: await writeCharacterState(ctx.db, character, { ylnies: next }) };
      });
    },
  }),
);
