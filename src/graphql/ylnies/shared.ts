/**
 * What every Ylnies operation shares: the stored sheet (`characters.state.ylnies`) and how to
 * read it, the table's rules (asked of src/rules/ylnies/table.ts), and the shape every Ylnies
 * mutation runs in (`ylniesMutation`: one read, the input checked, the rules, one write, again
 * after a lost race; the read and the write: scene.ts). No GraphQL types here.
 */
import type { InputRef, OutputRef } from '@pothos/core';
import * as z from 'zod/mini';
import type { CharacterRow } from '../../db/access.js';
import { CHARACTERISTIC_KEYS, type CharacteristicKey, type Characteristics } from '../../rules/ylnies/characteristics.js';
import { woundMalus } from '../../rules/ylnies/combat.js';
import type { TrainingState } from '../../rules/ylnies/progression.js';
import { NO_EQUIPMENT } from '../../rules/ylnies/equipment.js';
import { NO_WOUNDS, type Skill, type WoundState, type YlniesSheet as SheetData } from '../../rules/ylnies/sheet.js';
import { ableToAct, skillOnSheet, ylniesSheet } from '../../rules/ylnies/table.js';
import { retryOnConflict } from '../../db/characters.js';
import type { Context } from '../context.js';
import { accepted, conflict, validate } from '../errors.js';
import { inputMutation } from '../mutation.js';
import { retryLostRace } from '../rolls/fair-roll.js';

// ----- Stored state --------------------------------------------------------------------------

/** What `characters.state.ylnies` holds: the rules core's sheet plus what the API keeps beside it. */
export interface StoredYlnies extends SheetData {
  creation: {
    method: 'RANDOM' | 'POINTS';
    /** Values before the racial modifier, shown as `base` on the sheet. */
    bases: Characteristics;
    skillPoints: { spent: number; available: number; unspent: number };
  };
  /** Trainings in progress (Ylnies §Progression), one per skill. */
  training: TrainingState[];
}

export function readYlnies(character: Pick<CharacterRow, 'state'>): StoredYlnies | null {
  const value = character.state?.ylnies as StoredYlnies | undefined;
  if (!value) return null;
  // Older or partial rows: fill the API's extras so readers never see undefined.
  return { ...value, training: value.training ?? [], wounds: value.wounds ?? NO_WOUNDS, equipment: value.equipment ?? NO_EQUIPMENT };
}

/** The sheet of a Ylnies character, or a RuleViolation naming the ruleset. */
export function requireYlniesSheet(character: CharacterRow): StoredYlnies {
  return accepted(ylniesSheet(character.name, character.ruleset === 'YLNIES' ? readYlnies(character) : null));
}

// ----- Loading and writing ---------------------------------------------------------------------

export interface YlniesMutation<P, I, S extends z.ZodMiniType, L> {
  type: OutputRef<P>;
  description: string;
  /** The input type, and the zod schema its value is checked against (`inputType` gives both). */
  input: { ref: InputRef<I>; schema: S };
  /** The one read, with the caller's checks: a caller who may not act is refused before the input is judged. */
  load: (ctx: Context, input: I) => Promise<L>;
  /** The rules and the one write, on that read and the checked input. */
  run: (ctx: Context, loaded: L, input: z.output<S>) => Promise<P>;
  /** False for the DRAFT edits: they roll nothing, and src/db/retries.ts counts the races of those that roll. */
  countRetries?: boolean;
}

/**
 * Registers `Mutation.<name>`, run as every Ylnies mutation runs: the scene read once, then the
 * input checked (a caller who may not act is refused before their input is judged), then `run`
 * on that read; after each lost race, on the scene read again (`retryLostRace`, counted under
 * `name`, unless `countRetries` is false).
 */
export function ylniesMutation<P, I, S extends z.ZodMiniType, L>(name: string, m: YlniesMutation<P, I, S, L>): void {
  inputMutation(name, {
    type: m.type,
    description: m.description,
    input: m.input.ref,
    resolve: async (_root, { input }, ctx) => {
      let first: L | null = await m.load(ctx, input);
      const checked = validate(m.input.schema, input);
      const attempt = async () => {
        const loaded = first ?? (await m.load(ctx, input));
        first = null;
        return m.run(ctx, loaded, checked);
      };
      return m.countRetries === false ? retryOnConflict(attempt, conflict) : retryLostRace(name, attempt);
    },
  });
}

export function skillOf(sheet: StoredYlnies, name: string | null | undefined): Skill | undefined {
  return accepted(skillOnSheet(sheet.skills, name));
}

export function ensureCanAct(character: CharacterRow, wounds: WoundState) {
  accepted(ableToAct(character.name, wounds));
}

/**
 * What a character adds to its 4d6 in a test (Ylnies §Tests): it must be able to act; the
 * characteristic (default: the skill's), the skill's value, and the modifier less a grave
 * wound's malus where the body part used is hurt.
 */
export function testBonus(character: CharacterRow, sheet: StoredYlnies, side: { characteristic: CharacteristicKey | null; skill: string | null; modifier: number; location: string | null }) {
  ensureCanAct(character, sheet.wounds);
  const skill = skillOf(sheet, side.skill);
  const key = side.characteristic ?? skill!.characteristic;
  const malus = side.location ? woundMalus(sheet.wounds, side.location) : 0;
  return { key, skill: skill?.name ?? null, malus, bonus: { characteristic: sheet.characteristics[key], skill: skill?.value ?? 0, modifier: side.modifier + malus } };
}

export const location = z.pipe(z.nullish(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))), z.transform((v) => v ?? null));
export const modifier = z.pipe(z.nullish(z.int().check(z.minimum(-100), z.maximum(100))), z.transform((v) => v ?? 0));
export const skillName = z.pipe(z.nullish(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))), z.transform((v) => v ?? null));
export const characteristic = z.pipe(z.nullish(z.enum(CHARACTERISTIC_KEYS)), z.transform((v) => v ?? null));
/** A test adds a characteristic, a skill, or both. */
export function characteristicOrSkill<S extends z.ZodMiniType<{ characteristic: unknown; skill: unknown }>>(schema: S): S {
  return schema.check(z.refine((v) => v.characteristic !== null || v.skill !== null, { path: ['characteristic'], message: 'give a characteristic, a skill, or both' }));
}
export const threshold = z.int().check(z.minimum(-100), z.maximum(200));
