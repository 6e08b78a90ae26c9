/**
 * SMS health at the table: wounds, fatigue and recovery (SMS §3), diseases and poisons
 * (SMS §10). The state lives in `characters.state.health` / `.afflictions`; every write is one
 * statement under the version check, with its outbox event (DESIGN.md §Conventions 7, 9).
 */
import { type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { CharacterRow } from '../db/access.js';
import { retryOnConflict, VersionConflict } from '../db/characters.js';
import type { EventType } from '../db/outbox.js';
import type { CharacterState } from '../db/schema.js';
import { readCharacterState } from '../db/state.js';
import * as aff from '../rules/sms/afflictions.js';
import { weaponHitOnNpc } from '../rules/sms/combat.js';
import * as health from '../rules/sms/health.js';
import { diesInOneHit, type NpcDefinition } from '../rules/sms/npcs.js';
import type { RuleResult } from '../rules/violation.js';
import { requireEditableCharacter } from './auth.js';
import { builder } from './builder.js';
import { SmsSheet } from './character.js';
import type { Context } from './context.js';
import { FatigueKind, Severity } from './enums.js';
import { conflict, MUTATION_ERRORS, RuleViolation, validate } from './errors.js';
import { encodeId } from './ids.js';
import { CharacterPayload, CharacterRef } from './refs.js';

// ----- Shared helpers (combat.ts and npc.ts use them too) --------------------------------------

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

/** The rules core's verdict, or a RuleViolation listing every breach. */
export function unwrap<T>(result: RuleResult<T>): T {
  if (!result.ok) throw RuleViolation.from(result.violations);
  return result.value;
}

export function requireSms(character: CharacterRow): void {
  if (character.ruleset !== 'SMS') {
    throw new RuleViolation('NOT_AN_SMS_CHARACTER', `${character.name} is a ${character.ruleset} character.`, 'SMS §3: wounds and fatigue are SMS modules');
  }
}

export interface StateEvent {
  type: EventType;
  payload: Record<string, unknown>;
}

/**
 * Merge `patch` into the character's state, bump its version and write the outbox events, in
 * ONE statement (a data-modifying CTE: all or nothing, one round trip on every driver). If
 * someone changed the character since it was read, no row comes back: VersionConflict, and
 * `retryOnConflict` re-reads and re-decides. `sizeFactor` also sets that column.
 */
export async function commitCharacterState(
  ctx: Context,
  character: CharacterRow,
  patch: CharacterState,
  events: readonly StateEvent[] = [],
  columns: { sizeFactor?: number } = {},
): Promise<CharacterRow> {
  const at = ctx.clock.now();
  const setSize = columns.sizeFactor === undefined ? sql`` : sql`, size_factor = ${columns.sizeFactor}`;
  const eventCtes: SQL[] = events.map(
    (e, i) =>
      sql`, ${sql.raw(`ev${i}`)} as (insert into outbox_events (campaign_id, type, payload, created_at) select campaign_id, ${e.type}::text, ${JSON.stringify(e.payload)}::jsonb, ${at.toISOString()}::timestamptz from upd returning id)`,
  );
  const query = sql`with upd as (update characters set state = state || ${JSON.stringify(patch)}::jsonb, version = version + 1${setSize} where id = ${character.id} and version = ${character.version} returning campaign_id, version)${sql.join(eventCtes, sql``)} select version from upd`;
  const result = await ctx.db.execute(query);
  const row = (result as unknown as { rows: { version: number }[] }).rows[0];
  if (!row) throw new VersionConflict();
  return {
    ...character,
    state: { ...character.state, ...patch },
    version: Number(row.version),
    ...(columns.sizeFactor === undefined ? {} : { sizeFactor: columns.sizeFactor }),
  };
}

export const characterGlobalId = (c: Pick<CharacterRow, 'id'>): string => encodeId('Character', c.id);

export function woundEvent(character: CharacterRow, wound: health.Wound, state: health.HealthState, cause: string): StateEvent {
  return {
    type: 'wound.inflicted',
    payload: {
      characterId: characterGlobalId(character),
      woundId: wound.id,
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
const characterIdSchema = z.string().max(200);

// ----- Types -----------------------------------------------------------------------------------

export const DamageType = builder.enumType('DamageType', {
  values: ['BLUNT', 'LETHAL', 'CRITICAL'] as const,
  description: 'SMS §4 damage types: blunt (contondant), lethal (létal), critical (critique). Elemental is a qualifier on lethal or critical.',
});

export const HealthStatus = builder.enumType('HealthStatus', {
  values: ['ACTIVE', 'OUT_OF_ACTION', 'DESTROYED'] as const,
  description: 'SMS §3: OUT_OF_ACTION after a mortal wound (out of combat or dead: see `dead`), DESTROYED after annihilation.',
});

export const Wound = builder.objectRef<health.Wound>('Wound').implement({
  description: 'A wound: a negative module named after its nature, whose rank is its malus (SMS §3).',
  fields: (t) => ({
    id: t.id({ description: 'Stable within the character (e.g. `wound-3`); pass it to `healWound`.', resolve: (w) => w.id }),
    nature: t.exposeString('nature', { description: 'What the wound is ("slash to the thigh"): the module’s name.' }),
    severity: t.field({ type: Severity, resolve: (w) => w.severity }),
    rank: t.exposeInt('rank', { description: 'The malus: light 1, serious 2, critical 4; 0 for a mortal wound or annihilation (the character is out).' }),
    damageType: t.field({ type: DamageType, nullable: true, resolve: (w) => w.damageType }),
    moduleId: t.string({ description: 'The id to declare this wound as a negative module in an action (`wound:<id>`).', resolve: (w) => health.woundModuleId(w) }),
  }),
});

export const Fatigue = builder.objectRef<health.FatigueLevels>('Fatigue').implement({
  description: 'Fatigue levels by kind (SMS §3); each level is −1 on the actions it affects.',
  fields: (t) => ({
    passing: t.int({ description: 'Breath: all recovered by catching one’s breath or when the action sequence ends.', resolve: (f) => f.PASSING }),
    lasting: t.int({ description: 'One level per hour of inactivity, or all after a sleep period.', resolve: (f) => f.LASTING }),
    persistent: t.int({ description: 'Exhaustion: one level per full day of rest.', resolve: (f) => f.PERSISTENT }),
  }),
});

export const AfflictionKind = builder.enumType('AfflictionKind', { values: ['DISEASE', 'POISON'] as const });
export const AfflictionStatus = builder.enumType('AfflictionStatus', {
  values: ['PROGRESSING', 'TREATED'] as const,
  description: 'TREATED: its cause was removed; it no longer progresses and its boxes can be healed (SMS §10).',
});

export const Affliction = builder.objectRef<aff.Affliction>('Affliction').implement({
  description: 'A disease or a poison (SMS §10): boxes fill at its rate each period; once full it wounds (poison lethal, disease critical).',
  fields: (t) => ({
    id: t.id({ resolve: (a) => a.id }),
    name: t.exposeString('name'),
    kind: t.field({ type: AfflictionKind, resolve: (a) => a.kind }),
    boxes: t.exposeInt('boxes', { description: 'Boxes to fill before it starts wounding.' }),
    rate: t.exposeInt('rate', { description: 'Boxes filled per period, then wound levels per period once full.' }),
    period: t.exposeString('period', { description: 'What one period is ("1 hour", "1 day").' }),
    filled: t.exposeInt('filled'),
    woundLevels: t.exposeInt('woundLevels', { description: 'Wound levels dealt since the boxes filled; they make one worsening wound.' }),
    severity: t.field({ type: Severity, nullable: true, description: 'Severity of its wound so far, or null.', resolve: (a) => aff.afflictionSeverity(a) }),
    woundId: t.id({ description: 'The id of its wound among `wounds` once it wounds (heal it with `healWound`).', resolve: (a) => aff.afflictionWoundId(a) }),
    status: t.field({ type: AfflictionStatus, resolve: (a) => a.status }),
  }),
});

builder.objectFields(SmsSheet, (t) => ({
  wounds: t.field({ type: [Wound], description: 'Wounds in the order they were inflicted (SMS §3: no limit on non-mortal wounds).', resolve: ({ character }) => healthOf(character).wounds }),
  fatigue: t.field({ type: Fatigue, resolve: ({ character }) => healthOf(character).fatigue }),
  healthStatus: t.field({ type: HealthStatus, resolve: ({ character }) => healthOf(character).status }),
  dead: t.boolean({ description: 'The GM ruled that a mortal wound killed (SMS §3: "hors de combat ou mort").', resolve: ({ character }) => healthOf(character).dead }),
  afflictions: t.field({ type: [Affliction], description: 'Diseases and poisons (SMS §10).', resolve: ({ character }) => afflictionsOf(character).afflictions }),
}));

// ----- Wounds ------------------------------------------------------------------------------------

const InflictWoundInput = builder.inputType('InflictWoundInput', {
  fields: (t) => ({
    characterId: t.id(),
    nature: t.string({ description: 'What the wound is: it names the negative module ("rapier through the abdomen").' }),
    severity: t.field({ type: Severity }),
    damageType: t.field({ type: DamageType, required: false }),
    notMeantToKill: t.boolean({
      required: false,
      description: 'On a minion or disposable NPC: the blow was not meant to kill, so it takes this wound instead of dying (SMS §4).',
    }),
  }),
});

const inflictSchema = z.object({
  characterId: characterIdSchema,
  nature: z.string().trim().min(1, 'a wound needs a nature').max(200),
  severity: z.enum(health.SEVERITIES as [health.Severity, ...health.Severity[]]),
  damageType: z.enum(['BLUNT', 'LETHAL', 'CRITICAL']).nullish(),
  notMeantToKill: z.boolean().nullish(),
});

builder.mutationField('inflictWound', (t) =>
  t.field({
    type: CharacterPayload,
    description:
      'GM: inflict a wound on a PC or an NPC (SMS §3). A mortal wound takes the character out of action; annihilation destroys it. A minion or disposable NPC dies from any hit unless `notMeantToKill` (SMS §4).',
    args: { input: t.arg({ type: InflictWoundInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: (_root, { input }, ctx) =>
      retryOnConflict(
        async () => {
          const { character } = await requireEditableCharacter(ctx, input.characterId, 'GM');
          const v = validate(inflictSchema, input);
          requireSms(character);
          const npc = npcOf(character);
          // SMS §4: "Les sbires et les quidam meurent à moins qu'on spécifie expressément que le coup n'était pas destiné à les tuer."
          const hit =
            npc && diesInOneHit(npc) && v.severity !== 'ANNIHILATION'
              ? weaponHitOnNpc({ minion: true, severity: v.severity, notMeantToKill: v.notMeantToKill ?? false })
              : { killed: false, severity: v.severity };
          const done = unwrap(health.inflictWound(healthOf(character), { nature: v.nature, severity: hit.severity, damageType: v.damageType ?? null }));
          const state = hit.killed ? { ...done.state, dead: true } : done.state;
          const updated = await commitCharacterState(ctx, character, { health: state }, [woundEvent(character, done.wound, state, hit.killed ? 'MINION_KILLED' : 'WOUND')]);
          return { character: updated };
        },
        conflict,
        STATE_RETRIES,
      ),
  }),
);

const HealWoundInput = builder.inputType('HealWoundInput', { fields: (t) => ({ characterId: t.id(), woundId: t.id() }) });
const healSchema = z.object({ characterId: characterIdSchema, woundId: z.string().min(1).max(100) });

builder.mutationField('healWound', (t) =>
  t.field({
    type: CharacterPayload,
    description:
      'GM: heal one wound (SMS §3: natural recovery is the GM’s call). A mortal wound heals only if the character survived it; annihilation never heals.',
    args: { input: t.arg({ type: HealWoundInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: (_root, { input }, ctx) =>
      retryOnConflict(
        async () => {
          const { character } = await requireEditableCharacter(ctx, input.characterId, 'GM');
          const v = validate(healSchema, input);
          requireSms(character);
          const before = healthOf(character);
          const wound = before.wounds.find((w) => w.id === v.woundId);
          const state = unwrap(health.heal(before, v.woundId));
          const updated = await commitCharacterState(ctx, character, { health: state }, [
            {
              type: 'wound.healed',
              payload: { characterId: characterGlobalId(character), woundId: v.woundId, nature: wound?.nature ?? null, severity: wound?.severity ?? null, status: state.status },
            },
          ]);
          return { character: updated };
        },
        conflict,
        STATE_RETRIES,
      ),
  }),
);

const DeclareDeadInput = builder.inputType('DeclareDeadInput', { fields: (t) => ({ characterId: t.id() }) });

builder.mutationField('declareDead', (t) =>
  t.field({
    type: CharacterPayload,
    description: 'GM: a mortal wound (or annihilation) killed the character (SMS §3: "pour le moins hors de combat ou mort"). Its mortal wound can no longer be healed.',
    args: { input: t.arg({ type: DeclareDeadInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: (_root, { input }, ctx) =>
      retryOnConflict(
        async () => {
          const { character } = await requireEditableCharacter(ctx, input.characterId, 'GM');
          validate(z.object({ characterId: characterIdSchema }), input);
          requireSms(character);
          const before = healthOf(character);
          if (before.dead) throw new RuleViolation('ALREADY_DEAD', `${character.name} is already dead.`, 'SMS §3: a mortal wound takes the character out');
          const state = unwrap(health.declareDead(before));
          return {
            character: await commitCharacterState(ctx, character, { health: state }, [{ type: 'character.died', payload: { characterId: characterGlobalId(character) } }]),
          };
        },
        conflict,
        STATE_RETRIES,
      ),
  }),
);

// ----- Fatigue -----------------------------------------------------------------------------------

function fatigueEvent(character: CharacterRow, state: health.HealthState, cause: string, extra: Record<string, unknown> = {}): StateEvent {
  return { type: 'fatigue.changed', payload: { characterId: characterGlobalId(character), fatigue: state.fatigue, cause, ...extra } };
}

const AddFatigueInput = builder.inputType('AddFatigueInput', {
  fields: (t) => ({ characterId: t.id(), kind: t.field({ type: FatigueKind }), levels: t.int({ description: 'Levels to add, ≥ 1.' }) }),
});
const addFatigueSchema = z.object({
  characterId: characterIdSchema,
  kind: z.enum(['PASSING', 'LASTING', 'PERSISTENT']),
  levels: z.number().int().min(1, 'add at least one level').max(100),
});

builder.mutationField('addFatigue', (t) =>
  t.field({
    type: CharacterPayload,
    description: 'GM or the PC’s player: add fatigue levels of one kind (SMS §3: each level is −1 on the actions it affects).',
    args: { input: t.arg({ type: AddFatigueInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: (_root, { input }, ctx) =>
      retryOnConflict(
        async () => {
          const { character } = await requireEditableCharacter(ctx, input.characterId);
          const v = validate(addFatigueSchema, input);
          requireSms(character);
          const state = unwrap(health.addFatigue(healthOf(character), v.kind, v.levels));
          const updated = await commitCharacterState(ctx, character, { health: state }, [fatigueEvent(character, state, 'ADDED', { kind: v.kind, levels: v.levels })]);
          return { character: updated };
        },
        conflict,
        STATE_RETRIES,
      ),
  }),
);

export const RecoveryMode = builder.enumType('RecoveryMode', {
  values: {
    CATCH_BREATH: { description: 'A whole action spent catching one’s breath: all passing fatigue.' },
    REST_HOURS: { description: '`hours` of inactivity: one lasting level per hour.' },
    SLEEP: { description: 'A sleep period (8 h, or 4 h of Elfin trance with `elfinTrance`): all lasting fatigue; shorter, one level per hour.' },
    REST_DAYS: { description: '`days` of full rest: one persistent level per day.' },
  } as const,
  description: 'How fatigue is recovered (SMS §3).',
});

const RecoverInput = builder.inputType('RecoverInput', {
  fields: (t) => ({
    characterId: t.id(),
    mode: t.field({ type: RecoveryMode }),
    hours: t.int({ required: false, description: 'REST_HOURS: required. SLEEP: defaults to a whole period.' }),
    days: t.int({ required: false, description: 'REST_DAYS: required.' }),
    elfinTrance: t.boolean({ required: false, description: 'SLEEP of an Elfin: the 4-hour trance does what 8 hours of sleep do.' }),
  }),
});

const recoverSchema = z
  .object({
    characterId: characterIdSchema,
    mode: z.enum(['CATCH_BREATH', 'REST_HOURS', 'SLEEP', 'REST_DAYS']),
    hours: z.number().int().min(0).max(24 * 366).nullish(),
    days: z.number().int().min(0).max(3660).nullish(),
    elfinTrance: z.boolean().nullish(),
  })
  .superRefine((v, issue) => {
    if (v.mode === 'REST_HOURS' && v.hours == null) issue.addIssue({ code: 'custom', path: ['hours'], message: 'REST_HOURS needs hours' });
    if (v.mode === 'REST_DAYS' && v.days == null) issue.addIssue({ code: 'custom', path: ['days'], message: 'REST_DAYS needs days' });
    if (v.hours != null && v.mode !== 'REST_HOURS' && v.mode !== 'SLEEP') issue.addIssue({ code: 'custom', path: ['hours'], message: `${v.mode} takes no hours` });
    if (v.days != null && v.mode !== 'REST_DAYS') issue.addIssue({ code: 'custom', path: ['days'], message: `${v.mode} takes no days` });
    if (v.elfinTrance && v.mode !== 'SLEEP') issue.addIssue({ code: 'custom', path: ['elfinTrance'], message: 'the trance replaces sleep' });
  });

builder.mutationField('recover', (t) =>
  t.field({
    type: CharacterPayload,
    description:
      'GM or the PC’s player: recover fatigue (SMS §3): catching one’s breath clears passing fatigue; rest clears one lasting level per hour; a sleep period (or an Elfin’s 4-hour trance) all lasting fatigue; a day of rest one persistent level.',
    args: { input: t.arg({ type: RecoverInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: (_root, { input }, ctx) =>
      retryOnConflict(
        async () => {
          const { character } = await requireEditableCharacter(ctx, input.characterId);
          const v = validate(recoverSchema, input);
          requireSms(character);
          if (v.elfinTrance && character.race !== 'ELFIN') {
            throw new RuleViolation(
              'NOT_AN_ELFIN',
              `${character.name} is not an Elfin and cannot recover in a trance.`,
              'SMS §3: an Elfin’s 4-hour trance recovers what 8 hours of sleep do for others',
            );
          }
          const before = healthOf(character);
          let state: health.HealthState;
          switch (v.mode) {
            case 'CATCH_BREATH':
              state = health.catchBreath(before);
              break;
            case 'REST_HOURS':
              state = unwrap(health.rest(before, v.hours!));
              break;
            case 'SLEEP':
              state = unwrap(health.sleep(before, { ...(v.hours != null ? { hours: v.hours } : {}), elfinTrance: v.elfinTrance ?? false }));
              break;
            case 'REST_DAYS':
              state = unwrap(health.restDays(before, v.days!));
              break;
          }
          const updated = await commitCharacterState(ctx, character, { health: state }, [fatigueEvent(character, state, v.mode)]);
          return { character: updated };
        },
        conflict,
        STATE_RETRIES,
      ),
  }),
);

// ----- Diseases and poisons (SMS §10) ----------------------------------------------------------

const AfflictionPayload = builder.objectRef<{ character: CharacterRow; affliction: aff.Affliction }>('AfflictionPayload').implement({
  description: 'The character after the change, and the new affliction.',
  fields: (t) => ({
    character: t.field({ type: CharacterRef, resolve: (p) => p.character }),
    affliction: t.field({ type: Affliction, resolve: (p) => p.affliction }),
  }),
});

const AfflictInput = builder.inputType('AfflictInput', {
  fields: (t) => ({
    characterId: t.id(),
    name: t.string({ description: 'The disease or poison (it also names its wound).' }),
    kind: t.field({ type: AfflictionKind }),
    boxes: t.int({ description: 'Boxes to fill before it wounds (the seed gives no number: GM data).' }),
    rate: t.int({ description: 'Boxes filled per period, ≥ 1; once full, wound levels per period.' }),
    period: t.string({ description: 'What one period is, for people ("1 hour", "1 day").' }),
  }),
});

const afflictSchema = z.object({
  characterId: characterIdSchema,
  name: z.string().trim().min(1, 'an affliction needs a name').max(120),
  kind: z.enum(['DISEASE', 'POISON']),
  boxes: z.number().int().max(1000),
  rate: z.number().int().max(1000),
  period: z.string().trim().min(1).max(40),
});

builder.mutationField('afflict', (t) =>
  t.field({
    type: AfflictionPayload,
    description: 'GM: a character catches a disease or is poisoned (SMS §10). Several afflictions stack, each progressing on its own.',
    args: { input: t.arg({ type: AfflictInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: (_root, { input }, ctx) =>
      retryOnConflict(
        async () => {
          const { character } = await requireEditableCharacter(ctx, input.characterId, 'GM');
          const v = validate(afflictSchema, input);
          requireSms(character);
          const done = unwrap(aff.afflict(afflictionsOf(character), { name: v.name, kind: v.kind, boxes: v.boxes, rate: v.rate, period: v.period }));
          const updated = await commitCharacterState(ctx, character, { afflictions: done.state });
          return { character: updated, affliction: done.affliction };
        },
        conflict,
        STATE_RETRIES,
      ),
  }),
);

const ProgressAfflictionsInput = builder.inputType('ProgressAfflictionsInput', {
  fields: (t) => ({
    characterId: t.id(),
    steps: t.int({ required: false, description: 'Periods that passed (default 1).' }),
    resisted: t.idList({ required: false, description: 'Afflictions the character resisted during these periods: they do not progress.' }),
  }),
});

const progressSchema = z.object({
  characterId: characterIdSchema,
  steps: z.number().int().min(0).max(1000).nullish(),
  resisted: z.array(z.string().max(100)).max(100).nullish(),
});

builder.mutationField('progressAfflictions', (t) =>
  t.field({
    type: CharacterPayload,
    description:
      'GM: let periods pass (SMS §10). Each untreated affliction fills its rate of boxes per period; once full, each period adds wound levels to its wound (poison lethal, disease critical, no armour), until death or cure.',
    args: { input: t.arg({ type: ProgressAfflictionsInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: (_root, { input }, ctx) =>
      retryOnConflict(
        async () => {
          const { character } = await requireEditableCharacter(ctx, input.characterId, 'GM');
          const v = validate(progressSchema, input);
          requireSms(character);
          const before = afflictionsOf(character);
          const unknown = (v.resisted ?? []).filter((id) => !before.afflictions.some((a) => a.id === id));
          if (unknown.length) {
            throw new RuleViolation('UNKNOWN_AFFLICTION', `No affliction ${unknown.join(', ')} on ${character.name}.`, 'SMS §10: disease and poison boxes fill at the stated rate');
          }
          const healthBefore = healthOf(character);
          const tick = unwrap(aff.progressAfflictions(before, healthBefore, { steps: v.steps ?? 1, ...(v.resisted ? { resisted: v.resisted } : {}) }));
          // One wound event per affliction whose wound appeared or worsened.
          const afflictionWounds = new Set(tick.state.afflictions.map(aff.afflictionWoundId));
          const events = tick.health.wounds
            .filter((w) => {
              const old = healthBefore.wounds.find((o) => o.id === w.id);
              return afflictionWounds.has(w.id) && (!old || old.severity !== w.severity);
            })
            .map((w) => woundEvent(character, w, tick.health, 'AFFLICTION'));
          const updated = await commitCharacterState(ctx, character, { afflictions: tick.state, health: tick.health }, events);
          return { character: updated };
        },
        conflict,
        STATE_RETRIES,
      ),
  }),
);

const TreatAfflictionInput = builder.inputType('TreatAfflictionInput', { fields: (t) => ({ characterId: t.id(), afflictionId: t.id() }) });
const treatSchema = z.object({ characterId: characterIdSchema, afflictionId: z.string().min(1).max(100) });

builder.mutationField('treatAffliction', (t) =>
  t.field({
    type: CharacterPayload,
    description: 'GM: the cause of an affliction is removed (SMS §10): it stops progressing. Its boxes and its wound still need healing.',
    args: { input: t.arg({ type: TreatAfflictionInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: (_root, { input }, ctx) =>
      retryOnConflict(
        async () => {
          const { character } = await requireEditableCharacter(ctx, input.characterId, 'GM');
          const v = validate(treatSchema, input);
          requireSms(character);
          const state = unwrap(aff.treatAffliction(afflictionsOf(character), v.afflictionId));
          return { character: await commitCharacterState(ctx, character, { afflictions: state }) };
        },
        conflict,
        STATE_RETRIES,
      ),
  }),
);

const HealAfflictionInput = builder.inputType('HealAfflictionInput', {
  fields: (t) => ({
    characterId: t.id(),
    afflictionId: t.id(),
    boxes: t.int({ required: false, description: 'Boxes cleared (default: all of them, which ends the affliction).' }),
  }),
});
const healAfflictionSchema = z.object({ characterId: characterIdSchema, afflictionId: z.string().min(1).max(100), boxes: z.number().int().max(1000).nullish() });

builder.mutationField('healAffliction', (t) =>
  t.field({
    type: CharacterPayload,
    description: 'GM: heal a treated affliction’s boxes (SMS §10: remove the cause first, then heal). With no box left it is gone. Heal its wound with `healWound`.',
    args: { input: t.arg({ type: HealAfflictionInput }) },
    errors: { types: [...MUTATION_ERRORS] },
    resolve: (_root, { input }, ctx) =>
      retryOnConflict(
        async () => {
          const { character } = await requireEditableCharacter(ctx, input.characterId, 'GM');
          const v = validate(healAfflictionSchema, input);
          requireSms(character);
          const before = afflictionsOf(character);
          const boxes = v.boxes ?? before.afflictions.find((a) => a.id === v.afflictionId)?.filled ?? 0;
          const state = unwrap(aff.healAffliction(before, v.afflictionId, boxes));
          return { character: await commitCharacterState(ctx, character, { afflictions: state }) };
        },
        conflict,
        STATE_RETRIES,
      ),
  }),
);
