/**
 * SMS character state at the table, what health, combat and NPC files share: reading the
 * `health`, `afflictions` and `npc` keys of `characters.state`, committing a change in one
 * statement under the version check with its outbox events (DESIGN.md §Conventions 7, 9), the
 * wound event, the rules core's verdict as a RuleViolation, and the shape of a health mutation
 * (`healthMutation`).
 */
import type { InputRef, OutputRef } from '@pothos/core';
import * as z from 'zod/mini';
import type { CharacterRow, Role } from '../../db/access.js';
import { retryOnConflict, writeCharacterState } from '../../db/characters.js';
import type { EventType } from '../../db/outbox.js';
import type { CharacterState } from '../../db/schema.js';
import { readCharacterState } from '../../db/state.js';
import * as aff from '../../rules/sms/afflictions.js';
import * as health from '../../rules/sms/health.js';
import { smsCharacterOnly } from '../../rules/sms/health-checks.js';
import type { NpcDefinition } from '../../rules/sms/npcs.js';
import { requireEditableCharacter } from '../auth.js';
import type { Context } from '../context.js';
import { accepted, conflict, validate } from '../errors.js';
import { type DeclaredInput, field, type InputField, inputType } from '../input.js';
import { inputMutation } from '../mutation.js';
import { encodeId, encodeScopedId } from '../../primitives/ids.js';

/** Optimistic writers retry on a lost version race; enough for a table's worth of simultaneous hits. */
export const STATE_RETRIES = 25;

/** Health state of a character (absent = unhurt, SMS §3). */
export function healthOf(character: Pick<CharacterRow, 'state'>): health.HealthState {
  const stored = readCharacterState<Partial<health.HealthState>>(character, 'health', health.emptyHealth);
  // Fill what an older or partial write left out, so the rules core always sees a whole state.
  return { ...health.emptyHealth(), ...stored, fatigue: { ...health.emptyHealth().fatigue, ...(stored.fatigue ?? {}) } };
}

export function afflictionsOf(character: Pick<CharacterRow, 'state'>): aff.AfflictionsState {
  return readCharacterState(character, 'afflictions', aff.emptyAfflictions);
}

export function npcOf(character: Pick<CharacterRow, 'state' | 'kind'>): NpcDefinition | null {
  return character.kind === 'NPC' ? readCharacterState<NpcDefinition | null>(character, 'npc', () => null) : null;
}

export function requireSms(character: CharacterRow): void {
  accepted(smsCharacterOnly(character));
}

export interface StateEvent {
  type: EventType;
  payload: Record<string, unknown>;
}

/**
 * Merge `patch` into the character's state with its outbox events, in ONE statement under the
 * version check (src/db/characters.ts `writeCharacterState`): a lost race is a VersionConflict.
 */
export function commitCharacterState(
  ctx: Context,
  character: CharacterRow,
  patch: CharacterState,
  events: readonly StateEvent[] = [],
  columns: { sizeFactor?: number } = {},
): Promise<CharacterRow> {
  return writeCharacterState(ctx.db, character, patch, events, columns, ctx.clock.now());
}

export const characterGlobalId = (c: Pick<CharacterRow, 'id'>): string => encodeId('Character', c.id);

export function woundEvent(character: CharacterRow, wound: health.Wound, state: health.HealthState, cause: string): StateEvent {
  return {
    type: 'wound.inflicted',
    payload: {
      characterId: characterGlobalId(character),
      woundId: encodeScopedId('Wound', character.id, wound.id),
      nature: wound.nature,
      severity: wound.severity,
      damageType: wound.damageType,
      status: state.status,
      dead: state.dead,
      cause,
    },
  };
}

/** The characters' ids in inputs are checked by the auth guards; the rest is shape-checked here. */
const characterIdSchema = z.string().check(z.maxLength(200));

/** A health mutation's input: `characterId`, then its own fields. */
type HealthFields<F> = { characterId: InputField<typeof characterIdSchema> } & F;
type HealthInput<F extends Record<string, InputField>> = z.output<DeclaredInput<HealthFields<F>>['schema']>;

export interface HealthMutation<Payload, F extends Record<string, InputField>> {
  type: OutputRef<Payload>;
  description: string;
  /** 'GM': the campaign's GM only; left out, the PC's player may too. */
  need?: Role;
  /** `characterId`'s description, when it says more than who may ask. */
  character?: string;
  /** The input's fields after `characterId`; the input type is named after the mutation (`<Name>Input`). */
  fields: F;
  /** Checks across the fields, after each field's own (zod's `superRefine`). */
  refine?: (v: HealthInput<F>, issue: z.core.$RefinementCtx) => void;
  /** The rules on the character as read, then ONE `commitCharacterState`; its result is the payload. */
  decide: (ctx: Context, character: CharacterRow, v: HealthInput<F>) => Promise<Payload>;
}

/**
 * A mutation on a character's health (wounds, fatigue, afflictions), in the shape they all
 * share: its input is the character and its own fields; each attempt finds the caller's
 * character (the guards first, as every request), then validates the input, checks it is an
 * SMS character, and lets `decide` apply the rules and commit. A lost version race re-reads the
 * character and decides again.
 */
export function healthMutation<Payload, F extends Record<string, InputField>>(name: string, options: HealthMutation<Payload, F>): void {
  const { need, refine, decide } = options;
  const who = need === 'GM' ? 'the caller must be the campaign’s GM' : 'the campaign’s GM, or the player who owns the PC';
  const characterId = field.id(characterIdSchema, options.character ?? `The SMS character; ${who}.`);
  const declared = inputType(`${name[0]!.toUpperCase()}${name.slice(1)}Input`, { characterId, ...options.fields });
  const schema = refine ? declared.schema.check(z.superRefine(refine as never)) : declared.schema;
  inputMutation(name, {
    type: options.type,
    description: options.description,
    input: declared.ref as InputRef<{ characterId: string }>,
    resolve: (_root, { input }, ctx) =>
      retryOnConflict(
        async () => {
          const { character } = await requireEditableCharacter(ctx, input.characterId, need);
          const v = validate(schema, input) as HealthInput<F>;
          requireSms(character);
          return decide(ctx, character, v);
        },
        conflict,
        STATE_RETRIES,
      ),
  });
}
