/**
 * Ylnies combat (Ylnies §Combat), run by the GM: a melee exchange (`ylniesMelee`) and a shot
 * (`ylniesRanged`). Opposed tests; the winner hits with strength against resistance; the wound
 * lands on the target's sheet. Both sheets are written in one statement under their version
 * checks, and the same entry goes in both roll logs.
 */
import * as z from 'zod/mini';
import type { CharacterRow } from '../../db/access.js';
import type { EventType } from '../../db/outbox.js';
import { type Fighter, type Hit, resolveMelee, resolveRanged } from '../../rules/ylnies/combat.js';
import type { WeaponKey } from '../../rules/ylnies/equipment.js';
import { weaponInHand } from '../../rules/ylnies/table.js';
import type { Skill } from '../../rules/ylnies/sheet.js';
import type { OpposedResult } from '../../rules/ylnies/tests.js';
import { builder } from '../builder.js';
import type { Caller, Context } from '../context.js';
import { accepted } from '../errors.js';
import { encodeId } from '../../primitives/ids.js';
import { CharacterRef } from '../refs.js';
import { YlniesWeaponTypeKey } from './enums.js';
import { type OpposedView, YlniesOpposedTest } from './opposed.js';
import {
  type StoredYlnies,
  location,
  modifier,
  requireYlniesSheet,
  skillName,
  skillOf,
  ylniesMutation,
} from './shared.js';
import { commitScene, loadScene, rollFor, type SceneDice, sheetFor } from './scene.js';
import { diceAtHeads } from '../rolls/fair-roll.js';
import { type WoundView, YlniesWoundResult, woundEvents, woundOutcome } from './wounds.js';
import { payloadType } from '../mutation.js';
import { field, inputType } from '../input.js';

const YlniesRangeBand = builder.enumType('YlniesRangeBand', {
  description: 'The range band a shot’s distance falls in (bow: STR × 3 / × 6 / × 10 m; crossbow: 15 / 30 / 100 m); beyond the long band the shot is refused.',
  values: {
    SHORT: { description: 'Within the short range.' },
    MEDIUM: { description: 'Beyond short, within the medium range.' },
    LONG: { description: 'Beyond medium, within the long range.' },
  } as const,
});

type HitView = { weapon: WeaponKey | null; weaponDice: number[]; weaponDamage: number; strength: number; resistance: number; doubled: boolean; wound: WoundView; striker: CharacterRow };
const YlniesHit = builder.objectRef<HitView>('YlniesHit').implement({
  description: 'The winner hits: strength = STR (not for crossbows) + weapon damage + ⌊degree ÷ 4⌋; resistance = CON + armour − grave wounds.',
  fields: (t) => ({
    striker: t.field({ type: CharacterRef, description: 'The character who hits (the winner of the exchange).', resolve: (h) => h.striker }),
    weapon: t.field({ type: YlniesWeaponTypeKey, nullable: true, description: 'Null: bare hands (no weapon damage).', resolve: (h) => h.weapon }),
    weaponDice: t.intList({ description: 'The weapon’s damage dice, as rolled (empty bare-handed).', resolve: (h) => h.weaponDice }),
    weaponDamage: t.exposeInt('weaponDamage', { description: 'Σ weapon dice + the weapon’s bonus (0 bare-handed).' }),
    strength: t.exposeInt('strength', { description: 'The attack strength: STR (not for a crossbow) + weapon damage + ⌊degree ÷ 4⌋.' }),
    resistance: t.exposeInt('resistance', { description: 'The target’s resistance: CON + armour − 1 per grave wound.' }),
    doubled: t.exposeBoolean('doubled', { description: 'A critical or exceptional success doubled the damage.' }),
    wound: t.field({ type: YlniesWoundResult, description: 'The damage read on the wound table and put on the target’s sheet.', resolve: (h) => h.wound }),
  }),
});

