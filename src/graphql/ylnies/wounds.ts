/**
 * Ylnies wounds (Ylnies §Combat): the wound categories a sheet carries, a wound dealt by a hit
 * or a spell (with its CON test), its roll-log shape and its `wound.inflicted` event.
 */
import type { CharacterRow } from '../../db/access.js';
import { type WoundApplication, graveWoundCapacity } from '../../rules/ylnies/combat.js';
import { type WoundState, isIncapacitated } from '../../rules/ylnies/sheet.js';
import { builder } from '../builder.js';
import { encodeId } from '../../primitives/ids.js';
import { CharacterRef } from '../refs.js';
import { YlniesWoundCategory } from './enums.js';
import { YlniesTestResult } from './test-resolution.js';

const YlniesGraveWound = builder.objectRef<{ location: string | null }>('YlniesGraveWound').implement({
  description: 'A grave wound (damage 7–15): −1 to resistance and −1 to actions using its body part.',
  fields: (t) => ({ location: t.exposeString('location', { nullable: true, description: 'Body part: −1 on actions using it.' }) }),
});
const YlniesCriticalWound = builder.objectRef<{ location: string | null; damage: number }>('YlniesCriticalWound').implement({
  description: 'A critical wound (damage 16–20): out of the fight; unconscious unless the CON test succeeded.',
  fields: (t) => ({
    location: t.exposeString('location', { nullable: true, description: 'Body part hit; null when not given.' }),
    damage: t.exposeInt('damage', { description: 'Damage taken: the threshold of the CON test it called for.' }),
  }),
});

type WoundsView = { wounds: WoundState; constitution: number };
export const YlniesWounds = builder.objectRef<WoundsView>('YlniesWounds').implement({
  description: 'Wounds are categories (Ylnies §Combat): light ones, grave ones (each −1 to resistance), critical ones.',
  fields: (t) => ({
    light: t.int({ description: 'How many light wounds (damage 1–6) the character has.', resolve: (w) => w.wounds.light }),
    grave: t.field({ type: [YlniesGraveWound], description: 'The grave wounds, oldest first.', resolve: (w) => w.wounds.grave }),
    critical: t.field({ type: [YlniesCriticalWound], description: 'The critical wounds, oldest first (they do not count against `graveCapacity`).', resolve: (w) => w.wounds.critical }),
    graveCapacity: t.int({ description: 'Grave wounds borne before the next knocks out: ⌊CON ÷ 2⌋.', resolve: (w) => graveWoundCapacity(w.constitution) }),
    unconscious: t.boolean({ description: 'Knocked out: one grave wound past `graveCapacity`, or a critical wound with a failed CON test.', resolve: (w) => w.wounds.unconscious }),
    outOfCombat: t.boolean({ description: 'A critical wound: out of the fight even after a successful CON test.', resolve: (w) => w.wounds.outOfCombat }),
    dead: t.boolean({ description: 'Damage of 21 or more: the character is dead.', resolve: (w) => w.wounds.dead }),
    incapacitated: t.boolean({ description: 'Dead, unconscious or out of the fight: cannot take part in combat.', resolve: (w) => isIncapacitated(w.wounds) }),
  }),
});

export type WoundView = WoundApplication & { character: CharacterRow; constitution: number };
export const YlniesWoundResult = builder.objectRef<WoundView>('YlniesWoundResult').implement({
  description: 'Damage read on the wound table and applied to a sheet; a critical wound calls for a CON test (threshold = damage).',
  fields: (t) => ({
    character: t.field({ type: CharacterRef, description: 'The character wounded, after the wound.', resolve: (w) => w.character }),
    damage: t.exposeInt('damage', { description: 'Strength − resistance (doubled on a critical or exceptional success).' }),
    category: t.field({ type: YlniesWoundCategory, description: 'The wound table’s category for the damage.', resolve: (w) => w.category }),
    conTest: t.field({ type: YlniesTestResult, nullable: true, description: 'The CON test a critical wound called for (threshold = damage); null otherwise.', resolve: (w) => (w.conTest ? { ...w.conTest, probability: null } : null) }),
    wounds: t.field({ type: YlniesWounds, description: 'The wounds after this one.', resolve: (w) => ({ wounds: w.after, constitution: w.constitution }) }),
  }),
});

export function woundOutcome(w: WoundApplication) {
  return { damage: w.damage, category: w.category, conTest: w.conTest ? { dice: w.conTest.dice, total: w.conTest.total, success: w.conTest.success } : null, after: w.after };
}

/** The `wound.inflicted` event of a wound dealt (none for no harm, or on the dead). */
export function woundEvents(character: CharacterRow, w: WoundApplication, cause: string): { type: 'wound.inflicted'; payload: Record<string, unknown> }[] {
  if (w.category === 'UNHARMED' || w.before.dead) return [];
  return [
    {
      type: 'wound.inflicted',
      payload: { characterId: encodeId('Character', character.id), ruleset: 'YLNIES', category: w.category, damage: w.damage, cause, dead: w.after.dead, unconscious: w.after.unconscious },
    },
  ];
}
