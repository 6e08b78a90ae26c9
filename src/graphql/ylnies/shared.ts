/**
 * What every Ylnies operation shares: the stored sheet (`characters.state.ylnies`) and how to
 * read it, the table's rules (asked of src/rules/ylnies/table.ts), and the load / retry / write / roll-log helpers
 * the tests, combat, magic and progression resolvers build on. No GraphQL types here.
 */
import * as z from 'zod';
import { type CharacterRow, canSee, characterWithRole } from '../../db/access.js';
import { retryOnConflict } from '../../db/characters.js';
import type { Queryable } from '../../db/client.js';
import { appendRoll } from '../../db/rolls.js';
import { writeCharacterState } from '../../db/state.js';
import type { RuleResult } from '../../rules/violation.js';
import { CHARACTERISTIC_KEYS, type Characteristics } from '../../rules/ylnies/characteristics.js';
import type { TrainingState } from '../../rules/ylnies/progression.js';
import { NO_EQUIPMENT } from '../../rules/ylnies/equipment.js';
import { NO_WOUNDS, type Skill, type WoundState, type YlniesSheet as SheetData } from '../../rules/ylnies/sheet.js';
import { TABLE_RULES, ableToAct, skillOnSheet, twoSides, ylniesSheet } from '../../rules/ylnies/table.js';
import { requireEditableCharacter } from '../auth.js';
import type { SharedFairDice } from '../rolls/fairness-shared.js';
import type { Caller, Context } from '../context.js';
import { RuleViolation, conflict, notFound } from '../errors.js';
import { decodeId } from '../../ids.js';

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

export const NOT_YLNIES_RULE = TABLE_RULES.notYlnies;

/** The sheet of a Ylnies character, or a RuleViolation naming the ruleset. */
export function requireYlniesSheet(character: CharacterRow): StoredYlnies {
  return throwIf(ylniesSheet(character.name, character.ruleset === 'YLNIES' ? readYlnies(character) : null));
}

// ----- The table's rules (decided in src/rules/ylnies/table.ts) --------------------------------

export const RULES = TABLE_RULES;

// ----- Loading and writing ---------------------------------------------------------------------

export type Loaded = { caller: Caller; character: CharacterRow; role: 'GM' | 'PLAYER' };

/** Run an attempt with the first load reused (it was the auth check), then fresh loads on retries. */
export async function withRetry<L, T>(first: L, reload: () => Promise<L>, attempt: (loaded: L) => Promise<T>): Promise<T> {
  let cached: L | null = first;
  return retryOnConflict(async () => {
    const loaded = cached ?? (await reload());
    cached = null;
    return attempt(loaded);
  }, conflict);
}

/** A second character of the same campaign, visible to the caller. */
export async function loadOther(ctx: Context, globalId: unknown, campaignId: string, role: 'GM' | 'PLAYER', caller: Caller): Promise<CharacterRow> {
  const id = decodeId('Character', globalId);
  if (!id) throw notFound('character');
  const found = await characterWithRole(ctx.db, id, caller.userId);
  if (!found || found.character.campaignId !== campaignId || !canSee(found.character, role)) throw notFound('character');
  return found.character;
}

export type Pair = { caller: Caller; a: CharacterRow; b: CharacterRow; role: 'GM' | 'PLAYER' };

/** Two characters of one campaign whose GM is the caller (combat is the GM's). */
export async function loadGmPair(ctx: Context, aId: unknown, bId: unknown): Promise<Pair> {
  const { caller, character: a, role } = await requireEditableCharacter(ctx, aId, 'GM');
  const b = await loadOther(ctx, bId, a.campaignId, role, caller);
  throwIf(twoSides(a.id, b.id));
  return { caller, a, b, role };
}

/** Write every changed sheet under its version check, in id order (no deadlock between two fights). */
export async function writeSheets(tx: Queryable, writes: { character: CharacterRow; sheet: StoredYlnies }[]): Promise<Map<string, CharacterRow>> {
  const out = new Map<string, CharacterRow>();
  for (const w of [...writes].sort((x, y) => (x.character.id < y.character.id ? -1 : 1))) {
    out.set(w.character.id, await writeCharacterState(tx, w.character, { ylnies: w.sheet }));
  }
  return out;
}

export function logRoll(
  tx: Queryable,
  ctx: Context,
  caller: Caller,
  character: CharacterRow,
  entry: { kind: string; inputs: unknown; faces: number[]; outcome: unknown; requestId?: string | null },
  dice?: SharedFairDice,
) {
  // A fair roll names its fairness, and the place its faces were derived for must still be free.
  const fairness = dice ? { fairness: dice.fairnessFor(character.id) } : {};
  const row = { campaignId: character.campaignId, characterId: character.id, requestedBy: caller.userId, at: ctx.clock.now(), ...entry, ...fairness };
  return appendRoll(tx, row, ctx.rollKeys, dice?.placeFor(character.id));
}

export function skillOf(sheet: StoredYlnies, name: string | null | undefined): Skill | undefined {
  return throwIf(skillOnSheet(sheet.skills, name));
}

export function ensureCanAct(character: CharacterRow, wounds: WoundState) {
  throwIf(ableToAct(character.name, wounds));
}

export function throwIf<T>(result: RuleResult<T>): T {
  if (!result.ok) throw RuleViolation.from(result.violations);
  return result.value;
}

export const location = z.string().trim().min(1).max(60).nullish().transform((v) => v ?? null);
export const modifier = z.number().int().min(-100).max(100).nullish().transform((v) => v ?? 0);
export const skillName = z.string().trim().min(1).max(80).nullish().transform((v) => v ?? null);
export const characteristic = z.enum(CHARACTERISTIC_KEYS).nullish().transform((v) => v ?? null);
export const threshold = z.number().int().min(-100).max(200);