function pickWeapon(sheet: StoredYlnies, name: string | null, unarmed: boolean, ranged: boolean): WeaponKey | null {
  return accepted(weaponInHand(sheet.equipment.weapons, name, unarmed, ranged));
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

const YlniesMeleeInput = inputType('YlniesMeleeInput', {
  attackerId: field.id(z.string(), 'The Ylnies character who attacks (side A).'),
  defenderId: field.id(z.string(), 'The Ylnies character attacked (side B); either may end up hit.'),
  location: field.string(location, 'Body part hit, recorded with a grave or critical wound.'),
  attackerSkill: field.string(skillName, 'Weapon skill; none = bare Agility.'),
  defenderSkill: field.string(skillName, 'The defender’s weapon skill; none = bare Agility.'),
  attackerWeapon: field.string(skillName, 'Name of a carried weapon; default the first melee weapon carried, else bare hands.'),
  defenderWeapon: field.string(skillName, 'Name of a weapon the defender carries; default the first melee weapon carried, else bare hands.'),
  attackerUnarmed: field.boolean(z.pipe(z.nullish(z.boolean()), z.transform((v) => v ?? false)), 'The attacker fights bare-handed even though armed; default false.'),
  defenderUnarmed: field.boolean(z.pipe(z.nullish(z.boolean()), z.transform((v) => v ?? false)), 'The defender fights bare-handed even though armed; default false.'),
  attackerModifier: field.int(modifier, 'Added to the attacker’s roll, −100..100; default 0.'),
  defenderModifier: field.int(modifier, 'Added to the defender’s roll, −100..100; default 0.'),
});

type CombatView = { test: OpposedView; hit: HitView | null; band: 'SHORT' | 'MEDIUM' | 'LONG' | null; attacker: CharacterRow; defender: CharacterRow };
const YlniesCombatPayload = payloadType<CombatView>('YlniesCombatPayload', {
  test: [YlniesOpposedTest, 'The opposed test (A the attacker, B the defender).'],
  hit: [YlniesHit, 'The hit of the winner; null when both failed (or, ranged, the shot missed).', { nullable: true }],
  band: [YlniesRangeBand, 'Ranged: the range band of the distance (the GM applies any modifier).', { nullable: true }],
  attacker: [CharacterRef, 'The attacker after the exchange.'],
  defender: [CharacterRef, 'The defender after the exchange.'],
}, 'An exchange: the opposed test, the hit (if any) with its wound, and both characters after it.');

/**
 * Persist an exchange in one statement: the hit's target gets its wounds, both sheets are
 * version-checked, the roll goes in both logs, the wound and the roll are announced.
 */
async function persistExchange(
  ctx: Context,
  caller: Caller,
  pair: { a: CharacterRow; sa: StoredYlnies; b: CharacterRow; sb: StoredYlnies },
  kind: string,
  inputs: unknown,
  dice: SceneDice,
  test: OpposedResult,
  hit: Hit | null,
  band: CombatView['band'],
): Promise<CombatView> {
  const { a, sa, b, sb } = pair;
  const target = hit ? (hit.attacker === 'A' ? b : a) : null;
  const after = (c: CharacterRow, s: StoredYlnies) => (hit && target?.id === c.id ? { ...s, wounds: hit.wound.after } : s);
  const entry = {
    kind,
    inputs,
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
  const events: { type: EventType; payload: Record<string, unknown> }[] = [];
  if (hit && target) events.push(...woundEvents(target, hit.wound, kind));
  events.push({ type: 'roll.resolved', payload: { ruleset: 'YLNIES', kind, characterIds: [encodeId('Character', a.id), encodeId('Character', b.id)], winner: test.winner } });
  const { rows } = await commitScene(
    ctx,
    {
      campaignId: a.campaignId,
      sheets: [sheetFor(a, after(a, sa)), sheetFor(b, after(b, sb))],
      rolls: [rollFor(ctx, caller, a, entry, dice), rollFor(ctx, caller, b, entry, dice)],
      events,
    },
    [a, b],
  );
  const ra = rows.get(a.id)!;
  const rb = rows.get(b.id)!;
  const striker = hit?.attacker === 'A' ? ra : rb;
  const hitTarget = hit?.attacker === 'A' ? rb : ra;
  const targetCon = (hit?.attacker === 'A' ? sb : sa).characteristics.CON;
  return { test: { ...test, aCharacter: ra, bCharacter: rb }, hit: hit ? hitView(hit, striker, hitTarget, targetCon) : null, band, attacker: ra, defender: rb };
}

ylniesMutation('ylniesMelee', {
  type: YlniesCombatPayload,
  description:
    'GM only: a melee exchange (Ylnies §Combat). Opposed weapon skills; whoever wins hits the other: STR + weapon damage + ⌊degree ÷ 4⌋ against CON + armour − grave wounds, read on the wound table and applied. A tie is a double miss.',
  input: YlniesMeleeInput,
  load: (ctx, input) => loadScene(ctx, { characterId: input.attackerId, need: 'GM', otherId: input.defenderId, distinct: true }),
  run: async (ctx, { caller, character: a, other, epoch }, v) => {
    const b = other!;
    const sa = requireYlniesSheet(a);
    const sb = requireYlniesSheet(b);
    const fa = fighterOf(sa, skillOf(sa, v.attackerSkill), pickWeapon(sa, v.attackerWeapon, v.attackerUnarmed, false), v.attackerModifier);
    const fb = fighterOf(sb, skillOf(sb, v.defenderSkill), pickWeapon(sb, v.defenderWeapon, v.defenderUnarmed, false), v.defenderModifier);
    const dice = await diceAtHeads(ctx, epoch, [a, b]);
    const melee = accepted(resolveMelee(dice.rng, fa, fb, v.location));
    const inputs = {
      attacker: { characterId: a.id, skill: v.attackerSkill, weapon: fa.weapon, modifier: v.attackerModifier },
      defender: { characterId: b.id, skill: v.defenderSkill, weapon: fb.weapon, modifier: v.defenderModifier },
      location: v.location,
    };
    return persistExchange(ctx, caller, { a, sa, b, sb }, 'YLNIES_MELEE', inputs, dice, melee.test, melee.hit, null);
  },
});

const YlniesRangedInput = inputType('YlniesRangedInput', {
  attackerId: field.id(z.string(), 'The Ylnies character who shoots (side A, the only one who can hit).'),
  defenderId: field.id(z.string(), 'The Ylnies character shot at (side B: rolls 4d6 + REF, no skill, and wins ties).'),
  distance: field.float(z.number().check(z.minimum(0), z.maximum(100_000)), 'Metres.'),
  location: field.string(location, 'Body part hit, recorded with a grave or critical wound.'),
  attackerSkill: field.string(skillName, 'The shooting skill; none = bare Agility.'),
  weapon: field.string(skillName, 'Name of a carried bow or crossbow; default the first one carried.'),
  attackerModifier: field.int(modifier, 'Added to the attacker’s roll, −100..100; default 0.'),
  defenderModifier: field.int(modifier, 'Added to the defender’s roll, −100..100; default 0.'),
});

ylniesMutation('ylniesRanged', {
  type: YlniesCombatPayload,
  description:
    'GM only: a shot (Ylnies §Combat): the attacker’s skill against the defender’s 4d6 + Reflexes (no skill); the defender undergoes it and wins ties. Bows reach STR×3/×6/×10 m, crossbows 15/30/100 m (no STR in strength); beyond, the shot is refused.',
  input: YlniesRangedInput,
  load: (ctx, input) => loadScene(ctx, { characterId: input.attackerId, need: 'GM', otherId: input.defenderId, distinct: true }),
  run: async (ctx, { caller, character: a, other, epoch }, v) => {
    const b = other!;
    const sa = requireYlniesSheet(a);
    const sb = requireYlniesSheet(b);
    const fa = fighterOf(sa, skillOf(sa, v.attackerSkill), pickWeapon(sa, v.weapon, false, true), v.attackerModifier);
    const fb = fighterOf(sb, undefined, null, v.defenderModifier);
    const dice = await diceAtHeads(ctx, epoch, [a, b]);
    const ranged = accepted(resolveRanged(dice.rng, fa, fb, v.distance, v.location));
    const inputs = {
      attacker: { characterId: a.id, skill: v.attackerSkill, weapon: fa.weapon, modifier: v.attackerModifier },
      defender: { characterId: b.id, modifier: v.defenderModifier },
      distance: v.distance,
      location: v.location,
    };
    return persistExchange(ctx, caller, { a, sa, b, sb }, 'YLNIES_RANGED', inputs, dice, ranged.test, ranged.hit, ranged.band);
  },
});
